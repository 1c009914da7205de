/**
 * The gate's verdict on one Bash command line: parse, expand, analyse every simple command with
 * its option table, check every path through the Read/Edit check. Commands a CI session runs,
 * under a policy with allow, deny and Read deny rules; each decision timed alone (hrtime).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PermissionRequest } from '../../src/core/permission-gate.js';
import { loadBashParser } from '../../src/permissions/bash/parser.js';
import { createPolicyGate } from '../../src/permissions/policy-gate.js';
import { policySchema } from '../../src/policy/schema.js';
import { builtinTools } from '../../src/tools/index.js';
import { benchContext } from '../lib/engine.js';
import { makeRow } from '../lib/rows.js';
import { median, percentile } from '../lib/stats.js';
import type { Figure } from '../lib/types.js';

const COMMANDS = [
  'npm test', 'git status && git diff -- src', 'ls -la src', 'grep -rn TODO src', 'cat src/a.ts | head -20', 'find src -name "*.ts"',
  'NODE_ENV=test npm test -- --grep parser', 'git log --oneline -10', 'sed -n 1,20p src/a.ts', 'touch ../outside/x', 'cat secrets/key',
  "bash -c 'npm test && git push'", 'timeout 60 npm test', 'for f in src/*.ts; do wc -l $f; done', 'git show HEAD:src/a.ts',
];

const micros = (start: bigint) => Number(process.hrtime.bigint() - start) / 1_000;

export const bashGate: Figure = {
  name: 'bash-gate',
  label: '10 Bash gate',
  title: 'Gate verdict on one Bash command line',
  async run({ quick, runs, tmp }) {
    await loadBashParser();
    mkdirSync(join(tmp, 'src'), { recursive: true });
    mkdirSync(join(tmp, 'secrets'), { recursive: true });
    for (let i = 0; i < 50; i++) writeFileSync(join(tmp, 'src', i === 0 ? 'a.ts' : `m${i}.ts`), 'export {};\n');
    writeFileSync(join(tmp, 'secrets', 'key'), 'k\n');
    const policy = policySchema.parse({ permissions: { allow: ['Bash(npm test:*)', 'Bash(git:*)', 'Bash(touch:*)', 'Bash(bash:*)'], deny: ['Bash(git push:*)', 'Read(./secrets/**)'] } });
    const gate = createPolicyGate({ policy, allowBypass: false, policyRoot: tmp, homeDir: join(tmp, 'home') });
    const tools = builtinTools();
    const bash = tools.find((tool) => tool.name === 'Bash');
    if (!bash) throw new Error('no Bash tool');
    const context = benchContext(tools, tmp);
    const request = (command: string): PermissionRequest => ({ tool: bash, input: { command }, observableInput: { command }, context, toolDecision: { behavior: 'allow' } });
    const rounds = quick ? 5 : 200;
    const medians: number[] = [];
    const p99s: number[] = [];
    for (let run = 0; run < runs; run++) {
      for (const command of COMMANDS) await gate.decide(request(command));
      const samples: number[] = [];
      for (let round = 0; round < rounds; round++) {
        for (const command of COMMANDS) {
          const start = process.hrtime.bigint();
          await gate.decide(request(command));
          samples.push(micros(start));
        }
      }
      medians.push(median(samples));
      p99s.push(percentile(samples, 99));
    }
    return [
      makeRow({ figure: '10 Bash gate', metric: `median per command line (${COMMANDS.length} kinds)`, unit: 'µs', tollgate: medians }),
      makeRow({ figure: '10 Bash gate', metric: 'p99 per command line', unit: 'µs', tollgate: p99s }),
    ];
  },
};

import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createToolUseContext } from '../../src/core/context.js';
import { runToolUse } from '../../src/core/pipeline.js';
import { createCommandHooks } from '../../src/hooks/command-hooks.js';
import { createPolicyGate } from '../../src/permissions/policy-gate.js';
import { buildChildEnv } from '../../src/policy/child-env.js';
import { parsePolicyText } from '../../src/policy/load-policy.js';
import { builtinTools } from '../../src/tools/index.js';
import { createProcessRunner } from '../../src/sandbox/process-runner.js';

const base = realpathSync(mkdtempSync(join(tmpdir(), 'tollgate-pipeline-policy-')));
const root = join(base, 'repo');
mkdirSync(join(root, 'src'), { recursive: true });
mkdirSync(join(root, 'ci'));
writeFileSync(join(root, 'src', 'a.ts'), 'export const a = 1;\n');
writeFileSync(join(root, '.env'), 'TOKEN=secret\n');
const guard = join(root, 'ci', 'guard.sh');
writeFileSync(guard, '#!/bin/bash\ninput=$(cat)\ncase "$input" in *"git push"*) echo "the workflow pushes, not the agent" >&2; exit 2;; esac\nexit 0\n');
chmodSync(guard, 0o755);
afterAll(() => rmSync(base, { recursive: true, force: true }));

const { policy } = parsePolicyText(
  [
    'permissions:',
    '  allow: ["Bash(echo:*)", "Bash(git push:*)", "Edit(src/**)"]',
    '  deny: ["Read(./.env)"]',
    'hooks:',
    '  PreToolUse: [{ matcher: "Bash", hooks: [{ type: command, command: "./ci/guard.sh", timeout: 10 }] }]',
  ].join('\n'),
  'policy.yml',
);

const tools = builtinTools();
const env = buildChildEnv(process.env, policy);
const deps = {
  gate: createPolicyGate({ policy, allowBypass: false, policyRoot: root }),
  hooks: createCommandHooks({ config: policy.hooks, sessionId: 's', transcriptPath: join(base, 't.jsonl'), cwd: root, permissionMode: 'default', env, runner: createProcessRunner() }),
};
const context = () => createToolUseContext({ commandRunner: createProcessRunner(), tools, workspaceRoot: root, outputDir: join(base, 'out'), env });
const call = (name: string, input: Record<string, unknown>) => runToolUse({ id: `toolu_${name}`, name, input }, context(), deps);

describe('the real tools through the pipeline with the policy gate and command hooks', () => {
  it('runs an allowed command', async () => {
    const outcome = await call('Bash', { command: 'echo hello' });
    expect(outcome.status).toBe('success');
    expect(outcome.decision).toMatchObject({ behavior: 'allow', rule: 'Bash(echo:*)' });
  });

  it('denies a chained command whose second part no rule allows, without running the first', async () => {
    const marker = join(root, 'ran');
    const outcome = await call('Bash', { command: `echo hi > /dev/null; touch ${marker}` });
    expect(outcome.status).toBe('denied');
    expect(existsSync(marker)).toBe(false);
    expect(JSON.stringify(outcome.block.content)).toContain('not permitted in this CI run');
    expect(outcome.decision).toMatchObject({ behavior: 'deny', suggestedRule: 'Bash(touch:*)' });
  });

  it('lets the hook block a call an allow rule permits (exit 2, stderr as the reason)', async () => {
    const outcome = await call('Bash', { command: 'git push origin main' });
    expect(outcome.status).toBe('denied');
    expect(JSON.stringify(outcome.block.content)).toContain('the workflow pushes, not the agent');
  });

  it('denies reading a protected file with the rule that protects it', async () => {
    const outcome = await call('Read', { file_path: '.env' });
    expect(outcome.status).toBe('denied');
    expect(outcome.decision).toMatchObject({ behavior: 'deny', rule: 'Read(./.env)' });
  });

  it('allows an edit the policy allows and the file changes on disk', async () => {
    const ctx = context();
    await runToolUse({ id: 'r1', name: 'Read', input: { file_path: 'src/a.ts' } }, ctx, deps);
    const outcome = await runToolUse({ id: 'e1', name: 'Edit', input: { file_path: 'src/a.ts', old_string: 'a = 1', new_string: 'a = 2' } }, ctx, deps);
    expect(outcome.status, JSON.stringify(outcome.block.content)).toBe('success');
    expect(readFileSync(join(root, 'src', 'a.ts'), 'utf8')).toContain('a = 2');
  });

  it('denies an edit outside the allowed paths and leaves the file alone', async () => {
    const outcome = await call('Write', { file_path: 'NOTES.md', content: 'new' });
    expect(outcome.status, JSON.stringify(outcome.block.content)).toBe('denied');
    expect(existsSync(join(root, 'NOTES.md'))).toBe(false);
    expect(outcome.decision).toMatchObject({ suggestedRule: 'Edit(NOTES.md)' });
  });
});

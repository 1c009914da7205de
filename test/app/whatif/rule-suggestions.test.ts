import { realpathSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedRun } from '../../../src/app/whatif/recorded-run.js';
import { suggestRules } from '../../../src/app/whatif/rule-suggestions.js';
import { policySchema } from '../../../src/policy/schema.js';
import { makeTempDir } from '../../support/core-fixtures.js';

let root: string;
let cleanup: () => void;
beforeAll(() => {
  const temp = makeTempDir('tollgate-suggest-');
  cleanup = temp.cleanup;
  root = realpathSync(temp.dir);
});
afterAll(() => cleanup());

const run = (calls: [string, string, Record<string, unknown>][]): RecordedRun => ({
  file: 'run.jsonl',
  workspaceRoot: null,
  policy: null,
  calls: calls.map(([toolUseId, tool, input]) => ({ toolUseId, tool, input, cwd: '' })),
  leftOut: [],
});

describe('suggestRules', () => {
  it('folds folder rules into the widest one needed, and gives a command line a rule per missing part', async () => {
    const policy = policySchema.parse({ permissions: { deny: ['Bash(curl:*)'] } });
    const result = await suggestRules({
      policy,
      root,
      env: {},
      runs: [
        run([
          ['w1', 'Write', { file_path: 'src/a/b/x.ts', content: '' }],
          ['w2', 'Write', { file_path: 'src/a/y.ts', content: '' }],
          ['w3', 'Write', { file_path: 'src/z.ts', content: '' }],
          ['b1', 'Bash', { command: 'npm run build && npm run check' }],
          ['b2', 'Bash', { command: 'npm run build' }],
          ['b3', 'Bash', { command: 'npm test && curl https://x' }],
          ['r1', 'Write', { file_path: 'README.md', content: '' }],
        ]),
      ],
    });
    expect(result).toMatchObject({ runs: 1, calls: 7, denied: 7 });
    expect(result.suggestions.map((s) => [s.rule, s.admits.map((c) => c.toolUseId)])).toEqual([
      ['Edit(src/**)', ['w1', 'w2', 'w3']],
      ['Bash(npm run build:*)', ['b1', 'b2']],
      ['Bash(npm run check:*)', ['b1']],
      ['Edit(README.md)', ['r1']],
    ]);
    expect(result.notSuggested).toEqual([expect.objectContaining({ toolUseId: 'b3', why: 'denied by the rule Bash(curl:*): an allow rule never lifts a deny rule' })]);
  });
});

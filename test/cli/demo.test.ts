import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../support/core-fixtures.js';
import { runCli } from '../support/run-cli.js';

let dir: string;
let cleanup: () => void;
beforeEach(() => ({ dir, cleanup } = makeTempDir('tollgate-demo-test-')));
afterEach(() => cleanup());

describe('tollgate demo', () => {
  it('runs offline with no API key and shows the allowed edit, the denial and the saved large output', async () => {
    const out = join(dir, 'out');
    // No ANTHROPIC_* variables reach the child (runCli strips them), and the base URL points nowhere.
    const run = await runCli(['demo', '--out', out], { cwd: dir, env: { ANTHROPIC_BASE_URL: 'http://127.0.0.1:9' } });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('scripted session');
    // The allowed edit, made by the real Edit tool under the policy's Edit(src/**) rule.
    expect(run.stdout).toContain('✓ Editing src/stats.js');
    // The denied command with the rule that would permit it, on the terminal and in the comment.
    expect(run.stdout).toContain('(to permit: Bash(npm install:*))');
    const comment = readFileSync(join(out, 'comment.md'), 'utf8');
    expect(comment).toContain('| Bash | `npm install --save-dev mocha` |');
    expect(comment).toContain('`Bash(npm install:*)`');
    // The large output: persisted whole, and referenced.
    const log = join(out, 'bash', 'toolu_demo_07.log');
    expect(readFileSync(log, 'utf8').split('\n')).toHaveLength(3_001);
    expect(run.stdout).toContain(`full output: ${log}`);
    expect(comment).toContain('The whole output was saved as `bash/toolu_demo_07.log`');
    // The session really fixed the copy: the final test run passed.
    expect(comment).toContain('# pass 3');
    expect(JSON.parse(readFileSync(join(out, 'result.json'), 'utf8'))).toMatchObject({ conclusion: 'success', turns: 8 });
    expect(existsSync(join(out, 'transcript.jsonl'))).toBe(true);
    // The comment printed is the comment written.
    expect(run.stdout).toContain(comment.slice(0, 2_000));
  });
});

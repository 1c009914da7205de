import { spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../support/core-fixtures.js';
import { CLI_ENTRY, runCli } from '../support/run-cli.js';

let dir: string;
let cleanup: () => void;
beforeEach(() => ({ dir, cleanup } = makeTempDir('tollgate-demo-test-')));
afterEach(() => cleanup());

const demoTemps = () => new Set(readdirSync(tmpdir()).filter((name) => name.startsWith('tollgate-demo-')));

describe('tollgate demo', () => {
  it('runs offline, prints the headline and where the files are, and writes the report a maintainer reads', async () => {
    const before = demoTemps();
    // No ANTHROPIC_* variables reach the child (runCli strips them), and the base URL points nowhere.
    const run = await runCli(['demo'], { cwd: dir, env: { ANTHROPIC_BASE_URL: 'http://127.0.0.1:9' } });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('scripted session');
    // The real calls, with the model's labels beside them.
    expect(run.stdout).toContain('✓ Edit src/stats.js');
    expect(run.stdout).toContain('⛔ denied: Bash npm install --save-dev mocha "Install mocha"');
    expect(run.stdout).toContain('(to permit: Bash(npm install:*))');
    expect(run.stdout).toMatch(/\n✅ success · \$0\.0410 of \$0\.5000 \(8%\) · 8 turns · [\d.]+ m?s · 1 denied · 1 file changed · change not landed · sandboxed\n/);
    expect(run.stdout).toContain('  changed: src/stats.js (modified, +1 −1)');
    // Where the files are, not the comment itself.
    const out = join(dir, 'tollgate-out', 'demo');
    const comment = readFileSync(join(out, 'comment.md'), 'utf8');
    expect(run.stdout).toContain(`The PR comment Tollgate would post (${comment.length.toLocaleString('en-US')} characters): ${join('tollgate-out', 'demo', 'comment.md')}`);
    expect(run.stdout).not.toContain('<details>');
    expect(comment.length).toBeLessThanOrEqual(15_000);

    // The comment: marker, headline, the answer, the files changed, one row per call with the real input.
    expect(comment.startsWith('<!-- tollgate:run=local -->\n### ✅ Tollgate finished: success\n\n**success** · $0.0410 of $0.5000 (8%) · 8 turns · ')).toBe(true);
    expect(comment).toContain('#### Files changed (1)\n\n- `src/stats.js` modified · +1 −1');
    expect(comment).toContain('[changes.diff](changes.diff)');
    expect(comment).toContain('<summary>❌ <b>Bash</b> <code>node --test</code> <sub>Run the test suite</sub> · failed (exit code 1) · ');
    expect(comment).toContain('<summary>🚫 <b>Bash</b> <code>npm install --save-dev mocha</code> <sub>Install mocha</sub> · denied, to permit: <code>Bash(npm install:*)</code></summary>');
    expect(comment).toContain('#### Tool calls (9)');
    expect(comment.match(/<summary>[✅❌🚫]/gu)).toHaveLength(9);
    expect(comment).not.toMatch(/\(0s\)|<tool_use_error>|Keep it current as you work/);
    // The large output: saved whole, previewed head and tail, linked.
    expect(readFileSync(join(out, 'bash', 'toolu_demo_07.log'), 'utf8').split('\n')).toHaveLength(3_001);
    expect(comment).toContain('fixture 0001: values=4,4,4 mean=4.000');
    expect(comment).toContain('fixture 3000: values=13,25,31 mean=23.000');
    expect(comment).not.toContain('fixture 1500');
    expect(comment).toContain('[bash/toolu_demo_07.log](bash/toolu_demo_07.log)');
    // The session really fixed the copy: the final test run passed, and the diff shows the fix.
    expect(comment).toContain('# pass 3');
    expect(readFileSync(join(out, 'changes.diff'), 'utf8')).toContain('-  return total / (values.length - 1);\n+  return total / values.length;');
    // Every linked file exists.
    for (const [, link] of comment.matchAll(/\]\(([^)#]+)\)/g)) expect(existsSync(join(out, decodeURI(link!))), link).toBe(true);

    // summary.md is the comment without its marker line; report.md has the same rows, every result whole.
    expect(readFileSync(join(out, 'summary.md'), 'utf8')).toBe(comment.slice(comment.indexOf('\n') + 1));
    const report = readFileSync(join(out, 'report.md'), 'utf8');
    expect(report).toContain('<summary>🚫 <b>Bash</b> <code>npm install --save-dev mocha</code>');
    expect(report).toContain('async Test.processPendingSubtests');

    // result.json: the documented names, valid against the published schema.
    const result = JSON.parse(readFileSync(join(out, 'result.json'), 'utf8'));
    const schema = JSON.parse(readFileSync('docs/result.schema.json', 'utf8'));
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    expect(validate(result), JSON.stringify(validate.errors)).toBe(true);
    expect(result).toMatchObject({ version: 2, conclusion: 'success', turns: 8, cost_usd: 0.04096, max_budget_usd: 0.5, denials: 1, changes_diff: 'changes.diff', structured_output: null });
    expect(result.files_changed).toEqual([{ path: 'src/stats.js', status: 'modified', added: 1, removed: 1 }]);
    expect(result.tool_calls[3]).toMatchObject({ tool: 'Bash', input: { command: 'node --test' }, description: 'Run the test suite', decision: 'allow', status: 'error', saved_output: 'outputs/toolu_demo_04.txt' });
    expect(result.tool_calls[6].saved_output).toBe('bash/toolu_demo_07.log');
    expect(result.denied_calls[0]).toMatchObject({ kind: 'permission', tool: 'Bash', suggested_rule: 'Bash(npm install:*)' });
    expect(existsSync(join(out, 'transcript.jsonl'))).toBe(true);

    // The copy of the repository is gone.
    expect([...demoTemps()].filter((name) => !before.has(name))).toEqual([]);
  });

  it('keeps its copy of the repository with --keep, and says where', async () => {
    const run = await runCli(['demo', '--keep', '--out', join(dir, 'out')], { cwd: dir });
    expect(run.code).toBe(0);
    const kept = /copy of the repository, as the session left it: (\S+)/.exec(run.stdout)?.[1];
    expect(kept).toBeDefined();
    expect(readFileSync(join(kept!, 'src', 'stats.js'), 'utf8')).toContain('return total / values.length;');
    rmSync(join(kept!, '..'), { recursive: true, force: true });
  });

  it('ends quietly when its reader goes away (tollgate demo | head), with the outputs written', async () => {
    const before = demoTemps();
    const out = join(dir, 'out');
    const child = spawn(process.execPath, [CLI_ENTRY, 'demo', '--out', out], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // Read the first line, then close the pipe, as `head -1` does.
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    child.stdout.destroy();
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(readFileSync(join(out, 'comment.md'), 'utf8')).toContain('Tollgate finished: success');
    expect(existsSync(join(out, 'result.json'))).toBe(true);
    expect([...demoTemps()].filter((name) => !before.has(name))).toEqual([]);
  });

  it('replays its own transcript on an untouched copy of the repository with no difference', async () => {
    const out = join(dir, 'out');
    expect((await runCli(['demo', '--out', out], { cwd: dir })).code).toBe(0);
    const copy = join(dir, 'copy');
    cpSync('examples/demo/repo', copy, { recursive: true });
    const replay = await runCli(['replay', join(out, 'transcript.jsonl'), '--cwd', copy, '--out', join(dir, 'replay')], { cwd: dir });
    expect(replay.stdout.split('\n')[0]).toBe(`tollgate replay: the recorded tool calls run for real in ${copy}: commands run there and files there change.`);
    expect(replay.stdout).toContain('Replay matched: every tool result equals the recording, folders and timings aside (8 model replies).');
    expect(replay.stdout).not.toContain('warning');
    expect(replay.code).toBe(0);
    expect(readFileSync(join(copy, 'src', 'stats.js'), 'utf8')).toContain('return total / values.length;');
  });
});

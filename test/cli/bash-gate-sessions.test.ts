/**
 * Scripted sessions through the built CLI (`tollgate run` against the loopback Messages API):
 * a model that tries the Bash evasions of issue 14 gets nothing done on disk, and the calls the
 * policy allows still run. The files each denied call would have made are checked for.
 */
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeMessagesApi, type FakeMessagesApi, type ScriptedBlock } from '../support/fake-messages-api.js';
import { endTurn, reply, toolUse } from '../support/scripted-model.js';
import { makeTempDir } from '../support/core-fixtures.js';
import { runCli } from '../support/run-cli.js';

let dir: string;
let cleanup: () => void;
let api: FakeMessagesApi | undefined;
const repo = () => join(dir, 'repo');
const outside = () => join(dir, 'outside');
const home = () => join(dir, 'home');

beforeEach(() => {
  ({ dir, cleanup } = makeTempDir('tollgate-bash-sessions-'));
  for (const d of [repo(), outside(), home(), join(repo(), 'secrets')]) mkdirSync(d, { recursive: true });
  writeFileSync(join(repo(), 'package.json'), JSON.stringify({ name: 'fixture', private: true, scripts: { test: 'node record.cjs' } }));
  // Each run of `npm test` appends one line: what FOO was and which arguments it got.
  writeFileSync(join(repo(), 'record.cjs'), "require('fs').appendFileSync('runs.log', `${process.env.FOO ?? '-'}\\n`);\n");
  writeFileSync(join(repo(), 'evil.cjs'), "require('fs').writeFileSync('evil.txt', 'loaded');\n");
  writeFileSync(join(repo(), 'secrets', 'key'), 'KEY=top-secret-value\n');
  writeFileSync(join(repo(), 'README.md'), '# fixture\n');
  symlinkSync(outside(), join(repo(), 'link'));
});
afterEach(async () => {
  await api?.close();
  api = undefined;
  cleanup();
});

const bash = (command: string, id: string): ScriptedBlock => toolUse('Bash', { command }, id);

async function session(policy: string, calls: ScriptedBlock[]) {
  writeFileSync(join(dir, 'policy.yml'), policy);
  api = await startFakeMessagesApi({ script: [reply(...calls.slice(0, 8)), ...(calls.length > 8 ? [reply(...calls.slice(8))] : []), endTurn('Done.')] });
  const out = join(dir, 'out');
  const run = await runCli(['run', '--prompt', 'try things', '--cwd', repo(), '--out', out, '--policy', join(dir, 'policy.yml')], {
    cwd: dir,
    env: { ANTHROPIC_API_KEY: 'sk-test-bash-sessions-1', ANTHROPIC_BASE_URL: api.baseURL, HOME: home() },
    timeoutMs: 120_000,
  });
  expect(run.code, run.stdout + run.stderr).toBe(0);
  const result = JSON.parse(readFileSync(join(out, 'result.json'), 'utf8')) as { denied_calls: { kind: string; tool_use_id: string; reason: string }[] };
  const transcript = readFileSync(join(out, 'transcript.jsonl'), 'utf8');
  // (npm's update check also shows up, as a connection the sandbox refused: a network denial, not the gate's.)
  return { result, transcript };
}

describe('Bash through the gate in a real session (scripted model)', () => {
  it('refuses paths outside the workspace, env prefixes, code-loading options and secret reads; allowed commands run, in a subshell too', async () => {
    const denied = [
      bash(`touch ${join(outside(), 'a.txt')}`, 'toolu_abs'),
      bash('touch ~/b.txt', 'toolu_home'),
      bash('touch link/c.txt', 'toolu_link'),
      bash('mkdir ../outside/d', 'toolu_up'),
      bash('FOO=1 npm test', 'toolu_env'),
      bash('npm test --node-options=--require=./evil.cjs', 'toolu_opt'),
      bash('grep -r KEY secrets', 'toolu_grep'),
      bash('ls secrets', 'toolu_ls'),
    ];
    // A subshell whose every command is allowed is allowed (issue 25), so `(npm test)` runs too.
    const allowed = [bash('touch inside.txt', 'toolu_touch'), bash('npm test', 'toolu_test'), bash('(npm test)', 'toolu_subshell')];
    const policy = ['permissions:', '  allow: ["Bash(npm test:*)", "Bash(touch:*)", "Bash(mkdir:*)", "Bash(grep:*)", "Bash(ls:*)"]', '  deny: ["Read(./secrets/**)"]', ''].join('\n');
    const { result, transcript } = await session(policy, [...denied, ...allowed]);

    expect(result.denied_calls.filter((d) => d.kind === 'permission').map((d) => d.tool_use_id).sort()).toEqual(denied.map((b) => (b as { id: string }).id).sort());
    for (const file of [join(outside(), 'a.txt'), join(home(), 'b.txt'), join(outside(), 'c.txt'), join(outside(), 'd'), join(repo(), 'evil.txt')]) expect(existsSync(file), file).toBe(false);
    expect(existsSync(join(repo(), 'inside.txt'))).toBe(true);
    // npm test ran twice (bare and in a subshell), never with FOO=1 or loading evil.cjs.
    expect(readFileSync(join(repo(), 'runs.log'), 'utf8')).toBe('-\n-\n');
    expect(transcript).not.toContain('top-secret-value');
  });

  it('holds a command deny rule against runners, shells on stdin, aliases and odd timeouts; the rest of Bash still runs', async () => {
    const denied = [
      bash('/usr/bin/touch x1', 'toolu_abs'),
      bash('find . -name README.md -exec touch x2 \\;', 'toolu_find'),
      bash("bash <<<'touch x3'", 'toolu_herestring'),
      bash("echo 'touch x4' | sh", 'toolu_pipe'),
      bash("git -c alias.t='!touch x5' t", 'toolu_alias_git'),
      bash('timeout 1e3 touch x6', 'toolu_timeout'),
      bash('alias t=touch; t x7', 'toolu_alias'),
      bash("sed -n 's/.*/touch x8/e' README.md", 'toolu_sed'),
    ];
    const allowed = [bash('mkdir made', 'toolu_mkdir'), bash("node -e \"require('fs').writeFileSync('limit.txt', 'x')\"", 'toolu_node')];
    const policy = ['permissions:', '  allow: ["Bash"]', '  deny: ["Bash(touch:*)"]', ''].join('\n');
    const { result } = await session(policy, [...denied, ...allowed]);

    expect(result.denied_calls.filter((d) => d.kind === 'permission').map((d) => d.tool_use_id).sort()).toEqual(denied.map((b) => (b as { id: string }).id).sort());
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) expect(existsSync(join(repo(), `x${n}`)), `x${n}`).toBe(false);
    expect(existsSync(join(repo(), 'made'))).toBe(true);
    // The limit docs/policy.md states: inline interpreter code is not bound by a command deny rule.
    expect(existsSync(join(repo(), 'limit.txt'))).toBe(true);
  });
});

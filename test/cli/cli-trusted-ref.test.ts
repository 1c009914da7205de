/**
 * `tollgate run --trusted-ref REF` through the built CLI: the policy and the hook scripts come from
 * REF's commit, as the action reads a PR's base, whatever the branch checked out has made of them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../support/core-fixtures.js';
import { startFakeMessagesApi, type FakeMessagesApi } from '../support/fake-messages-api.js';
import { commitFiles, git, initRepo } from '../support/git-repo.js';
import { runCli } from '../support/run-cli.js';
import { endTurn, reply, toolUse } from '../support/scripted-model.js';

let dir: string;
let cleanup: () => void;
let api: FakeMessagesApi | undefined;
beforeEach(() => ({ dir, cleanup } = makeTempDir('tollgate-cli-trusted-')));
afterEach(async () => {
  await api?.close();
  api = undefined;
  cleanup();
});

const POLICY = ['permissions:', '  allow: ["Bash"]', 'hooks:', '  PreToolUse:', '    - matcher: Bash', '      hooks:', '        - { type: command, command: "./ci/guard.sh" }', ''].join('\n');
const GUARD = `#!/bin/sh\nif grep -q '"command":"rm '; then echo "main's guard blocks rm" >&2; exit 2; fi\n`;

/** main has the guard; the branch checked out rewrites it and opens the policy up. */
function branchRepo(): { repo: string; main: string } {
  const repo = join(dir, 'repo');
  const main = initRepo(repo, { '.github/tollgate.yml': POLICY, 'ci/guard.sh': { content: GUARD, mode: 0o755 }, 'README.md': 'keep\n' });
  git(repo, ['checkout', '-q', '-b', 'feature']);
  commitFiles(repo, { 'ci/guard.sh': { content: `#!/bin/sh\ntouch ${join(dir, 'branch-guard-ran')}\nexit 0\n`, mode: 0o755 }, '.github/tollgate.yml': `${POLICY}sandbox:\n  enabled: false\n` }, 'feature');
  return { repo, main };
}

describe('tollgate run --trusted-ref', () => {
  it("runs main's policy and guard script, not the branch's, and the report names what the branch changes", async () => {
    const { repo, main } = branchRepo();
    api = await startFakeMessagesApi({ script: [reply(toolUse('Bash', { command: 'rm -f README.md' }, 'toolu_rm')), endTurn('Done.')] });
    const out = join(dir, 'out');
    const run = await runCli(['run', '--prompt', 'clean up', '--cwd', repo, '--out', out, '--trusted-ref', 'main'], {
      cwd: dir,
      env: { ANTHROPIC_API_KEY: 'sk-test-cli-key-123456', ANTHROPIC_BASE_URL: api.baseURL },
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(readFileSync(join(repo, 'README.md'), 'utf8')).toBe('keep\n');
    expect(existsSync(join(dir, 'branch-guard-ran'))).toBe(false);
    expect(JSON.stringify(api.requests[1]?.body['messages'])).toContain("main's guard blocks rm");
    const sentence = `The working tree changes \`.github/tollgate.yml\` (the policy) and \`ci/guard.sh\` (run by a PreToolUse hook); the run used the versions on main (${main.slice(0, 7)}).`;
    expect(run.stdout).toContain(sentence);
    expect(run.stdout).toContain(`config from main (${main.slice(0, 7)})`);
    expect(readFileSync(join(out, 'comment.md'), 'utf8').split('\n')[1]).toBe(`⚠️ **${sentence}**`);
    expect(JSON.parse(readFileSync(join(out, 'result.json'), 'utf8')).config.commit).toBe(main);
  }, 60_000);

  it("reads the work tree without it (the user's own): the branch's policy and guard script run", async () => {
    const { repo } = branchRepo();
    api = await startFakeMessagesApi({ script: [reply(toolUse('Bash', { command: 'rm -f README.md' }, 'toolu_rm')), endTurn('Done.')] });
    const out = join(dir, 'out');
    const run = await runCli(['run', '--prompt', 'clean up', '--cwd', repo, '--out', out], {
      cwd: dir,
      env: { ANTHROPIC_API_KEY: 'sk-test-cli-key-123456', ANTHROPIC_BASE_URL: api.baseURL },
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(existsSync(join(dir, 'branch-guard-ran'))).toBe(true);
    expect(existsSync(join(repo, 'README.md'))).toBe(false);
    expect(JSON.stringify(api.requests[1]?.body['messages'])).not.toContain("main's guard blocks rm");
    expect(run.stdout).not.toContain('config from main');
    expect(JSON.parse(readFileSync(join(out, 'result.json'), 'utf8')).config.commit ?? null).toBeNull();
  }, 60_000);

  it('exits 2 naming a ref that is not there', async () => {
    const { repo } = branchRepo();
    const missing = await runCli(['run', '--prompt', 'x', '--cwd', repo, '--out', join(dir, 'out'), '--trusted-ref', 'no-such-branch'], { cwd: dir, env: { ANTHROPIC_API_KEY: 'sk-test-cli-key-123456', ANTHROPIC_BASE_URL: 'http://127.0.0.1:9' } });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("tollgate: The trusted ref 'no-such-branch' names no commit in the repository at");
    const help = await runCli(['run', '--help'], { cwd: dir });
    expect(help.stdout).toContain('--trusted-ref REF');
  }, 60_000);
});

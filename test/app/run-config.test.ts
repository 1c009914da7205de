import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openGitCommitSource } from '../../src/app/git-commit-source.js';
import { prepareSession, type SessionSettings } from '../../src/app/prepare-session.js';
import { readRunConfig, type RunConfigInput } from '../../src/app/run-config.js';
import { DisposalStack } from '../../src/core/disposal-stack.js';
import { buildChildEnv } from '../../src/policy/index.js';
import { makeTempDir } from '../support/core-fixtures.js';
import { commitFiles, initRepo } from '../support/git-repo.js';

let dir: string;
let cleanup: () => void;
beforeEach(() => ({ dir, cleanup } = makeTempDir('tollgate-run-config-')));
afterEach(() => cleanup());

const env = { PATH: process.env['PATH'], HOME: '/nonexistent' };

const BASE_POLICY = [
  'permissions:',
  '  allow: ["Bash(echo:*)"]',
  'hooks:',
  '  PreToolUse:',
  '    - matcher: Bash',
  '      hooks:',
  '        - { type: command, command: "bash ci/guard.sh" }',
  '        - { type: command, command: "./ci/gone.sh" }',
  '  SessionStart:',
  '    - hooks: [{ type: command, command: "\\"$CLAUDE_PROJECT_DIR\\"/ci/start.sh", on_error: continue }]',
  '',
].join('\n');

const BASE_FILES = {
  '.github/tollgate.yml': BASE_POLICY,
  'ci/guard.sh': 'source "$(dirname "$0")/lib.sh"; check\n',
  'ci/lib.sh': 'check() { grep -q rm && exit 2; exit 0; }\n',
  'ci/start.sh': 'echo start\n',
  'README.md': 'hello\n',
};

/** A repository whose HEAD (the working tree: the PR) changes the policy, the guard and its helper; returns the base commit. */
function pullRequestRepo(): { workspace: string; base: string } {
  const workspace = join(dir, 'ws');
  const base = initRepo(workspace, BASE_FILES);
  commitFiles(workspace, { '.github/tollgate.yml': 'sandbox:\n  enabled: false\n', 'ci/guard.sh': 'exit 0\n', 'ci/lib.sh': 'check() { exit 0; }\n', 'ci/gone.sh': 'exit 0\n', 'README.md': 'changed\n' }, 'the PR');
  return { workspace, base };
}

async function input(workspace: string, base: string, stack: DisposalStack, extra: Partial<RunConfigInput> = {}): Promise<RunConfigInput> {
  const source = await openGitCommitSource({ workspace, commit: base, description: `main (${base.slice(0, 7)})`, env });
  return {
    workspace,
    policy: undefined,
    allowBypass: false,
    mcpConfig: undefined,
    source: source!,
    changedBy: 'this PR',
    env,
    hookEnv: (policy) => buildChildEnv(env, policy),
    stack,
    onWarning: () => undefined,
    ...extra,
  };
}

describe("the run's configuration from a trusted commit", () => {
  it('runs hook scripts from a private copy of the trusted version, with their folder, and removes it at the end', async () => {
    const { workspace, base } = pullRequestRepo();
    const stack = new DisposalStack();
    const config = await readRunConfig(await input(workspace, base, stack));
    expect(config.loaded.policy.sandbox.enabled).toBe(true);
    const guard = config.hookLaunch('bash ci/guard.sh');
    expect('command' in guard).toBe(true);
    const copied = /^bash '(.+)'$/.exec((guard as { command: string }).command)?.[1] ?? '';
    expect(copied.startsWith(workspace)).toBe(false);
    expect(readFileSync(copied, 'utf8')).toBe(BASE_FILES['ci/guard.sh']);
    // The helper the script loads beside itself is the trusted one too.
    expect(readFileSync(join(copied, '..', 'lib.sh'), 'utf8')).toBe(BASE_FILES['ci/lib.sh']);
    const folder = join(copied, '..', '..');
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    const start = config.hookLaunch('"$CLAUDE_PROJECT_DIR"/ci/start.sh');
    expect((start as { command: string }).command).toBe(`'${join(folder, 'ci', 'start.sh')}'`);
    await stack.unwind();
    expect(existsSync(folder)).toBe(false);
  });

  it('fails a hook whose script the trusted commit does not have (the PR added it), instead of running the PR\'s', async () => {
    const { workspace, base } = pullRequestRepo();
    const stack = new DisposalStack();
    const config = await readRunConfig(await input(workspace, base, stack));
    expect(config.hookLaunch('./ci/gone.sh')).toEqual({ unavailable: `ci/gone.sh is not a file in main (${base.slice(0, 7)}), the version Tollgate runs` });
    await stack.unwind();
  });

  it('names every file the working tree changes of it, and none it leaves alone', async () => {
    const { workspace, base } = pullRequestRepo();
    const stack = new DisposalStack();
    const config = await readRunConfig(await input(workspace, base, stack));
    const { policy, ...summary } = config.summary;
    // The base's policy is what the transcript keeps for `policy diff`, with the file it protects.
    expect(policy).toMatchObject({ origin: '.github/tollgate.yml', file: '.github/tollgate.yml', mcp_config_file: null, permissions: { allow: ['Bash(echo:*)'] } });
    expect(summary).toEqual({
      source: `main (${base.slice(0, 7)})`,
      commit: base,
      changedBy: 'this PR',
      changes: [
        { path: '.github/tollgate.yml', role: 'the policy', change: 'modified' },
        { path: 'ci/guard.sh', role: 'run by a PreToolUse hook', change: 'modified' },
        { path: 'ci/lib.sh', role: 'in the folder of ci/guard.sh', change: 'modified' },
        { path: 'ci/gone.sh', role: 'run by a PreToolUse hook', change: 'added' },
      ],
    });
    await stack.unwind();
  });

  it('compares without reading what is no plain file: a PR that links the policy to /dev/zero is named, not read', async () => {
    const workspace = join(dir, 'ws');
    const base = initRepo(workspace, { '.github/tollgate.yml': 'permissions:\n  allow: ["Read"]\n' });
    commitFiles(workspace, { '.github/tollgate.yml': { symlink: '/dev/zero' } }, 'the PR');
    const stack = new DisposalStack();
    const config = await readRunConfig(await input(workspace, base, stack));
    expect(config.loaded.policy.permissions.allow).toEqual(['Read']);
    expect(config.summary.changes).toEqual([{ path: '.github/tollgate.yml', role: 'the policy', change: 'modified' }]);
    await stack.unwind();
  });

  it('reads a path-given MCP config from the commit and runs its server script from the copy', async () => {
    const workspace = join(dir, 'ws');
    const mcp = JSON.stringify({ mcpServers: { kb: { command: 'node', args: ['mcp/server.js', '--root', '.'] }, added: { command: './mcp/new.sh' } } });
    const base = initRepo(workspace, { '.github/mcp.json': mcp, 'mcp/server.js': 'trusted()\n' });
    commitFiles(workspace, { '.github/mcp.json': JSON.stringify({ mcpServers: { evil: { command: 'sh', args: ['-c', 'id'] } } }), 'mcp/server.js': 'pwned()\n', 'mcp/new.sh': 'x\n' }, 'the PR');
    const stack = new DisposalStack();
    const config = await readRunConfig(await input(workspace, base, stack, { mcpConfig: '.github/mcp.json' }));
    const [kb, added] = config.mcp!.servers;
    expect(kb).toMatchObject({ name: 'kb', command: 'node', args: [expect.stringMatching(/tollgate-trusted-.*\/mcp\/server\.js$/), '--root', '.'] });
    expect(readFileSync(kb?.type === 'stdio' ? kb.args[0]! : '', 'utf8')).toBe('trusted()\n');
    expect(added).toMatchObject({ name: 'added', unavailable: `mcp/new.sh is not a file in main (${base.slice(0, 7)}), the version Tollgate runs` });
    expect(config.summary.changes.map((c) => c.path)).toEqual(['.github/mcp.json', 'mcp/server.js', 'mcp/new.sh']);
    await stack.unwind();
  });

  it('trusts an inline policy as the workflow gave it', async () => {
    const { workspace, base } = pullRequestRepo();
    const stack = new DisposalStack();
    const config = await readRunConfig(await input(workspace, base, stack, { policy: { kind: 'inline', yaml: 'permissions:\n  allow: ["Read"]\n' } }));
    expect(config.loaded.origin).toBe('<inline policy>');
    expect(config.summary.changes).toEqual([]);
    await stack.unwind();
  });
});

describe('trust.on_pr_config_change: refuse', () => {
  function settings(workspace: string, extra: Partial<SessionSettings>): SessionSettings {
    return {
      prompt: 'p',
      workspace,
      outputDir: join(dir, 'out'),
      transcriptPath: join(dir, 'out', 't.jsonl'),
      allowBypass: false,
      modelSource: { kind: 'api', apiKey: 'k', baseUrl: 'http://127.0.0.1:9' },
      env,
      knownSecrets: [],
      signal: new AbortController().signal,
      onWarning: () => undefined,
      sandbox: { failIfUnavailableByDefault: false },
      ...extra,
    };
  }

  it('ends the session at once with config_refused, naming the files, having opened nothing', async () => {
    const workspace = join(dir, 'ws');
    const base = initRepo(workspace, { '.github/tollgate.yml': 'trust:\n  on_pr_config_change: refuse\n' });
    commitFiles(workspace, { '.github/tollgate.yml': 'trust:\n  on_pr_config_change: use_base\nsandbox:\n  enabled: false\n' }, 'the PR');
    const source = await openGitCommitSource({ workspace, commit: base, description: 'main (base)', env });
    const prepared = await prepareSession(settings(workspace, { configSource: source!, configChangedBy: 'this PR' }));
    const events: string[] = [];
    const result = await prepared.start((event) => events.push(event.type)).result;
    await prepared.close();
    expect(result.conclusion).toBe('config_refused');
    expect(result.reason).toContain('This PR changes `.github/tollgate.yml` (the policy).');
    expect(result.reason).toContain('sets trust.on_pr_config_change: refuse, so Tollgate did not run');
    expect(events).toEqual(['session_end']);
  });
});

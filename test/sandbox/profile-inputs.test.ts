/**
 * The parts the sandbox's profiles are made from: Read deny rules as the library's denyRead entries,
 * the protected paths found on disk, refused-connection lines as report rows, and the launcher that
 * lets one cached wrap run every call.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sandboxScope } from '../support/sandbox-scope.js';
import { launcherScript, mintCommandId, withCommandId, wrapperEnv, WRAPPER_PATH } from '../../src/sandbox/launcher.js';
import { refusalFromLine } from '../../src/sandbox/network-refusals.js';
import { nestedTargets, profileFileIndex } from '../../src/sandbox/profile-inputs.js';
import { mountPointExcludes, protectedTargets } from '../../src/sandbox/protected-targets.js';
import { denyReadEntry } from '../../src/sandbox/read-denials.js';
import { encodedCommandId } from '../../src/sandbox/sandbox-runtime.js';
import type { SandboxScope } from '../../src/sandbox/sandbox-scope.js';

describe('Read deny rules as denyRead entries', () => {
  it.each([
    [{ base: '/ws', pattern: '.env' }, '/ws/**/.env'],
    [{ base: '/ws', pattern: '*.pem' }, '/ws/**/*.pem'],
    [{ base: '/ws', pattern: '/.env' }, '/ws/.env'],
    [{ base: '/ws', pattern: 'secrets/**' }, '/ws/secrets/**'],
    [{ base: '/ws', pattern: 'config/' }, '/ws/**/config'],
    [{ base: '/home/u', pattern: '/.ssh/**' }, '/home/u/.ssh/**'],
    [{ base: '/', pattern: '/etc/shadow' }, '/etc/shadow'],
    [{ base: '/ws', pattern: '**' }, '/ws'],
  ])('%o becomes %s', (anchored, entry) => {
    expect(denyReadEntry(anchored)).toBe(entry);
  });

  it('gives a negation no entry: it denies nothing', () => {
    expect(denyReadEntry({ base: '/ws', pattern: '!keep.txt' })).toBeNull();
  });
});

describe('refused connections as report rows', () => {
  it('offers the policy line for a host a call that writes may not reach', () => {
    expect(refusalFromLine('deny network-outbound example.com:443 (host is not on the allow list)', 'write')).toEqual({
      kind: 'network',
      host: 'example.com',
      port: 443,
      reason: 'example.com is not in sandbox.network.allowedDomains',
      suggestedRule: 'sandbox.network.allowedDomains: [example.com]',
    });
  });

  it('offers none for a read-only call, nor for a name that resolved to this machine', () => {
    expect(refusalFromLine('deny network-outbound example.com:443 (host is not on the allow list)', 'read-only')).toMatchObject({
      suggestedRule: null,
      unpermittable: 'a call allowed as read-only never gets network',
    });
    expect(refusalFromLine('deny network-outbound rebind.example:80 (resolved to a loopback address)', 'write')).toMatchObject({
      reason: 'rebind.example resolved to a loopback address',
      suggestedRule: null,
    });
    expect(refusalFromLine('deny network-outbound [::1]:8080 (host is not on the allow list)', 'write')).toMatchObject({ host: '::1', port: 8080 });
  });

  it('ignores lines that are not refused connections', () => {
    expect(refusalFromLine('deny file-write /etc/passwd', 'write')).toBeNull();
  });
});

describe('the launcher of a cached wrap', () => {
  it('rewrites every place the wrap carries its id, and refuses a wrap that carries none', () => {
    const placeholder = mintCommandId();
    const fresh = mintCommandId();
    const user = `srt.${encodedCommandId(placeholder)}`;
    const argv = ['bash', '-c', `HTTP_PROXY=http://${user}:tok@localhost:3128 GIT_SSH_COMMAND='proxyauth=${user}:tok' run`];
    const rewritten = withCommandId(argv, placeholder, fresh);
    expect(rewritten.join(' ')).not.toContain(encodedCommandId(placeholder));
    expect(rewritten.join(' ').split(encodedCommandId(fresh))).toHaveLength(3);
    expect(() => withCommandId(['bash', '-c', 'no id here'], placeholder, fresh)).toThrow(/does not carry its attribution id/);
  });

  it('mints ids of 128 bits or more whose base64 a URL carries as it is', () => {
    const ids = new Set(Array.from({ length: 200 }, () => mintCommandId()));
    expect(ids.size).toBe(200);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9]{24}$/);
      expect(encodedCommandId(id)).toMatch(/^[A-Za-z0-9]+$/);
    }
  });

  it("runs the call's program with the call's environment, none of which reaches the host-side wrapper", () => {
    const env = wrapperEnv({
      file: 'bash',
      args: ['-c', 'echo "$GREETING" "$0"', "it's"],
      cwd: '/tmp',
      env: { PATH: '/opt/bin:/usr/bin:/bin', GREETING: 'hello world', LD_PRELOAD: '/ws/evil.so' },
      stdio: ['ignore', 'pipe', 'pipe'],
      purpose: { kind: 'tool', toolUseId: 't', access: 'read-only' },
    });
    expect(env['PATH']).toBe(WRAPPER_PATH);
    expect(env['LD_PRELOAD']).toBeUndefined();
    // What the launcher does inside the sandbox, run here by bash itself.
    const out = execFileSync('/bin/bash', ['-c', launcherScript({ tmpDir: '/tmp/scratch' })], { env: { ...env, HTTP_PROXY: 'set-by-the-sandbox' }, encoding: 'utf8' });
    expect(out).toBe("hello world it's\n");
    const seen = execFileSync('/bin/bash', ['-c', launcherScript({ tmpDir: '/tmp/scratch' })], {
      env: { ...wrapperEnv({ file: 'env', args: [], cwd: '/tmp', env: { PATH: '/usr/bin:/bin', HTTP_PROXY: 'from-the-call' }, stdio: ['ignore', 'pipe', 'pipe'], purpose: { kind: 'tool', toolUseId: 't', access: 'write' } }), HTTP_PROXY: 'set-by-the-sandbox' },
      encoding: 'utf8',
    });
    expect(seen).toContain('HTTP_PROXY=set-by-the-sandbox');
    expect(seen).toContain('TMPDIR=/tmp/scratch');
    expect(seen).toContain('PATH=/usr/bin:/bin');
    expect(seen).not.toContain('TOLLGATE_');
  });

  it("keeps the call's SHELL, TERM and HOSTNAME, which bash sets as its own unexported variables", () => {
    const callEnv = { PATH: '/usr/bin:/bin', SHELL: '/bin/zsh-of-the-call', TERM: 'xterm-of-the-call', HOSTNAME: 'host-of-the-call' };
    const seen = execFileSync('/bin/bash', ['-c', launcherScript({ tmpDir: '/tmp/scratch' })], {
      env: wrapperEnv({ file: 'env', args: [], cwd: '/tmp', env: callEnv, stdio: ['ignore', 'pipe', 'pipe'], purpose: { kind: 'tool', toolUseId: 't', access: 'write' } }),
      encoding: 'utf8',
    });
    for (const [name, value] of Object.entries(callEnv)) expect(seen).toContain(`${name}=${value}`);
  });
});

describe('protected paths on disk', () => {
  let root: string;
  let scope: SandboxScope;
  beforeEach(() => {
    root = realpathSync(mkdtempSync(join(tmpdir(), 'tg-targets-')));
    const workspace = join(root, 'ws');
    mkdirSync(join(workspace, '.git', 'hooks'), { recursive: true });
    mkdirSync(join(workspace, 'packages', 'a'), { recursive: true });
    writeFileSync(join(workspace, 'packages', 'a', '.npmrc'), 'x');
    mkdirSync(join(workspace, 'node_modules', 'dep'), { recursive: true });
    writeFileSync(join(workspace, 'node_modules', 'dep', '.npmrc'), 'x');
    execFileSync('git', ['init', '-q', join(workspace, 'libs', 'inner')]);
    writeFileSync(join(workspace, '.yarnrc.yml'), 'x');
    scope = sandboxScope(root, workspace, {
      records: [join(root, 'out', 'transcript.jsonl')],
      runConfigFiles: [join(workspace, '.github', 'tollgate.yml'), '/etc/elsewhere.yml'],
      denyWrite: [join(workspace, 'dist')],
    });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('finds them at the top whether they exist or not, and deeper where they exist, outside node_modules', async () => {
    const index = profileFileIndex(scope, root);
    await index.ready();
    const targets = protectedTargets(scope, nestedTargets(scope, index));
    const ws = scope.workspace;
    expect(targets.paths).toEqual(
      expect.arrayContaining([
        join(ws, '.git', 'hooks'),
        join(ws, '.git', 'config'),
        join(ws, '.gitmodules'),
        join(ws, '.github', 'workflows'),
        join(ws, '.npmrc'),
        join(ws, '.yarnrc.yml'),
        join(ws, '.yarnrc'),
        join(ws, '.claude'),
        join(ws, '.bashrc'),
        join(ws, 'packages', 'a', '.npmrc'),
        join(ws, 'libs', 'inner', '.git', 'hooks'),
        join(ws, 'libs', 'inner', '.git', 'config'),
        join(ws, '.github', 'tollgate.yml'),
        join(root, 'out', 'transcript.jsonl'),
        join(ws, 'dist'),
      ]),
    );
    expect(targets.paths).not.toContain(join(ws, 'node_modules', 'dep', '.npmrc'));
    expect(targets.paths).not.toContain('/etc/elsewhere.yml');
    expect(targets.missing).toContain(join(ws, '.gitmodules'));
    expect(targets.missing).not.toContain(join(ws, '.yarnrc.yml'));
    const excludes = mountPointExcludes(scope, targets.missing);
    expect(excludes).toEqual(expect.arrayContaining(['/.gitmodules', '/.npmrc', '/.claude', '/.github/workflows', '/.gitconfig']));
    expect(excludes).not.toContain('/.yarnrc.yml');
    expect(excludes.some((line) => line.startsWith('/.git/'))).toBe(false);
  });

  it("protects the home directory's dotfiles only when it is writable, and lifts the ones allowWrite names", () => {
    mkdirSync(join(scope.homeDir, '.cache'), { recursive: true });
    expect(protectedTargets(scope, []).paths.some((path) => path.startsWith(scope.homeDir))).toBe(false);
    const homeWritable = { ...scope, extraWritable: [scope.homeDir, join(scope.homeDir, '.cache')] };
    const paths = protectedTargets(homeWritable, []).paths;
    expect(paths).toEqual(expect.arrayContaining([join(scope.homeDir, '.bashrc'), join(scope.homeDir, '.gitconfig'), join(scope.homeDir, '.ssh')]));
    expect(paths).not.toContain(join(scope.homeDir, '.cache'));
  });
});

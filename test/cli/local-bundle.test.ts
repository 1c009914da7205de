/**
 * A local run bundles its change as the action's agent job does, so `tollgate apply --dry-run` can
 * be tried without CI: `tollgate run` in a git checkout and `tollgate demo` write
 * change-bundle.json in the output folder, built on the checkout's HEAD; outside a git checkout
 * there is no commit to build on, and the report says so. Through the built CLI; nothing is written
 * to GitHub (no GitHub is reachable here at all).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../support/core-fixtures.js';
import { runCli } from '../support/run-cli.js';

const DEMO = resolve('examples/demo');
let dir: string;
let cleanup: () => void;
beforeEach(() => ({ dir, cleanup } = makeTempDir('tollgate-local-bundle-')));
afterEach(() => cleanup());

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', '-c', 'commit.gpgSign=false', ...args], { cwd, env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null' } }).toString().trim();

function demoRun(workspace: string) {
  return runCli(['run', '--cwd', workspace, '--prompt-file', join(DEMO, 'prompt.txt'), '--replay', join(DEMO, 'session.cassette.jsonl'), '--out', join(dir, 'out')], { cwd: dir, timeoutMs: 120_000 });
}

describe('a local run bundles its change', () => {
  it('in a git checkout: change-bundle.json on HEAD with the changed file, and apply --dry-run would land it', async () => {
    const repo = join(dir, 'repo');
    cpSync(join(DEMO, 'repo'), repo, { recursive: true });
    git(repo, 'init', '--quiet');
    git(repo, 'add', '--all');
    git(repo, 'commit', '--quiet', '-m', 'start');
    const head = git(repo, 'rev-parse', 'HEAD');
    const run = await demoRun(repo);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const bundle = JSON.parse(readFileSync(join(dir, 'out', 'change-bundle.json'), 'utf8'));
    expect(bundle).toMatchObject({ format: 'tollgate-change-bundle', base_commit: head });
    expect(bundle.files.map((f: { path: string; status: string }) => `${f.status} ${f.path}`)).toEqual(['modified src/stats.js']);
    expect(Buffer.from(bundle.files[0].content_base64, 'base64').toString()).toBe(readFileSync(join(repo, 'src', 'stats.js'), 'utf8'));
    const result = JSON.parse(readFileSync(join(dir, 'out', 'result.json'), 'utf8'));
    expect(result.delivery).toMatchObject({ result: 'artifact', bundle: 'change-bundle.json', summary: expect.stringContaining('A local run writes nothing to GitHub') });
    expect(result.delivery.how_to_apply).toContain(`tollgate apply ${join(dir, 'out', 'change-bundle.json')} --dry-run --cwd ${repo}`);

    const apply = await runCli(['apply', join(dir, 'out', 'change-bundle.json'), '--dry-run', '--cwd', repo], { cwd: dir });
    expect(apply.code, apply.stdout + apply.stderr).toBe(0);
    expect(apply.stdout).toContain(`1 file on ${head.slice(0, 7)}`);
    expect(apply.stdout).toContain('  M src/stats.js (100644, ');
    expect(apply.stdout).toContain('  would land, through GraphQL createCommitOnBranch');
    // The checkout itself is as the session left it: nothing committed, nothing staged.
    expect(git(repo, 'rev-parse', 'HEAD')).toBe(head);
    expect(git(repo, 'status', '--porcelain')).toBe('M src/stats.js');
  }, 180_000);

  it('outside a git checkout: no bundle, and the report says there is no commit to build on', async () => {
    const plain = join(dir, 'plain');
    cpSync(join(DEMO, 'repo'), plain, { recursive: true });
    const run = await demoRun(plain);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(existsSync(join(dir, 'out', 'change-bundle.json'))).toBe(false);
    const result = JSON.parse(readFileSync(join(dir, 'out', 'result.json'), 'utf8'));
    expect(result.delivery).toMatchObject({ result: 'artifact', bundle: null, summary: 'The workspace is not the root of a git checkout, so there is no commit to build on.' });
  }, 180_000);

  it('the demo bundles its change and says how to try apply on it', async () => {
    const run = await runCli(['demo'], { cwd: dir, timeoutMs: 120_000 });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain('transcript.jsonl, changes.diff, change-bundle.json and every full output.');
    const hint = /What the action would land: tollgate (apply \S+ --dry-run --cwd \S+)\n/.exec(run.stdout)?.[1];
    expect(hint).toBe(`apply tollgate-out/demo/change-bundle.json --dry-run --cwd ${join(DEMO, 'repo')}`);
    const apply = await runCli(hint!.split(' '), { cwd: dir });
    expect(apply.code, apply.stdout + apply.stderr).toBe(0);
    expect(apply.stdout).toContain('  M src/stats.js (100644, ');
    expect(apply.stdout).toContain('Checked with .github/tollgate.yml');
  }, 180_000);
});

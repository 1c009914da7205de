import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { changeCheckSettings } from '../../src/delivery/check-settings.js';
import { deliverChange, type ChangeToDeliver, type DeliveryContext } from '../../src/delivery/deliver-change.js';
import type { LandingFile } from '../../src/delivery/landing-file.js';
import { createGitHubLandingApi } from '../../src/github/landing-api.js';
import { createOctokit } from '../../src/github/octokit.js';
import { DEFAULT_POLICY } from '../../src/policy/index.js';
import { makeTempDir } from '../support/core-fixtures.js';
import { createFakeGitRepo, type FakeGitRepo } from '../support/fake-git-repo.js';
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github.js';

let repo: FakeGitRepo;
let github: FakeGitHub;
let base: string;
let dir: string;
let cleanup: () => void;

beforeEach(async () => {
  repo = createFakeGitRepo();
  base = repo.commit({ 'a.txt': 'one\n' });
  repo.setBranch('fix', base);
  github = await startFakeGitHub({ git: { repo } });
  ({ dir, cleanup } = makeTempDir('tollgate-deliver-'));
});
afterEach(async () => {
  await github.close();
  repo.dispose();
  cleanup();
});

function context(): DeliveryContext {
  return {
    mode: 'auto',
    modeSource: 'changes.deliver',
    changes: DEFAULT_POLICY.changes,
    checks: changeCheckSettings({ policy: DEFAULT_POLICY, root: '/repo', protectedFiles: [] }),
    secrets: ['ghs_secret_value'],
    facts: { subject: { kind: 'pull_request', number: 3, headRef: 'fix', headSha: base, fromFork: false }, runBranch: null, runId: '9', runAttempt: '1' },
    api: createGitHubLandingApi(createOctokit('ghs_secret_value', { baseUrl: github.url, retryAfterBaseMs: 1 }), { owner: 'octo', repo: 'repo' }),
    outputDir: dir,
    request: 'change a',
    coAuthor: async () => null,
    runUrl: null,
    reference: '#3',
    howToApply: 'Apply changes.diff.',
    untrustedBase: false,
  };
}

function change(content: string, more: Partial<ChangeToDeliver> = {}): ChangeToDeliver {
  const bytes = Buffer.from(content);
  const file: LandingFile = { path: 'a.txt', status: 'modified', oldMode: '100644', newMode: '100644', size: async () => bytes.length, content: async () => bytes, oldContent: async () => Buffer.from('one\n') };
  return { baseCommit: base, files: [file], readBase: async () => null, summary: 'Changed a.', conclusion: 'success', ...more };
}

const bundle = () => join(dir, 'change-bundle.json');
const writes = () => github.requests.filter((r) => r.method !== 'GET');

describe('delivering a change', () => {
  it('lands only what a successful session changed, keeping the rest in the artifact', async () => {
    const outcome = await deliverChange(change('two\n', { conclusion: 'budget_exhausted' }), context());
    expect(outcome).toMatchObject({ result: 'artifact', summary: 'The session ended with budget exhausted, so its change is not landed.', howToApply: 'Apply changes.diff.' });
    expect(writes()).toEqual([]);
    expect(existsSync(bundle())).toBe(false);
  });

  it('removes the bundle of a change it landed, so an apply job cannot land it twice', async () => {
    const outcome = await deliverChange(change('two\n'), context());
    expect(outcome).toMatchObject({ result: 'committed', bundleFile: null, commit: { branch: 'fix' } });
    expect(repo.read(repo.branch('fix')!, 'a.txt')?.toString()).toBe('two\n');
    expect(existsSync(bundle())).toBe(false);
  });

  it('keeps the bundle when the change is not landed, and writes none for a refused one', async () => {
    const kept = await deliverChange(change('two\n'), { ...context(), mode: 'artifact' });
    expect(kept).toMatchObject({ result: 'artifact', bundleFile: 'change-bundle.json' });
    expect(existsSync(bundle())).toBe(true);
    const refused = await deliverChange(change('token ghs_secret_value\n'), { ...context(), outputDir: join(dir, 'other') });
    expect(refused).toMatchObject({
      result: 'refused',
      bundleFile: null,
      findings: [{ rule: 'run-secret', path: 'a.txt', why: 'it holds a secret Tollgate knows; the whole landing is refused, and the value never reaches GitHub', verdict: 'refuse' }],
    });
    expect(writes()).toEqual([]);
  });

  it("redacts the draft pull request's body with the delivery's one redactor (the secrets are read once)", async () => {
    repo.setBranch('fix', repo.commit({ 'a.txt': 'moved\n' }, { parent: base }));
    let reads = 0;
    const secrets = Object.assign(['ghs_secret_value'], {
      *[Symbol.iterator]() {
        reads += 1;
        yield 'ghs_secret_value';
      },
    });
    const outcome = await deliverChange(change('two\n', { summary: 'Used ghs_secret_value.' }), { ...context(), secrets, request: 'change a, token ghs_secret_value' });
    expect(outcome).toMatchObject({ result: 'pull_request' });
    const created = github.requests.find((r) => r.method === 'POST' && r.path.endsWith('/pulls'));
    const body = JSON.stringify(created?.body);
    expect(body).toContain('token ***');
    expect(body).not.toContain('ghs_secret_value');
    expect(reads).toBe(1);
  });

  it('says there was nothing to land, and why a plain folder cannot be landed', async () => {
    expect(await deliverChange(change('x', { files: [] }), context())).toMatchObject({ result: 'none', summary: 'The session changed no file.' });
    expect(await deliverChange(change('two\n', { baseCommit: null }), context())).toMatchObject({ result: 'artifact', summary: 'The workspace is not the root of a git checkout, so there is no commit to build on.' });
    expect(writes()).toEqual([]);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { authorizeActor } from '../../src/github/authorize.js';
import { createOctokit } from '../../src/github/octokit.js';
import { startFakeGitHub, type FakeGitHub } from '../support/fake-github.js';

const repo = { owner: 'octo', repo: 'repo' };
let github: FakeGitHub | undefined;
afterEach(async () => {
  await github?.close();
  github = undefined;
});

async function setup() {
  github = await startFakeGitHub({ permissions: { admin1: 'admin', maint: 'maintain', writer: 'write', reader: 'read', triager: 'triage' } });
  return createOctokit('ghs_test', { baseUrl: github.url, retryAfterBaseMs: 1 });
}

describe('authorizeActor', () => {
  it.each(['admin1', 'maint', 'writer'])('allows %s (write, maintain or admin)', async (login) => {
    const octokit = await setup();
    const result = await authorizeActor(octokit, repo, { login, isBot: false }, []);
    expect(result.allowed).toBe(true);
    expect(github?.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /repos/octo/repo/collaborators/${login}/permission`]);
    expect(github?.requests[0]?.authorization).toBe('token ghs_test');
  });

  it.each(['reader', 'triager'])('refuses %s', async (login) => {
    const octokit = await setup();
    const result = await authorizeActor(octokit, repo, { login, isBot: false }, []);
    expect(result).toEqual({ allowed: false, why: expect.stringMatching(/write, maintain or admin is required/) });
  });

  it('refuses someone who is not a collaborator (404)', async () => {
    const octokit = await setup();
    expect(await authorizeActor(octokit, repo, { login: 'stranger', isBot: false }, [])).toEqual({
      allowed: false,
      why: 'stranger is not a collaborator on octo/repo.',
    });
  });

  it('refuses when the permission check itself fails (fail closed)', async () => {
    const octokit = await setup();
    github?.inject({ method: 'GET', path: /permission$/, status: 500, times: 10 });
    const result = await authorizeActor(octokit, repo, { login: 'writer', isBot: false }, []);
    expect(result.allowed).toBe(false);
    expect(result.why).toMatch(/Could not check writer's permission \(500\)/);
  });

  it('allows a bot only when allowed_bots lists it, without asking the API', async () => {
    const octokit = await setup();
    expect((await authorizeActor(octokit, repo, { login: 'renovate[bot]', isBot: true }, [])).allowed).toBe(false);
    expect((await authorizeActor(octokit, repo, { login: 'renovate[bot]', isBot: true }, ['dependabot'])).allowed).toBe(false);
    expect((await authorizeActor(octokit, repo, { login: 'renovate[bot]', isBot: true }, ['renovate'])).allowed).toBe(true);
    expect((await authorizeActor(octokit, repo, { login: 'dependabot[bot]', isBot: true }, ['*'])).allowed).toBe(true);
    expect(github?.requests).toHaveLength(0);
  });
});

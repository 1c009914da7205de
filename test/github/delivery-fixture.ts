/**
 * A repository for the delivery end-to-end tests: `main` and a PR branch `fix` in a real bare git
 * repository behind the loopback GitHub, the workspace a checkout of the PR's head, and a scripted
 * session that edits a file, adds one, deletes one and adds an executable script.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRedactor } from '../../src/core/redact.js';
import type { FakeGitRepo } from '../support/fake-git-repo.js';
import type { FakeGitHub } from '../support/fake-github.js';
import type { ScriptedMessage } from '../support/fake-messages-api.js';
import { endTurn, reply, toolUse } from '../support/scripted-model.js';
import { samplePull } from './pr-fixtures.js';

export const BASE_FILES = {
  'src/a.ts': 'export const a = 1;\n',
  'old.txt': 'bye\n',
  'README.md': '# repo\n',
  'tool.sh': { content: '#!/bin/sh\necho tool\n', mode: '100755' as const },
};

export interface RepoWorld {
  readonly main: string;
  /** The PR's head when the run checks it out. */
  readonly head: string;
}

export function seedRepo(repo: FakeGitRepo, extra: Readonly<Record<string, string>> = {}): RepoWorld {
  const main = repo.commit({ ...BASE_FILES, ...extra }, { message: 'Initial commit' });
  repo.setBranch('main', main);
  const head = repo.commit({ 'src/parser.ts': 'export const parse = () => 1;\n' }, { parent: main, message: 'Add the parser' });
  repo.setBranch('fix', head);
  return { main, head };
}

export function repoPull(world: RepoWorld, fork = false) {
  return samplePull({
    head: { ref: 'fix', sha: world.head, repo: { full_name: fork ? 'someone/repo' : 'octo/repo' } },
    base: { ref: 'main', sha: world.main, repo: { full_name: 'octo/repo' } },
  });
}

/** Edit, Write, `rm`, and a new script made executable with `chmod`. */
export function editSession(): ScriptedMessage[] {
  return [
    reply(toolUse('Read', { file_path: 'src/a.ts' })),
    reply(toolUse('Edit', { file_path: 'src/a.ts', old_string: 'a = 1', new_string: 'a = 2' }), toolUse('Write', { file_path: 'src/b.ts', content: 'export const b = 1;\n' })),
    reply(toolUse('Bash', { command: 'rm old.txt' }), toolUse('Write', { file_path: 'scripts/run.sh', content: '#!/bin/sh\necho run\n' })),
    reply(toolUse('Bash', { command: 'chmod +x scripts/run.sh' })),
    endTurn('Fixed the parser: a is 2 now, b is new, old.txt is gone, and scripts/run.sh runs it.'),
  ];
}

export const EDIT_POLICY = ['permissions:', '  allow:', '    - Read', '    - Edit(/src/**)', '    - Edit(/scripts/**)', '    - Bash(rm old.txt)', '    - Bash(chmod +x scripts/run.sh)', ''].join('\n');

/** A comment on PR #12 by alice, whose account id the payload names (as GitHub's does). */
export function commentOnPull(body: string, onPullRequest = true) {
  return {
    action: 'created',
    comment: { id: 7, body, user: { login: 'alice', type: 'User', id: 4242 } },
    issue: { number: 12, title: 'Fix the parser', ...(onPullRequest ? { pull_request: { url: 'https://api.github.com/repos/octo/repo/pulls/12' } } : {}) },
    repository: { full_name: 'octo/repo', default_branch: 'main' },
    sender: { login: 'alice', type: 'User', id: 4242 },
  };
}

/** Requests that write to git or pull requests: the Git Data API, GraphQL mutations, pull creation. */
export function gitWrites(github: FakeGitHub) {
  const isMutation = (body: unknown) => /^\s*mutation\b/.test(String((body as { query?: unknown } | null)?.query ?? ''));
  return github.requests.filter((r) => (r.method !== 'GET' && (/\/git\//.test(r.path) || /\/pulls$/.test(r.path))) || (r.path === '/graphql' && isMutation(r.body)));
}

/** Whether any request to the fake GitHub carried `secret` in any form the redactor knows. */
export function requestsCarry(github: FakeGitHub, secret: string): boolean {
  const pattern = createRedactor([secret]).pattern!;
  return github.requests.some((r) => {
    pattern.lastIndex = 0;
    return pattern.test(`${r.path}?${r.query.toString()} ${JSON.stringify(r.body ?? '')}`);
  });
}

/**
 * The PR's base moved on after the branch was made (`baseChange` on main), and GitHub made its test
 * merge commit `refs/pull/12/merge` (parents: the base, then the head) as it does for every open PR;
 * `refs/pull/12/head` is the head. Both refs are in the bare repository, as on GitHub.
 */
export function mergeWorld(repo: FakeGitRepo, world: RepoWorld, baseChange: Readonly<Record<string, string>>): { readonly base: string; readonly merge: string } {
  const base = repo.commit(baseChange, { parent: world.main, message: 'Meanwhile on main' });
  repo.setBranch('main', base);
  const tree = repo.git(['merge-tree', '--write-tree', base, world.head]).toString('utf8').trim().split('\n')[0]!;
  const merge = repo.git(['commit-tree', tree, '-p', base, '-p', world.head, '-m', `Merge ${world.head} into ${base}`]).toString('utf8').trim();
  repo.git(['update-ref', 'refs/pull/12/merge', merge]);
  repo.git(['update-ref', 'refs/pull/12/head', world.head]);
  return { base, merge };
}

/** What actions/checkout leaves for a ref: a shallow (depth 1) fetch of it, checked out detached, no credentials. */
export function checkoutLikeActions(repo: FakeGitRepo, dir: string, ref: string): void {
  const env = { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' };
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  mkdirSync(dir, { recursive: true });
  git('init', '--quiet');
  git('fetch', '--quiet', '--no-tags', '--depth=1', `file://${repo.dir}`, `+${ref}:refs/remotes/checkout`);
  git('checkout', '--quiet', '--force', '--detach', 'refs/remotes/checkout');
}

/**
 * The git side of the loopback GitHub, over a real bare repository (`fake-git-repo.ts`): the Git
 * Data API (refs, commits, blobs, trees with `base_tree` and listed one level), compare, contents, the repository,
 * users, pull request creation, and GraphQL's `createCommitOnBranch`. It refuses what GitHub
 * refuses: a ref update that is not a fast-forward (unless `force: true`), a ref that exists, a
 * tree entry or parent that is not there, deleting a path the base tree does not hold, a stale
 * `expectedHeadOid` (HTTP 200 with a `STALE_DATA` error), and writes with a token whose `contents`
 * (or `pull_requests`) permission is read-only (403 "Resource not accessible by integration").
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FakeGitRepo, TreeEntry } from './fake-git-repo.js';
import { GraphqlFieldError } from './fake-github-graphql.js';

export type WritePermission = 'contents' | 'pull_requests';

export interface CreatedPull {
  readonly number: number;
  readonly title: string;
  readonly body: string;
  readonly head: string;
  readonly base: string;
  readonly draft: boolean;
}

export interface GitRouteState {
  readonly repo: FakeGitRepo;
  readonly owner: string;
  readonly name: string;
  readonly defaultBranch: string;
  /** False when the token's permission is read-only (or none). */
  canWrite(permission: WritePermission): boolean;
  readonly createdPulls: CreatedPull[];
  nextNumber(): number;
  /** Account ids for `GET /users/{login}`. */
  readonly userIds: Readonly<Record<string, number>>;
}

export interface Answer {
  readonly status: number;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
}

const WEB = 'https://github.com';
const validation = (message: string): Answer => ({ status: 422, body: { message, documentation_url: 'https://docs.github.com/rest', status: '422' } });
const notFound = (): Answer => ({ status: 404, body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' } });
const refused = (permission: string): Answer => ({
  status: 403,
  body: { message: 'Resource not accessible by integration', documentation_url: 'https://docs.github.com/rest', status: '403' },
  headers: { 'x-accepted-github-permissions': `${permission}=write` },
});

const asRecord = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const SHA = /^[0-9a-f]{40}$/;

function commitJson(state: GitRouteState, sha: string, verified: boolean) {
  const { repo } = state;
  return {
    sha,
    node_id: `C_${sha.slice(0, 12)}`,
    html_url: `${WEB}/${state.owner}/${state.name}/commit/${sha}`,
    message: repo.message(sha),
    tree: { sha: repo.treeOf(sha) },
    parents: repo.parents(sha).map((parent) => ({ sha: parent, html_url: `${WEB}/${state.owner}/${state.name}/commit/${parent}` })),
    verification: verified ? { verified: true, reason: 'valid', signature: '-----BEGIN PGP SIGNATURE-----', payload: '', verified_at: '2024-01-01T00:00:00Z' } : { verified: false, reason: 'unsigned', signature: null, payload: null, verified_at: null },
  };
}

/** Commits this fake made without an author (GitHub signs those for a bot token). */
const signedCommits = new WeakMap<FakeGitRepo, Set<string>>();
function signed(repo: FakeGitRepo): Set<string> {
  let set = signedCommits.get(repo);
  if (!set) signedCommits.set(repo, (set = new Set()));
  return set;
}

/** A new tree from `base` (null: empty) with `entries` applied; an error answer when GitHub would refuse. */
function buildTree(repo: FakeGitRepo, base: string | null, entries: readonly { path: string; mode: string; sha: string | null }[]): string | Answer {
  const scratch = mkdtempSync(join(tmpdir(), 'tg-fake-tree-'));
  const env = { GIT_INDEX_FILE: join(scratch, 'index') };
  try {
    if (base) repo.git(['read-tree', base], { env });
    const existing = base ? new Set(repo.git(['ls-files', '-z'], { env }).toString('utf8').split('\0').filter(Boolean)) : new Set<string>();
    const lines: string[] = [];
    for (const entry of entries) {
      if (entry.sha === null) {
        if (!existing.has(entry.path)) return validation('GitRPC::BadObjectState');
        // Mode 0 removes the entry.
        lines.push(`0 ${'0'.repeat(40)}\t${entry.path}`);
        continue;
      }
      if (!repo.hasObject(entry.sha, entry.mode === '160000' ? undefined : 'blob')) return validation('GitRPC::BadObjectState');
      lines.push(`${entry.mode} ${entry.sha}\t${entry.path}`);
    }
    repo.git(['update-index', '-z', '--index-info'], { env, input: lines.map((line) => `${line}\0`).join('') });
    return repo.git(['write-tree'], { env }).toString('utf8').trim();
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

function commitTree(repo: FakeGitRepo, tree: string, parents: readonly string[], message: string): string {
  return repo
    .git(['commit-tree', tree, ...parents.flatMap((p) => ['-p', p]), '-F', '-'], { input: message })
    .toString('utf8')
    .trim();
}

const TREE_MODES = new Set(['100644', '100755', '040000', '160000', '120000']);

function createTree(state: GitRouteState, body: Record<string, unknown>): Answer {
  const { repo } = state;
  const baseTree = typeof body['base_tree'] === 'string' ? body['base_tree'] : null;
  if (baseTree !== null && !repo.hasObject(baseTree, 'tree')) return validation('Invalid tree info');
  if (!Array.isArray(body['tree'])) return validation('Invalid request.\n\n"tree" wasn\'t supplied.');
  const entries: { path: string; mode: string; sha: string | null }[] = [];
  for (const raw of body['tree']) {
    const entry = asRecord(raw);
    const path = entry['path'];
    const mode = entry['mode'];
    if (typeof path !== 'string' || !path || path.startsWith('/') || path.split('/').some((s) => s === '' || s === '.' || s === '..' || s === '.git')) return validation('Invalid tree info');
    if (typeof mode !== 'string' || !TREE_MODES.has(mode)) return validation(`Invalid mode '${String(mode)}'`);
    if (typeof entry['content'] === 'string') entries.push({ path, mode, sha: repo.writeBlob(Buffer.from(entry['content'], 'utf8')) });
    else if (entry['sha'] === null) entries.push({ path, mode, sha: null });
    else if (typeof entry['sha'] === 'string' && SHA.test(entry['sha'])) entries.push({ path, mode, sha: entry['sha'] });
    else return validation('Must supply either tree.sha or tree.content');
  }
  const built = buildTree(repo, baseTree, entries);
  if (typeof built !== 'string') return built;
  const listed = [...repo.tree(built).entries()].map(([path, e]: [string, TreeEntry]) => ({ path, mode: e.mode, type: e.type, sha: e.sha }));
  return { status: 201, body: { sha: built, url: `https://api.github.com/repos/${state.owner}/${state.name}/git/trees/${built}`, tree: listed, truncated: false } };
}

function createCommit(state: GitRouteState, body: Record<string, unknown>): Answer {
  const { repo } = state;
  const tree = body['tree'];
  const message = body['message'];
  const parents = Array.isArray(body['parents']) ? body['parents'] : [];
  if (typeof message !== 'string') return validation('Invalid request.\n\n"message" wasn\'t supplied.');
  if (typeof tree !== 'string' || !repo.hasObject(tree, 'tree')) return validation('Tree SHA does not exist');
  if (!parents.every((p): p is string => typeof p === 'string' && repo.hasObject(p, 'commit'))) return validation('Parent SHA does not exist or is not a commit object');
  const sha = commitTree(repo, tree, parents, message);
  // GitHub signs a commit a bot token makes without naming an author or committer.
  const byBot = body['author'] === undefined && body['committer'] === undefined && body['signature'] === undefined;
  if (byBot) signed(repo).add(sha);
  return { status: 201, body: commitJson(state, sha, byBot) };
}

function updateRef(state: GitRouteState, branch: string, body: Record<string, unknown>): Answer {
  const { repo } = state;
  const current = repo.branch(branch);
  if (current === null) return validation('Reference does not exist');
  const sha = body['sha'];
  if (typeof sha !== 'string' || !repo.hasObject(sha, 'commit')) return validation('Object does not exist');
  // `force` is honoured only when it is exactly true, as GitHub does.
  if (body['force'] !== true && !repo.isAncestor(current, sha)) return validation('Update is not a fast forward');
  repo.setBranch(branch, sha);
  return { status: 200, body: { ref: `refs/heads/${branch}`, object: { type: 'commit', sha } } };
}

function createRef(state: GitRouteState, body: Record<string, unknown>): Answer {
  const { repo } = state;
  const ref = body['ref'];
  const sha = body['sha'];
  if (typeof ref !== 'string' || !/^refs\/heads\/[\w./-]+$/.test(ref) || ref.includes('..')) return validation('Reference name is invalid');
  if (typeof sha !== 'string' || !repo.hasObject(sha, 'commit')) return validation('Object does not exist');
  const branch = ref.slice('refs/heads/'.length);
  if (repo.branch(branch) !== null) return validation('Reference already exists');
  repo.setBranch(branch, sha);
  return { status: 201, body: { ref, object: { type: 'commit', sha } } };
}

function createPull(state: GitRouteState, body: Record<string, unknown>): Answer {
  const { repo } = state;
  const head = String(body['head'] ?? '').replace(new RegExp(`^${state.owner}:`), '');
  const base = String(body['base'] ?? '');
  const headSha = repo.branch(head);
  const baseSha = repo.branch(base);
  if (typeof body['title'] !== 'string' || !body['title']) return validation('Validation Failed: title is missing');
  if (headSha === null || baseSha === null) return validation(`Validation Failed: ${headSha === null ? 'head' : 'base'} is invalid`);
  if (repo.isAncestor(headSha, baseSha)) return validation(`Validation Failed: No commits between ${base} and ${head}`);
  const number = state.nextNumber();
  const pull: CreatedPull = { number, title: body['title'], body: String(body['body'] ?? ''), head, base, draft: body['draft'] === true };
  state.createdPulls.push(pull);
  return {
    status: 201,
    body: { number, html_url: `${WEB}/${state.owner}/${state.name}/pull/${number}`, draft: pull.draft, title: pull.title, body: pull.body, head: { ref: head, sha: headSha }, base: { ref: base, sha: baseSha }, state: 'open' },
  };
}

function contents(state: GitRouteState, path: string, query: URLSearchParams): Answer {
  const { repo } = state;
  const ref = query.get('ref') ?? state.defaultBranch;
  const commit = SHA.test(ref) ? ref : repo.branch(ref.replace(/^refs\/heads\//, ''));
  if (commit === null || !repo.hasObject(commit, 'commit')) return { status: 404, body: { message: `No commit found for the ref ${ref}`, status: '404' } };
  const entry = repo.tree(commit).get(path);
  if (!entry) return notFound();
  const content = repo.read(commit, path) ?? Buffer.alloc(0);
  return { status: 200, body: { type: 'file', encoding: 'base64', size: content.length, name: path.split('/').pop(), path, sha: entry.sha, content: content.toString('base64') } };
}

/** The answer to a request under `/repos/{owner}/{repo}` that this module serves, or null. */
export function gitRoute(state: GitRouteState, method: string, rest: string, query: URLSearchParams, rawBody: unknown): Answer | null {
  const { repo } = state;
  const body = asRecord(rawBody);
  const writes = (permission: WritePermission, answer: () => Answer): Answer => (state.canWrite(permission) ? answer() : refused(permission));
  const path = decodeURIComponent(rest);
  let m: RegExpExecArray | null;
  if (path === '' && method === 'GET') return { status: 200, body: { full_name: `${state.owner}/${state.name}`, default_branch: state.defaultBranch, private: false } };
  if ((m = /^\/git\/ref\/heads\/(.+)$/.exec(path)) && method === 'GET') {
    const sha = repo.branch(m[1]!);
    return sha === null ? notFound() : { status: 200, body: { ref: `refs/heads/${m[1]}`, object: { type: 'commit', sha } } };
  }
  if ((m = /^\/git\/commits\/([0-9a-f]{40})$/.exec(path)) && method === 'GET') {
    return repo.hasObject(m[1]!, 'commit') ? { status: 200, body: commitJson(state, m[1]!, signed(repo).has(m[1]!)) } : notFound();
  }
  if ((m = /^\/git\/trees\/([0-9a-f]{40})$/.exec(path)) && method === 'GET') {
    // One level, as GitHub lists a tree without `recursive`: folders are `tree` entries of mode 040000.
    if (!repo.hasObject(m[1]!, 'tree')) return notFound();
    const listing = repo.git(['ls-tree', '-z', m[1]!]).toString('utf8').split('\0').filter(Boolean);
    const tree = listing.map((record) => {
      const [meta = '', name = ''] = record.split('\t');
      const [mode = '', type = '', sha = ''] = meta.split(' ');
      return { path: name, mode, type, sha, url: `https://api.github.com/repos/${state.owner}/${state.name}/git/${type}s/${sha}` };
    });
    return { status: 200, body: { sha: m[1], url: `https://api.github.com/repos/${state.owner}/${state.name}/git/trees/${m[1]}`, tree, truncated: false } };
  }
  if (path === '/git/blobs' && method === 'POST') {
    return writes('contents', () => {
      if (typeof body['content'] !== 'string') return validation('Invalid request.\n\n"content" wasn\'t supplied.');
      const sha = repo.writeBlob(Buffer.from(body['content'], body['encoding'] === 'base64' ? 'base64' : 'utf8'));
      return { status: 201, body: { sha, url: `https://api.github.com/repos/${state.owner}/${state.name}/git/blobs/${sha}` } };
    });
  }
  if (path === '/git/trees' && method === 'POST') return writes('contents', () => createTree(state, body));
  if (path === '/git/commits' && method === 'POST') return writes('contents', () => createCommit(state, body));
  if (path === '/git/refs' && method === 'POST') return writes('contents', () => createRef(state, body));
  if ((m = /^\/git\/refs\/heads\/(.+)$/.exec(path))) {
    const branch = m[1]!;
    if (method === 'PATCH') return writes('contents', () => updateRef(state, branch, body));
    if (method === 'DELETE') {
      return writes('contents', () => {
        if (repo.branch(branch) === null) return validation('Reference does not exist');
        repo.deleteBranch(branch);
        return { status: 204 };
      });
    }
  }
  if ((m = /^\/compare\/([0-9a-f]{40})\.\.\.([0-9a-f]{40})$/.exec(path)) && method === 'GET') {
    const [base, head] = [m[1]!, m[2]!];
    if (!repo.hasObject(base, 'commit') || !repo.hasObject(head, 'commit')) return notFound();
    const status = base === head ? 'identical' : repo.isAncestor(base, head) ? 'ahead' : repo.isAncestor(head, base) ? 'behind' : 'diverged';
    return { status: 200, body: { status, base_commit: { sha: base }, merge_base_commit: { sha: base }, commits: [], files: [] } };
  }
  if ((m = /^\/contents\/(.+)$/.exec(path)) && method === 'GET') return contents(state, m[1]!, query);
  if (path === '/pulls' && method === 'POST') return writes('pull_requests', () => createPull(state, body));
  return null;
}

/** `GET /users/{login}`. */
export function userRoute(state: GitRouteState, login: string): Answer {
  const id = state.userIds[login];
  return id === undefined ? notFound() : { status: 200, body: { login, id, type: login.endsWith('[bot]') ? 'Bot' : 'User' } };
}

/** `mutation { createCommitOnBranch(input: …) }`: the commit, or GitHub's errors (a stale head is STALE_DATA). */
export function createCommitOnBranch(state: GitRouteState, args: Record<string, unknown>): Record<string, unknown> {
  const { repo } = state;
  const input = asRecord(args['input']);
  if (!state.canWrite('contents')) throw new GraphqlFieldError('Resource not accessible by integration', 'FORBIDDEN');
  const branchInput = asRecord(input['branch']);
  const expected = input['expectedHeadOid'];
  if (typeof expected !== 'string') throw new GraphqlFieldError('Variable $input of type CreateCommitOnBranchInput! was provided invalid value for expectedHeadOid (Expected value to not be null)', 'INVALID');
  if (branchInput['repositoryNameWithOwner'] !== `${state.owner}/${state.name}`) throw new GraphqlFieldError(`Could not resolve to a Repository with the name '${String(branchInput['repositoryNameWithOwner'])}'.`, 'NOT_FOUND');
  const branch = String(branchInput['branchName'] ?? '');
  const head = repo.branch(branch);
  if (head === null) throw new GraphqlFieldError(`A ref named "refs/heads/${branch}" does not exist.`, 'NOT_FOUND');
  if (head !== expected) throw new GraphqlFieldError(`Expected branch to point to "${expected}" but it did not.  Pull and try again.`, 'STALE_DATA');
  const message = asRecord(input['message']);
  if (typeof message['headline'] !== 'string' || !message['headline']) throw new GraphqlFieldError('Variable $input of type CreateCommitOnBranchInput! was provided invalid value for message.headline (Expected value to not be null)', 'INVALID');
  const changes = asRecord(input['fileChanges']);
  const entries: { path: string; mode: string; sha: string | null }[] = [];
  for (const raw of Array.isArray(changes['additions']) ? changes['additions'] : []) {
    const addition = asRecord(raw);
    if (typeof addition['path'] !== 'string' || typeof addition['contents'] !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(addition['contents'])) {
      throw new GraphqlFieldError('Variable $input of type CreateCommitOnBranchInput! was provided invalid value for fileChanges.additions', 'INVALID');
    }
    // createCommitOnBranch takes no file mode: every file it writes is a regular file.
    entries.push({ path: addition['path'], mode: '100644', sha: repo.writeBlob(Buffer.from(addition['contents'], 'base64')) });
  }
  for (const raw of Array.isArray(changes['deletions']) ? changes['deletions'] : []) {
    entries.push({ path: String(asRecord(raw)['path'] ?? ''), mode: '100644', sha: null });
  }
  const tree = buildTree(repo, repo.treeOf(head), entries);
  if (typeof tree !== 'string') throw new GraphqlFieldError('A path was requested for deletion which does not exist as of commit oid `' + head + '`', 'UNPROCESSABLE');
  const text = message['body'] ? `${message['headline']}\n\n${String(message['body'])}` : String(message['headline']);
  const sha = commitTree(repo, tree, [head], text);
  repo.setBranch(branch, sha);
  signed(repo).add(sha);
  return {
    __typename: 'CreateCommitOnBranchPayload',
    commit: { __typename: 'Commit', oid: sha, url: `${WEB}/${state.owner}/${state.name}/commit/${sha}`, signature: { __typename: 'GpgSignature', isValid: true, state: 'VALID', wasSignedByGitHub: true } },
    ref: { __typename: 'Ref', name: branch },
  };
}

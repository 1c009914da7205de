/**
 * A loopback GitHub REST server speaking the real routes and JSON shapes Tollgate uses:
 * collaborator permission, issue comments (CRUD), reactions, pulls (JSON and diff), PR files,
 * reviews, a commit's check runs and combined status, a job's log (a 302 to a second loopback
 * host, as GitHub redirects to its storage), commits, repository contents and blobs at a commit,
 * and GraphQL (`fake-github-graphql.ts`, `viewer` included: the token's login). It records
 * every request and can inject failures (502, 403 secondary rate limit with retry-after, 404 for a
 * deleted comment). `tokenPermissions` withholds a workflow permission: GitHub's 403 "Resource not
 * accessible by integration" with its `x-accepted-github-permissions` header (FORBIDDEN in GraphQL).
 * With `git`, it is also the repository behind them (`fake-github-git.ts`): the Git Data API,
 * contents, compare, pull creation and GraphQL's `createCommitOnBranch` over a real bare repository;
 * a `contents` or `pull_requests` permission set to `read` (or `none`) refuses the writes that need it.
 * With `workflowRuns`, the Actions runs API: a workflow's runs, a run's artifacts, and an artifact's
 * zip (a 302 to the storage host, as GitHub redirects; 410 once expired).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeGitRepo } from './fake-git-repo.js';
import { createCommitOnBranch, gitRoute, userRoute, type Answer, type CreatedPull, type GitRouteState } from './fake-github-git.js';
import { answerGraphql, connection, GraphqlFieldError, type GraphqlObject, type GraphqlRoots } from './fake-github-graphql.js';

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly accept: string;
  readonly authorization: string;
  readonly body: unknown;
}

export interface FakeComment {
  id: number;
  body: string;
  user: { login: string; type: string };
  issueNumber: number;
  created_at: string;
  updated_at: string;
}

export interface FakePullFile {
  readonly filename: string;
  readonly status: string;
  readonly additions: number;
  readonly deletions: number;
  readonly changes: number;
  readonly patch?: string;
}

export interface FakePull {
  readonly number: number;
  readonly title: string;
  readonly body: string | null;
  readonly user: { login: string; type: string };
  readonly base: { ref: string; sha: string; repo: { full_name: string } };
  readonly head: { ref: string; sha: string; repo: { full_name: string } };
  readonly draft?: boolean;
  readonly files: readonly FakePullFile[];
  readonly diff: string;
}

/** A file of a commit: its bytes, or a symbolic link to a target. */
export type FakeTreeEntry = string | Buffer | { readonly symlink: string };

export interface InjectedFailure {
  readonly method: string;
  /** Matched against the path (without query). */
  readonly path: RegExp;
  readonly status: 403 | 404 | 422 | 500 | 502;
  /** How many matching requests fail; later ones pass. */
  times: number;
  readonly retryAfterSeconds?: number;
  readonly secondaryRateLimit?: boolean;
}

/** A check run as `GET /repos/{o}/{r}/commits/{ref}/check-runs` lists it (the fields Tollgate reads, and some). */
export interface FakeCheckRun {
  readonly id: number;
  readonly name: string;
  readonly head_sha: string;
  readonly status: 'queued' | 'in_progress' | 'completed';
  readonly conclusion: string | null;
  readonly details_url: string | null;
  readonly html_url: string | null;
  readonly app: { readonly slug: string; readonly name: string };
  readonly output: { readonly title: string | null; readonly summary: string | null };
}

/** A GitHub Actions job's check run: its id is the job's id, its details URL `…/actions/runs/<run>/job/<id>`. */
export function actionsCheckRun(run: { id: number; name: string; sha: string; conclusion: string | null; runId?: number; status?: FakeCheckRun['status'] }): FakeCheckRun {
  const url = `https://github.com/octo/repo/actions/runs/${run.runId ?? 9000}/job/${run.id}`;
  return {
    id: run.id,
    name: run.name,
    head_sha: run.sha,
    status: run.status ?? (run.conclusion === null ? 'in_progress' : 'completed'),
    conclusion: run.conclusion,
    details_url: url,
    html_url: url,
    app: { slug: 'github-actions', name: 'GitHub Actions' },
    output: { title: null, summary: null },
  };
}

export interface FakeStatus {
  readonly sha: string;
  readonly context: string;
  readonly state: 'error' | 'failure' | 'pending' | 'success';
  readonly description: string | null;
  readonly target_url: string | null;
}

export interface FakeReviewThread {
  readonly path: string;
  readonly line: number | null;
  readonly isResolved: boolean;
  readonly isOutdated?: boolean;
  readonly comments: readonly { readonly author: string; readonly body: string; readonly createdAt?: string }[];
}

/** An artifact a workflow run uploaded: its zip as GitHub stores it. */
export interface FakeArtifact {
  readonly id: number;
  readonly name: string;
  readonly zip: Buffer;
  readonly expired?: boolean;
  /** What the listing says of its size, when not the zip's (GitHub counts what was uploaded). */
  readonly sizeInBytes?: number;
}

/** A run of a workflow, newest first in `workflowRuns`. */
export interface FakeWorkflowRun {
  readonly id: number;
  readonly runNumber: number;
  /** The workflow's file name, as `…/actions/workflows/{file}/runs` names it. */
  readonly workflow: string;
  readonly status?: 'completed' | 'in_progress';
  readonly conclusion?: string;
  readonly artifacts: readonly FakeArtifact[];
}

/** The workflow permissions of the token that reach these routes; each is `read` unless set. */
export type TokenPermission = 'actions' | 'checks' | 'statuses' | 'pull_requests' | 'issues' | 'contents';

export interface FakeGitHubOptions {
  readonly owner?: string;
  readonly repo?: string;
  /** login -> permission (admin, maintain, write, triage, read, none); others get 404. */
  readonly permissions?: Record<string, string>;
  readonly pulls?: readonly FakePull[];
  /** The login the token belongs to; comments created are authored by it. */
  readonly tokenUser?: { login: string; type: string };
  /** The repository's git data, served by the Git Data API, contents and GraphQL. */
  readonly git?: { readonly repo: FakeGitRepo; readonly defaultBranch?: string; readonly userIds?: Readonly<Record<string, number>> };
  readonly checkRuns?: readonly FakeCheckRun[];
  readonly statuses?: readonly FakeStatus[];
  /** Job id → its log as GitHub stores it (timestamped lines), served by the log host. */
  readonly jobLogs?: Readonly<Record<number, string | Buffer>>;
  /** PR number → its review threads (GraphQL `reviewThreads`). */
  readonly reviewThreads?: Readonly<Record<number, readonly FakeReviewThread[]>>;
  readonly tokenPermissions?: Partial<Record<TokenPermission, 'none' | 'read' | 'write'>>;
  /** Workflow runs, newest first, with their artifacts (the Actions runs and artifacts API). */
  readonly workflowRuns?: readonly FakeWorkflowRun[];
}

/** The second loopback host job logs are downloaded from (GitHub's storage): it refuses a request carrying an Authorization header, as a signed-URL store does. */
export interface FakeLogHost {
  readonly url: string;
  readonly requests: RecordedRequest[];
}

export interface FakeGitHub {
  /** The REST root, as GITHUB_API_URL. */
  readonly url: string;
  readonly requests: RecordedRequest[];
  readonly comments: Map<number, FakeComment>;
  readonly reactions: { subject: string; id: number; content: string }[];
  readonly reviews: { number: number; body: unknown }[];
  /** Every body a comment had, in order, per comment id (creation and each edit). */
  readonly commentHistory: Map<number, string[]>;
  /** Pull requests opened through the API. */
  readonly createdPulls: CreatedPull[];
  /** Changes the token's permissions from now on (the next job of a workflow gets another token). */
  setTokenPermissions(permissions: Partial<Record<TokenPermission, 'none' | 'read' | 'write'>>): void;
  readonly logHost: FakeLogHost;
  inject(failure: InjectedFailure): void;
  addComment(issueNumber: number, body: string, user?: { login: string; type: string }): FakeComment;
  deleteComment(id: number): void;
  /** The files of a commit the commits, contents and blobs APIs serve (repository paths). */
  setCommit(sha: string, files: Record<string, FakeTreeEntry>): void;
  hasCommit(sha: string): boolean;
  /** The next contents answers for `path` are this JSON instead (a shape or encoding GitHub might send). */
  overrideContents(path: string, body: unknown): void;
  readonly pulls: ReadonlyMap<number, FakePull>;
  close(): Promise<void>;
}

const ROLE: Record<string, string> = { admin: 'admin', maintain: 'write', write: 'write', triage: 'read', read: 'read', none: 'none' };

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function send(res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}): void {
  if (body === undefined) {
    res.writeHead(status, headers).end();
    return;
  }
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8', ...headers }).end(text);
}

function notFound(res: ServerResponse): void {
  send(res, 404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' });
}

function paginate<T>(items: readonly T[], query: URLSearchParams, url: string): { page: T[]; headers: Record<string, string> } {
  const perPage = Math.min(100, Number(query.get('per_page') ?? 30) || 30);
  const pageNo = Math.max(1, Number(query.get('page') ?? 1) || 1);
  const page = items.slice((pageNo - 1) * perPage, pageNo * perPage);
  const last = Math.max(1, Math.ceil(items.length / perPage));
  const headers: Record<string, string> = {};
  if (pageNo < last) {
    const next = new URL(url);
    next.searchParams.set('page', String(pageNo + 1));
    next.searchParams.set('per_page', String(perPage));
    const lastUrl = new URL(next);
    lastUrl.searchParams.set('page', String(last));
    headers['link'] = `<${next.href}>; rel="next", <${lastUrl.href}>; rel="last"`;
  }
  return { page, headers };
}

/** Git's blob id of some bytes. */
function blobSha(bytes: Buffer): string {
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

/** Base64 the way the contents API sends it: lines of 60 characters. */
function githubBase64(bytes: Buffer): string {
  return (bytes.toString('base64').match(/.{1,60}/g) ?? []).join('\n') + '\n';
}

/** Above this the contents API sends no content ("encoding": "none"). */
const CONTENTS_INLINE_LIMIT = 1024 * 1024;

export async function startFakeGitHub(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
  const owner = options.owner ?? 'octo';
  const repoName = options.repo ?? 'repo';
  const tokenUser = options.tokenUser ?? { login: 'github-actions[bot]', type: 'Bot' };
  const permissions = options.permissions ?? {};
  const pulls = new Map((options.pulls ?? []).map((pull) => [pull.number, pull]));
  const requests: RecordedRequest[] = [];
  const comments = new Map<number, FakeComment>();
  const commentHistory = new Map<number, string[]>();
  const reactions: { subject: string; id: number; content: string }[] = [];
  const reviews: { number: number; body: unknown }[] = [];
  const failures: InjectedFailure[] = [];
  const commits = new Map<string, Map<string, FakeTreeEntry>>();
  const blobs = new Map<string, Buffer>();
  const contentOverrides = new Map<string, unknown>();
  let nextId = 1000;
  let base = '';
  const createdPulls: CreatedPull[] = [];
  let tokenPermissions = options.tokenPermissions ?? {};
  let nextNumber = Math.max(100, ...[...pulls.keys()].map((n) => n + 1));
  const gitState: GitRouteState | null = options.git
    ? {
        repo: options.git.repo,
        owner,
        name: repoName,
        defaultBranch: options.git.defaultBranch ?? 'main',
        canWrite: (permission) => (tokenPermissions[permission] ?? 'write') === 'write',
        createdPulls,
        nextNumber: () => nextNumber++,
        userIds: options.git.userIds ?? {},
      }
    : null;
  const answer = (res: ServerResponse, reply: Answer) => send(res, reply.status, reply.body, reply.headers);

  const checkRuns = options.checkRuns ?? [];
  const statuses = options.statuses ?? [];
  const jobLogs = options.jobLogs ?? {};
  const reviewThreads = options.reviewThreads ?? {};
  const logSignatures = new Map<number, string>();
  const workflowRuns = options.workflowRuns ?? [];
  const artifactSignatures = new Map<number, string>();
  const runJson = (run: FakeWorkflowRun) => ({
    id: run.id,
    name: 'Tollgate',
    node_id: `WFR_${run.id}`,
    head_branch: 'main',
    head_sha: 'c'.repeat(40),
    path: `.github/workflows/${run.workflow}`,
    run_number: run.runNumber,
    run_attempt: 1,
    event: 'issue_comment',
    status: run.status ?? 'completed',
    conclusion: (run.status ?? 'completed') === 'completed' ? (run.conclusion ?? 'success') : null,
    workflow_id: 161335,
    url: `${base}/repos/${owner}/${repoName}/actions/runs/${run.id}`,
    html_url: `https://github.com/${owner}/${repoName}/actions/runs/${run.id}`,
    created_at: '2024-01-01T00:00:00Z',
    updated_at: '2024-01-01T00:10:00Z',
  });
  const artifactJson = (run: FakeWorkflowRun, artifact: FakeArtifact) => ({
    id: artifact.id,
    node_id: `MDg6QXJ0aWZhY3Q${artifact.id}`,
    name: artifact.name,
    size_in_bytes: artifact.sizeInBytes ?? artifact.zip.length,
    url: `${base}/repos/${owner}/${repoName}/actions/artifacts/${artifact.id}`,
    archive_download_url: `${base}/repos/${owner}/${repoName}/actions/artifacts/${artifact.id}/zip`,
    expired: artifact.expired ?? false,
    created_at: '2024-01-01T00:05:00Z',
    updated_at: '2024-01-01T00:05:00Z',
    expires_at: '2024-04-01T00:05:00Z',
    workflow_run: { id: run.id, repository_id: 1, head_repository_id: 1, head_branch: 'main', head_sha: 'c'.repeat(40) },
  });
  const logRequests: RecordedRequest[] = [];
  let logHostUrl = '';

  const withheld = (permission: TokenPermission) => tokenPermissions[permission] === 'none';
  const refuse = (res: ServerResponse, accepted: string) =>
    send(res, 403, { message: 'Resource not accessible by integration', documentation_url: 'https://docs.github.com/rest', status: '403' }, { 'x-accepted-github-permissions': accepted });
  const knownRefs = () => new Set([...[...pulls.values()].flatMap((p) => [p.head.sha, p.base.sha]), ...checkRuns.map((r) => r.head_sha), ...statuses.map((x) => x.sha)]);
  const checkRunJson = (run: FakeCheckRun) => ({
    ...run,
    node_id: `CR_${run.id}`,
    external_id: '',
    url: `${base}/repos/${owner}/${repoName}/check-runs/${run.id}`,
    started_at: '2024-01-01T00:00:00Z',
    completed_at: run.status === 'completed' ? '2024-01-01T00:05:00Z' : null,
    output: { ...run.output, text: null, annotations_count: 0, annotations_url: `${base}/repos/${owner}/${repoName}/check-runs/${run.id}/annotations` },
    app: { id: 15368, ...run.app },
    check_suite: { id: 1 },
    pull_requests: [],
  });

  const graphqlRoots: GraphqlRoots = {
    // Who the token is: a user's login, or an installation's `<app>[bot]`.
    'query.viewer': () => ({ __typename: tokenUser.type === 'Bot' ? 'Bot' : 'User', login: tokenUser.login }),
    'query.repository': (args) => {
      if (args.owner !== owner || args.name !== repoName) throw new GraphqlFieldError(`Could not resolve to a Repository with the name '${String(args.owner)}/${String(args.name)}'.`, 'NOT_FOUND');
      return {
        __typename: 'Repository',
        nameWithOwner: `${owner}/${repoName}`,
        pullRequest: (pr) => {
          if (withheld('pull_requests')) throw new GraphqlFieldError('Resource not accessible by integration', 'FORBIDDEN');
          const number = Number(pr.number);
          if (!pulls.has(number)) throw new GraphqlFieldError(`Could not resolve to a PullRequest with the number of ${number}.`, 'NOT_FOUND');
          const threads = (reviewThreads[number] ?? []).map(
            (thread): GraphqlObject => ({
              __typename: 'PullRequestReviewThread',
              isResolved: thread.isResolved,
              isOutdated: thread.isOutdated ?? false,
              path: thread.path,
              line: thread.line,
              originalLine: thread.line,
              comments: (page) =>
                connection(
                  'comments',
                  thread.comments.map((c) => ({ __typename: 'PullRequestReviewComment', author: { __typename: 'User', login: c.author }, body: c.body, createdAt: c.createdAt ?? '2024-01-01T00:00:00Z' })),
                  page,
                  'PullRequestReviewCommentConnection',
                ),
            }),
          );
          return { __typename: 'PullRequest', number, reviewThreads: (page) => connection('reviewThreads', threads, page, 'PullRequestReviewThreadConnection') };
        },
      };
    },
    ...(gitState ? { 'mutation.createCommitOnBranch': (args: Record<string, unknown>) => createCommitOnBranch(gitState, args) as unknown as GraphqlObject } : {}),
  };

  const commentJson = (c: FakeComment) => ({
    id: c.id,
    node_id: `IC_${c.id}`,
    url: `${base}/repos/${owner}/${repoName}/issues/comments/${c.id}`,
    html_url: `https://github.com/${owner}/${repoName}/issues/${c.issueNumber}#issuecomment-${c.id}`,
    issue_url: `${base}/repos/${owner}/${repoName}/issues/${c.issueNumber}`,
    body: c.body,
    user: { login: c.user.login, id: 1, type: c.user.type },
    author_association: 'CONTRIBUTOR',
    created_at: c.created_at,
    updated_at: c.updated_at,
  });

  const addComment = (issueNumber: number, body: string, user = tokenUser): FakeComment => {
    const now = new Date().toISOString();
    const comment = { id: nextId++, body, user, issueNumber, created_at: now, updated_at: now };
    comments.set(comment.id, comment);
    commentHistory.set(comment.id, [body]);
    return comment;
  };

  const pullJson = (pull: FakePull) => ({
    number: pull.number,
    title: pull.title,
    body: pull.body,
    state: 'open',
    draft: pull.draft ?? false,
    user: { login: pull.user.login, type: pull.user.type },
    base: { ref: pull.base.ref, sha: pull.base.sha, repo: { full_name: pull.base.repo.full_name } },
    head: { ref: pull.head.ref, sha: pull.head.sha, repo: { full_name: pull.head.repo.full_name } },
    changed_files: pull.files.length,
    html_url: `https://github.com/${owner}/${repoName}/pull/${pull.number}`,
  });

  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', base);
    const method = req.method ?? 'GET';
    const body = await readBody(req);
    const path = url.pathname;
    requests.push({
      method,
      path,
      query: url.searchParams,
      accept: String(req.headers['accept'] ?? ''),
      authorization: String(req.headers['authorization'] ?? ''),
      body,
    });
    const failure = failures.find((f) => f.times > 0 && f.method === method && f.path.test(path));
    if (failure) {
      failure.times -= 1;
      if (failure.secondaryRateLimit) {
        send(
          res,
          403,
          { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.', documentation_url: 'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits', status: '403' },
          { 'retry-after': String(failure.retryAfterSeconds ?? 1) },
        );
      } else if (failure.status === 404) notFound(res);
      else send(res, failure.status, { message: failure.status === 502 ? 'Bad Gateway' : 'Injected failure', status: String(failure.status) });
      return;
    }
    if (path === '/graphql' && method === 'POST') {
      if (!req.headers['authorization']) return send(res, 401, { message: 'This endpoint requires you to be authenticated.', documentation_url: 'https://docs.github.com/graphql/guides/forming-calls-with-graphql#authenticating-with-graphql', status: '401' });
      return send(res, 200, answerGraphql(body, graphqlRoots));
    }
    const prefix = `/repos/${owner}/${repoName}`;
    let m: RegExpExecArray | null;
    if (gitState && (m = /^\/users\/([^/]+)$/.exec(path)) && method === 'GET') return answer(res, userRoute(gitState, decodeURIComponent(m[1]!)));
    if (path !== prefix && !path.startsWith(prefix + '/')) return notFound(res);
    const rest = path.slice(prefix.length);
    const git = gitState ? gitRoute(gitState, method, rest, url.searchParams, body) : null;
    if (git) return answer(res, git);

    if ((m = /^\/collaborators\/([^/]+)\/permission$/.exec(rest)) && method === 'GET') {
      const login = decodeURIComponent(m[1] ?? '');
      const level = permissions[login];
      if (level === undefined) return send(res, 404, { message: `${login} is not a user`, status: '404' });
      return send(res, 200, { permission: ROLE[level] ?? level, role_name: level, user: { login, type: 'User' } });
    }
    if ((m = /^\/commits\/([^/]+)\/check-runs$/.exec(rest)) && method === 'GET') {
      if (withheld('checks')) return refuse(res, 'checks=read');
      const ref = decodeURIComponent(m[1] ?? '');
      if (!knownRefs().has(ref)) return send(res, 422, { message: `No commit found for SHA: ${ref}`, documentation_url: 'https://docs.github.com/rest/checks/runs#list-check-runs-for-a-git-reference', status: '422' });
      const runs = checkRuns.filter((run) => run.head_sha === ref).map(checkRunJson);
      const { page, headers } = paginate(runs, url.searchParams, url.href);
      return send(res, 200, { total_count: runs.length, check_runs: page }, headers);
    }
    if ((m = /^\/commits\/([^/]+)\/status$/.exec(rest)) && method === 'GET') {
      if (withheld('statuses')) return refuse(res, 'statuses=read');
      const ref = decodeURIComponent(m[1] ?? '');
      if (!knownRefs().has(ref)) return send(res, 404, { message: `No commit found for SHA: ${ref}`, status: '404' });
      const mine = statuses.filter((status) => status.sha === ref).map(({ sha: _sha, ...status }) => ({ ...status, id: nextId++, created_at: '2024-01-01T00:00:00Z' }));
      const state = mine.some((x) => x.state === 'failure' || x.state === 'error') ? 'failure' : mine.length === 0 || mine.some((x) => x.state === 'pending') ? 'pending' : 'success';
      return send(res, 200, { state, sha: ref, total_count: mine.length, statuses: mine, repository: { full_name: `${owner}/${repoName}` } });
    }
    if ((m = /^\/actions\/workflows\/([^/]+)\/runs$/.exec(rest)) && method === 'GET') {
      if (withheld('actions')) return refuse(res, 'actions=read');
      const workflow = decodeURIComponent(m[1] ?? '');
      const ofWorkflow = workflowRuns.filter((run) => run.workflow === workflow);
      if (ofWorkflow.length === 0) return notFound(res);
      const status = url.searchParams.get('status');
      const listed = ofWorkflow.filter((run) => status === null || (run.status ?? 'completed') === status || runJson(run).conclusion === status);
      const { page, headers } = paginate(listed.map(runJson), url.searchParams, url.href);
      return send(res, 200, { total_count: listed.length, workflow_runs: page }, headers);
    }
    if ((m = /^\/actions\/runs\/(\d+)\/artifacts$/.exec(rest)) && method === 'GET') {
      if (withheld('actions')) return refuse(res, 'actions=read');
      const run = workflowRuns.find((r) => r.id === Number(m![1]));
      if (!run) return notFound(res);
      const { page, headers } = paginate(run.artifacts.map((artifact) => artifactJson(run, artifact)), url.searchParams, url.href);
      return send(res, 200, { total_count: run.artifacts.length, artifacts: page }, headers);
    }
    if ((m = /^\/actions\/artifacts\/(\d+)\/([^/]+)$/.exec(rest)) && method === 'GET') {
      if (withheld('actions')) return refuse(res, 'actions=read');
      const artifact = workflowRuns.flatMap((run) => run.artifacts).find((a) => a.id === Number(m![1]));
      if (!artifact || m[2] !== 'zip') return notFound(res);
      if (artifact.expired) return send(res, 410, { message: 'Artifact has expired', documentation_url: 'https://docs.github.com/rest/actions/artifacts#download-an-artifact', status: '410' });
      const sig = randomBytes(12).toString('hex');
      artifactSignatures.set(artifact.id, sig);
      return send(res, 302, undefined, { location: `${logHostUrl}/artifacts/${artifact.id}.zip?sv=2024-01-01&se=2099-01-01&sig=${sig}` });
    }
    if ((m = /^\/actions\/jobs\/(\d+)\/logs$/.exec(rest)) && method === 'GET') {
      if (withheld('actions')) return refuse(res, 'actions=read');
      const jobId = Number(m[1]);
      if (jobLogs[jobId] === undefined) return notFound(res);
      const sig = randomBytes(12).toString('hex');
      logSignatures.set(jobId, sig);
      return send(res, 302, undefined, { location: `${logHostUrl}/logs/job-${jobId}.txt?sv=2024-01-01&se=2099-01-01&sig=${sig}` });
    }
    if ((m = /^\/issues\/(\d+)\/comments$/.exec(rest))) {
      const issueNumber = Number(m[1]);
      if (method === 'GET' && withheld('issues') && withheld('pull_requests')) return refuse(res, 'issues=read; pull_requests=read');
      if (method === 'GET') {
        const all = [...comments.values()].filter((c) => c.issueNumber === issueNumber).sort((a, b) => a.id - b.id);
        const { page, headers } = paginate(all.map(commentJson), url.searchParams, url.href);
        return send(res, 200, page, headers);
      }
      if (method === 'POST') {
        const text = (body as { body?: unknown } | undefined)?.body;
        if (typeof text !== 'string') return send(res, 422, { message: 'Validation Failed', status: '422' });
        if (text.length > 65_536) return send(res, 422, { message: 'Validation Failed: body is too long (maximum is 65536 characters)', status: '422' });
        return send(res, 201, commentJson(addComment(issueNumber, text)));
      }
    }
    if ((m = /^\/issues\/comments\/(\d+)$/.exec(rest))) {
      const comment = comments.get(Number(m[1]));
      if (!comment) return notFound(res);
      if (method === 'GET') return send(res, 200, commentJson(comment));
      if (method === 'DELETE') {
        comments.delete(comment.id);
        return send(res, 204);
      }
      if (method === 'PATCH') {
        const text = (body as { body?: unknown } | undefined)?.body;
        if (typeof text !== 'string') return send(res, 422, { message: 'Validation Failed', status: '422' });
        if (text.length > 65_536) return send(res, 422, { message: 'Validation Failed: body is too long (maximum is 65536 characters)', status: '422' });
        comment.body = text;
        comment.updated_at = new Date().toISOString();
        commentHistory.get(comment.id)?.push(text);
        return send(res, 200, commentJson(comment));
      }
    }
    if ((m = /^\/(issues|pulls)\/comments\/(\d+)\/reactions$/.exec(rest)) && method === 'POST') {
      const content = String((body as { content?: unknown } | undefined)?.content ?? '');
      reactions.push({ subject: m[1] === 'issues' ? 'issue_comment' : 'review_comment', id: Number(m[2]), content });
      return send(res, 201, { id: nextId++, content, user: { login: tokenUser.login, type: tokenUser.type } });
    }
    if ((m = /^\/pulls\/(\d+)$/.exec(rest)) && method === 'GET') {
      const pull = pulls.get(Number(m[1]));
      if (!pull) return notFound(res);
      if (/diff/.test(String(req.headers['accept'] ?? ''))) return send(res, 200, pull.diff);
      return send(res, 200, pullJson(pull));
    }
    if ((m = /^\/pulls\/(\d+)\/files$/.exec(rest)) && method === 'GET') {
      const pull = pulls.get(Number(m[1]));
      if (!pull) return notFound(res);
      const { page, headers } = paginate(pull.files, url.searchParams, url.href);
      return send(res, 200, page, headers);
    }
    if ((m = /^\/pulls\/(\d+)\/reviews$/.exec(rest)) && method === 'POST') {
      const pull = pulls.get(Number(m[1]));
      if (!pull) return notFound(res);
      reviews.push({ number: pull.number, body });
      return send(res, 200, { id: nextId++, state: 'COMMENTED', body: (body as { body?: string } | undefined)?.body ?? '' });
    }
    if ((m = /^\/git\/commits\/([^/]+)$/.exec(rest)) && method === 'GET') {
      const sha = decodeURIComponent(m[1] ?? '');
      if (!/^[0-9a-f]{40}$/.test(sha)) return send(res, 422, { message: 'The sha parameter must be exactly 40 characters and contain only [0-9a-f].', status: '422' });
      if (!commits.has(sha)) return notFound(res);
      return send(res, 200, { sha, node_id: `C_${sha}`, tree: { sha: blobSha(Buffer.from(sha)) }, message: 'a commit', parents: [] });
    }
    if ((m = /^\/git\/blobs\/([0-9a-f]{40})$/.exec(rest)) && method === 'GET') {
      const bytes = blobs.get(m[1] ?? '');
      if (!bytes) return notFound(res);
      return send(res, 200, { sha: m[1], node_id: `B_${m[1]}`, size: bytes.length, encoding: 'base64', content: githubBase64(bytes) });
    }
    if ((m = /^\/contents(?:\/(.*))?$/.exec(rest)) && method === 'GET') {
      const wanted = decodeURIComponent(m[1] ?? '').replace(/\/+$/, '');
      const ref = url.searchParams.get('ref') ?? '';
      const tree = commits.get(ref);
      if (!tree) return send(res, 404, { message: `No commit found for the ref ${ref}`, documentation_url: 'https://docs.github.com/rest/repos/contents#get-repository-content', status: '404' });
      if (contentOverrides.has(wanted)) return send(res, 200, contentOverrides.get(wanted));
      const entryJson = (entryPath: string, type: string, size: number, sha: string) => ({
        type, name: entryPath.split('/').at(-1) ?? entryPath, path: entryPath, sha, size,
        url: `${base}${prefix}/contents/${entryPath}?ref=${ref}`, html_url: `https://github.com/${owner}/${repoName}/blob/${ref}/${entryPath}`,
        git_url: `${base}${prefix}/git/blobs/${sha}`, download_url: `https://raw.githubusercontent.com/${owner}/${repoName}/${ref}/${entryPath}`,
      });
      const entry = tree.get(wanted);
      if (entry !== undefined) {
        if (typeof entry === 'object' && !Buffer.isBuffer(entry)) return send(res, 200, { ...entryJson(wanted, 'symlink', entry.symlink.length, blobSha(Buffer.from(entry.symlink))), target: entry.symlink });
        const bytes = Buffer.isBuffer(entry) ? entry : Buffer.from(entry);
        const sha = blobSha(bytes);
        blobs.set(sha, bytes);
        const large = bytes.length > CONTENTS_INLINE_LIMIT;
        return send(res, 200, { ...entryJson(wanted, 'file', bytes.length, sha), encoding: large ? 'none' : 'base64', content: large ? '' : githubBase64(bytes) });
      }
      const prefixOf = wanted === '' ? '' : `${wanted}/`;
      const below = [...tree.keys()].filter((p) => p.startsWith(prefixOf));
      if (below.length === 0) return notFound(res);
      const listed = new Map<string, unknown>();
      for (const p of below) {
        const restOf = p.slice(prefixOf.length);
        const name = restOf.split('/')[0]!;
        const full = prefixOf + name;
        if (restOf.includes('/')) listed.set(full, entryJson(full, 'dir', 0, blobSha(Buffer.from(full))));
        else {
          const value = tree.get(p)!;
          const bytes = typeof value === 'object' && !Buffer.isBuffer(value) ? Buffer.from(value.symlink) : Buffer.isBuffer(value) ? value : Buffer.from(value);
          listed.set(full, entryJson(full, typeof value === 'object' && !Buffer.isBuffer(value) ? 'symlink' : 'file', bytes.length, blobSha(bytes)));
        }
      }
      return send(res, 200, [...listed.values()]);
    }
    if ((m = /^\/issues\/(\d+)$/.exec(rest)) && method === 'GET') {
      const number = Number(m[1]);
      const pull = pulls.get(number);
      return send(res, 200, { number, title: pull?.title ?? `Issue ${number}`, body: pull?.body ?? '', ...(pull ? { pull_request: {} } : {}) });
    }
    return notFound(res);
  };

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => send(res, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const logServer = createServer((req, res) => {
    const url = new URL(req.url ?? '/', logHostUrl);
    logRequests.push({ method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, accept: String(req.headers['accept'] ?? ''), authorization: String(req.headers['authorization'] ?? ''), body: undefined });
    // A signed URL is the credential: a store answers a request that also carries a token with an authentication error.
    if (req.headers['authorization']) return send(res, 403, '<Error><Code>AuthenticationFailed</Code><Message>Server failed to authenticate the request.</Message></Error>');
    const zip = /^\/artifacts\/(\d+)\.zip$/.exec(url.pathname);
    if (zip) {
      const artifact = workflowRuns.flatMap((run) => run.artifacts).find((a) => a.id === Number(zip[1]));
      if (!artifact || url.searchParams.get('sig') !== artifactSignatures.get(artifact.id)) return send(res, 403, '<Error><Code>AuthenticationFailed</Code></Error>');
      res.writeHead(200, { 'content-type': 'application/zip', 'content-length': String(artifact.zip.length) }).end(artifact.zip);
      return;
    }
    const m = /^\/logs\/job-(\d+)\.txt$/.exec(url.pathname);
    const jobId = Number(m?.[1]);
    const log = jobLogs[jobId];
    if (!m || log === undefined || url.searchParams.get('sig') !== logSignatures.get(jobId)) return send(res, 403, '<Error><Code>AuthenticationFailed</Code></Error>');
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'content-length': String(Buffer.byteLength(log)) }).end(log);
  });
  await new Promise<void>((resolve) => logServer.listen(0, '127.0.0.1', resolve));
  logHostUrl = `http://127.0.0.1:${(logServer.address() as AddressInfo).port}`;

  return {
    url: base,
    requests,
    comments,
    reactions,
    reviews,
    commentHistory,
    createdPulls,
    setTokenPermissions: (permissions) => {
      tokenPermissions = permissions;
    },
    logHost: { url: logHostUrl, requests: logRequests },
    inject: (failure) => failures.push(failure),
    addComment,
    deleteComment: (id) => {
      comments.delete(id);
    },
    setCommit: (sha, files) => {
      commits.set(sha, new Map(Object.entries(files)));
    },
    hasCommit: (sha) => commits.has(sha),
    overrideContents: (path, json) => {
      contentOverrides.set(path, json);
    },
    pulls,
    close: async () => {
      await Promise.all(
        [server, logServer].map(
          (srv) =>
            new Promise<void>((resolve) => {
              srv.closeAllConnections();
              srv.close(() => resolve());
            }),
        ),
      );
    },
  };
}

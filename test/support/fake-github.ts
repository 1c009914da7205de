/**
 * A loopback GitHub REST server speaking the real routes and JSON shapes Tollgate uses:
 * collaborator permission, issue comments (CRUD), reactions, pulls (JSON and diff), PR files,
 * reviews. It records every request and can inject failures (502, 403 secondary rate limit
 * with retry-after, 404 for a deleted comment). With `git`, it is also the repository behind
 * them (`fake-github-git.ts`): the Git Data API, contents, compare, pull creation and GraphQL's
 * `createCommitOnBranch` over a real bare repository; `tokenPermissions` makes the token's
 * `contents` or `pull_requests` permission read-only, so writes get GitHub's 403.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeGitRepo } from './fake-git-repo.js';
import { answerGraphql, createCommitOnBranch, gitRoute, userRoute, type Answer, type CreatedPull, type GitRouteState, type WritePermission } from './fake-github-git.js';

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
  /** A permission set to `read` or `none` refuses the writes that need it (403); unset or `write` allows them. */
  readonly tokenPermissions?: Partial<Record<WritePermission, 'none' | 'read' | 'write'>>;
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
  setTokenPermissions(permissions: Partial<Record<WritePermission, 'none' | 'read' | 'write'>>): void;
  inject(failure: InjectedFailure): void;
  addComment(issueNumber: number, body: string, user?: { login: string; type: string }): FakeComment;
  deleteComment(id: number): void;
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
    const prefix = `/repos/${owner}/${repoName}`;
    if (gitState && path === '/graphql' && method === 'POST') {
      return send(res, 200, answerGraphql(body, { 'mutation.createCommitOnBranch': (args) => createCommitOnBranch(gitState, args) }));
    }
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
    if ((m = /^\/issues\/(\d+)\/comments$/.exec(rest))) {
      const issueNumber = Number(m[1]);
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
    inject: (failure) => failures.push(failure),
    addComment,
    deleteComment: (id) => {
      comments.delete(id);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

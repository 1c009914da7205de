import { once } from 'node:events';
import { constants } from 'node:fs';
import { lstat, mkdtemp, open } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { redactFileInPlace } from '../../core/redact-file.js';
import type { SecretRedactor } from '../../core/redact.js';
import type { GitHubClient, RepoRef } from '../octokit.js';
import { gitHubFailure } from './github-failure.js';
import { cleanLogLine, createLogSelector, type LogSelection, type LogView } from './log-lines.js';

/** A log longer than this is cut there: the file, not the context, is what it could flood. */
export const MAX_LOG_BYTES = 256 * 1024 * 1024;

/** One job's log as saved in the output folder: timestamps stripped, secrets redacted. */
export interface SavedLog {
  readonly path: string;
  readonly lines: number;
  readonly bytes: number;
  /** The log was longer than MAX_LOG_BYTES and was cut. */
  readonly cut: boolean;
  /** The file's identity when saved: a later call reads it only if it is still that file. */
  readonly ino: number;
  readonly dev: number;
}

export interface JobLogStore {
  /** The job's log, downloaded on the first call and read from the saved file after that. */
  get(jobId: number, where: { readonly outputDir: string; readonly redact: SecretRedactor; readonly signal: AbortSignal }): Promise<SavedLog>;
  /** The lines of a saved log that `view` picks. */
  select(log: SavedLog, view: LogView): Promise<LogSelection>;
}

/**
 * Where GitHub keeps the log: `GET …/actions/jobs/{id}/logs` answers 302 with a short-lived URL on
 * another host. The redirect is not followed by Octokit, so the token goes to GitHub's API only.
 */
async function downloadUrl(octokit: GitHubClient, repo: RepoRef, jobId: number, signal: AbortSignal): Promise<URL> {
  const read = { what: `the log of job ${jobId}`, permission: 'actions: read' };
  let response;
  try {
    response = await octokit.request('GET /repos/{owner}/{repo}/actions/jobs/{job_id}/logs', { ...repo, job_id: jobId, request: { redirect: 'manual', signal } });
  } catch (error) {
    throw gitHubFailure(error, read);
  }
  const location = response.headers.location;
  if (response.status < 300 || response.status > 399 || typeof location !== 'string') {
    throw new Error(`GitHub answered ${response.status} without a download location for the log of job ${jobId}.`);
  }
  const url = new URL(location);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`GitHub pointed the log of job ${jobId} at a ${url.protocol} URL, which Tollgate does not fetch.`);
  return url;
}

/** Streams the download into `path`, one cleaned line at a time; the URL itself (a credential for a few minutes) is never shown. */
async function saveLines(url: URL, path: string, signal: AbortSignal): Promise<{ lines: number; bytes: number; cut: boolean }> {
  // A plain request: no Authorization header, whatever host the URL names.
  const response = await fetch(url, { signal, redirect: 'follow' });
  if (!response.ok || response.body === null) {
    await response.body?.cancel().catch(() => undefined);
    throw new Error(`The log's download host (${url.host}) answered ${response.status}.`);
  }
  const input = Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
  // `wx`: a new file only, never one (or a link) already there.
  const out = (await open(path, 'wx')).createWriteStream();
  const reader = createInterface({ input, crlfDelay: Infinity });
  let lines = 0;
  let bytes = 0;
  let cut = false;
  try {
    for await (const raw of reader) {
      const line = `${cleanLogLine(raw)}\n`;
      bytes += Buffer.byteLength(line);
      if (bytes > MAX_LOG_BYTES) {
        cut = true;
        break;
      }
      lines += 1;
      if (!out.write(line)) await once(out, 'drain');
    }
  } finally {
    reader.close();
    input.destroy();
    out.end();
    await finished(out).catch(() => undefined);
  }
  return { lines, bytes: Math.min(bytes, MAX_LOG_BYTES), cut };
}

/** Still the file that was saved: not replaced by a link or another file since. */
async function unchanged(log: SavedLog): Promise<boolean> {
  const info = await lstat(log.path).catch(() => null);
  return info !== null && info.isFile() && info.nlink === 1 && info.ino === log.ino && info.dev === log.dev;
}

export function createJobLogStore(octokit: GitHubClient, repo: RepoRef): JobLogStore {
  const saved = new Map<number, Promise<SavedLog>>();

  const download = async (jobId: number, where: Parameters<JobLogStore['get']>[1]): Promise<SavedLog> => {
    const url = await downloadUrl(octokit, repo, jobId, where.signal);
    // A folder of its own, made now: nothing the agent planted before can be in it.
    const dir = await mkdtemp(join(where.outputDir, `github-job-${jobId}-`));
    const path = join(dir, `job-${jobId}.log`);
    const written = await saveLines(url, path, where.signal);
    await redactFileInPlace(path, where.redact);
    const info = await lstat(path);
    return { path, ...written, ino: info.ino, dev: info.dev };
  };

  return {
    async get(jobId, where) {
      const earlier = saved.get(jobId);
      const log = earlier ? await earlier.catch(() => null) : null;
      if (log && (await unchanged(log))) return log;
      const next = download(jobId, where);
      saved.set(jobId, next);
      next.catch(() => saved.get(jobId) === next && saved.delete(jobId));
      return next;
    },
    async select(log, view) {
      const selector = createLogSelector(view);
      const handle = await open(log.path, constants.O_RDONLY | constants.O_NOFOLLOW);
      try {
        for await (const line of createInterface({ input: handle.createReadStream({ autoClose: false }), crlfDelay: Infinity })) selector.push(line);
      } finally {
        await handle.close();
      }
      return selector.finish();
    },
  };
}

import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { z } from 'zod';
import { MAX_TRANSCRIPT_BYTES } from '../app/whatif/recorded-run.js';
import { describeError } from '../core/describe-error.js';
import { TOLLGATE_ARTIFACT } from './artifacts.js';
import { describeGitHubFailure } from './context-tools/github-failure.js';
import { httpStatus, type GitHubClient, type RepoRef } from './octokit.js';
import { readZipEntry, ZipEntryError } from './zip-entry.js';

/** An artifact larger than this is not downloaded for its transcript (its large outputs make it so). */
const MAX_ARTIFACT_BYTES = 256 * 1024 * 1024;
const TRANSCRIPT_ENTRY = 'transcript.jsonl';

/** A workflow run whose transcripts are read. */
export interface HistoryRun {
  readonly id: number;
  readonly number: number;
  readonly url: string;
}

export interface DownloadedTranscript {
  readonly run: HistoryRun;
  readonly artifact: string;
  readonly text: string;
}

export interface TranscriptHistory {
  /** The runs listed (at most the number asked for). */
  readonly runs: readonly HistoryRun[];
  readonly transcripts: readonly DownloadedTranscript[];
  /** Runs with no Tollgate artifact left (expired, or the run ended before Tollgate). */
  readonly withoutArtifact: number;
  /** Artifacts that could not be read, each `run #n (artifact): why`. */
  readonly problems: readonly string[];
}

/** The workflow cannot be listed: the job cannot compare anything (a missing permission, a wrong name). */
export class HistoryError extends Error {
  override readonly name = 'HistoryError';
}

const runsSchema = z.object({
  workflow_runs: z.array(z.object({ id: z.number().int().positive(), run_number: z.number().int().nonnegative(), html_url: z.string() })),
});
const artifactsSchema = z.object({
  artifacts: z.array(z.object({ id: z.number().int().positive(), name: z.string(), size_in_bytes: z.number().int().nonnegative(), expired: z.boolean() })),
});

export interface HistoryOptions {
  /** The workflow's file name (`tollgate.yml`) or id. */
  readonly workflow: string;
  /** How many of its latest completed runs. */
  readonly runs: number;
  /** This run: never one of them. */
  readonly excludeRunId: string;
}

async function listRuns(octokit: GitHubClient, repo: RepoRef, options: HistoryOptions): Promise<HistoryRun[]> {
  let data: unknown;
  try {
    data = (await octokit.request('GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs', { ...repo, workflow_id: options.workflow, status: 'completed', per_page: Math.min(100, options.runs + 1) })).data;
  } catch (error) {
    const why = describeGitHubFailure(error, { what: `the runs of the workflow ${options.workflow}`, permission: 'actions: read' });
    throw new HistoryError(httpStatus(error) === 404 ? `${why} The input history_workflow names the Tollgate workflow's file (such as tollgate.yml).` : why);
  }
  const parsed = runsSchema.safeParse(data);
  if (!parsed.success) throw new HistoryError(`GitHub listed the runs of ${options.workflow} in a shape Tollgate does not know.`);
  return parsed.data.workflow_runs
    .filter((run) => String(run.id) !== options.excludeRunId)
    .slice(0, options.runs)
    .map((run) => ({ id: run.id, number: run.run_number, url: run.html_url }));
}

/** The zip's bytes from the short-lived URL GitHub redirects to; the token goes to GitHub's API only. */
async function downloadZip(octokit: GitHubClient, repo: RepoRef, artifactId: number): Promise<Buffer> {
  const response = await octokit.request('GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}', { ...repo, artifact_id: artifactId, archive_format: 'zip', request: { redirect: 'manual' } });
  const location = response.headers.location;
  if (response.status < 300 || response.status > 399 || typeof location !== 'string') throw new Error(`GitHub answered ${response.status} without a download location`);
  const url = new URL(location);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`GitHub pointed the download at a ${url.protocol} URL, which Tollgate does not fetch`);
  // A plain request: no Authorization header, whatever host the URL names.
  const download = await fetch(url, { redirect: 'follow' });
  if (!download.ok || download.body === null) {
    await download.body?.cancel().catch(() => undefined);
    throw new Error(`the download host (${url.host}) answered ${download.status}`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of download.body as WebReadableStream<Uint8Array>) {
    size += chunk.length;
    if (size > MAX_ARTIFACT_BYTES) {
      await download.body.cancel().catch(() => undefined);
      throw new Error(`it is larger than the ${MAX_ARTIFACT_BYTES / 1024 / 1024} MB downloaded`);
    }
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/**
 * The transcripts of the last `runs` completed runs of the Tollgate workflow, through the API:
 * each run's Tollgate artifacts (`tollgate-<job>-attempt-<n>`), downloaded (bounded) and their
 * `transcript.jsonl` taken out. What is in them is untrusted data; an artifact that cannot be read
 * is a problem named in the result, never a failure of the whole. Throws HistoryError when the
 * workflow's runs cannot be listed.
 */
export async function downloadRunTranscripts(octokit: GitHubClient, repo: RepoRef, options: HistoryOptions): Promise<TranscriptHistory> {
  const runs = await listRuns(octokit, repo, options);
  const transcripts: DownloadedTranscript[] = [];
  const problems: string[] = [];
  let withoutArtifact = 0;
  for (const run of runs) {
    let listed: unknown;
    try {
      listed = (await octokit.request('GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts', { ...repo, run_id: run.id, per_page: 100 })).data;
    } catch (error) {
      problems.push(`run #${run.number}: ${describeGitHubFailure(error, { what: `the artifacts of run ${run.id}`, permission: 'actions: read' })}`);
      continue;
    }
    const parsed = artifactsSchema.safeParse(listed);
    if (!parsed.success) {
      problems.push(`run #${run.number}: GitHub listed its artifacts in a shape Tollgate does not know`);
      continue;
    }
    const ours = parsed.data.artifacts.filter((artifact) => TOLLGATE_ARTIFACT.test(artifact.name) && !artifact.expired);
    if (ours.length === 0) withoutArtifact += 1;
    for (const artifact of ours) {
      const where = `run #${run.number} (${artifact.name})`;
      if (artifact.size_in_bytes > MAX_ARTIFACT_BYTES) {
        problems.push(`${where}: the artifact is ${Math.round(artifact.size_in_bytes / 1024 / 1024)} MB, more than the ${MAX_ARTIFACT_BYTES / 1024 / 1024} MB downloaded`);
        continue;
      }
      try {
        const entry = readZipEntry(await downloadZip(octokit, repo, artifact.id), TRANSCRIPT_ENTRY, MAX_TRANSCRIPT_BYTES);
        if (entry === null) problems.push(`${where}: the artifact holds no ${TRANSCRIPT_ENTRY}`);
        else transcripts.push({ run, artifact: artifact.name, text: entry.toString('utf8') });
      } catch (error) {
        const why = error instanceof ZipEntryError || httpStatus(error) === null ? describeError(error) : describeGitHubFailure(error, { what: `the artifact ${artifact.name}`, permission: 'actions: read' });
        problems.push(`${where}: ${why}`);
      }
    }
  }
  return { runs, transcripts, withoutArtifact, problems };
}

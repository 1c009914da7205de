import { copyFile, link, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { describeError } from '../core/describe-error.js';
import type { SecretRedactor } from '../core/redact.js';
import { redactFileInPlace } from '../core/redact-file.js';

export type ArtifactUpload =
  | { readonly ok: true; readonly id: number; readonly url: string; readonly size: number }
  | { readonly ok: false; readonly error: string };

export interface ArtifactUploadOptions {
  /** Unique per run attempt and job. */
  readonly name: string;
  /** Everything under this directory is uploaded (transcript.jsonl, result.json, report.md, tool-results/...). */
  readonly directory: string;
  readonly serverUrl: string;
  readonly repository: string;
  readonly runId: string;
  readonly retentionDays?: number;
}

async function listFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

export interface RedactedDirectory {
  readonly changed: number;
  /** Files that could not be redacted, each with why: the directory must not be uploaded. */
  readonly failed: readonly string[];
}

/**
 * Redacts every file under `directory` in place, streaming (a Bash log may be hundreds of
 * megabytes), so no secret reaches the artifact; one file that fails does not stop the others.
 */
export async function redactDirectory(directory: string, redactor: SecretRedactor): Promise<RedactedDirectory> {
  let changed = 0;
  const failed: string[] = [];
  for (const file of await listFiles(directory)) {
    try {
      if (await redactFileInPlace(file, redactor)) changed += 1;
    } catch (error) {
      failed.push(`${relative(directory, file)} (${describeError(error)})`);
    }
  }
  return { changed, failed };
}

export function artifactUrl(serverUrl: string, repository: string, runId: string, id: number): string {
  return `${serverUrl.replace(/\/+$/, '')}/${repository}/actions/runs/${runId}/artifacts/${id}`;
}

/** `tollgate-<job>-attempt-<n>`: reruns and matrix jobs of one workflow run never collide. */
export function artifactName(env: NodeJS.ProcessEnv): string {
  const job = (env['GITHUB_JOB'] ?? 'run').replace(/[^\w.-]/g, '-');
  return `tollgate-${job}-attempt-${env['GITHUB_RUN_ATTEMPT'] ?? '1'}`;
}

/**
 * A snapshot of `directory` made of hard links (copies where linking fails): a process that
 * outlives the session and removes or replaces a file during the upload cannot break the zip.
 */
async function snapshot(directory: string, files: readonly string[]): Promise<{ root: string; files: string[] }> {
  const root = await mkdtemp(`${directory}.upload-`);
  const staged: string[] = [];
  for (const file of files) {
    const target = join(root, relative(directory, file));
    await mkdir(dirname(target), { recursive: true });
    try {
      await link(file, target);
    } catch {
      try {
        await copyFile(file, target);
      } catch {
        continue; // Gone since it was listed.
      }
    }
    staged.push(target);
  }
  return { root, files: staged };
}

/**
 * Uploads the run directory as one artifact. `@actions/artifact` is imported here, lazily: it
 * costs about 200 ms of start-up and most runs that skip never need it. Never throws.
 */
export async function uploadRunArtifact(options: ArtifactUploadOptions): Promise<ArtifactUpload> {
  try {
    const files = await listFiles(options.directory);
    if (files.length === 0) return { ok: false, error: `nothing to upload in ${options.directory}` };
    const { DefaultArtifactClient } = await import('@actions/artifact');
    const client = new DefaultArtifactClient();
    const staged = await snapshot(options.directory, files);
    const response = await client
      .uploadArtifact(options.name, staged.files, staged.root, { retentionDays: options.retentionDays ?? 14 })
      .finally(() => rm(staged.root, { recursive: true, force: true }));
    if (response.id === undefined) return { ok: false, error: 'the artifact service returned no id' };
    return {
      ok: true,
      id: response.id,
      size: response.size ?? 0,
      url: artifactUrl(options.serverUrl, options.repository, options.runId, response.id),
    };
  } catch (error) {
    return { ok: false, error: describeError(error) };
  }
}

/** The artifacts Tollgate uploads: `tollgate-<job>-attempt-<n>`. */
export const TOLLGATE_ARTIFACT = /^tollgate-(.+)-attempt-(\d+)$/;

export type BundleDownload =
  | { readonly kind: 'found'; readonly path: string; readonly artifact: string }
  | { readonly kind: 'none'; readonly why: string };

/**
 * Finds the change bundle an earlier job of this workflow run uploaded, and downloads its artifact
 * into `directory`: the artifact named `name`, else the run's one Tollgate artifact (its newest
 * attempt). Several jobs' artifacts and no name is an error that lists them.
 */
export async function downloadChangeBundle(name: string | null, directory: string, bundleFile: string): Promise<BundleDownload> {
  const { DefaultArtifactClient } = await import('@actions/artifact');
  const client = new DefaultArtifactClient();
  const { artifacts } = await client.listArtifacts();
  const candidates = artifacts.filter((a) => (name ? a.name === name : TOLLGATE_ARTIFACT.test(a.name)));
  if (candidates.length === 0) {
    return { kind: 'none', why: name ? `this workflow run has no artifact named ${name}` : 'this workflow run has no Tollgate artifact (tollgate-<job>-attempt-<n>)' };
  }
  const jobs = [...new Set(candidates.map((a) => TOLLGATE_ARTIFACT.exec(a.name)?.[1] ?? a.name))];
  if (!name && jobs.length > 1) {
    throw new Error(`This workflow run has Tollgate artifacts from several jobs (${candidates.map((a) => a.name).join(', ')}): set the input bundle_artifact to the one to land.`);
  }
  const newest = candidates.reduce((a, b) => (b.id > a.id ? b : a));
  await client.downloadArtifact(newest.id, { path: directory });
  const path = join(directory, bundleFile);
  try {
    const entries = await readdir(directory);
    if (!entries.includes(bundleFile)) return { kind: 'none', why: `the artifact ${newest.name} holds no ${bundleFile} (the agent's job changed nothing, or did not land its change: see its report)` };
  } catch (error) {
    return { kind: 'none', why: `the artifact ${newest.name} could not be read: ${describeError(error)}` };
  }
  return { kind: 'found', path, artifact: newest.name };
}

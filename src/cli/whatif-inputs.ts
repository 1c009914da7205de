import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { isAbsolute, relative } from 'node:path';
import { describeError } from '../core/describe-error.js';
import { loadPolicy } from '../policy/load-policy.js';
import { PolicyError } from '../policy/policy-error.js';
import type { Policy } from '../policy/schema.js';
import type { Tools } from '../core/tool.js';
import { createOctokit } from '../github/octokit.js';
import { recordedRunTools } from '../github/recorded-tools.js';
import { MAX_TRANSCRIPT_BYTES, readRecordedRun, TranscriptError, type RecordedRun } from '../app/whatif/recorded-run.js';

/** A path as the output names it: relative to where the command ran when it is below it, else absolute. */
export function shownPath(path: string, cwd: string): string {
  const rel = relative(cwd, path);
  return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? path : rel;
}

/** A policy named on the command line, or null with its positioned error written (exit 2). */
export function loadPolicyFile(path: string, cwd: string, errorOutput: NodeJS.WritableStream): Policy | null {
  try {
    const loaded = loadPolicy({ path: relative(cwd, path) || path, cwd });
    return loaded.policy;
  } catch (error) {
    if (error instanceof PolicyError) {
      errorOutput.write(`${error.message}\n`);
      return null;
    }
    throw error;
  }
}

/** At most MAX_TRANSCRIPT_BYTES of a file, or null when it is larger. */
function readBounded(path: string): string | null {
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    if (size > MAX_TRANSCRIPT_BYTES) return null;
    const buffer = Buffer.alloc(size);
    let read = 0;
    while (read < size) {
      const n = readSync(fd, buffer, read, size - read, read);
      if (n === 0) break;
      read += n;
    }
    return buffer.subarray(0, read).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/** The transcripts that can be read; each one that cannot is said on stderr with its file and line, and skipped. */
export function readTranscripts(paths: readonly string[], cwd: string, errorOutput: NodeJS.WritableStream): RecordedRun[] {
  const runs: RecordedRun[] = [];
  for (const path of paths) {
    const shown = shownPath(path, cwd);
    try {
      const text = readBounded(path);
      if (text === null) {
        errorOutput.write(`skipped ${shown}: larger than the ${MAX_TRANSCRIPT_BYTES / 1024 / 1024} MB a transcript is read up to\n`);
        continue;
      }
      const run = readRecordedRun(text, shown);
      for (const line of run.leftOut) errorOutput.write(`left out: ${line}\n`);
      runs.push(run);
    } catch (error) {
      if (error instanceof TranscriptError) errorOutput.write(`skipped ${error.message}\n`);
      else errorOutput.write(`skipped ${shown}: ${describeError(error)}\n`);
    }
  }
  return runs;
}

/**
 * The tools an action run has beside the built-in ones (GitHubChecks, GitHubJobLog, GitHubPRThreads,
 * PRInlineComment), so a run's calls to them are judged as the run judged them. Never called: the
 * client holds no real token (Octokit wants one to be built) and makes no request.
 */
export function actionRunTools(): Tools {
  return recordedRunTools(createOctokit('unused', { baseUrl: 'https://api.github.com' }), { owner: 'local', repo: 'local' });
}

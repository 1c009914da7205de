import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { describeError } from '../core/describe-error.js';
import { existingFile, existingFolder } from './check-paths.js';
import { UsageError } from './usage-error.js';

const FAIL_ON = ['tighten', 'loosen', 'any'] as const;
export type FailOn = (typeof FAIL_ON)[number];

export type WhatIfCommand =
  | { readonly kind: 'help'; readonly topic: string; readonly exitCode: 0 | 2 }
  | {
      readonly kind: 'policy-diff';
      /** The new policy, absolute. */
      readonly policy: string;
      /** The policy before, absolute; unset: the one each run recorded. */
      readonly base?: string;
      readonly json: boolean;
      readonly failOn: FailOn;
      readonly cwd: string;
      readonly transcripts: readonly string[];
    }
  | {
      readonly kind: 'policy-suggest';
      /** Unset: the policy each run recorded. */
      readonly policy?: string;
      readonly json: boolean;
      readonly cwd: string;
      readonly transcripts: readonly string[];
    };

/** Transcripts below a folder given on the command line (`gh run download` makes one per artifact): at most this deep. */
const MAX_DEPTH = 6;

function transcriptsBelow(folder: string, depth = 0): string[] {
  if (depth > MAX_DEPTH) return [];
  const found: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) found.push(...transcriptsBelow(path, depth + 1));
    else if (entry.isFile() && entry.name === 'transcript.jsonl') found.push(path);
  }
  return found;
}

/** Each TRANSCRIPT given: a file, or a folder whose `transcript.jsonl` files are all taken. */
function transcriptPaths(values: readonly string[], cwd: string, topic: string): string[] {
  if (values.length === 0) throw new UsageError(`${topic} needs at least one TRANSCRIPT.jsonl (a run's transcript.jsonl, or a folder of downloaded artifacts).`, topic);
  return values.flatMap((value) => {
    const path = resolve(cwd, value);
    if (statSync(path, { throwIfNoEntry: false })?.isDirectory()) {
      const found = transcriptsBelow(path);
      if (found.length === 0) throw new UsageError(`${value} is a folder with no transcript.jsonl in it.`, topic);
      return found;
    }
    return [existingFile('transcript', value, cwd, topic, 'transcript')];
  });
}

/** `tollgate policy diff|suggest …` as a typed command; throws UsageError pointing at its help. */
export function parseWhatIf(sub: 'diff' | 'suggest', argv: readonly string[], cwd: string): WhatIfCommand {
  const topic = `policy ${sub}`;
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      options: {
        help: { type: 'boolean', short: 'h' },
        policy: { type: 'string' },
        cwd: { type: 'string' },
        json: { type: 'boolean' },
        ...(sub === 'diff' ? { base: { type: 'string' }, 'fail-on': { type: 'string' } } : {}),
      },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    throw new UsageError(describeError(error).split('\n')[0]!.replace(/\. To specify a positional argument.*$/, '.'), topic);
  }
  const { values, positionals } = parsed;
  if (values.help) return { kind: 'help', topic, exitCode: 0 };
  const dir = existingFolder('--cwd', typeof values.cwd === 'string' ? values.cwd : cwd, cwd, topic);
  const policyFlag = typeof values.policy === 'string' ? values.policy : undefined;
  const policy = policyFlag === undefined ? undefined : existingFile('--policy', policyFlag, cwd, topic, 'policy file');
  const json = values.json === true;
  if (sub === 'suggest') return { kind: 'policy-suggest', json, cwd: dir, transcripts: transcriptPaths(positionals, cwd, topic), ...(policy ? { policy } : {}) };
  if (!policy) throw new UsageError('policy diff needs --policy NEW.yml: the policy to compare the runs with.', topic);
  const base = typeof values.base === 'string' ? existingFile('--base', values.base, cwd, topic, 'policy file') : undefined;
  const failOnFlag = typeof values['fail-on'] === 'string' ? values['fail-on'] : 'tighten';
  const failOn = FAIL_ON.find((way) => way === failOnFlag);
  if (!failOn) throw new UsageError(`--fail-on must be one of ${FAIL_ON.join(', ')}; got '${failOnFlag}'.`, topic);
  return { kind: 'policy-diff', policy, json, failOn, cwd: dir, transcripts: transcriptPaths(positionals, cwd, topic), ...(base ? { base } : {}) };
}

/**
 * A long real task for the loopback APIs: a repository of N text files and a scripted model that
 * reads them one per turn and then says it is done. The script keeps its own count (what a model
 * would remember through a summary), so compaction may drop any history; it answers a summary
 * request (client-side compaction: `tool_choice: none`) with a summary naming what was read.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiUsage, RecordedRequest, ScriptedReply, ServedReply } from './fake-messages-api.js';
import { endTurn, reply, text, toolUse } from './scripted-model.js';

export interface LongTaskRepo {
  readonly root: string;
  /** Workspace-relative paths, in reading order. */
  readonly files: readonly string[];
}

/** `count` files of about `bytes` bytes each under docs/, as lines of about `lineChars` characters. */
export function writeLongTaskRepo(root: string, count: number, bytes: number, lineChars = 100): LongTaskRepo {
  mkdirSync(join(root, 'docs'), { recursive: true });
  const files: string[] = [];
  for (let index = 1; index <= count; index++) {
    const path = `docs/f${String(index).padStart(2, '0')}.txt`;
    const lines: string[] = [];
    let size = 0;
    for (let line = 1; size < bytes; line++) {
      const words = `file ${index} line ${line}: `;
      const body = `${words}${'lorem ipsum dolor sit amet '.repeat(Math.ceil(lineChars / 27))}`.slice(0, lineChars);
      lines.push(body);
      size += body.length + 1;
    }
    writeFileSync(join(root, path), `${lines.join('\n')}\n`);
    files.push(path);
  }
  return { root, files };
}

const READ_ID = /^toolu_read_(\d+)$/;

function blocksOf(message: unknown): Record<string, unknown>[] {
  const content = (message as { content?: unknown }).content;
  return Array.isArray(content) ? (content as Record<string, unknown>[]) : [];
}

/** A request that asks for a summary rather than the next step: client-side compaction's. */
export function isSummaryRequest(request: RecordedRequest): boolean {
  const choice = request.body.tool_choice as { type?: string } | undefined;
  return choice?.type === 'none';
}

export interface ReadEveryFile {
  readonly script: (request: RecordedRequest) => ScriptedReply;
  /** Reads whose results the model has seen, by index (1-based). */
  readonly done: ReadonlySet<number>;
  /** Summary requests answered. */
  readonly summaries: () => number;
}

/** Reads every file of `files` with Read, one per turn, then ends its turn. */
export function readEveryFile(files: readonly string[], answer = `Read all ${files.length} files.`): ReadEveryFile {
  const done = new Set<number>();
  let summaries = 0;
  const script = (request: RecordedRequest): ScriptedReply => {
    const messages = Array.isArray(request.body.messages) ? request.body.messages : [];
    for (const block of blocksOf(messages.at(-1))) {
      const id = block.type === 'tool_result' && typeof block.tool_use_id === 'string' ? READ_ID.exec(block.tool_use_id) : null;
      if (id) done.add(Number(id[1]));
    }
    if (isSummaryRequest(request)) {
      summaries++;
      return endTurn(`Task: read every file under docs/. Read so far: ${[...done].sort((a, b) => a - b).join(', ')}. Next: the rest, in order.`);
    }
    const next = files.findIndex((_, index) => !done.has(index + 1));
    if (next < 0) return endTurn(answer);
    return reply(text(`Reading ${files[next]}.`), toolUse('Read', { file_path: files[next]! }, `toolu_read_${next + 1}`));
  };
  return { script, done, summaries: () => summaries };
}

/** USD per million tokens, as the price table has them. */
export interface Rates {
  readonly input: number;
  readonly output: number;
  readonly cache_write_5m: number;
  readonly cache_read: number;
}

function usageUsd(usage: Omit<ApiUsage, 'iterations'>, rates: Rates): number {
  return (
    (usage.input_tokens * rates.input + usage.output_tokens * rates.output + usage.cache_creation_input_tokens * rates.cache_write_5m + usage.cache_read_input_tokens * rates.cache_read) /
    1_000_000
  );
}

/** What the API billed in all: every reply's usage, and each compaction's, which only `usage.iterations` reports. */
export function apiTotalUsd(served: readonly ServedReply[], rates: Rates): number {
  let total = 0;
  for (const { usage } of served) {
    if (!usage) continue;
    total += usageUsd(usage, rates);
    for (const iteration of usage.iterations ?? []) if (iteration.type === 'compaction') total += usageUsd(iteration, rates);
  }
  return total;
}

/** claude-sonnet-5-5, Tollgate's default model, as the price table has it. */
export const DEFAULT_MODEL_RATES: Rates = { input: 2, output: 10, cache_write_5m: 2.5, cache_read: 0.1 };

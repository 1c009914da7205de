/**
 * One figure in a process of its own (started by `bench/run.ts`): what one figure leaves behind in
 * a process, such as the resident memory of a thousand budget sessions, must not weigh on the next
 * (a spawn from a larger process takes longer, and the sandbox figure spawns 600 times).
 * Sends the figure's rows, or why it crashed, to the parent over the IPC channel.
 */
import { FIGURES } from './figures/index.js';
import { figureRequest, type FigureReply } from './lib/figure-process-protocol.js';
import type { Row } from './lib/types.js';

function reply(message: FigureReply): Promise<void> {
  return new Promise((resolve) => process.send?.(message, () => resolve()) ?? resolve());
}

async function main(): Promise<Row[]> {
  const request = figureRequest.parse(JSON.parse(process.argv[2] ?? 'null'));
  const figure = FIGURES.find((candidate) => candidate.name === request.name);
  if (!figure) throw new Error(`no figure named ${request.name}`);
  const log = (line: string) => process.stderr.write(`  ${line}\n`);
  return figure.run({ quick: request.quick, peer: request.peer, runs: request.runs, tmp: request.tmp, log });
}

/** Replies, then exits: a handle a figure left open (a timer, a server) must not keep this process alive. */
async function end(message: FigureReply, code: number): Promise<never> {
  await reply(message);
  process.exit(code);
}

const crashed = (error: unknown) => end({ error: error instanceof Error ? error.message : String(error) }, 1);
process.on('uncaughtException', crashed);
process.on('unhandledRejection', crashed);
main().then(async (rows) => end({ rows }, 0), crashed);

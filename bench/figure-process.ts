/**
 * One figure in a process of its own (started by `bench/run.ts`): what one figure leaves behind in
 * a process, such as the resident memory of a thousand budget sessions, must not weigh on the next
 * (a spawn from a larger process takes longer, and the sandbox figure spawns 600 times).
 * Sends the figure's rows, or why it crashed, to the parent over the IPC channel.
 */
import { FIGURES } from './figures/index.js';
import { figureRequest, type FigureReply } from './lib/figure-process-protocol.js';

function reply(message: FigureReply): Promise<void> {
  return new Promise((resolve) => process.send?.(message, () => resolve()) ?? resolve());
}

async function main(): Promise<void> {
  const request = figureRequest.parse(JSON.parse(process.argv[2] ?? 'null'));
  const figure = FIGURES.find((candidate) => candidate.name === request.name);
  if (!figure) throw new Error(`no figure named ${request.name}`);
  const log = (line: string) => process.stderr.write(`  ${line}\n`);
  const rows = await figure.run({ quick: request.quick, peer: request.peer, runs: request.runs, tmp: request.tmp, log });
  await reply({ rows });
}

main().then(
  () => process.disconnect?.(),
  async (error: unknown) => {
    await reply({ error: error instanceof Error ? error.message : String(error) });
    process.disconnect?.();
    process.exitCode = 1;
  },
);

import { fork } from 'node:child_process';
import { join } from 'node:path';
import type { FigureReply, FigureRequest } from './figure-process-protocol.js';
import { REPO_ROOT } from './paths.js';
import type { Row } from './types.js';

/**
 * Runs one figure in a fresh Node process (`bench/figure-process.ts`, through tsx like the bench),
 * its log on this process's stderr. Rejects with the figure's own error message when it crashed.
 */
export function runFigureInOwnProcess(request: FigureRequest): Promise<Row[]> {
  return new Promise((resolve, reject) => {
    const child = fork(join(REPO_ROOT, 'bench', 'figure-process.ts'), [JSON.stringify(request)], {
      cwd: REPO_ROOT,
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    // Settled by the reply itself: an exit can be seen before the last message is read.
    child.on('message', (message) => {
      const reply = message as FigureReply;
      if ('rows' in reply) resolve(reply.rows);
      else reject(new Error(reply.error));
    });
    child.on('error', reject);
    // Without a reply (a crash of the process itself): why, as far as the exit says. A no-op once settled.
    child.on('close', (code, signal) => reject(new Error(`its process ended (${signal ?? `exit code ${code}`}) without rows`)));
  });
}

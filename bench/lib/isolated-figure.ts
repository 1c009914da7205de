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
    let reply: FigureReply | null = null;
    child.on('message', (message) => {
      reply = message as FigureReply;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      const got = reply as FigureReply | null;
      if (got && 'rows' in got) resolve(got.rows);
      else if (got) reject(new Error(got.error));
      else reject(new Error(`its process ended (${signal ?? `exit code ${code}`}) without rows`));
    });
  });
}

import { spawn } from 'node:child_process';
import { WRAPPER_PATH } from './launcher.js';
import type { CommandExecutor } from './preflight.js';

/** The preflight's executor: a program from the system PATH, at most five minutes (apt-get can be slow). */
export const hostExecutor: CommandExecutor = (argv, input) =>
  new Promise((resolve) => {
    const [file = 'true', ...args] = argv;
    const child = spawn(file, args, { env: { PATH: WRAPPER_PATH, LANG: 'C.UTF-8' }, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), 5 * 60_000);
    child.once('error', (error) => {
      clearTimeout(timer);
      resolve({ code: null, stdout, stderr: error.message });
    });
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(input ?? '');
  });

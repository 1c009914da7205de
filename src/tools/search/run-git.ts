import type { ToolUseContext } from '../../core/tool.js';
import { runGit, type GitRunner } from '../../core/run-git.js';

/** The git runner of a search tool's call: the session's runner, confined like a call that only reads. */
export function searchGit(context: ToolUseContext): GitRunner {
  return {
    runner: context.commandRunner,
    env: context.env,
    purpose: { kind: 'tool', toolUseId: context.toolUseId ?? 'search', access: 'read-only' },
    signal: context.abortController.signal,
  };
}

/** The top of the git work tree that holds `dir`, or null outside one (or without git). */
export async function gitWorkTreeRoot(git: GitRunner, dir: string): Promise<string | null> {
  const run = await runGit(git, ['rev-parse', '--is-inside-work-tree', '--show-toplevel'], dir);
  if (run.code !== 0) return null;
  const [inside, top] = run.stdout.toString('utf8').split('\n');
  return inside === 'true' && top ? top : null;
}

export function splitNul(buffer: Buffer): string[] {
  return buffer
    .toString('utf8')
    .split('\0')
    .filter((part) => part !== '');
}

/** True when git ignores `path` (itself or through an ignored parent directory). */
export async function isIgnoredByGit(git: GitRunner, path: string, cwd: string): Promise<boolean> {
  const run = await runGit(git, ['check-ignore', '-q', '--', path], cwd);
  return run.code === 0;
}

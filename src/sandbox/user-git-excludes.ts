import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The user's global git excludes (core.excludesFile, else git's default file), so the excludes the
 * sandbox sets for its mount points keep them. Empty when there is none or git is not installed.
 */
export async function readUserGitExcludes(cwd: string, env: Readonly<Record<string, string | undefined>>): Promise<string> {
  const configured = await new Promise<string>((resolve) => {
    execFile('git', ['config', '--get', 'core.excludesFile'], { cwd, env: { PATH: env.PATH ?? '', HOME: env.HOME ?? '' }, timeout: 5_000 }, (error, stdout) =>
      resolve(error ? '' : String(stdout).trim()),
    );
  });
  const home = env.HOME ?? '';
  const path = configured
    ? configured.replace(/^~(?=\/|$)/, home)
    : join(env.XDG_CONFIG_HOME || join(home, '.config'), 'git', 'ignore');
  return readFile(path, 'utf8').catch(() => '');
}

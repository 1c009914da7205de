import { existsSync, rmSync } from 'node:fs';
import { cp, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { relativeInside } from '../core/paths.js';
import { runGitOnHost } from '../core/run-git.js';
import { CHANGE_BUNDLE_FILE } from '../delivery/change-bundle.js';
import { fileURLToPath } from 'node:url';
import { formatCount } from '../report/markdown.js';
import type { CliCommand } from './parse-args.js';
import { runLocalSession, type CliIo } from './run-command.js';

type DemoArgs = Extract<CliCommand, { kind: 'demo' }>;

/** `examples/demo`, found from the source file or from the bundle in dist/cli/. */
export function findDemoDir(start = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const candidate = join(dir, 'examples', 'demo');
    if (existsSync(join(candidate, 'session.cassette.jsonl'))) return candidate;
    if (dirname(dir) === dir) throw new Error('The demo files (examples/demo) are missing from this installation.');
  }
}

/** A path as short as it can be said from where the user is. */
function shown(path: string, cwd: string): string {
  return relativeInside(path, cwd) || path;
}

/**
 * The copy made a git checkout of one commit, as a workflow's checkout is, so the run bundles its
 * change for `tollgate apply --dry-run`. False when git could not do it: the demo runs all the same.
 */
async function commitCopy(workspace: string, env: NodeJS.ProcessEnv): Promise<boolean> {
  const identity = ['-c', 'user.name=Tollgate demo', '-c', 'user.email=demo@tollgate.invalid', '-c', 'commit.gpgSign=false'];
  for (const args of [['init', '--quiet'], ['add', '--all'], [...identity, 'commit', '--quiet', '--message', 'The demo repository']]) {
    if ((await runGitOnHost(args, workspace, env)).code !== 0) return false;
  }
  return true;
}

/**
 * `tollgate demo`: the example repository copied to a temp folder (removed at exit unless --keep),
 * a scripted session replayed on it with real tools and the example policy; prints the progress,
 * the headline and where the report files are.
 */
export async function demoCommand(args: DemoArgs, io: CliIo): Promise<number> {
  const demo = findDemoDir();
  const root = await mkdtemp(join(tmpdir(), 'tollgate-demo-'));
  const cleanup = () => rmSync(root, { recursive: true, force: true });
  if (!args.keep) process.once('exit', cleanup);
  try {
    const workspace = join(root, 'repo');
    await cp(join(demo, 'repo'), workspace, { recursive: true });
    const committed = await commitCopy(workspace, io.env);
    const outDir = args.out;
    const prompt = (await readFile(join(demo, 'prompt.txt'), 'utf8')).trim();
    const progress = args.json ? io.stderr : io.stdout;
    progress.write(
      `Tollgate demo: a scripted session (model replies written by hand and replayed; no API key, no network)\n` +
        `on a copy of examples/demo/repo in ${workspace}, with its policy .github/tollgate.yml. The tools run for real.\n\n`,
    );
    const { result, paths } = await runLocalSession(
      {
        prompt,
        workspace,
        outDir,
        modelSource: { kind: 'replay', path: join(demo, 'session.cassette.jsonl') },
        allowBypass: false,
        json: args.json,
      },
      io,
    );
    if (args.json) {
      io.stdout.write(await readFile(paths.result, 'utf8'));
    } else {
      const comment = await readFile(paths.comment, 'utf8');
      io.stdout.write(
        `\nThe PR comment Tollgate would post (${formatCount(comment.length)} characters): ${shown(paths.comment, io.cwd)}\n` +
          `Also in ${shown(outDir, io.cwd)}: report.md, summary.md, result.json, transcript.jsonl, changes.diff${committed ? ', change-bundle.json' : ''} and every full output.\n` +
          (committed && existsSync(join(outDir, CHANGE_BUNDLE_FILE))
            ? `What the action would land: tollgate apply ${shown(join(outDir, CHANGE_BUNDLE_FILE), io.cwd)} --dry-run --cwd ${shown(join(demo, 'repo'), io.cwd)}\n`
            : '') +
          (args.keep ? `The demo's copy of the repository, as the session left it: ${workspace}\n` : ''),
      );
    }
    return result.conclusion === 'success' ? 0 : 1;
  } finally {
    if (!args.keep) {
      cleanup();
      process.removeListener('exit', cleanup);
    }
  }
}

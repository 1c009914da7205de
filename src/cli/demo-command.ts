import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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

/**
 * `tollgate demo`: the example repository copied to a temp folder, a scripted session replayed on it
 * with real tools and the example policy, and the PR comment Tollgate would post.
 */
export async function demoCommand(args: DemoArgs, io: CliIo): Promise<number> {
  const demo = findDemoDir();
  const root = await mkdtemp(join(tmpdir(), 'tollgate-demo-'));
  const workspace = join(root, 'repo');
  await cp(join(demo, 'repo'), workspace, { recursive: true });
  const outDir = args.out ? resolve(io.cwd, args.out) : join(root, 'out');
  const prompt = (await readFile(join(demo, 'prompt.txt'), 'utf8')).trim();
  const progress = args.json ? io.stderr : io.stdout;
  progress.write(
    `Tollgate demo: a scripted session (model replies written by hand and replayed; no API key, no network)\n` +
      `on a copy of examples/demo/repo in ${workspace}, with its policy .github/tollgate.yml. The tools run for real.\n\n`,
  );
  const { result, outputs } = await runLocalSession(
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
    io.stdout.write(outputs.resultJson);
  } else {
    io.stdout.write(`\n──── The PR comment Tollgate would post (${outputs.commentPath}) ────\n\n${outputs.comment}\n\n`);
    io.stdout.write(`Outputs (comment.md, summary.md, result.json, transcript.jsonl, large outputs): ${outDir}\n`);
  }
  return result.conclusion === 'success' ? 0 : 1;
}

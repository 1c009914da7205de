/**
 * Write re-checks its path at call time (issue 25, point 7), in a real session of the built CLI:
 * while a scripted model writes `build/f<i>.txt` again and again, a concurrent process keeps
 * swapping `build` between a real folder, a symlink out of the workspace and a symlink into
 * `.git/hooks`. Whatever the timing, no file lands outside the workspace or among the git hooks:
 * each Write either wrote into the real folder the gate judged, or was refused.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { startFakeMessagesApi, type FakeMessagesApi } from '../support/fake-messages-api.js';
import { makeTempDir } from '../support/core-fixtures.js';
import { runCli } from '../support/run-cli.js';
import { endTurn, reply, toolUse } from '../support/scripted-model.js';

let dir: string;
let cleanup: () => void;
let api: FakeMessagesApi | undefined;
let swapper: ChildProcess | undefined;
/** Enough Writes that, without the re-check, some would land where the swap pointed (seen against the build before it). */
const CALLS = 60;
const repo = () => join(dir, 'repo');

/** Swaps `build` for a symlink to each target in turn, atomically (a new link renamed over it), as fast as it can. */
const SWAPPER = `
const fs = require('fs');
const [link, ...targets] = process.argv.slice(1);
let i = 0;
for (;;) {
  const temp = link + '.swap';
  try { fs.rmSync(temp, { force: true }); fs.symlinkSync(targets[i++ % targets.length], temp); fs.renameSync(temp, link); } catch {}
}
`;

beforeEach(() => {
  ({ dir, cleanup } = makeTempDir('tollgate-write-swap-'));
  for (const d of [join(repo(), 'build.real'), join(repo(), '.git', 'hooks'), join(dir, 'outside'), join(dir, 'home')]) mkdirSync(d, { recursive: true });
  writeFileSync(join(repo(), 'README.md'), '# swap\n');
  symlinkSync('build.real', join(repo(), 'build'));
});
afterEach(async () => {
  swapper?.kill('SIGKILL');
  swapper = undefined;
  await api?.close();
  api = undefined;
  cleanup();
});

it('never writes through a symlink swapped in between the gate and the write', { timeout: 180_000 }, async () => {
  const writes = Array.from({ length: CALLS }, (_, i) => toolUse('Write', { file_path: `build/f${i}.txt`, content: `file ${i}\n` }, `toolu_w${i}`));
  const turns = Array.from({ length: CALLS / 12 }, (_, t) => reply(...writes.slice(t * 12, t * 12 + 12)));
  api = await startFakeMessagesApi({ script: [...turns, endTurn('Done.')] });
  writeFileSync(join(dir, 'policy.yml'), 'permissions:\n  defaultMode: acceptEdits\n');
  // Mostly the real folder, so most calls pass the gate and then race the swap to the write.
  const targets = ['build.real', 'build.real', 'build.real', 'build.real', 'build.real', 'build.real', join(dir, 'outside'), '.git/hooks'];
  swapper = spawn(process.execPath, ['-e', SWAPPER, join(repo(), 'build'), ...targets], { stdio: 'ignore' });
  const out = join(dir, 'out');
  const run = await runCli(['run', '--prompt', 'write the files', '--cwd', repo(), '--out', out, '--policy', join(dir, 'policy.yml')], {
    cwd: dir,
    env: { ANTHROPIC_API_KEY: 'sk-test-write-swap-0123', ANTHROPIC_BASE_URL: api.baseURL, HOME: join(dir, 'home') },
    timeoutMs: 150_000,
  });
  swapper.kill('SIGKILL');
  expect(run.code, run.stdout + run.stderr).toBe(0);

  // Nothing outside the workspace, nothing among the hooks.
  expect(readdirSync(join(dir, 'outside'))).toEqual([]);
  expect(readdirSync(join(repo(), '.git', 'hooks'))).toEqual([]);
  // Every Write that succeeded wrote the real folder; every other one wrote nothing.
  const result = JSON.parse(readFileSync(join(out, 'result.json'), 'utf8')) as { tool_calls: { tool_use_id: string; status: string }[] };
  const statuses = new Map(result.tool_calls.map((call) => [call.tool_use_id, call.status]));
  let written = 0;
  for (let i = 0; i < CALLS; i++) {
    const file = join(repo(), 'build.real', `f${i}.txt`);
    if (statuses.get(`toolu_w${i}`) === 'success') {
      written++;
      expect(readFileSync(file, 'utf8')).toBe(`file ${i}\n`);
    } else {
      expect(existsSync(file), `f${i}: ${statuses.get(`toolu_w${i}`)}`).toBe(false);
    }
  }
  expect(statuses.size).toBeGreaterThanOrEqual(CALLS);
  // The swaps were really racing the session: some calls wrote, some were refused (by the gate or at the write).
  expect(written).toBeGreaterThan(0);
  expect(written).toBeLessThan(CALLS);
});

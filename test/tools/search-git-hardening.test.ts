/**
 * Glob and Grep list and search with git: through the session's command runner (so the sandbox
 * confines it like a call that only reads) and hardened, so a repository's config cannot make a
 * listing start a program. The repository here sets `core.fsmonitor` to a script that leaves a
 * marker whenever git runs it, as plain `git ls-files` and `git grep` do.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { CommandRunner, ProcessSpec } from '../../src/core/command-runner.js';
import { createToolUseContext } from '../../src/core/context.js';
import { HARDENED_GIT_CONFIG } from '../../src/core/run-git.js';
import { createProcessRunner } from '../../src/sandbox/process-runner.js';
import { builtinTools } from '../../src/tools/index.js';
import { callTool, makeSandbox, testEnv, type Sandbox } from './helpers.js';

let sandbox: Sandbox;
let marker: string;
beforeEach(async () => {
  sandbox = await makeSandbox();
  marker = join(sandbox.outputDir, 'fsmonitor-ran');
  const hook = join(sandbox.outputDir, 'fsmonitor.sh');
  writeFileSync(hook, `#!/bin/sh\necho ran >> ${marker}\nexit 1\n`);
  chmodSync(hook, 0o755);
  writeFileSync(join(sandbox.root, 'a.ts'), 'export const needle = 1;\n');
  writeFileSync(join(sandbox.root, 'b.ts'), 'export const needle = 2;\n');
  for (const args of [['init', '-q'], ['add', 'a.ts'], ['config', 'core.fsmonitor', hook]]) spawnSync('git', args, { cwd: sandbox.root });
});
afterEach(async () => {
  await sandbox.cleanup();
});

/** The real process runner, with every spawn it is asked for written down. */
function recordingRunner(): CommandRunner & { specs: ProcessSpec[] } {
  const real = createProcessRunner();
  const specs: ProcessSpec[] = [];
  return { specs, spawn: (spec) => (specs.push(spec), real.spawn(spec)), terminateAll: (grace) => real.terminateAll(grace) };
}

it('the repository really runs its fsmonitor for a plain git ls-files (the hazard)', () => {
  spawnSync('git', ['ls-files', '--others', '--exclude-standard'], { cwd: sandbox.root });
  expect(existsSync(marker)).toBe(true);
});

it('Glob and Grep run git through the command runner, as read-only tool calls, hardened: the fsmonitor never runs', async () => {
  const runner = recordingRunner();
  const context = createToolUseContext({ commandRunner: runner, tools: builtinTools(), workspaceRoot: sandbox.root, outputDir: sandbox.outputDir, env: testEnv() });
  const globbed = await callTool(context, 'Glob', { pattern: '*.ts' });
  const grepped = await callTool(context, 'Grep', { pattern: 'needle', output_mode: 'files_with_matches' });
  expect(globbed.text).toContain('a.ts');
  expect(grepped.text).toContain('a.ts');
  expect(grepped.text).toContain('b.ts');
  expect(existsSync(marker)).toBe(false);
  const gits = runner.specs.filter((spec) => spec.file === 'git');
  expect(gits.length).toBeGreaterThanOrEqual(3);
  for (const spec of gits) {
    expect(spec.args.slice(0, HARDENED_GIT_CONFIG.length)).toEqual([...HARDENED_GIT_CONFIG]);
    expect(spec.purpose).toMatchObject({ kind: 'tool', access: 'read-only' });
  }
});

// A decoy repository that tracks decoy.ts and ignores every other .ts file: a git that followed the session's GIT_DIR would take its index and excludes for the workspace's (and find nothing).
it('Glob and Grep list and search the workspace repository even when the session environment points GIT_DIR at another one', async () => {
  const decoy = mkdtempSync(join(tmpdir(), 'tollgate-decoy-'));
  try {
    writeFileSync(join(decoy, 'decoy.ts'), 'export const needle = 3;\n');
    for (const args of [['init', '-q'], ['add', 'decoy.ts']]) spawnSync('git', args, { cwd: decoy });
    writeFileSync(join(decoy, '.git', 'info', 'exclude'), '*.ts\n');
    const context = createToolUseContext({ commandRunner: createProcessRunner(), tools: builtinTools(), workspaceRoot: sandbox.root, outputDir: sandbox.outputDir, env: { ...testEnv(), GIT_DIR: join(decoy, '.git') } });
    const globbed = await callTool(context, 'Glob', { pattern: '*.ts' });
    const grepped = await callTool(context, 'Grep', { pattern: 'needle', output_mode: 'files_with_matches' });
    for (const result of [globbed.text, grepped.text]) {
      expect(result).toContain('a.ts');
      expect(result).toContain('b.ts');
      expect(result).not.toContain('decoy');
    }
  } finally {
    rmSync(decoy, { recursive: true, force: true });
  }
});

/**
 * Inside a git work tree Grep and Glob search with git, so their `git grep` / `git ls-files` start
 * beside the plan's `git rev-parse` instead of after it (in the sandbox each git process is a
 * wrapped one). Outside a work tree the walk answers, and no git process outlives the call.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CommandRunner } from '../../src/core/command-runner.js';
import { createToolUseContext } from '../../src/core/context.js';
import { HARDENED_GIT_CONFIG } from '../../src/core/run-git.js';
import { createProcessRunner } from '../../src/sandbox/process-runner.js';
import { builtinTools } from '../../src/tools/index.js';
import { callTool, makeSandbox, testEnv, type Sandbox } from './helpers.js';

let sandbox: Sandbox;
beforeEach(async () => {
  sandbox = await makeSandbox();
  writeFileSync(join(sandbox.root, 'a.ts'), 'export const needle = 1;\n');
  writeFileSync(join(sandbox.root, 'b.ts'), 'export const needle = 2;\n');
});
afterEach(async () => {
  await sandbox.cleanup();
});

/** The real process runner, writing down when each git subcommand started and ended. */
function timelineRunner(): CommandRunner & { log: string[] } {
  const real = createProcessRunner();
  const log: string[] = [];
  return {
    log,
    async spawn(spec) {
      const name = spec.args[HARDENED_GIT_CONFIG.length] ?? spec.file;
      log.push(`start ${name}`);
      const running = await real.spawn(spec);
      void running.exited.then((exit) => log.push(`end ${name}${exit.kind === 'exited' ? ` ${exit.code}` : ''}`));
      return running;
    },
    terminateAll: (grace) => real.terminateAll(grace),
  };
}

const contextWith = (runner: CommandRunner) => createToolUseContext({ commandRunner: runner, tools: builtinTools(), workspaceRoot: sandbox.root, outputDir: sandbox.outputDir, env: testEnv() });

describe('Grep and Glob in a git work tree', () => {
  beforeEach(() => {
    for (const args of [['init', '-q'], ['add', 'a.ts']]) spawnSync('git', args, { cwd: sandbox.root });
  });

  it("start git grep before the plan's rev-parse has ended, and find tracked and untracked files", async () => {
    const runner = timelineRunner();
    const grepped = await callTool(contextWith(runner), 'Grep', { pattern: 'needle', output_mode: 'files_with_matches' });
    expect(grepped.text).toContain('a.ts');
    expect(grepped.text).toContain('b.ts');
    expect(runner.log.indexOf('start grep')).toBeGreaterThanOrEqual(0);
    expect(runner.log.indexOf('start grep')).toBeLessThan(runner.log.findIndex((line) => line.startsWith('end rev-parse')));
  });

  it("start git ls-files before the plan's rev-parse has ended", async () => {
    const runner = timelineRunner();
    const globbed = await callTool(contextWith(runner), 'Glob', { pattern: '*.ts' });
    expect(globbed.text).toContain('a.ts');
    expect(globbed.text).toContain('b.ts');
    expect(runner.log.indexOf('start ls-files')).toBeGreaterThanOrEqual(0);
    expect(runner.log.indexOf('start ls-files')).toBeLessThan(runner.log.findIndex((line) => line.startsWith('end rev-parse')));
  });
});

describe('Grep and Glob outside a git work tree', () => {
  it('answer from the walk, and every git process they started has ended when the call returns', async () => {
    const runner = timelineRunner();
    const context = contextWith(runner);
    for (const [tool, input] of [
      ['Grep', { pattern: 'needle', output_mode: 'files_with_matches' }],
      ['Glob', { pattern: '*.ts' }],
    ] as const) {
      const result = await callTool(context, tool, input);
      expect(result.text, tool).toContain('a.ts');
      expect(result.text, tool).toContain('b.ts');
      const started = runner.log.filter((line) => line.startsWith('start ')).length;
      const ended = runner.log.filter((line) => line.startsWith('end ')).length;
      expect(ended, `${tool}: ${runner.log.join(', ')}`).toBe(started);
    }
  });

  it("search nothing with git when the user's git config would make git grep search outside a repository", async () => {
    const home = join(sandbox.outputDir, 'home');
    mkdirSync(home);
    writeFileSync(join(home, '.gitconfig'), '[grep]\n\tfallbackToNoIndex = true\n');
    const runner = timelineRunner();
    const context = createToolUseContext({ commandRunner: runner, tools: builtinTools(), workspaceRoot: sandbox.root, outputDir: sandbox.outputDir, env: { ...testEnv(), HOME: home } });
    const result = await callTool(context, 'Grep', { pattern: 'needle', output_mode: 'files_with_matches' });
    expect(result.text).toContain('a.ts');
    // Without `-c grep.fallbackToNoIndex=false` it would have searched the folder (exit 0) for nothing.
    expect(runner.log).toContain('end grep 128');
  });
});

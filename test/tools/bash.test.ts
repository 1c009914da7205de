import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createToolUseContext } from '../../src/core/context.js';
import { createRedactor } from '../../src/core/redact.js';
import { loadBashParser } from '../../src/permissions/bash/parser.js';
import { createBashTool } from '../../src/tools/bash.js';
import { builtinTools } from '../../src/tools/index.js';
import { applyModifier, callTool, makeContext, makeSandbox, testEnv, type Sandbox } from './helpers.js';
import { groupMembers, groupSignalable, liveGroupMembers, waitFor } from './process-check.js';
import { createProcessRunner } from '../../src/sandbox/process-runner.js';

let sandbox: Sandbox;
beforeAll(async () => {
  await loadBashParser();
});
beforeEach(async () => {
  sandbox = await makeSandbox();
});
afterEach(async () => {
  await sandbox.cleanup();
});

/** A command that writes its process group id (`$$` of the group leader) and leaves children behind. */
function spawningCommand(pidFile: string, trapTerm = false): string {
  return `${trapTerm ? "trap '' TERM; " : ''}sleep 30 & sleep 30 & echo $$ > ${pidFile}; (sleep 30; echo never) ; wait`;
}

async function readPgid(pidFile: string): Promise<number> {
  return waitFor(async () => {
    const text = await readFile(pidFile, 'utf8').catch(() => '');
    return text.trim() ? Number(text.trim()) : undefined;
  }, 10_000);
}

/**
 * No process of the group runs. `kill(-pgid, 0)` must throw ESRCH, unless all that is left are
 * orphaned zombies: exited processes waiting for PID 1 to reap them, which the init of some
 * machines (this one included) never does.
 */
async function expectGroupGone(pgid: number): Promise<void> {
  expect(liveGroupMembers(pgid)).toEqual([]);
  // Our own child, the group leader, may be a zombie for a moment until Node reaps it.
  const settled = await waitFor(() => {
    if (!groupSignalable(pgid)) return 'no process left';
    const leftovers = groupMembers(pgid);
    return leftovers.every((member) => member.state === 'Z' && member.ppid === 1) ? 'only orphaned zombies left' : undefined;
  }, 5_000);
  expect(['no process left', 'only orphaned zombies left']).toContain(settled);
}

describe('Bash', () => {
  it('runs a command in the context cwd with the context env and reports the exit code', async () => {
    process.env.TOLLGATE_TEST_SECRET = 'must-not-leak';
    const context = createToolUseContext({ commandRunner: createProcessRunner(),
      tools: builtinTools(),
      workspaceRoot: sandbox.root,
      outputDir: sandbox.outputDir,
      env: { ...testEnv(), GREETING: 'hello' },
    });
    const ok = await callTool(context, 'Bash', { command: 'echo "$GREETING from $(pwd)"; echo "[${TOLLGATE_TEST_SECRET:-}]"' });
    expect(ok.isError).toBe(false);
    expect(ok.text).toBe(`hello from ${sandbox.root}\n[]\n\nExit code: 0`);
    const failed = await callTool(context, 'Bash', { command: 'echo oops >&2; exit 3' });
    expect(failed.isError).toBe(true);
    expect(failed.text).toBe('oops\n\nExit code: 3');
    delete process.env.TOLLGATE_TEST_SECRET;
  });

  it('kills the whole process group on timeout and says so', async () => {
    const pidFile = join(sandbox.root, 'pgid');
    const result = await callTool(makeContext(sandbox), 'Bash', { command: spawningCommand(pidFile), timeout: 300 });
    const pgid = await readPgid(pidFile);
    expect(result.isError).toBe(true);
    expect(result.text).toContain('Command timed out after 0 s; it and every process it started were killed.');
    expect(result.text).not.toContain('never');
    await expectGroupGone(pgid);
  });

  it('escalates to SIGKILL when the group ignores SIGTERM', async () => {
    const pidFile = join(sandbox.root, 'pgid');
    const result = await callTool(makeContext(sandbox), 'Bash', { command: spawningCommand(pidFile, true), timeout: 300 });
    const pgid = await readPgid(pidFile);
    expect(result.text).toContain('timed out');
    expect(result.text).toContain('killed by SIGKILL');
    await expectGroupGone(pgid);
  });

  it('kills the whole process group when the session is aborted', async () => {
    const pidFile = join(sandbox.root, 'pgid');
    const context = makeContext(sandbox);
    const running = callTool(context, 'Bash', { command: spawningCommand(pidFile) });
    const pgid = await readPgid(pidFile);
    // The leader, two background sleeps, the subshell and its sleep.
    await waitFor(() => (liveGroupMembers(pgid).length >= 4 ? true : undefined), 10_000);
    context.abortController.abort();
    const result = await running;
    expect(result.outcome.status).toBe('cancelled');
    await waitFor(() => (liveGroupMembers(pgid).length === 0 ? true : undefined), 10_000);
    await expectGroupGone(pgid);
  });

  it('moves the session cwd on a cd inside the workspace and refuses one outside', async () => {
    await mkdir(join(sandbox.root, 'sub', 'dir'), { recursive: true });
    let context = makeContext(sandbox);
    const moved = await callTool(context, 'Bash', { command: 'cd sub/dir' });
    expect(moved.text).toContain(`Working directory is now ${join(sandbox.root, 'sub', 'dir')}.`);
    context = applyModifier(context, moved);
    expect(context.cwd).toBe(join(sandbox.root, 'sub', 'dir'));
    expect((await callTool(context, 'Bash', { command: 'pwd' })).text).toBe(`${join(sandbox.root, 'sub', 'dir')}\n\nExit code: 0`);
    const exited = await callTool(context, 'Bash', { command: 'cd .. && exit 0' });
    expect(exited.text).toContain(`Working directory is now ${join(sandbox.root, 'sub')}.`);
    const errorLine = await callTool(context, 'Bash', { command: 'true\nno_such_command_xyz' });
    expect(errorLine.text).toContain('line 2: no_such_command_xyz: command not found');
    const escaped = await callTool(context, 'Bash', { command: `cd ${sandbox.outputDir}` });
    expect(escaped.outcome.contextModifier).toBeUndefined();
    expect(escaped.text).toContain(`outside the workspace, so the working directory stays ${join(sandbox.root, 'sub', 'dir')}`);
  });

  it('falls back to the workspace root when the working directory was removed', async () => {
    await mkdir(join(sandbox.root, 'gone'));
    let context = makeContext(sandbox, { cwd: join(sandbox.root, 'gone') });
    await callTool(context, 'Bash', { command: `rmdir ${join(sandbox.root, 'gone')}` });
    const result = await callTool(context, 'Bash', { command: 'pwd' });
    expect(result.text).toContain(`${sandbox.root}\n\nExit code: 0`);
    expect(result.text).toContain('no longer exists');
    context = applyModifier(context, result);
    expect(context.cwd).toBe(sandbox.root);
  });

  it('reports progress with the last output lines', async () => {
    const result = await callTool(makeContext(sandbox), 'Bash', { command: 'for i in 1 2 3 4 5 6; do echo line$i; sleep 0.3; done' });
    const progress = result.events.filter((event) => event.type === 'tool_progress');
    expect(progress.length).toBeGreaterThan(0);
    const first = progress[0]!;
    expect(first.type === 'tool_progress' && first.data).toMatchObject({ type: 'bash_progress' });
    const data = (first as { data: { lastLines: string[]; totalBytes: number } }).data;
    expect(data.lastLines.at(-1)).toMatch(/^line\d$/);
    expect(data.totalBytes).toBeGreaterThan(0);
  });

  it('gives head and tail of long output and the log file path', async () => {
    const result = await callTool(makeContext(sandbox), 'Bash', { command: 'seq 1 100000' });
    expect(result.text).toMatch(/^1\n2\n3\n/);
    expect(result.text).toContain('100000\n\nExit code: 0');
    expect(result.text).toContain('bytes of output omitted');
    const logPath = /The whole output is in (\S+) \(read it/.exec(result.text)?.[1];
    expect(logPath).toBeDefined();
    const log = await readFile(logPath!, 'utf8');
    expect(log.split('\n')).toHaveLength(100_001);
    expect(result.text.length).toBeLessThan(30_000);
    // Reported as a persisted output, so the report links the artifact that holds it.
    expect(result.outcome.persistedPath).toBe(logPath);
  });

  it('cuts the tail from the log as redaction left it, not as the command wrote it', async () => {
    const secret = 'sk-test-bash-tail-0123456789abcdefghij';
    const context = { ...makeContext(sandbox), redact: createRedactor([secret]) };
    // 20,000 lines that each shrink by 35 characters once redacted, then a last line.
    const command = `for i in $(seq 1 20000); do echo "line $i ${secret}"; done; echo END-OF-OUTPUT`;
    const result = await callTool(context, 'Bash', { command });
    expect(result.text).not.toContain(secret);
    expect(result.text).toMatch(/line 20000 \*\*\*\nEND-OF-OUTPUT\n/);
    const total = /\((\d+) bytes in all\)/.exec(result.text)?.[1];
    const logPath = /The whole output is in (\S+) \(read it/.exec(result.text)?.[1];
    expect(Number(total)).toBe((await readFile(logPath ?? '')).length);
  });

  it('reports no persisted output when the whole output fits', async () => {
    const result = await callTool(makeContext(sandbox), 'Bash', { command: 'echo short' });
    expect(result.outcome.persistedPath).toBeUndefined();
  });

  it('classifies commands: read-only and concurrency-safe from the parser, destructive by pattern', () => {
    const tool = createBashTool();
    expect(tool.isReadOnly({ command: 'ls -la && cat README.md' })).toBe(true);
    expect(tool.isConcurrencySafe({ command: 'git status' })).toBe(true);
    expect(tool.isReadOnly({ command: 'npm install' })).toBe(false);
    expect(tool.isDestructive({ command: 'rm -rf build' })).toBe(true);
    expect(tool.isDestructive({ command: 'git push --force origin main' })).toBe(true);
    expect(tool.isDestructive({ command: 'git reset --hard HEAD~1' })).toBe(true);
    expect(tool.isDestructive({ command: 'git push origin main' })).toBe(false);
    expect(tool.isDestructive({ command: 'rm file.txt' })).toBe(false);
  });

  it('refuses run_in_background as an unknown parameter', async () => {
    const result = await callTool(makeContext(sandbox), 'Bash', { command: 'sleep 1', run_in_background: true });
    expect(result.isError).toBe(true);
    expect(result.text).toContain('run_in_background');
  });
});

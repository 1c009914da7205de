import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createToolUseContext } from '../../src/core/context.js';
import { buildTool } from '../../src/core/build-tool.js';
import type { AnyTool } from '../../src/core/tool.js';
import { createCommandHooks, HookError } from '../../src/hooks/command-hooks.js';
import { policySchema, type PolicyInput } from '../../src/policy/schema.js';
import { createProcessRunner } from '../../src/sandbox/process-runner.js';

/** Alive and not a zombie waiting for a reaper. */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^\d+ \(.*\) Z/.test(stat);
  } catch {
    return false;
  }
}

const dir = mkdtempSync(join(tmpdir(), 'tollgate-hooks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let scriptCount = 0;

/** Writes an executable bash script and returns its path. */
function script(body: string): string {
  const path = join(dir, `hook-${++scriptCount}.sh`);
  writeFileSync(path, `#!/bin/bash\n${body}\n`);
  chmodSync(path, 0o755);
  return path;
}

const bash = buildTool({ name: 'Bash', inputSchema: z.looseObject({}), description: async () => 'Bash', call: async () => ({ data: 'ok' }) });
const mcpTool: AnyTool = buildTool({ name: 'mcp__db__query', isMcp: true, inputSchema: z.looseObject({}), description: async () => 'q', call: async () => ({ data: 'ok' }) });
const context = createToolUseContext({ commandRunner: createProcessRunner(), tools: [bash], workspaceRoot: dir, outputDir: join(dir, 'out'), permissionMode: 'acceptEdits' });

function hooksFor(hooks: PolicyInput['hooks'], env: Record<string, string> = { PATH: process.env.PATH ?? '/usr/bin:/bin' }) {
  const policy = policySchema.parse({ hooks });
  return createCommandHooks({ config: policy.hooks, sessionId: 'sess-1', transcriptPath: join(dir, 'transcript.jsonl'), cwd: dir, permissionMode: 'acceptEdits', env, runner: createProcessRunner() });
}

const pre = (command: string, hooks: ReturnType<typeof hooksFor>, tool: AnyTool = bash) =>
  hooks.preToolUse({ tool, toolUseId: 'toolu_1', input: { command }, context });

function preHook(...commands: (string | { command: string; timeout?: number; on_error?: 'block' | 'continue' })[]): PolicyInput['hooks'] {
  return { PreToolUse: [{ matcher: 'Bash', hooks: commands.map((c) => (typeof c === 'string' ? { type: 'command' as const, command: c } : { type: 'command' as const, ...c })) }] };
}

describe('PreToolUse command hooks', () => {
  it('get the Claude Code input on stdin', async () => {
    const out = join(dir, 'stdin.json');
    const hooks = hooksFor(preHook(script(`cat > ${out}`)));
    await pre('npm test', hooks);
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual({
      session_id: 'sess-1',
      transcript_path: join(dir, 'transcript.jsonl'),
      cwd: dir,
      permission_mode: 'acceptEdits',
      hook_event_name: 'PreToolUse',
      tool_name: 'Bash',
      tool_input: { command: 'npm test' },
      tool_use_id: 'toolu_1',
    });
  });

  it('an allow decision becomes a hook allow', async () => {
    const hooks = hooksFor(preHook(script(`echo '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow","permissionDecisionReason":"fine"}}'`)));
    expect((await pre('ls', hooks)).permission).toEqual({ behavior: 'allow', message: 'fine' });
  });

  it('a deny decision carries its reason', async () => {
    const hooks = hooksFor(preHook(script(`echo '{"hookSpecificOutput":{"permissionDecision":"deny","permissionDecisionReason":"no curl here"}}'`)));
    expect((await pre('curl x', hooks)).permission).toMatchObject({ behavior: 'deny', message: 'no curl here' });
  });

  it('the legacy decision: block denies', async () => {
    const hooks = hooksFor(preHook(script(`echo '{"decision":"block","reason":"legacy no"}'`)));
    expect((await pre('x', hooks)).permission).toMatchObject({ behavior: 'deny', message: 'legacy no' });
  });

  it('updatedInput replaces the input, and additionalContext reaches the model', async () => {
    const hooks = hooksFor(preHook(script(`echo '{"hookSpecificOutput":{"permissionDecision":"allow","updatedInput":{"command":"npm test --ci"},"additionalContext":"CI flag added"}}'`)));
    const outcome = await pre('npm test', hooks);
    expect(outcome.updatedInput).toEqual({ command: 'npm test --ci' });
    expect(outcome.messages).toEqual(['CI flag added']);
  });

  it('exit 2 blocks with stderr as the reason', async () => {
    const hooks = hooksFor(preHook(script(`echo "pushing is the workflow's job" >&2; exit 2`)));
    expect((await pre('git push', hooks)).permission).toEqual({ behavior: 'deny', message: "pushing is the workflow's job" });
  });

  it('a crash blocks the call with a clear reason', async () => {
    const hooks = hooksFor(preHook(script(`echo "guard.sh: jq: command not found" >&2; exit 127`)));
    const permission = (await pre('ls', hooks)).permission;
    expect(permission?.behavior).toBe('deny');
    expect(permission?.behavior === 'deny' && permission.message).toMatch(/failed with exit code 127: guard\.sh: jq: command not found/);
  });

  it('a crash is ignored with on_error: continue', async () => {
    const hooks = hooksFor(preHook({ command: script('exit 1'), on_error: 'continue' }));
    expect((await pre('ls', hooks)).permission).toBeUndefined();
  });

  it('output that is not valid JSON blocks', async () => {
    const hooks = hooksFor(preHook(script(`echo '{"hookSpecificOutput": '`)));
    const permission = (await pre('ls', hooks)).permission;
    expect(permission?.behavior === 'deny' && permission.message).toMatch(/not valid JSON/);
  });

  it('a timeout blocks and kills the hook’s whole process group', async () => {
    const pidFile = join(dir, 'sleeper.pid');
    const hooks = hooksFor(preHook({ command: script(`sleep 30 & echo $! > ${pidFile}; wait`), timeout: 1 }));
    const permission = (await pre('ls', hooks)).permission;
    expect(permission?.behavior === 'deny' && permission.message).toMatch(/timed out after 1 s/);
    const pid = Number(readFileSync(pidFile, 'utf8'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(isRunning(pid)).toBe(false);
  });

  it('run in parallel: two hooks that each wait for the other both finish', async () => {
    const a = join(dir, 'a.marker');
    const b = join(dir, 'b.marker');
    const waitFor = (mine: string, other: string) => script(`touch ${mine}; for i in $(seq 1 100); do [ -f ${other} ] && exit 0; sleep 0.05; done; exit 1`);
    const hooks = hooksFor(preHook({ command: waitFor(a, b), timeout: 10 }, { command: waitFor(b, a), timeout: 10 }));
    expect((await pre('ls', hooks)).permission).toBeUndefined();
  });

  it('when hooks disagree, deny beats ask beats allow', async () => {
    const allowHook = script(`echo '{"hookSpecificOutput":{"permissionDecision":"allow"}}'`);
    const askHook = script(`echo '{"hookSpecificOutput":{"permissionDecision":"ask","permissionDecisionReason":"a human should look"}}'`);
    const denyHook = script(`echo '{"hookSpecificOutput":{"permissionDecision":"deny","permissionDecisionReason":"no"}}'`);
    expect((await pre('x', hooksFor(preHook(allowHook, askHook, denyHook)))).permission?.behavior).toBe('deny');
    expect((await pre('x', hooksFor(preHook(allowHook, askHook)))).permission).toMatchObject({ behavior: 'ask', message: 'a human should look' });
    expect((await pre('x', hooksFor(preHook(allowHook)))).permission?.behavior).toBe('allow');
  });

  it('drops updatedInput when another hook denies', async () => {
    const rewrite = script(`echo '{"hookSpecificOutput":{"permissionDecision":"allow","updatedInput":{"command":"true"}}}'`);
    const deny = script('exit 2');
    const outcome = await pre('x', hooksFor(preHook(rewrite, deny)));
    expect(outcome.permission?.behavior).toBe('deny');
    expect(outcome.updatedInput).toBeUndefined();
  });

  it('only hooks whose matcher matches run', async () => {
    const ran = join(dir, 'matcher-ran');
    const hooks = hooksFor({ PreToolUse: [{ matcher: 'Edit|Write', hooks: [{ type: 'command', command: `touch ${ran}` }] }, { matcher: 'mcp__db__.*', hooks: [{ type: 'command', command: 'exit 2' }] }] });
    expect((await pre('ls', hooks)).permission).toBeUndefined();
    expect(existsSync(ran)).toBe(false);
    expect((await pre('q', hooks, mcpTool)).permission?.behavior).toBe('deny');
  });

  it('continue: false stops the call and the session', async () => {
    const hooks = hooksFor(preHook(script(`echo '{"continue":false,"stopReason":"budget review needed"}'`)));
    const outcome = await pre('ls', hooks);
    expect(outcome.stop).toEqual({ reason: 'budget review needed' });
    expect(outcome.preventContinuation).toEqual({ reason: 'budget review needed' });
  });

  it('get only the environment they are given', async () => {
    const out = join(dir, 'env.txt');
    const hooks = hooksFor(preHook(script(`env > ${out}`)), { PATH: process.env.PATH ?? '/usr/bin:/bin', NPM_TOKEN: 'passed' });
    await pre('ls', hooks);
    const names = readFileSync(out, 'utf8').split('\n').map((line) => line.split('=')[0]).filter(Boolean);
    expect(names).toContain('NPM_TOKEN');
    expect(names).toContain('CLAUDE_PROJECT_DIR');
    expect(names.filter((n) => !['PATH', 'NPM_TOKEN', 'CLAUDE_PROJECT_DIR', 'PWD', 'SHLVL', '_'].includes(n ?? ''))).toEqual([]);
  });
});

describe('PostToolUse and PostToolUseFailure hooks', () => {
  it('get tool_response and can block the result with a reason', async () => {
    const out = join(dir, 'post.json');
    const hooks = hooksFor({ PostToolUse: [{ matcher: '*', hooks: [{ type: 'command', command: `cat > ${out}; echo '{"decision":"block","reason":"lint failed"}'` }] }] });
    const outcome = await hooks.postToolUse({ tool: bash, toolUseId: 'toolu_2', input: { command: 'ls' }, output: { stdout: 'a' }, context });
    expect(outcome.block).toEqual({ reason: 'lint failed' });
    expect(JSON.parse(readFileSync(out, 'utf8'))).toMatchObject({ hook_event_name: 'PostToolUse', tool_response: { stdout: 'a' }, tool_use_id: 'toolu_2' });
  });

  it('can replace an MCP tool’s output and add context', async () => {
    const hooks = hooksFor({ PostToolUse: [{ matcher: '', hooks: [{ type: 'command', command: `echo '{"hookSpecificOutput":{"updatedMCPToolOutput":"[redacted]","additionalContext":"rows hidden"}}'` }] }] });
    const outcome = await hooks.postToolUse({ tool: mcpTool, toolUseId: 't', input: {}, output: 'secret rows', context });
    expect(outcome).toEqual({ updatedMCPToolOutput: '[redacted]', messages: ['rows hidden'] });
  });

  it('exit 2 after the call blocks with stderr', async () => {
    const hooks = hooksFor({ PostToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'echo "tests must pass" >&2; exit 2' }] }] });
    expect((await hooks.postToolUse({ tool: bash, toolUseId: 't', input: {}, output: 'x', context })).block).toEqual({ reason: 'tests must pass' });
  });

  it('PostToolUseFailure hooks get the error', async () => {
    const out = join(dir, 'failure.json');
    const hooks = hooksFor({ PostToolUseFailure: [{ matcher: 'Bash', hooks: [{ type: 'command', command: `cat > ${out}; echo '{"hookSpecificOutput":{"additionalContext":"try npm ci first"}}'` }] }] });
    const outcome = await hooks.postToolUseFailure({ tool: bash, toolUseId: 't', input: { command: 'npm test' }, error: 'exit 1', context });
    expect(outcome.messages).toEqual(['try npm ci first']);
    expect(JSON.parse(readFileSync(out, 'utf8'))).toMatchObject({ hook_event_name: 'PostToolUseFailure', error: 'exit 1' });
  });
});

describe('session hooks', () => {
  it('SessionStart context is kept for the first turn', async () => {
    const hooks = hooksFor({ SessionStart: [{ hooks: [{ type: 'command', command: `echo '{"hookSpecificOutput":{"additionalContext":"node 20, npm ci done"}}'` }] }] });
    await hooks.sessionStart();
    expect(hooks.sessionStartContext()).toEqual(['node 20, npm ci done']);
  });

  it('a SessionStart hook that fails stops the session with a HookError', async () => {
    const hooks = hooksFor({ SessionStart: [{ hooks: [{ type: 'command', command: 'echo "setup failed" >&2; exit 2' }] }] });
    await expect(hooks.sessionStart()).rejects.toThrow(HookError);
    await expect(hooks.sessionStart()).rejects.toThrow('setup failed');
  });

  it('Stop and SessionEnd hooks run and never throw', async () => {
    const out = join(dir, 'end.json');
    const hooks = hooksFor({
      Stop: [{ hooks: [{ type: 'command', command: 'exit 1' }] }],
      SessionEnd: [{ hooks: [{ type: 'command', command: `cat > ${out}` }] }],
    });
    await expect(hooks.stop()).resolves.toBeUndefined();
    await hooks.sessionEnd('budget_exceeded');
    expect(JSON.parse(readFileSync(out, 'utf8'))).toMatchObject({ hook_event_name: 'SessionEnd', reason: 'budget_exceeded' });
  });
});

/**
 * The pipeline fixes issue 17 asked for, each through the real pipeline: a Bash command that exits
 * non-zero fires PostToolUseFailure (not PostToolUse) with Claude Code's "Exit code N", and what the
 * hook answers reaches the model and can end the session; a tool's own permission check may
 * normalise the input the call gets; batching waits until a tool can answer isConcurrencySafe.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { noHooks } from '../../src/core/hook-types.js';
import { runToolUse } from '../../src/core/pipeline.js';
import { runToolUses } from '../../src/core/orchestration.js';
import { buildTool } from '../../src/core/build-tool.js';
import type { AnyTool } from '../../src/core/tool.js';
import { createCommandHooks } from '../../src/hooks/command-hooks.js';
import { policySchema, type PolicyInput } from '../../src/policy/schema.js';
import { createProcessRunner } from '../../src/sandbox/process-runner.js';
import { createBashTool } from '../../src/tools/bash.js';
import { allowAllGate, makeContext, makeTempDir } from '../support/core-fixtures.js';

let cleanup: (() => void) | undefined;
const extra: (() => void)[] = [];
afterEach(() => {
  cleanup?.();
  for (const done of extra.splice(0)) done();
});
function scratchFile(name: string): string {
  const temp = makeTempDir();
  extra.push(temp.cleanup);
  return join(temp.dir, name);
}

function setup(hooks: PolicyInput['hooks']) {
  const temp = makeTempDir('tollgate-failure-hooks-');
  cleanup = temp.cleanup;
  const policy = policySchema.parse({ hooks });
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin' };
  const commandHooks = createCommandHooks({ config: policy.hooks, sessionId: 's', transcriptPath: join(temp.dir, 't.jsonl'), cwd: temp.dir, permissionMode: 'default', env, runner: createProcessRunner() });
  const context = makeContext([createBashTool() as unknown as AnyTool], temp.dir, { env });
  return { dir: temp.dir, hooks: commandHooks, context };
}

const recordTo = (file: string, answer: string) => `cat > ${file}; echo '${answer}'`;

describe('PostToolUseFailure', () => {
  it('runs for a Bash command that exits non-zero, with "Exit code N", and PostToolUse does not', async () => {
    const files = makeTempDir();
    extra.push(files.cleanup);
    const failureFile = join(files.dir, 'failure.json');
    const successFile = join(files.dir, 'success.json');
    const withHooks = setup({
      PostToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: `cat > ${successFile}` }] }],
      PostToolUseFailure: [{ matcher: 'Bash', hooks: [{ type: 'command', command: recordTo(failureFile, '{"hookSpecificOutput":{"additionalContext":"run npm ci before npm test"}}') }] }],
    });
    const outcome = await runToolUse({ id: 'toolu_fail', name: 'Bash', input: { command: 'echo broken; exit 3' } }, withHooks.context, { gate: allowAllGate(), hooks: withHooks.hooks });
    expect(outcome.status).toBe('error');
    expect(JSON.parse(readFileSync(failureFile, 'utf8'))).toMatchObject({ hook_event_name: 'PostToolUseFailure', error: 'Exit code 3', tool_name: 'Bash' });
    expect(existsSync(successFile)).toBe(false);
    // The hook's answer is for the model: it goes out with the result.
    expect(outcome.extraText).toContain('run npm ci before npm test');
    // The result itself is the command's, output and exit code.
    expect(JSON.stringify(outcome.block.content)).toContain('broken');
  });

  it("a failure hook's continue: false ends the session after the batch", async () => {
    const failureFile = scratchFile('f.json');
    const { hooks, context } = setup({
      PostToolUseFailure: [{ matcher: 'Bash', hooks: [{ type: 'command', command: recordTo(failureFile, '{"continue":false,"stopReason":"the build is broken, stop"}') }] }],
    });
    const outcome = await runToolUse({ id: 'toolu_stop', name: 'Bash', input: { command: 'false' } }, context, { gate: allowAllGate(), hooks });
    expect(outcome.preventContinuation).toBe('the build is broken, stop');
  });

  it('runs for a tool that throws, and its context reaches the model', async () => {
    const { hooks, context } = setup({
      PostToolUseFailure: [{ matcher: 'Thrower', hooks: [{ type: 'command', command: `echo '{"hookSpecificOutput":{"additionalContext":"the service is down today"}}'` }] }],
    });
    const thrower = buildTool({ name: 'Thrower', inputSchema: z.object({}), description: async () => 'throws', call: async () => { throw new Error('boom'); } });
    const outcome = await runToolUse({ id: 'toolu_throw', name: 'Thrower', input: {} }, { ...context, options: { ...context.options, tools: [thrower as unknown as AnyTool] } }, { gate: allowAllGate(), hooks });
    expect(outcome.status).toBe('error');
    expect(outcome.extraText).toEqual(['the service is down today']);
  });

  it('does not run for a command that succeeds', async () => {
    const failureFile = scratchFile('never.json');
    const { hooks, context } = setup({ PostToolUseFailure: [{ matcher: 'Bash', hooks: [{ type: 'command', command: `cat > ${failureFile}` }] }] });
    const outcome = await runToolUse({ id: 'toolu_ok', name: 'Bash', input: { command: 'true' } }, context, { gate: allowAllGate(), hooks });
    expect(outcome.status).toBe('success');
    expect(existsSync(failureFile)).toBe(false);
  });
});

describe("a tool's own permission check", () => {
  it('may normalise the input: the call gets the updated input', async () => {
    const seen: unknown[] = [];
    const tool = buildTool({
      name: 'Normaliser',
      inputSchema: z.object({ path: z.string() }),
      description: async () => 'n',
      checkPermissions: async (input) => ({ behavior: 'allow', updatedInput: { path: input.path.replace(/\/+$/, '') } }),
      call: async (input) => {
        seen.push(input);
        return { data: 'ok' };
      },
    });
    const temp = makeTempDir();
    cleanup = temp.cleanup;
    const context = makeContext([tool as unknown as AnyTool], temp.dir);
    await runToolUse({ id: 'toolu_n', name: 'Normaliser', input: { path: 'src///' } }, context, { gate: allowAllGate(), hooks: noHooks });
    expect(seen).toEqual([{ path: 'src' }]);
  });
});

describe('batching', () => {
  it('waits until a tool can answer isConcurrencySafe before splitting the calls into batches', async () => {
    let ready = false;
    const running: string[] = [];
    let overlap = false;
    const tool = buildTool({
      name: 'LateReady',
      inputSchema: z.object({ id: z.string() }),
      description: async () => 'l',
      whenReady: () => new Promise<void>((resolve) => setTimeout(() => ((ready = true), resolve()), 30)),
      isConcurrencySafe: () => ready,
      call: async ({ id }) => {
        if (running.length > 0) overlap = true;
        running.push(id);
        await new Promise((resolve) => setTimeout(resolve, 30));
        running.splice(running.indexOf(id), 1);
        return { data: id };
      },
    });
    const temp = makeTempDir();
    cleanup = temp.cleanup;
    const context = makeContext([tool as unknown as AnyTool], temp.dir);
    const blocks = ['a', 'b', 'c'].map((id) => ({ id: `toolu_${id}`, name: 'LateReady', input: { id } }));
    await runToolUses(blocks, context, { gate: allowAllGate(), hooks: noHooks });
    expect(overlap).toBe(true);
  });
});

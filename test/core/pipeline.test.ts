import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTool } from '../../src/core/build-tool.js';
import { initialAppState } from '../../src/core/app-state.js';
import type { AnyTool, Tools } from '../../src/core/tool.js';
import { runToolUse, type PipelineDeps } from '../../src/core/pipeline.js';
import { ABORT_GRACE_MS } from '../../src/core/run-with-signal.js';
import { noHooks, type ToolHooks } from '../../src/core/hook-types.js';
import type { ToolEvent } from '../../src/core/tool-events.js';
import type { ToolUseContext } from '../../src/core/tool.js';
import { allowAllGate, decidingGate, makeContext, makeTempDir } from '../support/core-fixtures.js';

let dir: string;
let cleanup: () => void;
beforeEach(() => ({ dir, cleanup } = makeTempDir()));
afterEach(() => cleanup());

interface Seen {
  input?: unknown;
  context?: ToolUseContext;
}

function fileTool(seen: Seen = {}) {
  return buildTool({
    name: 'Touch',
    aliases: ['OldTouch'],
    inputSchema: z.strictObject({ file_path: z.string(), count: z.number().int().optional() }),
    description: async () => 'touches a file',
    validateInput: async (input) =>
      input.file_path.includes('missing')
        ? { result: false, message: `File does not exist: ${input.file_path}` }
        : { result: true },
    backfillObservableInput: (input, context) => {
      if (typeof input.file_path === 'string') input.file_path = `${context.cwd}/${input.file_path}`;
      input.expanded = true;
    },
    call: async (input, context) => {
      seen.input = input;
      seen.context = context;
      return { data: `touched ${input.file_path}` };
    },
  });
}

function deps(overrides: Partial<PipelineDeps> = {}, events: ToolEvent[] = []): PipelineDeps {
  return { gate: allowAllGate(), hooks: noHooks, onEvent: (e) => events.push(e), ...overrides };
}

const run = (tools: Tools, block: { id: string; name: string; input: unknown }, d: PipelineDeps, context?: ToolUseContext) =>
  runToolUse(block, context ?? makeContext(tools, dir), d);

describe('step 1: lookup', () => {
  it('answers an unknown tool with an error naming the available tools', async () => {
    const outcome = await run([fileTool()], { id: 't1', name: 'Nope', input: {} }, deps());
    expect(outcome.status).toBe('error');
    expect(outcome.failedStep).toBe('lookup');
    expect(outcome.block).toEqual({
      type: 'tool_result',
      tool_use_id: 't1',
      is_error: true,
      content: '<tool_use_error>No such tool available: Nope. Available tools: Touch.</tool_use_error>',
    });
  });

  it('routes an alias to the renamed tool and reports the current name', async () => {
    const outcome = await run([fileTool()], { id: 't1', name: 'OldTouch', input: { file_path: 'a' } }, deps());
    expect(outcome.status).toBe('success');
    expect(outcome.toolName).toBe('Touch');
  });

  it('does not find a disabled tool', async () => {
    const disabled = buildTool({ ...fileTool(), isEnabled: () => false });
    const outcome = await run([disabled], { id: 't1', name: 'Touch', input: { file_path: 'a' } }, deps());
    expect(outcome.failedStep).toBe('lookup');
  });
});

describe('step 2: schema', () => {
  it('names the missing field and the field of the wrong type', async () => {
    const outcome = await run([fileTool()], { id: 't1', name: 'Touch', input: { count: 'three' } }, deps());
    expect(outcome.failedStep).toBe('schema');
    expect(outcome.block.content).toContain('InputValidationError: Touch failed due to these issues');
    expect(outcome.block.content).toContain('the required parameter `file_path` is missing');
    expect(outcome.block.content).toContain('the parameter `count`: expected number, received string');
  });

  it('names an unexpected parameter', async () => {
    const outcome = await run([fileTool()], { id: 't1', name: 'Touch', input: { file_path: 'a', force: true } }, deps());
    expect(outcome.block.content).toContain('unexpected parameter `force`');
  });

  it('tells the model to load a deferred tool with ToolSearch before calling it', async () => {
    const deferred = buildTool({ ...fileTool(), shouldDefer: true });
    const outcome = await run([deferred], { id: 't1', name: 'Touch', input: { file_path: 'a' } }, deps());
    expect(outcome.failedStep).toBe('schema');
    expect(outcome.block.content).toContain('call ToolSearch with query "select:Touch"');
    const context = makeContext([deferred], dir, { appState: { ...initialAppState, loadedDeferredTools: ['Touch'] } });
    const loaded = await run([deferred], { id: 't2', name: 'Touch', input: { file_path: 'a' } }, deps(), context);
    expect(loaded.status).toBe('success');
  });
});

describe('step 3: semantic validation', () => {
  it("returns the tool's own message", async () => {
    const outcome = await run([fileTool()], { id: 't1', name: 'Touch', input: { file_path: 'missing.txt' } }, deps());
    expect(outcome.failedStep).toBe('validation');
    expect(outcome.block.content).toBe('<tool_use_error>File does not exist: missing.txt</tool_use_error>');
  });

  it('turns a validator that throws into an error result', async () => {
    const broken = buildTool({
      ...fileTool(),
      validateInput: async () => {
        throw new Error('disk on fire');
      },
    });
    const outcome = await run([broken], { id: 't1', name: 'Touch', input: { file_path: 'a' } }, deps());
    expect(outcome.failedStep).toBe('validation');
    expect(outcome.block.content).toContain('disk on fire');
  });
});

describe('backfillObservableInput', () => {
  it('changes only the clone observers see; call() gets the original bytes', async () => {
    const seen: Seen = {};
    const gate = allowAllGate();
    const events: ToolEvent[] = [];
    const input = { file_path: 'src/a.ts', count: 2 };
    const bytes = JSON.stringify(input);
    const outcome = await run([fileTool(seen)], { id: 't1', name: 'Touch', input }, deps({ gate }, events));
    expect(outcome.status).toBe('success');
    expect(seen.input).toEqual({ file_path: 'src/a.ts', count: 2 });
    expect(JSON.stringify(seen.input)).toBe(bytes);
    expect(JSON.stringify(input)).toBe(bytes);
    expect(gate.requests[0]!.observableInput).toEqual({ file_path: `${dir}/src/a.ts`, count: 2, expanded: true });
    expect(gate.requests[0]!.input).toEqual({ file_path: 'src/a.ts', count: 2 });
    const call = events.find((e) => e.type === 'tool_call');
    expect(call).toMatchObject({ input: { file_path: `${dir}/src/a.ts`, expanded: true } });
    expect(outcome.observableInput).toEqual({ file_path: `${dir}/src/a.ts`, count: 2, expanded: true });
  });
});

describe('step 4: PreToolUse hooks', () => {
  const hooks = (pre: ToolHooks['preToolUse']): ToolHooks => ({ ...noHooks, preToolUse: pre });

  it('stops the call with the hook reason', async () => {
    const seen: Seen = {};
    const outcome = await run(
      [fileTool(seen)],
      { id: 't1', name: 'Touch', input: { file_path: 'a' } },
      deps({ hooks: hooks(async () => ({ stop: { reason: 'frozen branch' } })) }),
    );
    expect(outcome.status).toBe('denied');
    expect(outcome.failedStep).toBe('pre_hook');
    expect(outcome.block.content).toContain('frozen branch');
    expect(seen.input).toBeUndefined();
  });

  it('replaces the input, re-validates it, and marks the call userModified', async () => {
    const seen: Seen = {};
    const outcome = await run(
      [fileTool(seen)],
      { id: 't1', name: 'Touch', input: { file_path: 'a' } },
      deps({ hooks: hooks(async () => ({ updatedInput: { file_path: 'b' }, messages: ['note from hook'] })) }),
    );
    expect(outcome.status).toBe('success');
    expect(seen.input).toEqual({ file_path: 'b' });
    expect(seen.context?.userModified).toBe(true);
    expect(outcome.extraText).toEqual(['note from hook']);
  });

  it('refuses a hook-updated input that breaks the schema', async () => {
    const outcome = await run(
      [fileTool()],
      { id: 't1', name: 'Touch', input: { file_path: 'a' } },
      deps({ hooks: hooks(async () => ({ updatedInput: { file_path: 42 } })) }),
    );
    expect(outcome.failedStep).toBe('pre_hook');
    expect(outcome.block.content).toContain('invalid input');
  });

  it('blocks the call when a hook implementation throws (fail closed)', async () => {
    const outcome = await run(
      [fileTool()],
      { id: 't1', name: 'Touch', input: { file_path: 'a' } },
      deps({
        hooks: hooks(async () => {
          throw new Error('hook exploded');
        }),
      }),
    );
    expect(outcome.status).toBe('denied');
    expect(outcome.block.content).toContain('hook exploded');
  });

  it('hands the hook decision to the gate and carries preventContinuation', async () => {
    const gate = allowAllGate();
    const outcome = await run(
      [fileTool()],
      { id: 't1', name: 'Touch', input: { file_path: 'a' } },
      deps({
        gate,
        hooks: hooks(async () => ({ permission: { behavior: 'deny', message: 'hook says no' }, preventContinuation: { reason: 'stop now' } })),
      }),
    );
    expect(gate.requests[0]!.hookDecision).toEqual({ behavior: 'deny', message: 'hook says no' });
    expect(outcome.status).toBe('denied');
    expect(outcome.preventContinuation).toBe('stop now');
  });
});

describe('step 5: permission', () => {
  it("marks an allowed call the tool calls destructive on its decision event (a check that throws counts as destructive), never a denied one", async () => {
    const wiping = (isDestructive: (input: { file_path: string }) => boolean) => buildTool({ ...fileTool(), isDestructive });
    const decisions = async (tool: AnyTool, allowed: boolean) => {
      const events: ToolEvent[] = [];
      const gate = decidingGate(() => (allowed ? { behavior: 'allow', rule: null, reason: 'ok' } : { behavior: 'deny', rule: null, reason: 'no', message: 'no', suggestedRule: null }));
      await run([tool], { id: 't1', name: 'Touch', input: { file_path: 'a' } }, deps({ gate }, events));
      return events.filter((e) => e.type === 'permission_decision').map((e) => e.destructive ?? false);
    };
    expect(await decisions(wiping(() => true), true)).toEqual([true]);
    expect(await decisions(wiping(() => false), true)).toEqual([false]);
    expect(await decisions(wiping(() => { throw new Error('cannot tell'); }), true)).toEqual([true]);
    expect(await decisions(wiping(() => true), false)).toEqual([false]);
  });

  it('ends a denied call with the gate message and reports the decision', async () => {
    const seen: Seen = {};
    const events: ToolEvent[] = [];
    const gate = decidingGate(() => ({
      behavior: 'deny',
      rule: 'Bash(curl:*)',
      message: 'Permission denied by the policy rule Bash(curl:*).',
      reason: 'deny rule',
      suggestedRule: null,
    }));
    const outcome = await run([fileTool(seen)], { id: 't1', name: 'Touch', input: { file_path: 'a' } }, deps({ gate }, events));
    expect(outcome.status).toBe('denied');
    expect(outcome.failedStep).toBe('permission');
    expect(outcome.block.content).toBe('<tool_use_error>Permission denied by the policy rule Bash(curl:*).</tool_use_error>');
    expect(outcome.decision).toMatchObject({ behavior: 'deny', rule: 'Bash(curl:*)' });
    expect(events.map((e) => e.type)).toEqual(['tool_call', 'permission_decision', 'tool_result']);
    expect(seen.input).toBeUndefined();
  });

  it("passes the tool's own checkPermissions answer to the gate", async () => {
    const gate = allowAllGate();
    const cautious = buildTool({ ...fileTool(), checkPermissions: async () => ({ behavior: 'deny', message: 'tool refuses' }) });
    const outcome = await run([cautious], { id: 't1', name: 'Touch', input: { file_path: 'a' } }, deps({ gate }));
    expect(gate.requests[0]!.toolDecision).toEqual({ behavior: 'deny', message: 'tool refuses' });
    expect(outcome.status).toBe('denied');
  });

  it('denies when the gate itself fails (fail closed)', async () => {
    const gate = {
      decide: async () => {
        throw new Error('policy file vanished');
      },
    };
    const outcome = await run([fileTool()], { id: 't1', name: 'Touch', input: { file_path: 'a' } }, deps({ gate }));
    expect(outcome.status).toBe('denied');
    expect(outcome.block.content).toContain('policy file vanished');
  });
});

describe('step 6: call', () => {
  it('turns a thrown error into an error result and runs the failure hook', async () => {
    const failures: string[] = [];
    const thrower = buildTool({
      ...fileTool(),
      call: async () => {
        throw new Error('EACCES: permission denied');
      },
    });
    const outcome = await run(
      [thrower],
      { id: 't1', name: 'Touch', input: { file_path: 'a' } },
      deps({ hooks: { ...noHooks, postToolUseFailure: async (r) => (failures.push(r.error), {}) } }),
    );
    expect(outcome.status).toBe('error');
    expect(outcome.failedStep).toBe('call');
    expect(outcome.block.content).toBe('<tool_use_error>Touch failed: EACCES: permission denied</tool_use_error>');
    expect(failures).toEqual(['Touch failed: EACCES: permission denied']);
  });

  it('stops a tool that outlives the tool timeout, even if it ignores the signal', async () => {
    let signalled = false;
    const slow = buildTool({
      ...fileTool(),
      call: (_input, context) =>
        new Promise((resolve) => {
          context.abortController.signal.addEventListener('abort', () => (signalled = true));
          setTimeout(() => resolve({ data: 'late' }), 5_000);
        }),
    });
    const context = makeContext([slow], dir, { limits: { toolTimeoutMs: 50 } });
    const outcome = await run([slow], { id: 't1', name: 'Touch', input: { file_path: 'a' } }, deps(), context);
    expect(outcome.status).toBe('error');
    expect(outcome.block.content).toContain('timed out');
    expect(signalled).toBe(true);
  });

  it('answers as soon as an aborted tool has stopped, after letting it clean up', async () => {
    const controller = new AbortController();
    let cleanedUp = false;
    const slow = buildTool({
      ...fileTool(),
      call: (_input, context) =>
        new Promise<never>((_resolve, reject) => {
          setTimeout(() => controller.abort(), 20);
          context.abortController.signal.addEventListener('abort', () =>
            setTimeout(() => {
              cleanedUp = true;
              reject(new Error('stopped'));
            }, 50),
          );
        }),
    });
    const context = makeContext([slow], dir, { abortController: controller });
    const started = Date.now();
    const outcome = await run([slow], { id: 't1', name: 'Touch', input: { file_path: 'a' } }, deps(), context);
    expect(cleanedUp).toBe(true);
    expect(Date.now() - started).toBeLessThan(ABORT_GRACE_MS);
    expect(outcome.status).toBe('cancelled');
    expect(outcome.block.is_error).toBe(true);
    expect(outcome.block.tool_use_id).toBe('t1');
  });

  it('answers an aborted tool that ignores the signal once the grace period is over', async () => {
    const controller = new AbortController();
    const deaf = buildTool({
      ...fileTool(),
      call: () => new Promise<never>(() => setTimeout(() => controller.abort(), 20)),
    });
    const context = makeContext([deaf], dir, { abortController: controller });
    const outcome = await run([deaf], { id: 't1', name: 'Touch', input: { file_path: 'a' } }, deps(), context);
    expect(outcome.status).toBe('cancelled');
    expect(outcome.block.tool_use_id).toBe('t1');
  });

  it('forwards progress as events with the tool use id', async () => {
    const events: ToolEvent[] = [];
    const chatty = buildTool({
      ...fileTool(),
      call: async (_input, _context, onProgress: (p: { line: string }) => void) => {
        onProgress({ line: 'half way' });
        return { data: 'done' };
      },
    });
    await run([chatty as AnyTool], { id: 't9', name: 'Touch', input: { file_path: 'a' } }, deps({}, events));
    expect(events).toContainEqual({ type: 'tool_progress', toolUseId: 't9', toolName: 'Touch', data: { line: 'half way' } });
  });
});

describe('step 7: PostToolUse hooks', () => {
  const mcpLike = buildTool({ ...fileTool(), isMcp: true, call: async () => ({ data: 'raw secret output' }) });

  it("lets a hook replace an MCP tool's output", async () => {
    const outcome = await run(
      [mcpLike],
      { id: 't1', name: 'Touch', input: { file_path: 'a' } },
      deps({ hooks: { ...noHooks, postToolUse: async () => ({ updatedMCPToolOutput: 'scrubbed' }) } }),
    );
    expect(outcome.block.content).toBe('scrubbed');
  });

  it('ignores an output replacement for a built-in tool', async () => {
    const outcome = await run(
      [fileTool()],
      { id: 't1', name: 'Touch', input: { file_path: 'a' } },
      deps({ hooks: { ...noHooks, postToolUse: async () => ({ updatedMCPToolOutput: 'scrubbed', messages: ['audited'] }) } }),
    );
    expect(outcome.block.content).toBe('touched a');
    expect(outcome.extraText).toEqual(['audited']);
  });

  it('marks the result as an error when a hook blocks it', async () => {
    const outcome = await run(
      [fileTool()],
      { id: 't1', name: 'Touch', input: { file_path: 'a' } },
      deps({ hooks: { ...noHooks, postToolUse: async () => ({ block: { reason: 'output leaks a path' } }) } }),
    );
    expect(outcome.failedStep).toBe('post_hook');
    expect(outcome.block.content).toContain('output leaks a path');
  });
});

describe('step 8: result mapping', () => {
  const big = (maxResultSizeChars: number) =>
    buildTool({ ...fileTool(), maxResultSizeChars, call: async () => ({ data: 'x'.repeat(50_000) }) });

  it('persists a result over the limit and gives the model a preview and the path', async () => {
    const outcome = await run([big(10_000)], { id: 'toolu_big', name: 'Touch', input: { file_path: 'a' } }, deps());
    expect(outcome.persistedPath).toBe(`${dir}/.out/tool-results/toolu_big.txt`);
    expect(readFileSync(outcome.persistedPath!, 'utf8')).toBe('x'.repeat(50_000));
    const content = outcome.block.content as string;
    expect(content).toContain('Output too large (50000 characters)');
    expect(content).toContain(outcome.persistedPath!);
    expect(content.length).toBeLessThan(2_500);
  });

  it('never persists the result of a tool whose limit is Infinity', async () => {
    const outcome = await run([big(Infinity)], { id: 't1', name: 'Touch', input: { file_path: 'a' } }, deps());
    expect(outcome.persistedPath).toBeUndefined();
    expect((outcome.block.content as string).length).toBe(50_000);
  });

  it('uses the session limit when it is lower than the tool limit', async () => {
    const context = makeContext([big(100_000)], dir, { limits: { maxResultChars: 1_000 } });
    const outcome = await run([big(100_000)], { id: 't1', name: 'Touch', input: { file_path: 'a' } }, deps(), context);
    expect(outcome.persistedPath).toBeDefined();
  });

  it('turns a mapper that throws into an error result for the same id', async () => {
    const badMap = buildTool({
      ...fileTool(),
      mapToolResultToToolResultBlockParam: () => {
        throw new Error('cannot map');
      },
    });
    const outcome = await run([badMap], { id: 't1', name: 'Touch', input: { file_path: 'a' } }, deps());
    expect(outcome.failedStep).toBe('map');
    expect(outcome.block.tool_use_id).toBe('t1');
  });

  it('reports the file a tool saved its whole output to itself', async () => {
    const logging = buildTool({ ...fileTool(), call: async () => ({ data: 'head … tail', persistedOutputPath: `${dir}/run.log` }) });
    const events: ToolEvent[] = [];
    const outcome = await run([logging], { id: 't1', name: 'Touch', input: { file_path: 'a' } }, deps({}, events));
    expect(outcome.persistedPath).toBe(`${dir}/run.log`);
    expect(events.at(-1)).toMatchObject({ type: 'tool_result', persistedPath: `${dir}/run.log` });
  });

  it("carries the tool's newMessages and context modifier", async () => {
    const mover = buildTool({
      ...fileTool(),
      call: async () => ({ data: 'moved', newMessages: ['cwd is now sub'], contextModifier: (c) => ({ ...c, cwd: `${c.cwd}/sub` }) }),
    });
    const outcome = await run([mover], { id: 't1', name: 'Touch', input: { file_path: 'a' } }, deps());
    expect(outcome.extraText).toEqual(['cwd is now sub']);
    expect(outcome.contextModifier?.(makeContext([], dir)).cwd).toBe(`${dir}/sub`);
  });
});

describe('what the report is told a call does', () => {
  it('is what the tool declares, from the input the hooks left; a declaration that throws falls back to the input', async () => {
    const declaring = buildTool({
      name: 'Deploy',
      inputSchema: z.strictObject({ target: z.string(), command: z.string() }),
      description: async () => 'deploys',
      // The report must not guess from the `command` key: the tool says what the call does.
      reportSubject: (input) => ({ kind: 'text', text: `deploy to ${input.target}` }),
      call: async () => ({ data: 'ok' }),
    });
    const throwing = buildTool({
      name: 'Odd',
      inputSchema: z.strictObject({ x: z.number() }),
      description: async () => 'odd',
      reportSubject: () => {
        throw new Error('cannot say');
      },
      call: async () => ({ data: 'ok' }),
    });
    const events: ToolEvent[] = [];
    const hooks: ToolHooks = { ...noHooks, preToolUse: async ({ tool }) => (tool.name === 'Deploy' ? { updatedInput: { target: 'staging', command: 'x' } } : {}) };
    await run([declaring, throwing], { id: 'd1', name: 'Deploy', input: { target: 'prod', command: 'rm -rf /' } }, deps({ hooks }, events));
    await run([declaring, throwing], { id: 'o1', name: 'Odd', input: { x: 1 } }, deps({}, events));
    const subjects = events.flatMap((e) => (e.type === 'tool_call' || e.type === 'permission_decision' ? [[e.type, e.toolUseId, e.subject]] : []));
    expect(subjects).toEqual([
      ['tool_call', 'd1', { kind: 'text', text: 'deploy to prod' }],
      ['permission_decision', 'd1', { kind: 'text', text: 'deploy to staging' }],
      ['tool_call', 'o1', { kind: 'input' }],
      ['permission_decision', 'o1', { kind: 'input' }],
    ]);
  });
});

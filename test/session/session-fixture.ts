import { join } from 'node:path';
import { z } from 'zod';
import { buildTool } from '../../src/core/build-tool.js';
import type { AnyTool, Tools } from '../../src/core/tool.js';
import type { TodoItem } from '../../src/core/app-state.js';
import { createAnthropicModelClient } from '../../src/model/anthropic-client.js';
import type { ModelClient } from '../../src/model/model-client.js';
import type { SessionEvent, SessionResult } from '../../src/session/events.js';
import type { SessionOptions } from '../../src/session/options.js';
import { runSession } from '../../src/session/run-session.js';
import { allowAllGate, makeTempDir } from '../support/core-fixtures.js';
import { startFakeMessagesApi, type FakeMessagesApi, type FakeMessagesApiOptions, type Script } from '../support/fake-messages-api.js';
import { createProcessRunner } from '../../src/sandbox/process-runner.js';

export const TEST_API_KEY = 'sk-ant-test-0123456789abcdef';

/** Test tools, built with the real buildTool. */
export function testTools(log: string[] = []): Tools {
  const echo = buildTool({
    name: 'Echo',
    inputSchema: z.object({ text: z.string() }),
    description: async () => 'Returns its input text.',
    isConcurrencySafe: () => true,
    isReadOnly: () => true,
    call: async ({ text }) => {
      log.push(`start:${text}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      log.push(`end:${text}`);
      return { data: `echo: ${text}` };
    },
  });
  const sleep = buildTool({
    name: 'Sleep',
    inputSchema: z.object({ ms: z.number() }),
    description: async () => 'Waits, unless aborted.',
    call: async ({ ms }, context) =>
      new Promise<{ data: string }>((resolve, reject) => {
        const timer = setTimeout(() => resolve({ data: `slept ${ms}` }), ms);
        context.abortController.signal.addEventListener('abort', () => {
          clearTimeout(timer);
          log.push('sleep-aborted');
          reject(new Error('aborted'));
        });
      }),
  });
  const todo = buildTool({
    name: 'TodoWrite',
    inputSchema: z.object({ todos: z.array(z.object({ content: z.string(), status: z.enum(['pending', 'in_progress', 'completed']), activeForm: z.string() })) }),
    description: async () => 'Replaces the todo list.',
    call: async ({ todos }, context) => {
      context.setAppState((prev) => ({ ...prev, todos: todos as TodoItem[] }));
      return { data: 'todos updated' };
    },
  });
  const lookup = buildTool({
    name: 'Lookup',
    inputSchema: z.object({ key: z.string() }),
    description: async () => 'A deferred tool.',
    shouldDefer: true,
    searchHint: 'looks things up',
    isConcurrencySafe: () => true,
    call: async ({ key }) => ({ data: `value of ${key}` }),
  });
  const loader = buildTool({
    name: 'ToolSearch',
    inputSchema: z.object({ query: z.string() }),
    description: async () => 'Loads deferred tools: select:Name.',
    call: async ({ query }, context) => {
      const names = query.replace(/^select:/, '').split(',');
      context.setAppState((prev) => ({ ...prev, loadedDeferredTools: [...prev.loadedDeferredTools, ...names] }));
      return { data: `loaded ${names.join(', ')}` };
    },
  });
  return [echo, sleep, todo, lookup, loader] as unknown as AnyTool[];
}

export interface SessionHarness {
  readonly api: FakeMessagesApi;
  readonly client: ModelClient;
  readonly dir: string;
  run(overrides?: Partial<SessionOptions>): Promise<{ result: SessionResult; events: SessionEvent[] }>;
  cleanup(): Promise<void>;
}

export async function startHarness(script: Script, toolLog: string[] = [], apiOptions: Omit<FakeMessagesApiOptions, 'script'> = {}): Promise<SessionHarness> {
  const api = await startFakeMessagesApi({ script, ...apiOptions });
  const client = createAnthropicModelClient({ apiKey: TEST_API_KEY, baseURL: api.baseURL });
  const temp = makeTempDir('tollgate-session-');
  return {
    api,
    client,
    dir: temp.dir,
    async run(overrides = {}) {
      const events: SessionEvent[] = [];
      const session = runSession({
        prompt: 'Fix the failing test.',
        commandRunner: createProcessRunner(),
        tools: testTools(toolLog),
        gate: allowAllGate(),
        client,
        model: 'claude-sonnet-5-5',
        maxBudgetUsd: 5,
        maxTurns: 30,
        timeoutMs: 60_000,
        workspaceRoot: temp.dir,
        outputDir: join(temp.dir, '.out'),
        retry: { baseDelayMs: 1, maxDelayMs: 20 },
        ...overrides,
        onEvent: (event) => {
          events.push(event);
          overrides.onEvent?.(event);
        },
      });
      return { result: await session.result, events };
    },
    async cleanup() {
      await api.close();
      temp.cleanup();
    },
  };
}

/** The user messages' tool_result ids must match the previous assistant message's tool_use ids, first. */
export function assertToolResultsFirst(messages: readonly { role: string; content: unknown }[]): void {
  for (let index = 1; index < messages.length; index++) {
    const previous = messages[index - 1]!;
    const current = messages[index]!;
    if (previous.role !== 'assistant' || !Array.isArray(previous.content)) continue;
    const ids = (previous.content as { type: string; id?: string }[]).filter((b) => b.type === 'tool_use').map((b) => b.id);
    if (ids.length === 0) continue;
    const blocks = current.content as { type: string; tool_use_id?: string }[];
    const leading = blocks.slice(0, ids.length);
    if (current.role !== 'user' || leading.some((b, i) => b.type !== 'tool_result' || b.tool_use_id !== ids[i])) {
      throw new Error(`message ${index} does not answer the tool_use ids ${ids.join(', ')} first`);
    }
  }
}

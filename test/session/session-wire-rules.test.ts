import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTool } from '../../src/core/build-tool.js';
import type { AnyTool } from '../../src/core/tool.js';
import { endTurn, reply, text, toolUse, withStop } from '../support/scripted-model.js';
import { startHarness, testTools, type SessionHarness } from './session-fixture.js';

let harness: SessionHarness | undefined;
afterEach(async () => {
  await harness?.cleanup();
  harness = undefined;
});

type Block = { type: string; text?: string; content?: unknown };
const messagesOf = (body: Record<string, unknown>) => body.messages as { role: string; content: Block[] }[];

describe('the engine never sends what the Messages API refuses', () => {
  it('drops empty and whitespace-only text blocks of the model before echoing its message back', async () => {
    harness = await startHarness([reply(text(''), toolUse('Echo', { text: 'a' })), reply(text(' \n\t '), toolUse('Echo', { text: 'b' })), endTurn('done')]);
    const { result } = await harness.run();
    expect(result.conclusion).toBe('success');
    expect(harness.api.rejected).toEqual([]);
    const assistant = messagesOf(harness.api.requests[2]!.body).filter((message) => message.role === 'assistant');
    // The signed thinking blocks go back; the empty text does not.
    expect(assistant.map((message) => message.content.map((block) => block.type))).toEqual([['thinking', 'tool_use'], ['thinking', 'tool_use']]);
  });

  it('sends no assistant message at all when the model said nothing but whitespace', async () => {
    harness = await startHarness([withStop(reply(text('  ')), 'max_tokens'), endTurn('done')]);
    const { result } = await harness.run({ thinking: { kind: 'off' } });
    expect(result.conclusion).toBe('success');
    expect(harness.api.rejected).toEqual([]);
    expect(messagesOf(harness.api.requests[1]!.body).map((message) => message.role)).toEqual(['user', 'user']);
  });

  it('answers a tool that returned nothing with "(no output)"', async () => {
    const quiet = buildTool({
      name: 'Quiet',
      inputSchema: z.object({}),
      description: async () => 'Returns whitespace.',
      call: async () => ({ data: '   ' }),
    }) as unknown as AnyTool;
    harness = await startHarness([reply(toolUse('Quiet', {})), endTurn('done')]);
    const { result } = await harness.run({ tools: [...testTools(), quiet] });
    expect(result.conclusion).toBe('success');
    expect(harness.api.rejected).toEqual([]);
    const results = messagesOf(harness.api.requests[1]!.body).flatMap((message) => message.content).filter((block) => block.type === 'tool_result');
    expect(results.map((block) => block.content)).toEqual(['(no output)']);
  });

  it('fails the run the way the real API would when a tool schema it refuses is sent (the fake bites)', async () => {
    const raw = buildTool({
      name: 'Raw',
      inputSchema: z.object({}),
      inputJSONSchema: { type: 'object', anyOf: [{ required: ['a'] }, { required: ['b'] }] },
      description: async () => 'A schema nobody normalised.',
      call: async () => ({ data: 'never' }),
    }) as unknown as AnyTool;
    harness = await startHarness([endTurn('never reached')]);
    const { result } = await harness.run({ tools: [...testTools(), raw] });
    expect(result.conclusion).toBe('model_error');
    expect(result.reason).toContain('input_schema does not support oneOf, allOf, or anyOf at the top level');
    expect(harness.api.rejected).toHaveLength(1);
  });
});

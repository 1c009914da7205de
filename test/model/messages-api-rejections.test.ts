import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnthropicModelClient } from '../../src/model/anthropic-client.js';
import type { ModelClient, ModelRequest } from '../../src/model/model-client.js';
import { ModelCallError } from '../../src/model/model-error.js';
import { startFakeMessagesApi, type FakeMessagesApi } from '../support/fake-messages-api.js';
import { endTurn } from '../support/scripted-model.js';

// The fake must refuse what the real Messages API refuses, with its status, error type and message,
// or a regression in what the engine sends would pass every test and fail in production.
let api: FakeMessagesApi;
let client: ModelClient;
beforeAll(async () => {
  api = await startFakeMessagesApi({ script: () => endTurn('accepted') });
  client = createAnthropicModelClient({ apiKey: 'sk-ant-test', baseURL: api.baseURL });
});
afterAll(() => api.close());

const marker = { type: 'ephemeral' } as const;
const tool = (name: string, input_schema: Record<string, unknown> = { type: 'object' }) => ({ name, description: 'd', input_schema: input_schema as { type: 'object' } });
const base: ModelRequest = {
  model: 'claude-sonnet-5-5',
  max_tokens: 100,
  system: [{ type: 'text', text: 'You are a test.' }],
  messages: [{ role: 'user', content: [{ type: 'text', text: 'hello' }] }],
};

async function refusal(request: Partial<ModelRequest> & Record<string, unknown>): Promise<ModelCallError> {
  const error = await client.createMessage({ ...base, ...request } as ModelRequest, { signal: new AbortController().signal }).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ModelCallError);
  return error as ModelCallError;
}

describe('the fake Messages API refuses what the real one refuses (400 invalid_request_error)', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['a top-level oneOf', { tools: [tool('t', { type: 'object', oneOf: [{ required: ['a'] }, { required: ['b'] }] })] }, 'tools.0.custom.input_schema: input_schema does not support oneOf, allOf, or anyOf at the top level'],
    ['a top-level allOf', { tools: [tool('ok'), tool('t', { type: 'object', allOf: [{ required: ['a'] }] })] }, 'tools.1.custom.input_schema: input_schema does not support oneOf, allOf, or anyOf at the top level'],
    ['a schema without type', { tools: [tool('t', { properties: {} })] }, 'tools.0.custom.input_schema.type: Field required'],
    ['a schema of another type', { tools: [tool('t', { type: 'string' })] }, "tools.0.custom.input_schema.type: Input should be 'object'"],
    ['a schema that is not 2020-12', { tools: [tool('t', { type: 'object', properties: { p: { type: 'array', items: [{ type: 'string' }] } } })] }, 'tools.0.custom.input_schema: JSON schema is invalid. It must match JSON Schema draft 2020-12'],
    ['a tool name with a dot', { tools: [tool('my.tool')] }, "tools.0.custom.name: String should match pattern '^[a-zA-Z0-9_-]{1,64}$'"],
    ['a tool name of 65 characters', { tools: [tool('x'.repeat(65))] }, "tools.0.custom.name: String should match pattern '^[a-zA-Z0-9_-]{1,64}$'"],
    ['two tools of one name', { tools: [tool('same'), tool('same')] }, 'tools: Tool names must be unique.'],
    [
      'five cache_control blocks',
      {
        tools: [{ ...tool('a'), cache_control: marker }, { ...tool('b'), cache_control: marker }],
        system: [{ type: 'text', text: 'sys', cache_control: marker }],
        messages: [{ role: 'user', content: [{ type: 'text', text: 'one', cache_control: marker }, { type: 'text', text: 'two', cache_control: marker }] }],
      },
      'A maximum of 4 blocks with cache_control may be provided. Found 5.',
    ],
    ['an empty text block', { messages: [{ role: 'user', content: [{ type: 'text', text: '' }] }] }, 'messages: text content blocks must be non-empty'],
    ['a whitespace-only text block', { messages: [{ role: 'user', content: [{ type: 'text', text: ' \n\t' }] }] }, 'messages: text content blocks must contain non-whitespace text'],
    [
      'an empty text block echoed back in an assistant message',
      {
        messages: [
          { role: 'user', content: [{ type: 'text', text: 'go' }] },
          { role: 'assistant', content: [{ type: 'text', text: '' }, { type: 'tool_use', id: 'toolu_1', name: 'a', input: {} }] },
          { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: 'x' }] },
        ],
        tools: [tool('a')],
      },
      'messages: text content blocks must be non-empty',
    ],
    [
      'an empty text block inside a tool_result',
      {
        messages: [
          { role: 'user', content: [{ type: 'text', text: 'go' }] },
          { role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_1', name: 'a', input: {} }] },
          { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: [{ type: 'text', text: '' }] }] },
        ],
        tools: [tool('a')],
      },
      'messages: text content blocks must be non-empty',
    ],
    ['an empty system block', { system: [{ type: 'text', text: '' }] }, 'system: text content blocks must be non-empty'],
  ])('%s', async (_what, request, message) => {
    const before = api.rejected.length;
    const error = await refusal(request);
    expect(error.status).toBe(400);
    expect(error.kind).toBe('invalid_request');
    expect(error.retryable).toBe(false);
    expect(error.message).toContain(message);
    expect(api.rejected.slice(before).map((rejected) => rejected.message)).toEqual([expect.stringContaining(message)]);
  });

  it('answers in the real error shape, with a request id', async () => {
    const response = await fetch(`${api.baseURL}/v1/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': 'k', 'anthropic-version': '2023-06-01' },
      body: JSON.stringify({ ...base, tools: [tool('bad name')] }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({
      type: 'error',
      error: { type: 'invalid_request_error', message: "tools.0.custom.name: String should match pattern '^[a-zA-Z0-9_-]{1,64}$'" },
      request_id: expect.stringMatching(/^req_/),
    });
    expect(response.headers.get('request-id')).toBe(body.request_id);
  });

  it('accepts a request that keeps the rules: four breakpoints, nested unions, $schema of another draft', async () => {
    const before = api.rejected.length;
    const reply = await client.createMessage(
      {
        ...base,
        tools: [
          { ...tool('a', { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { x: { oneOf: [{ type: 'string' }, { type: 'number' }] } } }), cache_control: marker },
          tool('b-2_c'),
        ],
        system: [{ type: 'text', text: 'sys', cache_control: marker }],
        messages: [{ role: 'user', content: [{ type: 'text', text: 'one', cache_control: marker }, { type: 'text', text: 'two', cache_control: marker }] }],
      },
      { signal: new AbortController().signal },
    );
    expect(reply.content).toEqual([{ type: 'text', text: 'accepted' }]);
    expect(api.rejected).toHaveLength(before);
  });
});

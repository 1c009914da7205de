import { afterEach, describe, expect, it } from 'vitest';
import { createAnthropicModelClient, resolveAnthropicBaseUrl } from '../../src/model/anthropic-client.js';
import { ModelCallError } from '../../src/model/model-error.js';
import { startFakeMessagesApi, type FakeMessagesApi } from '../support/fake-messages-api.js';
import { reply, text, toolUse } from '../support/scripted-model.js';

let api: FakeMessagesApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const request = { model: 'claude-sonnet-5-5', max_tokens: 100, messages: [{ role: 'user' as const, content: 'hi' }] };

describe('the Anthropic model client (real SDK, loopback API)', () => {
  it('streams a reply into assistant params with usage, sending the API key', async () => {
    api = await startFakeMessagesApi({ script: [{ ...reply(text('hello'), toolUse('Echo', { b: 1, a: 2 }, 'toolu_x')), usage: { output_tokens: 7 } }] });
    const client = createAnthropicModelClient({ apiKey: 'sk-test-key-123', baseURL: api.baseURL });
    const result = await client.createMessage(request);
    expect(result.content).toEqual([
      { type: 'text', text: 'hello' },
      { type: 'tool_use', id: 'toolu_x', name: 'Echo', input: { b: 1, a: 2 } },
    ]);
    expect(JSON.stringify(result.content[1])).toBe('{"type":"tool_use","id":"toolu_x","name":"Echo","input":{"b":1,"a":2}}');
    expect(result.stopReason).toBe('tool_use');
    expect(result.usage.outputTokens).toBe(7);
    // SDK 1.x sends the key as a bearer token (older versions used x-api-key)
    const { headers } = api.requests[0]!;
    expect(String(headers['x-api-key'] ?? headers.authorization)).toMatch(/^(Bearer )?sk-test-key-123$/);
    expect(api.requests[0]!.body.stream).toBe(true);
  });

  it('counts tokens through /v1/messages/count_tokens', async () => {
    api = await startFakeMessagesApi({ countTokens: () => 4242 });
    const client = createAnthropicModelClient({ apiKey: 'k-123456', baseURL: api.baseURL });
    expect(await client.countTokens(request)).toBe(4242);
    expect(api.countRequests).toHaveLength(1);
  });

  it('classifies errors: 401 is final, 529 is retryable with no SDK retry', async () => {
    api = await startFakeMessagesApi({ script: [{ kind: 'error', status: 401 }, { kind: 'error', status: 529 }] });
    const client = createAnthropicModelClient({ apiKey: 'k-123456', baseURL: api.baseURL });
    const first = await client.createMessage(request).catch((e: unknown) => e);
    expect(first).toBeInstanceOf(ModelCallError);
    expect(first).toMatchObject({ kind: 'authentication', status: 401, retryable: false });
    const second = await client.createMessage(request).catch((e: unknown) => e);
    expect(second).toMatchObject({ kind: 'overloaded', status: 529, retryable: true });
    expect(api.requests).toHaveLength(2);
  });

  it('reports a stream that broke mid-message with the usage seen so far', async () => {
    api = await startFakeMessagesApi({ script: [{ ...reply(text('a'.repeat(90))), breakAfter: 3, usage: { input_tokens: 1234 } }] });
    const client = createAnthropicModelClient({ apiKey: 'k-123456', baseURL: api.baseURL });
    const error = await client.createMessage(request).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'broken_stream', retryable: true });
    expect((error as ModelCallError).partialUsage).toMatchObject({ inputTokens: 1234 });
    expect((error as ModelCallError).partialUsage!.outputTokens).toBeGreaterThanOrEqual(15);
  });

  it('treats a response that ends without message_stop as a broken stream', async () => {
    api = await startFakeMessagesApi({ script: [{ ...reply(text('cut short here')), endAfter: 4 }] });
    const client = createAnthropicModelClient({ apiKey: 'k-123456', baseURL: api.baseURL });
    const error = await client.createMessage(request).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'broken_stream', retryable: true });
  });

  it('takes the base URL from the option, then from the env it is given', () => {
    expect(resolveAnthropicBaseUrl('http://a', { ANTHROPIC_BASE_URL: 'http://b' })).toBe('http://a');
    expect(resolveAnthropicBaseUrl(undefined, { ANTHROPIC_BASE_URL: 'http://b' })).toBe('http://b');
    expect(resolveAnthropicBaseUrl(undefined, {})).toBe('https://api.anthropic.com');
  });
});

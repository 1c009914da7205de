/**
 * The bench's recording front (bench/lib/recording-front.ts): every request an agent makes is
 * recorded, `HEAD /` included; `/v1/...` reaches the fake API unchanged (query string, headers and
 * body), and its status comes back to the agent and into the record.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startRecordingFront, type RecordingFront } from '../../bench/lib/recording-front.js';
import { startFakeMessagesApi, type FakeMessagesApi } from '../support/fake-messages-api.js';
import { endTurn } from '../support/scripted-model.js';

let api: FakeMessagesApi | null = null;
let front: RecordingFront | null = null;
afterEach(async () => {
  await front?.close();
  await api?.close();
  front = null;
  api = null;
});

describe('startRecordingFront', () => {
  it('records every request, answers HEAD / itself, and forwards /v1/ to the API with its status', async () => {
    api = await startFakeMessagesApi({ script: [endTurn('hello')] });
    front = await startRecordingFront(api.baseURL);
    const head = await fetch(`${front.url}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const body = JSON.stringify({ model: 'claude-sonnet-5-5', max_tokens: 100, messages: [{ role: 'user', content: 'hi' }] });
    const reply = await fetch(`${front.url}/v1/messages?beta=true`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': 'test' }, body });
    expect(reply.status).toBe(200);
    expect(((await reply.json()) as { content: unknown[] }).content).toEqual([{ type: 'text', text: 'hello' }]);
    const missing = await fetch(`${front.url}/v1/models/nonsense`);
    expect(missing.status).toBe(404);
    await missing.text();

    // The API saw the request itself, byte for byte; the front saw all three.
    expect(api.requests.map((request) => request.raw)).toEqual([body]);
    expect(front.requests).toEqual([
      { method: 'HEAD', path: '/', bytes: 0, status: 200 },
      { method: 'POST', path: '/v1/messages', bytes: Buffer.byteLength(body), status: 200 },
      { method: 'GET', path: '/v1/models/nonsense', bytes: 0, status: 404 },
    ]);
  });
});

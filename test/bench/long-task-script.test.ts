/**
 * The long-task figure's scripted model as Claude Code meets it on the wire (bench/lib/long-task-script.ts):
 * requests shaped as Claude Code sends them, posted to the loopback Messages API. A Read's result
 * followed by Claude Code's `role: "system"` reminder still counts; its compaction request (tools
 * offered, no tool_choice) gets a summary in `<summary>` tags, not a Read; a side request gets text.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { longTaskScript, PEER_SUMMARY_PROMPT } from '../../bench/lib/long-task-script.js';
import { startFakeMessagesApi, type FakeMessagesApi } from '../support/fake-messages-api.js';
import { readEveryFile, type ReadEveryFile } from '../support/long-task.js';

const FILES = ['/repo/docs/f01.txt', '/repo/docs/f02.txt', '/repo/docs/f03.txt'];
const READ_TOOL = { name: 'Read', description: 'Reads a file.', input_schema: { type: 'object', properties: { file_path: { type: 'string' } }, required: ['file_path'] } };

let api: FakeMessagesApi | null = null;
afterEach(async () => {
  await api?.close();
  api = null;
});

interface Reply {
  readonly content: { type: string; text?: string; name?: string; id?: string; input?: Record<string, unknown> }[];
  readonly stop_reason: string;
}

async function post(body: Record<string, unknown>): Promise<Reply> {
  const response = await fetch(`${api!.baseURL}/v1/messages?beta=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'test' },
    body: JSON.stringify({ model: 'claude-sonnet-5-5', max_tokens: 4096, ...body }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Reply;
}

/** The conversation after Read `n` (1-based) was answered. */
function afterReads(n: number): unknown[] {
  const messages: unknown[] = [{ role: 'user', content: [{ type: 'text', text: 'Read every file under /repo/docs/.' }] }];
  for (let index = 1; index <= n; index++) {
    messages.push({ role: 'assistant', content: [{ type: 'tool_use', id: `toolu_read_${index}`, name: 'Read', input: { file_path: FILES[index - 1] } }] });
    messages.push({ role: 'user', content: [{ type: 'tool_result', tool_use_id: `toolu_read_${index}`, content: `file ${index}` }] });
  }
  return messages;
}

async function start(): Promise<ReadEveryFile> {
  const task = readEveryFile(FILES);
  api = await startFakeMessagesApi({ script: longTaskScript(task) });
  return task;
}

describe('the long task script, as Claude Code meets it', () => {
  it("counts a Read whose result is followed by Claude Code's role: system reminder, and asks for the next file", async () => {
    const task = await start();
    const reminder = { role: 'system', content: 'The task tools have not been used recently.' };
    const reply = await post({ tools: [READ_TOOL], messages: [...afterReads(1), reminder] });
    expect([...task.done]).toEqual([1]);
    const call = reply.content.find((block) => block.type === 'tool_use');
    expect(call).toMatchObject({ name: 'Read', id: 'toolu_read_2', input: { file_path: FILES[1] } });
  });

  it("answers Claude Code's compaction request (tools offered, no tool_choice) with a summary in <summary> tags, not a Read", async () => {
    const task = await start();
    await post({ tools: [READ_TOOL], messages: afterReads(1) });
    const messages = afterReads(2);
    const last = messages.at(-1) as { content: unknown[] };
    last.content.push({ type: 'text', text: `CRITICAL: Respond with TEXT ONLY.\n\nYour task is to ${PEER_SUMMARY_PROMPT}, paying close attention to ...` });
    const reply = await post({ tools: [READ_TOOL], messages });
    expect(reply.stop_reason).toBe('end_turn');
    expect(reply.content.some((block) => block.type === 'tool_use')).toBe(false);
    expect(reply.content.map((block) => block.text).join('')).toMatch(/^<summary>\n.*Read so far: 1, 2\..*\n<\/summary>$/s);
    expect(task.summaries()).toBe(1);
  });

  it("answers Tollgate's summary request (tool_choice none) with the plain summary", async () => {
    const task = await start();
    const reply = await post({ tools: [READ_TOOL], tool_choice: { type: 'none' }, messages: afterReads(1) });
    const text = reply.content.map((block) => block.text).join('');
    expect(text).toMatch(/^Task: read every file/);
    expect(text).not.toContain('<summary>');
    expect(task.summaries()).toBe(1);
  });

  it('answers a side request without tools with a short text, and reads nothing for it', async () => {
    const task = await start();
    const reply = await post({ messages: [{ role: 'user', content: 'Write a 5-word title for this conversation.' }] });
    expect(reply.content).toEqual([{ type: 'text', text: 'OK.' }]);
    expect(task.done.size).toBe(0);
    expect(task.summaries()).toBe(0);
  });
});

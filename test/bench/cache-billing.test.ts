/** The loopback API's prompt-cache billing, which figure 7 of the benchmarks rests on. */
import { describe, expect, it } from 'vitest';
import { CacheBiller, extendsPrevious, prefixText, renderRequest } from '../../bench/lib/cache-billing.js';

const marker = { type: 'ephemeral' };
const tools = [
  { name: 'Read', description: 'Reads a file.', input_schema: { type: 'object' } },
  { name: 'Grep', description: 'Searches.', input_schema: { type: 'object' }, cache_control: marker },
];
const system = [{ type: 'text', text: 'You are a careful agent. '.repeat(40), cache_control: marker }];

function request(messages: unknown[]) {
  return { model: 'claude-sonnet-5-5', max_tokens: 100, tools, system, messages };
}

const turn1 = [{ role: 'user', content: [{ type: 'text', text: 'Read a.ts', cache_control: marker }] }];
const turn2 = [
  { role: 'user', content: [{ type: 'text', text: 'Read a.ts' }] },
  { role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_1', name: 'Read', input: { file_path: '/w/a.ts' } }] },
  { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_1', content: 'x'.repeat(400), cache_control: marker }] },
];

describe('cache billing of the loopback API', () => {
  it('treats a request that only adds messages as a byte-prefix extension, wherever the breakpoint moved', () => {
    expect(extendsPrevious(renderRequest(request(turn1)), renderRequest(request(turn2)))).toBe(true);
  });

  it('does not treat a request that changed an earlier message as an extension', () => {
    const edited = [{ ...turn2[0], content: [{ type: 'text', text: 'Read b.ts' }] }, ...turn2.slice(1)];
    expect(extendsPrevious(renderRequest(request(turn1)), renderRequest(request(edited)))).toBe(false);
  });

  it('writes the whole prefix on the first request and reads the previous prefix on the next', () => {
    const biller = new CacheBiller();
    const first = biller.bill(request(turn1));
    expect(first.cacheReadInputTokens).toBe(0);
    expect(first.cacheCreationInputTokens).toBeGreaterThan(0);
    const firstTotal = first.inputTokens + first.cacheCreationInputTokens;
    const second = biller.bill(request(turn2));
    // Everything through the first request's last breakpoint (its whole prompt) is read back.
    expect(second.cacheReadInputTokens).toBe(firstTotal);
    expect(second.cacheCreationInputTokens).toBeGreaterThan(0);
    expect(second.inputTokens).toBe(0);
  });

  it('reads only up to the system prompt when the conversation changed', () => {
    const biller = new CacheBiller();
    biller.bill(request(turn1));
    const other = biller.bill(request([{ role: 'user', content: [{ type: 'text', text: 'Something else', cache_control: marker }] }]));
    const stable = Math.ceil(Buffer.byteLength(prefixText({ ...renderRequest(request([])), breakpoints: [] })) / 4);
    expect(other.cacheReadInputTokens).toBe(stable);
  });

  it('bills nothing from the cache for a request without breakpoints', () => {
    const biller = new CacheBiller();
    const plain = { model: 'm', messages: [{ role: 'user', content: 'hi' }] };
    biller.bill(plain);
    const again = biller.bill(plain);
    expect(again.cacheReadInputTokens).toBe(0);
    expect(again.cacheCreationInputTokens).toBe(0);
    expect(again.inputTokens).toBeGreaterThan(0);
  });
});

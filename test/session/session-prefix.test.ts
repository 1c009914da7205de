import { afterEach, describe, expect, it } from 'vitest';
import { endTurn, reply, text, toolUse } from '../support/scripted-model.js';
import { startHarness, type SessionHarness } from './session-fixture.js';

let harness: SessionHarness | undefined;
afterEach(async () => {
  await harness?.cleanup();
  harness = undefined;
});

const NEWEST_BREAKPOINT = ',"cache_control":{"type":"ephemeral"}';
const STREAM_TAIL = ',"stream":true}';

/** The raw body split into what precedes the messages and the messages array without its one moving breakpoint. */
function split(raw: string): { head: string; messages: string } {
  const at = raw.indexOf('"messages":');
  expect(at).toBeGreaterThan(0);
  expect(raw.endsWith(STREAM_TAIL)).toBe(true);
  const messages = raw.slice(at, raw.length - STREAM_TAIL.length);
  expect(messages.split(NEWEST_BREAKPOINT)).toHaveLength(2);
  return { head: raw.slice(0, at), messages: messages.replace(NEWEST_BREAKPOINT, '') };
}

describe('prompt caching', () => {
  it('sends each request as a byte-for-byte extension of the previous one over 20 turns', async () => {
    const oddInput = { text: 'é "quoted" \\ back\nslash', zeta: 1, alpha: [3, 1, 2], nested: { b: true, a: null } };
    const script = [
      reply(text('start'), toolUse('Echo', oddInput, 'toolu_odd')),
      ...Array.from({ length: 18 }, (_, i) =>
        i % 3 === 0
          ? reply(toolUse('Echo', { text: `p${i}` }), toolUse('Echo', { text: `q${i}` }))
          : reply(text(`turn ${i}`), toolUse('Echo', { text: `t${i}` })),
      ),
      endTurn('finished'),
    ];
    harness = await startHarness(script);
    const { result } = await harness.run({ maxTurns: 25 });
    expect(result.conclusion).toBe('success');
    expect(result.turns).toBe(20);
    const raws = harness.api.requests.map((r) => r.raw);
    expect(raws).toHaveLength(20);
    for (let i = 1; i < raws.length; i++) {
      const before = split(raws[i - 1]!);
      const after = split(raws[i]!);
      expect(after.head, `tools/system of request ${i + 1}`).toBe(before.head);
      const open = before.messages.slice(0, -1); // drop the closing bracket of the array
      expect(after.messages.startsWith(open), `request ${i + 1} extends request ${i}`).toBe(true);
      expect(after.messages.length).toBeGreaterThan(before.messages.length);
    }
    for (const raw of raws) expect(raw.split('"cache_control"').length - 1).toBeLessThanOrEqual(4);
    // the tool input goes back exactly as the model sent it
    expect(raws[1]).toContain(JSON.stringify(oddInput));
  });

  it('puts breakpoints on the last tool, the system prompt and the newest message', async () => {
    harness = await startHarness([reply(toolUse('Echo', { text: 'a' })), endTurn('ok')]);
    await harness.run();
    const body = harness.api.requests[1]!.body as {
      tools: { cache_control?: unknown }[];
      system: { cache_control?: unknown }[];
      messages: { content: { cache_control?: unknown }[] }[];
    };
    expect(body.tools.map((t) => t.cache_control !== undefined)).toEqual([false, false, false, true]);
    expect(body.system[0]!.cache_control).toEqual({ type: 'ephemeral' });
    expect(body.messages.at(-1)!.content.at(-1)!.cache_control).toEqual({ type: 'ephemeral' });
    expect(body.messages[0]!.content[0]!.cache_control).toBeUndefined();
  });
});

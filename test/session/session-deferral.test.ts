import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tools } from '../../src/core/tool.js';
import { connectMcpServers, type McpConnection } from '../../src/mcp/connect.js';
import { applyDeferral } from '../../src/mcp/deferral.js';
import { createProcessRunner } from '../../src/sandbox/process-runner.js';
import { builtinTools } from '../../src/tools/index.js';
import { configOf, stdioServer } from '../mcp/helpers.js';
import { endTurn, reply, toolUse } from '../support/scripted-model.js';
import { startHarness, type SessionHarness } from './session-fixture.js';

let connection: McpConnection;
let tools: Tools;
let harness: SessionHarness;

beforeAll(async () => {
  // 12 tools + 20 extra: above the 15-tool threshold, so every MCP tool is deferred.
  connection = await connectMcpServers(configOf(stdioServer('big', ['--many', '20'])), { runner: createProcessRunner(), env: {} });
  tools = applyDeferral([...builtinTools(), ...connection.tools]);
  harness = await startHarness([
    reply(toolUse('ToolSearch', { query: 'select:mcp__big__extra_3' })),
    reply(toolUse('mcp__big__extra_3', { value: 1 })),
    reply(toolUse('ToolSearch', { query: 'echoes text', max_results: 1 })),
    reply(toolUse('mcp__big__echo', { text: 'found' })),
    endTurn('done'),
  ]);
});
afterAll(async () => {
  await harness.cleanup();
  await connection.close();
});

/** The `tools` array exactly as it was on the wire. */
function rawTools(raw: string): string {
  const tools = JSON.stringify((JSON.parse(raw) as { tools: unknown }).tools);
  expect(raw).toContain(`"tools":${tools},`);
  return tools;
}

const names = (raw: string) => (JSON.parse(rawTools(raw)) as { name: string }[]).map((tool) => tool.name);

describe('deferred MCP tools on the wire', () => {
  it('sends only names and hints until ToolSearch loads a tool, then appends it, byte for byte', async () => {
    const { result } = await harness.run({ tools, maxTurns: 10 });
    expect(result.conclusion).toBe('success');
    expect(harness.api.rejected).toEqual([]);
    const raws = harness.api.requests.map((request) => request.raw);
    expect(raws).toHaveLength(5);

    const builtin = builtinTools().map((tool) => tool.name);
    expect(names(raws[0]!)).toEqual(builtin);
    // The model learns the deferred tools by name and one-line hint, in ToolSearch's description; no schema.
    const sent = JSON.parse(rawTools(raws[0]!)) as { name: string; description: string }[];
    const search = sent.find((tool) => tool.name === 'ToolSearch')!.description;
    expect(search).toContain('- mcp__big__extra_3: big: Extra tool number 3.');
    expect(search).toContain('- mcp__big__echo: big: Echoes the text back. Second line of the description.');
    expect(search.split('\n').filter((line) => line.startsWith('- mcp__big__'))).toHaveLength(32);
    expect(raws[0]!.split('mcp__big__extra_3')).toHaveLength(2);
    expect(raws[0]).not.toContain('"name":"mcp__big__');
    const system = (harness.api.requests[0]!.body.system as { text: string }[])[0]!.text;
    expect(system).toContain("32 more tools exist whose input schemas were not sent; the ToolSearch tool's description lists them");

    // Loaded tools are sent from the next turn on, appended; what was sent before is unchanged.
    expect(names(raws[1]!)).toEqual([...builtin, 'mcp__big__extra_3']);
    expect(names(raws[3]!)).toEqual([...builtin, 'mcp__big__extra_3', 'mcp__big__echo']);
    for (let i = 1; i < raws.length; i++) {
      const before = rawTools(raws[i - 1]!);
      const after = rawTools(raws[i]!);
      expect(after.startsWith(before.slice(0, -1)), `the tools of request ${i + 1} extend those of request ${i}`).toBe(true);
    }
    expect(rawTools(raws[2]!)).toBe(rawTools(raws[1]!));
    expect(rawTools(raws[4]!)).toBe(rawTools(raws[3]!));
    // The tools' cache breakpoint stays on the last built-in tool: loading moves nothing.
    const last = (JSON.parse(rawTools(raws[3]!)) as { name: string; cache_control?: unknown }[]).filter((tool) => tool.cache_control);
    expect(last.map((tool) => tool.name)).toEqual([builtin.at(-1)]);

    // The loaded tools ran against the server.
    const results = (harness.api.requests[4]!.body.messages as { role: string; content: { type: string; content?: unknown }[] }[])
      .flatMap((message) => message.content)
      .filter((block) => block.type === 'tool_result')
      .map((block) => block.content);
    expect(results).toContain('extra_3 ok');
    expect(results).toContain('echo: found');
  });
});

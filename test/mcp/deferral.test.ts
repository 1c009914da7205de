import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProcessRunner } from '../../src/sandbox/process-runner.js';
import { z } from 'zod';
import { noHooks } from '../../src/core/hook-types.js';
import { runToolUse } from '../../src/core/pipeline.js';
import { buildTool } from '../../src/core/build-tool.js';
import type { AnyTool, Tools } from '../../src/core/tool.js';
import { connectMcpServers, type McpConnection } from '../../src/mcp/connect.js';
import { applyDeferral } from '../../src/mcp/deferral.js';
import { createToolSearchTool } from '../../src/tools/tool-search.js';
import { configOf, contextFor, makeTempDir, recordingGate, stdioServer } from './helpers.js';

function fakeTool(name: string, isMcp: boolean, schemaChars = 0): AnyTool {
  return buildTool({
    name,
    isMcp,
    searchHint: `${name}:\n  does   things`,
    inputSchema: z.object({}),
    inputJSONSchema: { type: 'object', description: 'x'.repeat(schemaChars) },
    description: async () => name,
    call: async () => ({ data: 'ok' }),
  }) as AnyTool;
}

const builtIn = fakeTool('Read', false);
const mcp = (count: number, schemaChars = 0): Tools => Array.from({ length: count }, (_, i) => fakeTool(`mcp__s__t${i}`, true, schemaChars));

describe('applyDeferral', () => {
  it('leaves the tools alone while the MCP tools are few and small', () => {
    const tools = [builtIn, ...mcp(15)];
    expect(applyDeferral(tools)).toBe(tools);
  });

  it('defers every MCP tool (copies, with a one-line hint) when there are more than 15', () => {
    const tools = [builtIn, ...mcp(16)];
    const result = applyDeferral(tools);
    expect(result[0]).toBe(builtIn);
    expect(result.slice(1).every((tool) => tool.shouldDefer === true)).toBe(true);
    expect(result[1]?.searchHint).toBe('mcp__s__t0: does things');
    expect(tools[1]?.shouldDefer).toBeUndefined();
  });

  it('defers when the schemas together exceed the character limit, and honours custom limits', () => {
    expect(applyDeferral([builtIn, ...mcp(2, 6_000)]).every((tool) => tool.shouldDefer === (tool !== builtIn ? true : undefined))).toBe(true);
    expect(applyDeferral([...mcp(2, 6_000)], { maxSchemaChars: 20_000 })[0]?.shouldDefer).toBeUndefined();
    expect(applyDeferral([...mcp(3)], { maxTools: 2 })[0]?.shouldDefer).toBe(true);
  });
});

describe('deferred MCP tools in the pipeline', () => {
  let connection: McpConnection;
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ dir, cleanup } = await makeTempDir());
    connection = await connectMcpServers(configOf(stdioServer('big', ['--many', '20'])), { runner: createProcessRunner(), env: {} });
  });
  afterAll(async () => {
    await connection.close();
    await cleanup();
  });

  it('refuses a deferred tool until it is loaded, then runs it', async () => {
    const tools = applyDeferral(connection.tools);
    expect(tools).toHaveLength(32);
    expect(tools.every((tool) => tool.shouldDefer === true && typeof tool.searchHint === 'string')).toBe(true);
    const context = contextFor(tools, dir);
    const deps = { gate: recordingGate(), hooks: noHooks };

    const refused = await runToolUse({ id: 'toolu_1', name: 'mcp__big__extra_3', input: { value: 1 } }, context, deps);
    expect(refused.failedStep).toBe('schema');
    expect(refused.block.content).toContain('call ToolSearch with query "select:mcp__big__extra_3"');

    context.setAppState((state) => ({ ...state, loadedDeferredTools: [...state.loadedDeferredTools, 'mcp__big__extra_3'] }));
    const ran = await runToolUse({ id: 'toolu_2', name: 'mcp__big__extra_3', input: { value: 1 } }, context, deps);
    expect(ran.status).toBe('success');
    expect(ran.block.content).toBe('extra_3 ok');

    const stillInvalid = await runToolUse({ id: 'toolu_3', name: 'mcp__big__extra_3', input: { value: 'one' } }, context, deps);
    expect(stillInvalid.block.content).toContain('the parameter `value`: must be number');
  });

  it('loads deferred MCP tools with ToolSearch, by name and by keyword', async () => {
    const tools = applyDeferral([createToolSearchTool() as AnyTool, ...connection.tools]);
    expect(tools[0]?.shouldDefer).toBeUndefined();
    const prompt = await tools[0]?.prompt({ permissionMode: 'default', isNonInteractiveSession: true, tools });
    expect(prompt).toContain('- mcp__big__extra_7: big: Extra tool number 7.');

    const context = contextFor(tools, dir);
    const deps = { gate: recordingGate(), hooks: noHooks };
    const search = await runToolUse({ id: 'toolu_s', name: 'ToolSearch', input: { query: 'select:mcp__big__extra_7' } }, context, deps);
    expect(search.status).toBe('success');
    expect(context.getAppState().loadedDeferredTools).toEqual(['mcp__big__extra_7']);
    const ran = await runToolUse({ id: 'toolu_7', name: 'mcp__big__extra_7', input: {} }, context, deps);
    expect(ran.block.content).toBe('extra_7 ok');

    await runToolUse({ id: 'toolu_k', name: 'ToolSearch', input: { query: 'echoes text', max_results: 1 } }, context, deps);
    expect(context.getAppState().loadedDeferredTools).toEqual(['mcp__big__extra_7', 'mcp__big__echo']);
    const echoed = await runToolUse({ id: 'toolu_e', name: 'mcp__big__echo', input: { text: 'found' } }, context, deps);
    expect(echoed.block.content).toBe('echo: found');
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTool } from '../../src/core/build-tool.js';
import type { Tools } from '../../src/core/tool.js';
import { builtinTools } from '../../src/tools/index.js';
import { createToolSearchTool } from '../../src/tools/tool-search.js';
import { callTool, makeContext, makeSandbox, type Sandbox } from './helpers.js';

let sandbox: Sandbox;
beforeEach(async () => {
  sandbox = await makeSandbox();
});
afterEach(async () => {
  await sandbox.cleanup();
});

function deferredTool(name: string, description: string, searchHint?: string) {
  return buildTool({
    name,
    inputSchema: z.strictObject({ x: z.string() }),
    shouldDefer: true,
    ...(searchHint ? { searchHint } : {}),
    description: async () => description,
    call: async () => ({ data: 'ok' }),
  });
}

function toolsWithDeferred(): Tools {
  return [
    ...builtinTools(),
    deferredTool('mcp__github__create_issue', 'Create a new issue in a GitHub repository.', 'open a bug report'),
    deferredTool('mcp__github__list_pulls', 'List pull requests of a repository.'),
    deferredTool('mcp__slack__send_message', 'Send a message to a Slack channel.', 'post chat notification'),
    deferredTool('NotebookEdit', 'Edit a cell of a Jupyter notebook.'),
  ];
}

describe('ToolSearch', () => {
  it('loads named deferred tools with select: and says they are usable from the next turn', async () => {
    const context = makeContext(sandbox, { tools: toolsWithDeferred() });
    const result = await callTool(context, 'ToolSearch', { query: 'select:mcp__slack__send_message,NotebookEdit,Nope' });
    expect(result.isError).toBe(false);
    expect(context.getAppState().loadedDeferredTools).toEqual(['mcp__slack__send_message', 'NotebookEdit']);
    expect(result.text).toContain('Loaded 2 tools; you can call them from your next turn on:');
    expect(result.text).toContain('- mcp__slack__send_message: Send a message to a Slack channel.');
    expect(result.text).toContain('Not found among the deferred tools: Nope.');
    // Loading twice does not duplicate.
    await callTool(context, 'ToolSearch', { query: 'select:NotebookEdit' });
    expect(context.getAppState().loadedDeferredTools).toEqual(['mcp__slack__send_message', 'NotebookEdit']);
  });

  it('ranks deferred tools by keywords in the name, hint and description', async () => {
    const context = makeContext(sandbox, { tools: toolsWithDeferred() });
    const result = await callTool(context, 'ToolSearch', { query: 'github issue', max_results: 1 });
    expect(context.getAppState().loadedDeferredTools).toEqual(['mcp__github__create_issue']);
    expect(result.text).toContain('mcp__github__create_issue');
    const byHint = await callTool(context, 'ToolSearch', { query: 'chat notification' });
    expect(byHint.text).toContain('mcp__slack__send_message');
    expect(context.getAppState().loadedDeferredTools).toContain('mcp__slack__send_message');
    const none = await callTool(context, 'ToolSearch', { query: 'kubernetes' });
    expect(none.text).toContain('No deferred tool matched "kubernetes"');
    expect(none.text).toContain('Deferred tools: mcp__github__create_issue, mcp__github__list_pulls, mcp__slack__send_message, NotebookEdit.');
  });

  it('makes a loaded tool callable through the pipeline', async () => {
    const context = makeContext(sandbox, { tools: toolsWithDeferred() });
    const before = await callTool(context, 'NotebookEdit', { x: 'a' });
    expect(before.text).toContain('call ToolSearch with query "select:NotebookEdit"');
    await callTool(context, 'ToolSearch', { query: 'select:NotebookEdit' });
    const after = await callTool(context, 'NotebookEdit', { x: 'a' });
    expect(after.text).toBe('ok');
  });

  it('lists the deferred tools and their hints in its prompt, and runs alone', async () => {
    const tool = createToolSearchTool();
    const prompt = await tool.prompt({ permissionMode: 'default', isNonInteractiveSession: true, tools: toolsWithDeferred() });
    expect(prompt).toContain('- mcp__github__create_issue: open a bug report');
    expect(prompt).toContain('- NotebookEdit');
    expect(prompt).not.toContain('- Bash');
    expect(tool.isConcurrencySafe({ query: 'x' })).toBe(false);
  });
});

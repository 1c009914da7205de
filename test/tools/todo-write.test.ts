import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callTool, makeContext, makeSandbox, type Sandbox } from './helpers.js';

let sandbox: Sandbox;
beforeEach(async () => {
  sandbox = await makeSandbox();
});
afterEach(async () => {
  await sandbox.cleanup();
});

describe('TodoWrite', () => {
  it('replaces the todo list in app state and confirms', async () => {
    const context = makeContext(sandbox);
    const todos = [
      { content: 'Reproduce the bug', status: 'completed', activeForm: 'Reproducing the bug' },
      { content: 'Fix the parser', status: 'in_progress', activeForm: 'Fixing the parser' },
      { content: 'Run the tests', status: 'pending', activeForm: 'Running the tests' },
    ];
    const first = await callTool(context, 'TodoWrite', { todos });
    expect(first.isError).toBe(false);
    expect(context.getAppState().todos).toEqual(todos);
    expect(first.text).toContain('3 items, 1 completed, in progress: Fix the parser');
    await callTool(context, 'TodoWrite', { todos: [{ content: 'Run the tests', status: 'completed', activeForm: 'Running the tests' }] });
    expect(context.getAppState().todos).toEqual([{ content: 'Run the tests', status: 'completed', activeForm: 'Running the tests' }]);
    expect(context.getAppState().loadedDeferredTools).toEqual([]);
  });

  it('refuses a malformed item and two items in progress', async () => {
    const context = makeContext(sandbox);
    const bad = await callTool(context, 'TodoWrite', { todos: [{ content: 'x', status: 'doing', activeForm: 'x' }] });
    expect(bad.isError).toBe(true);
    expect(bad.text).toContain('todos[0].status');
    const two = await callTool(context, 'TodoWrite', {
      todos: [
        { content: 'a', status: 'in_progress', activeForm: 'A-ing' },
        { content: 'b', status: 'in_progress', activeForm: 'B-ing' },
      ],
    });
    expect(two.text).toContain('keep at most one in_progress');
    expect(context.getAppState().todos).toEqual([]);
  });
});

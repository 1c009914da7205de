import { z } from 'zod';
import { buildTool } from '../core/build-tool.js';
import type { TodoItem } from '../core/app-state.js';

export const TODO_WRITE_TOOL_NAME = 'TodoWrite';

const todoSchema = z.strictObject({
  content: z.string().min(1).describe('What to do, in the imperative ("Run the tests")'),
  status: z.enum(['pending', 'in_progress', 'completed']),
  activeForm: z.string().min(1).describe('The same in the present continuous, shown while it is in progress ("Running the tests")'),
});
const inputSchema = z.strictObject({
  todos: z.array(todoSchema).describe('The updated todo list (replaces the previous one)'),
});

export interface TodoWriteOutput {
  readonly oldTodos: readonly TodoItem[];
  readonly newTodos: readonly TodoItem[];
}

export function formatTodoWriteOutput(output: TodoWriteOutput): string {
  const done = output.newTodos.filter((todo) => todo.status === 'completed').length;
  const current = output.newTodos.find((todo) => todo.status === 'in_progress');
  return (
    `Todo list updated: ${output.newTodos.length} item${output.newTodos.length === 1 ? '' : 's'}, ${done} completed` +
    `${current ? `, in progress: ${current.content}` : ''}. Keep it current as you work: mark each item completed as soon as it is done.`
  );
}

export function createTodoWriteTool() {
  return buildTool<typeof inputSchema, TodoWriteOutput>({
    name: TODO_WRITE_TOOL_NAME,
    inputSchema,
    async description() {
      return 'Create and update the task list for this session.';
    },
    async prompt() {
      return [
        'Keeps a structured task list for this session; it is shown to the people following the run (in the PR comment, as a checklist).',
        '',
        'Use it for work with three or more distinct steps, or when asked for several things. Skip it for a single, simple task.',
        '- Each call replaces the whole list: send every item, with its `content` (imperative: "Fix the parser"), `status` (pending, in_progress, completed) and `activeForm` (present continuous: "Fixing the parser").',
        '- Keep exactly one item in_progress while working; mark it completed as soon as it is done, not in batches.',
        '- Only mark an item completed when it is fully done (tests pass, nothing left unresolved); otherwise keep it in_progress and add an item for what blocks it.',
      ].join('\n');
    },
    // It touches no file: read-only in the permission sense; it changes session state, so it runs alone.
    isReadOnly: () => true,
    permissionSubject: () => ({ kind: 'opaque', readOnly: true }),
    reportSubject: (input) => ({ kind: 'plan', todos: input.todos }),
    isConcurrencySafe: () => false,
    getActivityDescription: () => 'Updating the todo list',
    async validateInput(input) {
      const inProgress = input.todos.filter((todo) => todo.status === 'in_progress').length;
      if (inProgress > 1) {
        return {
          result: false,
          message: `${inProgress} items are in_progress; keep at most one in_progress at a time (mark the others pending or completed).`,
        };
      }
      return { result: true };
    },
    async call(input, context) {
      const oldTodos = context.getAppState().todos;
      const newTodos: TodoItem[] = input.todos.map((todo) => ({ content: todo.content, status: todo.status, activeForm: todo.activeForm }));
      context.setAppState((prev) => ({ ...prev, todos: newTodos }));
      return { data: { oldTodos, newTodos } };
    },
    mapToolResultToToolResultBlockParam: (output, toolUseId) => ({
      type: 'tool_result',
      tool_use_id: toolUseId,
      content: formatTodoWriteOutput(output),
    }),
  });
}

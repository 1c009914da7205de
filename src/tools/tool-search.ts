import { z } from 'zod';
import { buildTool } from '../core/build-tool.js';
import type { AnyTool, DescriptionContext, Tools } from '../core/tool.js';
import type { ToolUseContext } from '../core/tool.js';

export const TOOL_SEARCH_TOOL_NAME = 'ToolSearch';
const DEFAULT_MAX_RESULTS = 5;
const DESCRIPTION_CHARS = 400;

const inputSchema = z.strictObject({
  query: z
    .string()
    .min(1)
    .describe('Query to find deferred tools. Use "select:<tool_name>[,<tool_name>...]" for direct selection, or keywords to search'),
  max_results: z.number().int().positive().max(50).optional().describe(`Maximum number of results to load (default ${DEFAULT_MAX_RESULTS})`),
});
type ToolSearchInput = z.output<typeof inputSchema>;

export interface LoadedToolInfo {
  readonly name: string;
  readonly description: string;
  readonly alreadyLoaded: boolean;
}

export interface ToolSearchOutput {
  readonly query: string;
  readonly loaded: readonly LoadedToolInfo[];
  readonly notFound: readonly string[];
  readonly deferredNames: readonly string[];
}

function deferredTools(tools: Tools): AnyTool[] {
  return tools.filter((tool) => tool.shouldDefer === true && tool.isEnabled());
}

function descriptionContext(context: ToolUseContext): DescriptionContext {
  return {
    permissionMode: context.options.permissionMode,
    isNonInteractiveSession: context.options.isNonInteractiveSession,
    tools: context.options.tools,
  };
}

/** Words of a tool name: `mcp__github__create_issue` and `createIssue` both give their parts. */
function nameParts(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function queryTerms(query: string): { term: string; required: boolean }[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ({ term: word.replace(/^\+/, '').replace(/[^a-z0-9_-]/g, ''), required: word.startsWith('+') }))
    .filter((entry) => entry.term !== '');
}

/** Name matches weigh most, then the search hint, then the description. */
export function scoreTool(name: string, hint: string, description: string, query: string): number {
  const terms = queryTerms(query);
  const parts = nameParts(name);
  const lowerName = name.toLowerCase();
  const lowerHint = hint.toLowerCase();
  const lowerDescription = description.toLowerCase();
  let score = 0;
  for (const { term, required } of terms) {
    let termScore = 0;
    if (lowerName === term) termScore += 20;
    if (parts.includes(term)) termScore += 10;
    else if (lowerName.includes(term)) termScore += 5;
    if (lowerHint.includes(term)) termScore += 4;
    if (lowerDescription.includes(term)) termScore += 2;
    if (required && !lowerName.includes(term)) return 0;
    score += termScore;
  }
  return score;
}

function firstParagraph(text: string): string {
  const paragraph = text.trim().split(/\n\s*\n/)[0] ?? '';
  return paragraph.length > DESCRIPTION_CHARS ? `${paragraph.slice(0, DESCRIPTION_CHARS)}…` : paragraph;
}

async function pickTools(input: ToolSearchInput, deferred: AnyTool[], context: ToolUseContext): Promise<{ picked: AnyTool[]; notFound: string[] }> {
  const select = /^select:(.*)$/i.exec(input.query.trim());
  if (select) {
    const picked: AnyTool[] = [];
    const notFound: string[] = [];
    for (const name of (select[1] ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
      const tool = deferred.find((t) => t.name === name) ?? deferred.find((t) => t.name.toLowerCase() === name.toLowerCase());
      if (tool && !picked.includes(tool)) picked.push(tool);
      else if (!tool) notFound.push(name);
    }
    return { picked, notFound };
  }
  const describe = descriptionContext(context);
  const scored = await Promise.all(
    deferred.map(async (tool) => ({
      tool,
      score: scoreTool(tool.name, tool.searchHint ?? '', await tool.description(describe).catch(() => ''), input.query),
    })),
  );
  const picked = scored
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || (a.tool.name < b.tool.name ? -1 : 1))
    .slice(0, input.max_results ?? DEFAULT_MAX_RESULTS)
    .map((entry) => entry.tool);
  return { picked, notFound: [] };
}

export function formatToolSearchOutput(output: ToolSearchOutput): string {
  const lines: string[] = [];
  if (output.loaded.length === 0) {
    lines.push(`No deferred tool matched "${output.query}".`);
  } else {
    lines.push(`Loaded ${output.loaded.length} tool${output.loaded.length === 1 ? '' : 's'}; you can call them from your next turn on:`);
    for (const tool of output.loaded) lines.push(`- ${tool.name}${tool.alreadyLoaded ? ' (already loaded)' : ''}: ${tool.description}`);
  }
  if (output.notFound.length > 0) lines.push(`Not found among the deferred tools: ${output.notFound.join(', ')}.`);
  if (output.loaded.length === 0 || output.notFound.length > 0) {
    lines.push(output.deferredNames.length > 0 ? `Deferred tools: ${output.deferredNames.join(', ')}.` : 'There are no deferred tools.');
  }
  return lines.join('\n');
}

export function createToolSearchTool() {
  return buildTool<typeof inputSchema, ToolSearchOutput>({
    name: TOOL_SEARCH_TOOL_NAME,
    inputSchema,
    async description() {
      return 'Load deferred tools by name or keyword so they can be called.';
    },
    async prompt(context) {
      const deferred = deferredTools(context.tools);
      const list =
        deferred.length === 0
          ? ['(There are no deferred tools in this session.)']
          : deferred.map((tool) => `- ${tool.name}${tool.searchHint ? `: ${tool.searchHint}` : ''}`);
      return [
        'Loads deferred tools: tools whose names you know but whose input schemas were not sent, so you cannot call them yet.',
        '- `select:Name1,Name2` loads those tools by name. Keywords (e.g. "github issue") load the best matches (up to `max_results`, default 5); prefix a word with + to require it in the name.',
        '- A loaded tool can be called from your next turn on. Calling a deferred tool before loading it fails.',
        '',
        'Deferred tools:',
        ...list,
      ].join('\n');
    },
    isReadOnly: () => true,
    permissionSubject: () => ({ kind: 'opaque', readOnly: true }),
    reportSubject: (input) => ({ kind: 'text', text: input.query }),
    // It changes which tools the session sends, so it runs alone.
    isConcurrencySafe: () => false,
    getActivityDescription: (input) => `Searching tools for ${input.query}`,
    async call(input, context) {
      const deferred = deferredTools(context.options.tools);
      const { picked, notFound } = await pickTools(input, deferred, context);
      const before = new Set(context.getAppState().loadedDeferredTools);
      const describe = descriptionContext(context);
      const loaded = await Promise.all(
        picked.map(async (tool) => ({
          name: tool.name,
          description: firstParagraph(await tool.description(describe).catch(() => tool.searchHint ?? '')),
          alreadyLoaded: before.has(tool.name),
        })),
      );
      if (picked.length > 0) {
        context.setAppState((prev) => ({
          ...prev,
          loadedDeferredTools: [...prev.loadedDeferredTools, ...picked.map((tool) => tool.name).filter((name) => !prev.loadedDeferredTools.includes(name))],
        }));
      }
      return { data: { query: input.query, loaded, notFound, deferredNames: deferred.map((tool) => tool.name) } };
    },
    mapToolResultToToolResultBlockParam: (output, toolUseId) => ({
      type: 'tool_result',
      tool_use_id: toolUseId,
      content: formatToolSearchOutput(output),
    }),
  });
}

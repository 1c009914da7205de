import { describe, expect, it } from 'vitest';
import { toApiTool } from '../../src/session/api-tool.js';
import { builtinTools } from '../../src/tools/index.js';

describe('builtinTools', () => {
  it('has the eight tools under Claude Code names, in a stable order', () => {
    expect(builtinTools().map((tool) => tool.name)).toEqual(['Bash', 'Glob', 'Grep', 'Read', 'Edit', 'Write', 'TodoWrite', 'ToolSearch']);
  });

  it('gives every tool a prompt and an input schema with Claude Code input keys', async () => {
    const tools = builtinTools();
    const context = { permissionMode: 'default' as const, isNonInteractiveSession: true, tools };
    const api = await Promise.all(tools.map((tool) => toApiTool(tool, context)));
    const keys = Object.fromEntries(api.map((tool) => [tool.name, Object.keys(tool.input_schema.properties ?? {})]));
    expect(keys).toEqual({
      Bash: ['command', 'timeout', 'description'],
      Glob: ['pattern', 'path'],
      Grep: ['pattern', 'path', 'glob', 'output_mode', '-i', '-n', '-A', '-B', '-C', 'head_limit', 'type'],
      Read: ['file_path', 'offset', 'limit'],
      Edit: ['file_path', 'old_string', 'new_string', 'replace_all'],
      Write: ['file_path', 'content'],
      TodoWrite: ['todos'],
      ToolSearch: ['query', 'max_results'],
    });
    for (const tool of api) expect(tool.description?.length ?? 0).toBeGreaterThan(80);
  });

  it('describes each call in a short present-tense line', () => {
    const byName = new Map(builtinTools().map((tool) => [tool.name, tool]));
    expect(byName.get('Read')!.getActivityDescription({ file_path: 'src/a.ts' })).toBe('Reading src/a.ts');
    expect(byName.get('Bash')!.getActivityDescription({ command: 'npm test' })).toBe('Running npm test');
    expect(byName.get('Edit')!.getActivityDescription({ file_path: 'b.ts', old_string: 'a', new_string: 'b', replace_all: false })).toBe('Editing b.ts');
  });

  it('reports read-only and concurrency-safe honestly', () => {
    const byName = new Map(builtinTools().map((tool) => [tool.name, tool]));
    for (const name of ['Read', 'Glob', 'Grep']) {
      expect(byName.get(name)!.isReadOnly({})).toBe(true);
      expect(byName.get(name)!.isConcurrencySafe({})).toBe(true);
    }
    for (const name of ['Edit', 'Write']) {
      expect(byName.get(name)!.isReadOnly({})).toBe(false);
      expect(byName.get(name)!.isConcurrencySafe({})).toBe(false);
    }
    expect(byName.get('TodoWrite')!.isReadOnly({})).toBe(true);
    expect(byName.get('TodoWrite')!.isConcurrencySafe({})).toBe(false);
    expect(byName.get('Read')!.maxResultSizeChars).toBe(Infinity);
  });
});

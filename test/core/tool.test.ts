import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTool, DEFAULT_MAX_RESULT_SIZE_CHARS } from '../../src/core/build-tool.js';
import { findToolByName, toolMatchesName } from '../../src/core/tool.js';
import { toApiTool } from '../../src/session/api-tool.js';
import { makeContext } from '../support/core-fixtures.js';

const echo = buildTool({
  name: 'Echo',
  aliases: ['OldEcho'],
  inputSchema: z.strictObject({ text: z.string().describe('What to echo') }),
  description: async () => 'Echoes its input.',
  call: async (input) => ({ data: input.text }),
});

describe('buildTool', () => {
  it('fills omitted behaviour with fail-closed defaults', async () => {
    const context = makeContext([echo], '/tmp');
    expect(echo.isEnabled()).toBe(true);
    expect(echo.isConcurrencySafe({ text: 'x' })).toBe(false);
    expect(echo.isReadOnly({ text: 'x' })).toBe(false);
    expect(echo.isDestructive({ text: 'x' })).toBe(false);
    expect(echo.maxResultSizeChars).toBe(DEFAULT_MAX_RESULT_SIZE_CHARS);
    expect(await echo.checkPermissions({ text: 'x' }, context)).toEqual({ behavior: 'allow' });
    expect(await echo.validateInput({ text: 'x' }, context)).toEqual({ result: true });
    expect(echo.mapToolResultToToolResultBlockParam('hi', 'toolu_1')).toEqual({
      type: 'tool_result',
      tool_use_id: 'toolu_1',
      content: 'hi',
    });
  });

  it('keeps what the definition gives over the defaults', () => {
    const reader = buildTool({
      name: 'Reader',
      inputSchema: z.object({}),
      description: async () => 'reads',
      call: async () => ({ data: null }),
      isReadOnly: () => true,
      isConcurrencySafe: () => true,
      maxResultSizeChars: Infinity,
    });
    expect(reader.isReadOnly({})).toBe(true);
    expect(reader.isConcurrencySafe({})).toBe(true);
    expect(reader.maxResultSizeChars).toBe(Infinity);
  });
});

describe('tool lookup', () => {
  it('finds a tool by its name or an alias', () => {
    expect(findToolByName([echo], 'Echo')).toBe(echo);
    expect(findToolByName([echo], 'OldEcho')).toBe(echo);
    expect(findToolByName([echo], 'echo')).toBeUndefined();
    expect(toolMatchesName(echo, 'OldEcho')).toBe(true);
    expect(toolMatchesName({ name: 'A' }, 'B')).toBe(false);
  });

  it("prefers an exact name over another tool's alias", () => {
    const renamed = buildTool({
      name: 'New',
      aliases: ['Echo'],
      inputSchema: z.object({}),
      description: async () => '',
      call: async () => ({ data: '' }),
    });
    expect(findToolByName([renamed, echo], 'Echo')).toBe(echo);
  });
});

describe('toApiTool', () => {
  it('sends the input schema as JSON Schema without the $schema key', async () => {
    const api = await toApiTool(echo, { permissionMode: 'default', isNonInteractiveSession: true, tools: [echo] });
    expect(api).toEqual({
      name: 'Echo',
      description: 'Echoes its input.',
      input_schema: {
        type: 'object',
        properties: { text: { type: 'string', description: 'What to echo' } },
        required: ['text'],
        additionalProperties: false,
      },
    });
  });
});

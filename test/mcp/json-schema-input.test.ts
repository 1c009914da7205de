import { describe, expect, it } from 'vitest';
import { formatZodValidationError } from '../../src/core/zod-error.js';
import { createJsonSchemaCompiler, jsonSchemaInput } from '../../src/mcp/json-schema-input.js';

function check(schema: Record<string, unknown>, input: unknown): string | true {
  const parsed = jsonSchemaInput(createJsonSchemaCompiler().compile(schema)).safeParse(input);
  return parsed.success ? true : formatZodValidationError('t', parsed.error);
}

describe('jsonSchemaInput', () => {
  it('accepts valid input and returns it unchanged', () => {
    const schema = jsonSchemaInput(createJsonSchemaCompiler().compile({ type: 'object', properties: { n: { type: 'integer' } } }));
    expect(schema.parse({ n: 3, other: 'kept' })).toEqual({ n: 3, other: 'kept' });
  });

  it('reports every problem with its field', () => {
    const schema = {
      type: 'object',
      properties: { mode: { enum: ['fast', 'slow'] }, items: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } } },
      required: ['mode'],
    };
    expect(check(schema, { items: [{ id: 'a' }, {}] })).toBe(
      'InputValidationError: t failed due to these issues: \n- the parameter `mode`: is required but missing\n- the parameter `items[1].id`: is required but missing',
    );
    expect(check(schema, { mode: 'medium' })).toContain('the parameter `mode`: must be one of "fast", "slow"');
  });

  it('compiles 2020-12 schemas with the 2020 dialect and other drafts as draft-07', () => {
    expect(check({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', properties: { p: { prefixItems: [{ type: 'string' }] } } }, { p: [1] })).toContain(
      'the parameter `p[0]`: must be string',
    );
    expect(check({ $schema: 'http://json-schema.org/draft-04/schema#', type: 'object', required: ['a'] }, {})).toContain('`a`: is required');
  });

  it('lets two tools use the same $id, and refuses a schema that breaks the meta-schema', () => {
    const compiler = createJsonSchemaCompiler();
    compiler.compile({ $id: 'https://example.test/input.json', type: 'object' });
    expect(() => compiler.compile({ $id: 'https://example.test/input.json', type: 'object' })).not.toThrow();
    expect(() => compiler.compile({ type: 'object', properties: { x: { type: 'nonsense' } } })).toThrow(/schema is invalid/);
  });
});

import { describe, expect, it } from 'vitest';
import { formatZodValidationError } from '../../src/core/zod-error.js';
import { createJsonSchemaCompiler, dialectOf, jsonSchemaInput, type JsonSchemaDialect } from '../../src/mcp/json-schema-input.js';

function check(schema: Record<string, unknown>, input: unknown): string | true {
  const dialect = dialectOf(schema);
  if (!dialect.ok) throw new Error(dialect.reason);
  const parsed = jsonSchemaInput(createJsonSchemaCompiler().compile(schema, dialect.dialect)).safeParse(input);
  return parsed.success ? true : formatZodValidationError('t', parsed.error);
}

describe('jsonSchemaInput', () => {
  it('accepts valid input and returns it unchanged', () => {
    const schema = jsonSchemaInput(createJsonSchemaCompiler().compile({ type: 'object', properties: { n: { type: 'integer' } } }, '2020-12'));
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

  it('lets two tools use the same $id, and refuses a schema that breaks the meta-schema', () => {
    const compiler = createJsonSchemaCompiler();
    compiler.compile({ $id: 'https://example.test/input.json', type: 'object' }, '2020-12');
    expect(() => compiler.compile({ $id: 'https://example.test/input.json', type: 'object' }, '2020-12')).not.toThrow();
    expect(() => compiler.compile({ type: 'object', properties: { x: { type: 'nonsense' } } }, '2020-12')).toThrow(/schema is invalid/);
  });
});

describe('the JSON Schema dialect of an MCP input schema', () => {
  it('is 2020-12 when the schema does not say, as MCP defines', () => {
    expect(dialectOf({ type: 'object' })).toEqual({ ok: true, dialect: '2020-12' });
    // prefixItems means something only in 2020-12: under draft-07 this input would pass.
    expect(check({ type: 'object', properties: { p: { prefixItems: [{ type: 'string' }] } } }, { p: [1] })).toContain('the parameter `p[0]`: must be string');
    // `$defs` + `$ref` resolve the 2020-12 way.
    expect(check({ type: 'object', $defs: { n: { type: 'integer' } }, properties: { n: { $ref: '#/$defs/n' } } }, { n: 1.5 })).toContain('`n`: must be integer');
  });

  it.each<[string, JsonSchemaDialect]>([
    ['https://json-schema.org/draft/2020-12/schema', '2020-12'],
    ['https://json-schema.org/draft/2019-09/schema', '2019-09'],
    ['http://json-schema.org/draft-07/schema#', 'draft-07'],
    ['http://json-schema.org/draft-06/schema#', 'draft-06'],
    ['http://json-schema.org/draft-04/schema#', 'draft-04'],
  ])('honours $schema %s', (declared, dialect) => {
    expect(dialectOf({ $schema: declared, type: 'object' })).toEqual({ ok: true, dialect });
  });

  it('checks each declared draft by its own rules', () => {
    // draft-07 tuple form: the second item must be an integer; 2020-12 would ignore an array `items`.
    const tuple = { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { pair: { type: 'array', items: [{ type: 'string' }, { type: 'integer' }] } } };
    expect(check(tuple, { pair: ['a', 'b'] })).toContain('the parameter `pair[1]`: must be integer');
    expect(check(tuple, { pair: ['a', 2] })).toBe(true);
    // draft-04's boolean exclusiveMinimum: 1 itself is refused.
    const draft04 = { $schema: 'http://json-schema.org/draft-04/schema#', type: 'object', properties: { n: { type: 'number', minimum: 1, exclusiveMinimum: true } } };
    expect(check(draft04, { n: 1 })).toContain('`n`: must be > 1');
    expect(check(draft04, { n: 2 })).toBe(true);
    // 2019-09 knows dependentRequired; draft-07 would not enforce it.
    const dependent = { $schema: 'https://json-schema.org/draft/2019-09/schema', type: 'object', dependentRequired: { card: ['expiry'] } };
    expect(check(dependent, { card: '4111' })).toContain('must have property expiry when property card is present');
  });

  it('refuses a dialect it cannot check, naming it', () => {
    const choice = dialectOf({ $schema: 'http://example.com/my-dialect', type: 'object' });
    expect(choice.ok).toBe(false);
    expect(!choice.ok && choice.reason).toContain('"http://example.com/my-dialect", which Tollgate cannot check inputs against');
  });
});

import { describe, expect, it } from 'vitest';
import { createJsonSchemaCompiler, dialectOf, jsonSchemaInput } from '../../src/mcp/json-schema-input.js';
import { normalizeInputSchema } from '../../src/mcp/normalize-input-schema.js';
import { invalidRequestMessage } from '../support/messages-api-validation.js';

const compiler = createJsonSchemaCompiler();

function normalize(schema: unknown) {
  const dialect = dialectOf(schema);
  if (!dialect.ok) throw new Error(dialect.reason);
  return normalizeInputSchema(schema, dialect.dialect, compiler);
}

/** What the fake Messages API (the real API's rules) says of a request with this one tool. */
function apiVerdict(inputSchema: unknown): string | null {
  return invalidRequestMessage({ tools: [{ name: 't', description: 'd', input_schema: inputSchema }], messages: [{ role: 'user', content: 'hi' }] });
}

describe('normalizeInputSchema: what the Messages API would refuse becomes what it accepts', () => {
  const refused: [string, unknown][] = [
    ['a top-level oneOf', { type: 'object', oneOf: [{ properties: { id: { type: 'string' } }, required: ['id'] }, { properties: { url: { type: 'string' } }, required: ['url'] }] }],
    ['a top-level anyOf', { type: 'object', anyOf: [{ required: ['a'] }, { required: ['b'] }], properties: { a: { type: 'string' }, b: { type: 'string' } } }],
    ['a top-level allOf with a $ref', { type: 'object', $defs: { base: { properties: { x: { type: 'number' } }, required: ['x'] } }, allOf: [{ $ref: '#/$defs/base' }, { properties: { y: { type: 'string' } } }] }],
    ['no top-level type', { properties: { q: { type: 'string' } } }],
    ['a type list with object', { type: ['object', 'null'], properties: {} }],
    ['a draft-07 tuple', { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { p: { type: 'array', items: [{ type: 'string' }], additionalItems: { type: 'number' } } } }],
    ['a draft-04 boolean exclusiveMinimum', { $schema: 'http://json-schema.org/draft-04/schema#', type: 'object', properties: { n: { type: 'number', minimum: 0, exclusiveMinimum: true } } }],
  ];

  it.each(refused)('%s: the fake API refuses the original and accepts the normalised copy', (_what, schema) => {
    expect(apiVerdict(schema)).not.toBeNull();
    const result = normalize(schema);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.changes.length).toBeGreaterThan(0);
    expect(apiVerdict(result.schema)).toBeNull();
  });

  it('leaves a schema the API accepts as it is, apart from $schema', () => {
    const schema = { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { path: { type: 'string' } }, required: ['path'], additionalProperties: false };
    const result = normalize(schema);
    expect(result).toEqual({ ok: true, schema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'], additionalProperties: false }, changes: [] });
  });

  it('merges oneOf alternatives: every property, required only where every alternative requires it, the forms in words', () => {
    const result = normalize({
      type: 'object',
      description: 'Finds a record.',
      properties: { verbose: { type: 'boolean' } },
      required: ['verbose'],
      oneOf: [
        { properties: { id: { type: 'string' }, scope: { type: 'string' } }, required: ['id', 'scope'] },
        { properties: { url: { type: 'string', format: 'uri' }, scope: { enum: ['all'] } }, required: ['url', 'scope'] },
      ],
    });
    expect(result.ok && result.schema).toEqual({
      type: 'object',
      description: 'Finds a record.\n\nArguments must match exactly one of these forms: (1) `id` + `scope`; (2) `url` + `scope`.',
      properties: {
        verbose: { type: 'boolean' },
        id: { type: 'string' },
        scope: { anyOf: [{ type: 'string' }, { enum: ['all'] }] },
        url: { type: 'string', format: 'uri' },
      },
      required: ['verbose', 'scope'],
    });
    expect(result.ok && result.changes[0]).toBe(
      "its top-level `oneOf` (2 branches) is sent as one object with the properties of every branch (verbose, id, scope, url); the server's own schema still checks each call",
    );
  });

  it('requires what any allOf branch requires, following local $refs', () => {
    const result = normalize({
      type: 'object',
      definitions: { level: { type: 'object', properties: { level: { type: 'integer' } }, required: ['level'] } },
      allOf: [{ properties: { mode: { enum: ['a', 'b'] } }, required: ['mode'] }, { $ref: '#/definitions/level' }],
    });
    expect(result.ok && result.schema.required).toEqual(['mode', 'level']);
    expect(result.ok && Object.keys(result.schema.properties as object)).toEqual(['mode', 'level']);
  });

  it('still checks every call against the server schema, which keeps the rule the copy lost', () => {
    const original = { type: 'object', properties: { id: { type: 'string' }, url: { type: 'string' } }, oneOf: [{ required: ['id'] }, { required: ['url'] }] };
    const validate = jsonSchemaInput(compiler.compile(original, '2020-12'));
    expect(validate.safeParse({ id: 'a' }).success).toBe(true);
    expect(validate.safeParse({ id: 'a', url: 'b' }).success).toBe(false);
    expect(validate.safeParse({}).success).toBe(false);
    const sent = normalize(original);
    expect(sent.ok && sent.schema.required).toBeUndefined();
  });

  it('sends a tool without a schema as an object without parameters', () => {
    expect(normalize(undefined)).toEqual({
      ok: true,
      schema: { type: 'object', properties: {} },
      changes: ['the server gave no input schema; it is sent as an object without declared parameters'],
    });
  });

  it.each<[string, unknown, string]>([
    ['a non-object type', { type: 'string' }, 'its input schema describes "string" input, not an object of named arguments'],
    ['false', false, 'its input schema is `false`, which accepts no input at all'],
    ['an empty oneOf', { type: 'object', oneOf: [] }, 'top-level `oneOf` is not a non-empty list of schemas'],
    ['a draft-07 schema still invalid as 2020-12', { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object', properties: { a: { minLength: -1 } } }, 'is not valid JSON Schema 2020-12, which the Messages API requires'],
  ])('refuses %s with the reason in words', (_what, schema, reason) => {
    const result = normalize(schema);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toContain(reason);
  });
});

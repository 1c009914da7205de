import type { JsonSchemaObject } from '../core/tool.js';
import type { JsonSchemaCompiler, JsonSchemaDialect } from './json-schema-input.js';

/**
 * What the Messages API requires of a tool's `input_schema` (it answers 400 for the whole request
 * otherwise): `type: "object"` at the top; no `oneOf`, `anyOf` or `allOf` at the top level; valid
 * JSON Schema 2020-12. MCP servers send schemas that break each of these.
 */
export type NormalizedInputSchema =
  | {
      readonly ok: true;
      /** What the model is sent. The server's own schema still checks every call. */
      readonly schema: JsonSchemaObject;
      /** What was changed, in plain words (empty when the schema is sent as given). */
      readonly changes: readonly string[];
    }
  | { readonly ok: false; readonly reason: string };

type Schema = Record<string, unknown>;

const UNIONS = ['allOf', 'anyOf', 'oneOf'] as const;
const MAX_DEPTH = 8;
const OLDER_DRAFTS: ReadonlySet<JsonSchemaDialect> = new Set(['draft-04', 'draft-06', 'draft-07']);

const isSchemaObject = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The copy of an MCP input schema that the Messages API accepts, or why there can be none. */
export function normalizeInputSchema(original: unknown, dialect: JsonSchemaDialect, compiler: JsonSchemaCompiler): NormalizedInputSchema {
  if (original === undefined || original === true) {
    const what = original === undefined ? 'the server gave no input schema' : 'its input schema is `true` (any input)';
    return { ok: true, schema: { type: 'object', properties: {} }, changes: [`${what}; it is sent as an object without declared parameters`] };
  }
  if (original === false) return { ok: false, reason: 'its input schema is `false`, which accepts no input at all' };
  if (!isSchemaObject(original)) return { ok: false, reason: 'its input schema is not a JSON Schema object' };

  const changes: string[] = [];
  const { $schema: _declared, ...copy } = structuredClone(original);
  const type = copy.type;
  const schema: Schema = { type: 'object', ...copy };
  if (type === undefined) {
    changes.push('it has no top-level `type`; sent with `type: "object"`');
  } else if (Array.isArray(type) && type.includes('object')) {
    schema.type = 'object';
    changes.push(`its top-level type ${JSON.stringify(type)} is sent as "object"`);
  } else if (type !== 'object') {
    return {
      ok: false,
      reason: `its input schema describes ${JSON.stringify(type)} input, not an object of named arguments (MCP tool arguments are always an object)`,
    };
  }

  for (const keyword of UNIONS) {
    if (schema[keyword] === undefined) continue;
    const merged = mergeUnion(schema, keyword, original);
    if (!merged.ok) return merged;
    changes.push(merged.change);
  }

  if (OLDER_DRAFTS.has(dialect)) {
    const rewritten = rewriteOlderDraft(schema);
    if (rewritten.length > 0) changes.push(`${dialect} keywords rewritten in their 2020-12 form (${rewritten.join(', ')})`);
  }
  const invalid = compiler.invalidAs2020(schema);
  if (invalid !== null) {
    return { ok: false, reason: `its input schema is not valid JSON Schema 2020-12, which the Messages API requires (${invalid})` };
  }
  return { ok: true, schema: schema as JsonSchemaObject, changes };
}

interface Flattened {
  readonly properties: Map<string, unknown[]>;
  readonly required: Set<string>;
  /** One line per alternative of a oneOf/anyOf: what it requires. */
  readonly alternatives: string[];
}

/**
 * Replaces a top-level `allOf` / `anyOf` / `oneOf` with plain `properties`: every property any
 * branch names (a property two branches define differently becomes their `anyOf`), required
 * where every alternative (or, for `allOf`, any branch) requires it. A `oneOf` / `anyOf` is also
 * described in words, since the model no longer sees the alternatives as a rule.
 */
function mergeUnion(
  schema: Schema,
  keyword: (typeof UNIONS)[number],
  root: Schema,
): { ok: true; change: string } | { ok: false; reason: string } {
  const branches = schema[keyword];
  delete schema[keyword];
  if (!Array.isArray(branches) || branches.length === 0) {
    return { ok: false, reason: `its input schema's top-level \`${keyword}\` is not a non-empty list of schemas` };
  }
  const into: Flattened = { properties: new Map(), required: new Set(), alternatives: [] };
  addProperties(into, schema.properties);
  for (const name of stringList(schema.required)) into.required.add(name);

  const flattened = branches.map((branch) => flatten(branch, root, 0));
  for (const branch of flattened) for (const [name, variants] of branch.properties) for (const variant of variants) addVariant(into, name, variant);
  const requiredByBranch = flattened.map((branch) => branch.required);
  const required = keyword === 'allOf' ? union(requiredByBranch) : intersection(requiredByBranch);
  for (const name of required) into.required.add(name);

  schema.properties = Object.fromEntries([...into.properties].map(([name, variants]) => [name, variants.length === 1 ? variants[0] : { anyOf: variants }]));
  if (into.required.size > 0) schema.required = [...into.required];
  else delete schema.required;

  if (keyword !== 'allOf') {
    const described = flattened.map((branch, index) => `(${index + 1}) ${describeAlternative(branch)}`).join('; ');
    const rule = keyword === 'oneOf' ? 'exactly one of these forms' : 'at least one of these forms';
    const note = `Arguments must match ${rule}: ${described}.`;
    schema.description = typeof schema.description === 'string' && schema.description.trim() ? `${schema.description.trim()}\n\n${note}` : note;
  }
  const names = [...into.properties.keys()];
  return {
    ok: true,
    change: `its top-level \`${keyword}\` (${branches.length} branches) is sent as one object with the properties of every branch${names.length ? ` (${names.join(', ')})` : ''}; the server's own schema still checks each call`,
  };
}

function flatten(branch: unknown, root: Schema, depth: number): Flattened {
  const result: Flattened = { properties: new Map(), required: new Set(), alternatives: [] };
  const resolved = resolveLocalRef(branch, root);
  if (!isSchemaObject(resolved) || depth > MAX_DEPTH) return result;
  addProperties(result, resolved.properties);
  for (const name of stringList(resolved.required)) result.required.add(name);
  for (const keyword of UNIONS) {
    const nested = resolved[keyword];
    if (!Array.isArray(nested) || nested.length === 0) continue;
    const parts = nested.map((part) => flatten(part, root, depth + 1));
    for (const part of parts) for (const [name, variants] of part.properties) for (const variant of variants) addVariant(result, name, variant);
    const required = keyword === 'allOf' ? union(parts.map((p) => p.required)) : intersection(parts.map((p) => p.required));
    for (const name of required) result.required.add(name);
  }
  return result;
}

/** `{"$ref": "#/$defs/X"}` (or `#/definitions/X`, any local pointer) as the schema it points at. */
function resolveLocalRef(branch: unknown, root: Schema): unknown {
  let current = branch;
  for (let hop = 0; hop < MAX_DEPTH && isSchemaObject(current) && typeof current.$ref === 'string' && current.$ref.startsWith('#/'); hop++) {
    let target: unknown = root;
    for (const part of current.$ref.slice(2).split('/')) {
      const key = decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');
      target = isSchemaObject(target) ? target[key] : undefined;
    }
    if (target === undefined) return current;
    const { $ref: _ref, ...siblings } = current;
    current = isSchemaObject(target) ? { ...target, ...siblings } : target;
  }
  return current;
}

function addProperties(into: Flattened, properties: unknown): void {
  if (!isSchemaObject(properties)) return;
  for (const [name, schema] of Object.entries(properties)) addVariant(into, name, schema);
}

function addVariant(into: Flattened, name: string, schema: unknown): void {
  const variants = into.properties.get(name) ?? [];
  const unconstrained = (value: unknown) => value === true || (isSchemaObject(value) && Object.keys(value).length === 0);
  if (unconstrained(schema) && variants.length > 0) return;
  const kept = variants.filter((variant) => !unconstrained(variant));
  if (!kept.some((variant) => JSON.stringify(variant) === JSON.stringify(schema))) kept.push(schema);
  into.properties.set(name, kept.length > 0 ? kept : [schema]);
}

function describeAlternative(branch: Flattened): string {
  if (branch.required.size > 0) return [...branch.required].map((name) => `\`${name}\``).join(' + ');
  const names = [...branch.properties.keys()];
  return names.length > 0 ? `any of ${names.map((name) => `\`${name}\``).join(', ')}` : 'no arguments';
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function union(sets: readonly Set<string>[]): Set<string> {
  return new Set(sets.flatMap((set) => [...set]));
}

function intersection(sets: readonly Set<string>[]): Set<string> {
  const [first, ...rest] = sets;
  if (!first) return new Set();
  return new Set([...first].filter((name) => rest.every((set) => set.has(name))));
}

/** Subschema positions, so a rewrite reaches every nested schema. */
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const SCHEMA_VALUES = ['additionalProperties', 'additionalItems', 'contains', 'propertyNames', 'not', 'if', 'then', 'else', 'unevaluatedItems', 'unevaluatedProperties'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];

/**
 * Rewrites, in place, the older-draft forms that are invalid in 2020-12 and mean the same there
 * under another keyword: tuple `items` (→ `prefixItems`, `additionalItems` → `items`) and
 * draft-04's boolean `exclusiveMinimum` / `exclusiveMaximum`. Returns what it rewrote.
 */
function rewriteOlderDraft(schema: Schema): string[] {
  const rewritten = new Set<string>();
  const visit = (node: unknown, depth: number): void => {
    if (!isSchemaObject(node) || depth > 64) return;
    if (Array.isArray(node.items)) {
      node.prefixItems = node.items;
      if (node.additionalItems !== undefined) node.items = node.additionalItems;
      else delete node.items;
      delete node.additionalItems;
      rewritten.add('tuple `items` as `prefixItems`');
    }
    for (const [bound, limit] of [
      ['exclusiveMinimum', 'minimum'],
      ['exclusiveMaximum', 'maximum'],
    ] as const) {
      if (typeof node[bound] !== 'boolean') continue;
      if (node[bound] === true && typeof node[limit] === 'number') {
        node[bound] = node[limit];
        delete node[limit];
      } else {
        delete node[bound];
      }
      rewritten.add(`boolean \`${bound}\``);
    }
    for (const key of SCHEMA_MAPS) if (isSchemaObject(node[key])) for (const child of Object.values(node[key])) visit(child, depth + 1);
    for (const key of SCHEMA_VALUES) visit(node[key], depth + 1);
    for (const key of SCHEMA_LISTS) if (Array.isArray(node[key])) for (const child of node[key]) visit(child, depth + 1);
    visit(node.items, depth + 1);
    if (isSchemaObject(node.dependencies)) for (const child of Object.values(node.dependencies)) visit(child, depth + 1);
  };
  visit(schema, 0);
  return [...rewritten];
}

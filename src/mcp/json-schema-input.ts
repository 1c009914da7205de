import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvDraft04 from 'ajv-draft-04';
import { z } from 'zod';
import type { AnyObjectSchema } from '../core/tool.js';
import { describeError } from '../core/describe-error.js';

/** The JSON Schema dialects an MCP input schema may declare with `$schema`. */
export type JsonSchemaDialect = '2020-12' | '2019-09' | 'draft-07' | 'draft-06' | 'draft-04';

const DECLARED: readonly { readonly pattern: RegExp; readonly dialect: JsonSchemaDialect }[] = [
  { pattern: /^https?:\/\/json-schema\.org\/draft\/2020-12\/schema#?$/, dialect: '2020-12' },
  { pattern: /^https?:\/\/json-schema\.org\/draft\/2019-09\/schema#?$/, dialect: '2019-09' },
  { pattern: /^https?:\/\/json-schema\.org\/draft-07\/schema#?$/, dialect: 'draft-07' },
  { pattern: /^https?:\/\/json-schema\.org\/draft-06\/schema#?$/, dialect: 'draft-06' },
  { pattern: /^https?:\/\/json-schema\.org\/draft-04\/schema#?$/, dialect: 'draft-04' },
  // "The latest": 2020-12 at the time of writing.
  { pattern: /^https?:\/\/json-schema\.org\/schema#?$/, dialect: '2020-12' },
];

export type DialectChoice = { readonly ok: true; readonly dialect: JsonSchemaDialect } | { readonly ok: false; readonly reason: string };

/** The dialect a schema is checked with: its `$schema`, else 2020-12, the default MCP defines. */
export function dialectOf(schema: unknown): DialectChoice {
  const declared = typeof schema === 'object' && schema !== null ? (schema as { $schema?: unknown }).$schema : undefined;
  if (declared === undefined) return { ok: true, dialect: '2020-12' };
  if (typeof declared === 'string') {
    const known = DECLARED.find((entry) => entry.pattern.test(declared.trim()));
    if (known) return { ok: true, dialect: known.dialect };
  }
  return {
    ok: false,
    reason: `its input schema declares the JSON Schema dialect ${JSON.stringify(declared)}, which Tollgate cannot check inputs against (it knows 2020-12, 2019-09, draft-07, draft-06 and draft-04)`,
  };
}

/** Compiles MCP input schemas once; one instance per connection keeps Ajv's cache per session. */
export interface JsonSchemaCompiler {
  compile(schema: Record<string, unknown>, dialect: JsonSchemaDialect): ValidateFunction;
  /** Why `schema` is not valid JSON Schema 2020-12 (what the Messages API accepts), or null when it is. */
  invalidAs2020(schema: Record<string, unknown>): string | null;
  /** What breaks `dialect`'s meta-schema in `schema`, each at its place (keys of the schema); empty when valid. */
  schemaProblems(schema: Record<string, unknown>, dialect: JsonSchemaDialect): readonly { readonly path: readonly string[]; readonly message: string }[];
}

type AjvInstance = Ajv | Ajv2019 | Ajv2020 | InstanceType<typeof ajvDraft04.default>;

export function createJsonSchemaCompiler(): JsonSchemaCompiler {
  // strict: false because servers use vendor keywords and formats Ajv does not know; a schema
  // that breaks its meta-schema (a wrong "type", say) still fails to compile. addUsedSchema:
  // false so two tools that reuse one `$id` do not collide.
  const options = { strict: false, allErrors: true, logger: false, addUsedSchema: false } as const;
  const instances = new Map<JsonSchemaDialect, AjvInstance>();
  const instance = (dialect: JsonSchemaDialect): AjvInstance => {
    let ajv = instances.get(dialect);
    if (!ajv) {
      ajv =
        dialect === '2020-12'
          ? new Ajv2020(options)
          : dialect === '2019-09'
            ? new Ajv2019(options)
            : dialect === 'draft-04'
              ? new ajvDraft04.default(options)
              : // draft-06 is checked with draft-07 rules, which only add keywords (if/then/else, ...).
                new Ajv(options);
      instances.set(dialect, ajv);
    }
    return ajv;
  };
  return {
    compile(schema, dialect) {
      // The instance is the dialect: `$schema` could only name a meta-schema it has not loaded.
      const { $schema: _declared, ...rest } = schema;
      return instance(dialect).compile(rest);
    },
    schemaProblems(schema, dialect) {
      const ajv = instance(dialect);
      const { $schema: _declared, ...rest } = schema;
      if (ajv.validateSchema(rest) === true) return [];
      return (ajv.errors ?? []).map((error) => ({ path: pointerParts(error.instancePath), message: error.message ?? `fails the "${error.keyword}" rule` }));
    },
    invalidAs2020(schema) {
      const ajv = instance('2020-12');
      const { $schema: _declared, ...rest } = schema;
      if (ajv.validateSchema(rest) === true) return null;
      const first = ajv.errors?.[0];
      return first ? `${first.instancePath || '(top level)'} ${first.message ?? first.keyword}` : 'it does not match the 2020-12 meta-schema';
    },
  };
}

/** Ajv's "schema is invalid: data/properties/x/type must be …, …" as one short plain line. */
export function describeCompileError(error: unknown): string {
  const message = describeError(error);
  const first = message.replace(/^schema is invalid: /, '').split(/, (?=data)/)[0] ?? message;
  const line = first.replace(/\s+/g, ' ').trim();
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/**
 * A Zod schema whose check is an Ajv-compiled JSON Schema, so step 2 of the pipeline validates an
 * MCP tool's input against the server's own schema (not the copy sent to the model), with
 * field-level messages.
 */
export function jsonSchemaInput(validate: ValidateFunction): AnyObjectSchema {
  return z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
    if (validate(value)) return;
    for (const error of validate.errors ?? []) {
      const { path, message } = describeAjvError(error);
      ctx.addIssue({ code: 'custom', path, message });
    }
  });
}

/** A JSON pointer (`/properties/a~1b`) as its keys (`properties`, `a/b`). */
function pointerParts(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function describeAjvError(error: ErrorObject): { path: (string | number)[]; message: string } {
  const path = pointerParts(error.instancePath).map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
    return { path: [...path, params.missingProperty], message: 'is required but missing' };
  }
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    return { path: [...path, params.additionalProperty], message: 'is not an accepted parameter' };
  }
  if (error.keyword === 'enum' && Array.isArray(params.allowedValues)) {
    return { path, message: `must be one of ${params.allowedValues.map((v) => JSON.stringify(v)).join(', ')}` };
  }
  return { path, message: error.message ?? `fails the "${error.keyword}" rule` };
}

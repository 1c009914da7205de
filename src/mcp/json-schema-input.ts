import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { z } from 'zod';
import type { AnyObjectSchema } from '../core/tool.js';

const DRAFT_2020 = /json-schema\.org\/draft\/2020-12\/schema/;

/** Compiles MCP input schemas once; one instance per connection keeps Ajv's cache per session. */
export interface JsonSchemaCompiler {
  compile(schema: Record<string, unknown>): ValidateFunction;
}

export function createJsonSchemaCompiler(): JsonSchemaCompiler {
  // strict: false because servers use vendor keywords and formats Ajv does not know; a schema
  // that breaks the meta-schema (a wrong "type", say) still fails to compile. addUsedSchema:
  // false so two tools that reuse one `$id` do not collide.
  const options = { strict: false, allErrors: true, logger: false, addUsedSchema: false } as const;
  let draft07: Ajv | undefined;
  let draft2020: Ajv2020 | undefined;
  return {
    compile(schema) {
      if (typeof schema.$schema === 'string' && DRAFT_2020.test(schema.$schema)) {
        draft2020 ??= new Ajv2020(options);
        return draft2020.compile(schema);
      }
      // Other drafts (04, 06, 2019-09) are checked as draft-07, the closest Ajv's default knows.
      const { $schema: _declared, ...rest } = schema;
      draft07 ??= new Ajv(options);
      return draft07.compile(rest);
    },
  };
}

/**
 * A Zod schema whose check is an Ajv-compiled JSON Schema, so step 2 of the pipeline validates an
 * MCP tool's input against the schema the model was given, with field-level messages.
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

function describeAjvError(error: ErrorObject): { path: (string | number)[]; message: string } {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
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

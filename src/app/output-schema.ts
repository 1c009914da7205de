// Loaded with `await import()` only when a run asks for structured output: Ajv stays off the start-up path.
import { LineCounter, parseDocument } from 'yaml';
import { describeError } from '../core/describe-error.js';
import type { AnyTool } from '../core/tool.js';
import { createJsonSchemaCompiler, describeCompileError, dialectOf, jsonSchemaInput } from '../mcp/json-schema-input.js';
import { normalizeInputSchema } from '../mcp/normalize-input-schema.js';
import type { LoadedPolicy } from '../policy/index.js';
import { keyName, positionOf, type PathSegment } from '../policy/yaml-positions.js';
import { createStructuredOutputTool } from '../tools/structured-output.js';
import type { ConfigSource } from './config-source.js';
import { OutputSchemaError } from './output-schema-error.js';

/** Where an output schema comes from: the action input (inline, or a path in the repository), or text the CLI read from its flag's file. */
export type OutputSchemaSetting =
  | { readonly kind: 'inline'; readonly text: string; readonly origin: string }
  | { readonly kind: 'path'; readonly path: string; readonly origin: string };

/** A schema this long (as JSON) would cost more on every request than an answer is worth. */
const MAX_SCHEMA_CHARS = 50_000;

/** A schema file named by a path: read from the run's configuration source, like the policy file (the base commit on a pull request, once the source says so). */
async function readSchemaFile(source: ConfigSource, path: string, origin: string): Promise<string> {
  const bytes = await source.readFile(path).catch((error: unknown) => {
    throw new OutputSchemaError(`${origin}: the file '${path}' cannot be read from ${source.description} (${describeError(error)}).`);
  });
  if (bytes === null) {
    throw new OutputSchemaError(`${origin}: the file '${path}' does not exist in ${source.description}. Give the path of a JSON or YAML file holding a JSON Schema, relative to the repository root, or the schema inline.`);
  }
  return bytes.toString('utf8');
}

/** The schema's value with a function that names `file:line:col` (or where it was given) for a key inside it. */
interface Located {
  readonly value: unknown;
  readonly where: (path: readonly PathSegment[]) => string;
}

/** JSON or YAML text (JSON is YAML) parsed with positions; a syntax error names its line. */
function parseText(text: string, origin: string): Located {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const error = doc.errors[0];
  if (error) {
    const { line, col } = lineCounter.linePos(error.pos[0]);
    throw new OutputSchemaError(`${origin}:${line}:${col}: not valid JSON or YAML: ${error.message.split('\n')[0]}`);
  }
  return { value: doc.toJS({ maxAliasCount: 100 }) as unknown, where: (path) => `${origin}:${positionOf(doc, lineCounter, path)}` };
}

async function locatedSchema(setting: OutputSchemaSetting | undefined, policy: LoadedPolicy, source: ConfigSource): Promise<Located | null> {
  if (setting?.kind === 'inline') return parseText(setting.text, setting.origin);
  if (setting?.kind === 'path') return parseText(await readSchemaFile(source, setting.path, setting.origin), setting.path);
  const fromPolicy = policy.policy.output_schema;
  if (fromPolicy === undefined) return null;
  if (typeof fromPolicy === 'string') return parseText(await readSchemaFile(source, fromPolicy, policy.locate(['output_schema'])), fromPolicy);
  return { value: fromPolicy, where: (path) => policy.locate(['output_schema', ...path]) };
}

/**
 * The StructuredOutput tool for the run's output schema (the input or flag, else the policy's
 * `output_schema`), or null when none is set. A schema that is not JSON Schema, or that does not
 * describe an object, is an OutputSchemaError naming the file (or input), line and key.
 */
export async function loadOutputSchemaTool(setting: OutputSchemaSetting | undefined, policy: LoadedPolicy, source: ConfigSource): Promise<AnyTool | null> {
  const located = await locatedSchema(setting, policy, source);
  if (located === null) return null;
  const { value, where } = located;
  const at = (path: readonly PathSegment[], problem: string) => new OutputSchemaError(`${where(path)}: ${path.length > 0 ? `output_schema.${keyName(path)}` : 'output_schema'}: ${problem}`);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw at([], 'must be a JSON Schema object, such as {"type": "object", "properties": {...}}');
  }
  const schema = value as Record<string, unknown>;
  if (JSON.stringify(schema).length > MAX_SCHEMA_CHARS) throw at([], `is longer than ${MAX_SCHEMA_CHARS} characters as JSON; keep the answer's schema small`);
  const dialect = dialectOf(schema);
  if (!dialect.ok) throw at(['$schema'], dialect.reason.replace(/^its input schema/, 'it'));
  const compiler = createJsonSchemaCompiler();
  const [problem] = compiler.schemaProblems(schema, dialect.dialect);
  if (problem) throw at(problem.path, `${problem.message} (not valid JSON Schema ${dialect.dialect})`);
  if (schema.type !== undefined && schema.type !== 'object') {
    throw at(['type'], `must be "object": the answer is given as the input of a tool call, which is always an object (wrap other values in a property)`);
  }
  const sent = normalizeInputSchema(schema, dialect.dialect, compiler);
  if (!sent.ok) throw at([], sent.reason.replace(/^its input schema/, 'it'));
  let input;
  try {
    input = jsonSchemaInput(compiler.compile(schema, dialect.dialect));
  } catch (error) {
    throw at([], `does not compile as JSON Schema ${dialect.dialect} (${describeCompileError(error)})`);
  }
  return createStructuredOutputTool({ sent: sent.schema, input });
}

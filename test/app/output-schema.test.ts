import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOutputSchemaTool, type OutputSchemaSetting } from '../../src/app/output-schema.js';
import { OutputSchemaError } from '../../src/app/output-schema-error.js';
import { workingTreeSource } from '../../src/app/config-source.js';
import { createToolUseContext } from '../../src/core/context.js';
import { noHooks } from '../../src/core/hook-types.js';
import { resultText } from '../../src/core/large-result.js';
import { runToolUse } from '../../src/core/pipeline.js';
import { loadPolicy, parsePolicyText } from '../../src/policy/load-policy.js';
import { createProcessRunner } from '../../src/sandbox/process-runner.js';
import { allowAllGate, makeTempDir } from '../support/core-fixtures.js';

const temp = makeTempDir('tollgate-output-schema-');
afterAll(() => temp.cleanup());
const noPolicy = loadPolicy({ cwd: temp.dir });
const tree = workingTreeSource(temp.dir);
const REVIEW = { type: 'object', properties: { verdict: { enum: ['approve', 'changes'] }, risk: { type: 'integer', minimum: 1, maximum: 5 } }, required: ['verdict', 'risk'], additionalProperties: false };
const inline = (text: string): OutputSchemaSetting => ({ kind: 'inline', text, origin: "input 'output_schema'" });

async function problem(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(OutputSchemaError);
    return (error as Error).message;
  }
  throw new Error('no error');
}

describe('the output schema, before any model call', () => {
  it('names the input, line and key of a schema that is not JSON Schema', async () => {
    const text = '{\n  "type": "object",\n  "properties": { "risk": { "type": "int" } }\n}';
    expect(await problem(async () => loadOutputSchemaTool(inline(text), noPolicy, tree))).toBe(
      "input 'output_schema':3:37: output_schema.properties.risk.type: must be equal to one of the allowed values (not valid JSON Schema 2020-12)",
    );
  });

  it('names the policy file, line and key when the policy holds the schema', async () => {
    const policy = parsePolicyText(['permissions:', '  allow: [Read]', 'output_schema:', '  type: object', '  properties:', '    risk:', '      minimum: low', ''].join('\n'), '.github/tollgate.yml');
    expect(await problem(async () => loadOutputSchemaTool(undefined, policy, tree))).toBe(
      '.github/tollgate.yml:7:16: output_schema.properties.risk.minimum: must be number (not valid JSON Schema 2020-12)',
    );
  });

  it('reads a path from the configuration source, YAML or JSON, and names the file of a bad one', async () => {
    mkdirSync(join(temp.dir, '.github'), { recursive: true });
    writeFileSync(join(temp.dir, '.github', 'review.yml'), 'type: object\nrequired: verdict\n');
    const policy = parsePolicyText('output_schema: .github/review.yml\n', 'policy.yml');
    expect(await problem(async () => loadOutputSchemaTool(undefined, policy, tree))).toBe('.github/review.yml:2:11: output_schema.required: must be array (not valid JSON Schema 2020-12)');
    expect(await problem(async () => loadOutputSchemaTool({ kind: 'path', path: 'missing.json', origin: "input 'output_schema'" }, policy, tree))).toMatch(
      /^input 'output_schema': the file 'missing\.json' does not exist in the working tree \(.*\)\. Give the path of a JSON or YAML file/,
    );
    expect(await problem(async () => loadOutputSchemaTool(inline('{"type": "object",'), noPolicy, tree))).toMatch(/^input 'output_schema':1:\d+: not valid JSON or YAML/);
  });

  it('refuses a schema that does not describe an object, and an unknown dialect', async () => {
    expect(await problem(async () => loadOutputSchemaTool(inline('{"type": "string"}'), noPolicy, tree))).toMatch(/output_schema\.type: must be "object": the answer is given as the input of a tool call/);
    expect(await problem(async () => loadOutputSchemaTool(inline('{"$schema": "https://example.com/my-schema", "type": "object"}'), noPolicy, tree))).toMatch(/output_schema\.\$schema: it declares the JSON Schema dialect/);
    expect(await problem(async () => loadOutputSchemaTool(inline('[1, 2]'), noPolicy, tree))).toMatch(/output_schema: must be a JSON Schema object/);
  });

  it('gives StructuredOutput the schema normalised for the Messages API, and checks each call against the schema as given', async () => {
    const given = { properties: REVIEW.properties, required: REVIEW.required, additionalProperties: false, $schema: 'http://json-schema.org/draft-07/schema#' };
    const tool = (await loadOutputSchemaTool(inline(JSON.stringify(given)), noPolicy, tree))!;
    expect(tool.name).toBe('StructuredOutput');
    expect(tool.inputJSONSchema).toEqual({ type: 'object', properties: REVIEW.properties, required: ['verdict', 'risk'], additionalProperties: false });
    const context = createToolUseContext({ tools: [tool], workspaceRoot: temp.dir, outputDir: join(temp.dir, 'out'), commandRunner: createProcessRunner() });
    const deps = { gate: allowAllGate(), hooks: noHooks };
    const bad = await runToolUse({ id: 'toolu_bad', name: 'StructuredOutput', input: { verdict: 'maybe', risk: 9, note: 'x' } }, context, deps);
    expect(bad.status).toBe('error');
    expect(bad.failedStep).toBe('schema');
    const told = resultText(bad.block);
    expect(told).toContain('InputValidationError: StructuredOutput failed due to these issues:');
    expect(told).toContain('- the parameter `verdict`: must be one of "approve", "changes"');
    expect(told).toContain('- the parameter `risk`: must be <= 5');
    expect(told).toContain('- the parameter `note`: is not an accepted parameter');
    expect(context.getAppState().structuredOutput).toBeNull();
    const good = await runToolUse({ id: 'toolu_good', name: 'StructuredOutput', input: { verdict: 'approve', risk: 2 } }, context, deps);
    expect(good.status).toBe('success');
    expect(context.getAppState().structuredOutput).toEqual({ verdict: 'approve', risk: 2 });
  });

  it('is null without a schema: no tool, nothing loaded', async () => {
    expect(await loadOutputSchemaTool(undefined, noPolicy, tree)).toBeNull();
  });
});

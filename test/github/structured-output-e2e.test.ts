/**
 * `output_schema` through the built action (`node dist/index.js`): a schema'd review sets the
 * `structured_output` output only with a valid object; a model that never gives one fails the run;
 * a schema that is not JSON Schema stops the run before any model call.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { afterEach, describe, expect, it } from 'vitest';
import { structuredOutputReminder } from '../../src/session/turn-loop.js';
import { E2E_RUN_ID, runActionProcess, startActionServers, type ActionServers } from '../support/action-harness.js';
import { endTurn, reply, text, toolUse } from '../support/scripted-model.js';

let servers: ActionServers | null = null;
afterEach(async () => {
  await servers?.close();
  servers = null;
});

const REVIEW_SCHEMA = JSON.stringify({
  type: 'object',
  properties: { verdict: { enum: ['approve', 'changes'] }, risk: { type: 'integer', minimum: 1, maximum: 5 } },
  required: ['verdict', 'risk'],
  additionalProperties: false,
});

/** A `pull_request` `opened` event on PR #12: the review job of the README. */
const prOpened = {
  action: 'opened',
  pull_request: { number: 12, title: 'Fix the parser', draft: false },
  repository: { full_name: 'octo/repo' },
  sender: { login: 'alice', type: 'User' },
};

type Block = { type: string; tool_use_id?: string; content?: unknown; is_error?: boolean; text?: string };
const lastUserBlocks = (body: Record<string, unknown>) => ((body.messages as { content: Block[] }[]).at(-1)?.content ?? []) as Block[];
const resultJson = (runnerTemp: string) => JSON.parse(readFileSync(join(runnerTemp, `tollgate-${E2E_RUN_ID}-1`, 'result.json'), 'utf8'));

describe('a review that answers in a schema', () => {
  it('corrects a bad object, then sets structured_output, result.json and the report from the valid one', async () => {
    const s = (servers = await startActionServers([
      reply(text('The change is small and tested.'), toolUse('StructuredOutput', { verdict: 'approved', risk: 0 }, 'toolu_bad')),
      reply(toolUse('StructuredOutput', { verdict: 'approve', risk: 2 }, 'toolu_good')),
      endTurn('never sent'),
    ]));
    const run = await runActionProcess(s, { event: 'pull_request', payload: prOpened, inputs: { prompt: 'Review this pull request.', output_schema: REVIEW_SCHEMA } });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs['conclusion']).toBe('success');
    expect(JSON.parse(run.outputs['structured_output'] ?? '')).toEqual({ verdict: 'approve', risk: 2 });

    // The model was offered the schema as StructuredOutput's input schema, and told what was wrong.
    expect(s.api.requests).toHaveLength(2);
    const offered = (s.api.requests[0]!.body.tools as { name: string; input_schema: unknown }[]).find((t) => t.name === 'StructuredOutput');
    expect(offered?.input_schema).toEqual(JSON.parse(REVIEW_SCHEMA));
    const [error] = lastUserBlocks(s.api.requests[1]!.body);
    expect(error).toMatchObject({ tool_use_id: 'toolu_bad', is_error: true });
    expect(String(error!.content)).toContain('the parameter `verdict`: must be one of "approve", "changes"');
    expect(String(error!.content)).toContain('the parameter `risk`: must be >= 1');

    const result = resultJson(run.runnerTemp);
    const validate = new Ajv({ allErrors: true, strict: false }).compile(JSON.parse(readFileSync('docs/result.schema.json', 'utf8')));
    expect(validate(result), JSON.stringify(validate.errors)).toBe(true);
    expect(result).toMatchObject({ conclusion: 'success', structured_output: { verdict: 'approve', risk: 2 } });
    const comment = [...s.github.comments.values()][0]?.body ?? '';
    expect(comment).toContain('#### Structured output\n\n```json\n{\n  "verdict": "approve",\n  "risk": 2\n}\n```');
    expect(comment).toMatch(/<summary>❌ <b>StructuredOutput<\/b>/);
  }, 90_000);

  it('fails the step when the model never gives one, after one reminder, with structured_output empty', async () => {
    const s = (servers = await startActionServers([endTurn('Approve, low risk.'), endTurn('As I said: approve.'), endTurn('never sent')]));
    const run = await runActionProcess(s, { event: 'pull_request', payload: prOpened, inputs: { prompt: 'Review this pull request.', output_schema: REVIEW_SCHEMA } });
    expect(run.code).toBe(1);
    expect(run.outputs['conclusion']).toBe('model_error');
    expect(run.outputs['structured_output']).toBe('');
    expect(run.stdout).toContain("::error::Tollgate ended with 'model_error': The model ended without giving the structured output this run requires (output_schema)");
    expect(s.api.requests).toHaveLength(2);
    expect(lastUserBlocks(s.api.requests[1]!.body).at(-1)).toMatchObject({ type: 'text', text: structuredOutputReminder('StructuredOutput') });
    expect(resultJson(run.runnerTemp)).toMatchObject({ conclusion: 'model_error', structured_output: null });
  }, 90_000);

  it('stops before any model call when the policy’s output_schema is not JSON Schema, naming the file, line and key', async () => {
    const s = (servers = await startActionServers([endTurn('never sent')]));
    const policy = ['permissions:', '  defaultMode: plan', 'output_schema:', '  type: object', '  properties:', '    risk: { type: number, maximum: high }', ''].join('\n');
    const run = await runActionProcess(s, { event: 'pull_request', payload: prOpened, inputs: { prompt: 'Review this pull request.' }, workspaceFiles: { '.github/tollgate.yml': policy } });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('::error::.github/tollgate.yml:6:36: output_schema.properties.risk.maximum: must be number (not valid JSON Schema 2020-12)');
    expect(s.api.requests).toHaveLength(0);
    expect([...s.github.comments.values()][0]?.body).toContain('Tollgate could not start');
  }, 90_000);
});

import { afterEach, describe, expect, it } from 'vitest';
import { workingTreeSource } from '../../src/app/config-source.js';
import { loadOutputSchemaTool } from '../../src/app/output-schema.js';
import { loadPolicy } from '../../src/policy/load-policy.js';
import { structuredOutputReminder } from '../../src/session/turn-loop.js';
import { endTurn, reply, text, toolUse } from '../support/scripted-model.js';
import { startHarness, testTools, type SessionHarness } from './session-fixture.js';

let harness: SessionHarness | undefined;
afterEach(async () => {
  await harness?.cleanup();
  harness = undefined;
});

const SCHEMA = JSON.stringify({
  type: 'object',
  properties: { verdict: { enum: ['approve', 'changes'] }, risk: { type: 'integer', minimum: 1, maximum: 5 } },
  required: ['verdict', 'risk'],
  additionalProperties: false,
});

type Block = { type: string; tool_use_id?: string; content?: unknown; is_error?: boolean; text?: string };
const lastUserBlocks = (body: Record<string, unknown>) => ((body.messages as { role: string; content: Block[] }[]).at(-1)?.content ?? []) as Block[];

async function withStructuredOutput(h: SessionHarness) {
  const tool = (await loadOutputSchemaTool({ kind: 'inline', text: SCHEMA, origin: 'test' }, loadPolicy({ cwd: h.dir }), workingTreeSource(h.dir)))!;
  return { tools: [...testTools(), tool], structuredOutput: { toolName: tool.name } };
}

describe('a session that must answer in a schema', () => {
  it('answers a bad object with an error the model fixes, and ends after the turn that gave a valid one', async () => {
    harness = await startHarness([
      reply(text('Reviewed.'), toolUse('StructuredOutput', { verdict: 'maybe', risk: 9 }, 'toolu_bad')),
      reply(toolUse('StructuredOutput', { verdict: 'approve', risk: 2 }, 'toolu_good')),
      endTurn('never sent'),
    ]);
    const { result } = await harness.run(await withStructuredOutput(harness));
    expect(result).toMatchObject({ conclusion: 'success', turns: 2, structuredOutput: { verdict: 'approve', risk: 2 } });
    expect(result.reason).toBe('The model gave its answer through StructuredOutput.');
    expect(harness.api.requests).toHaveLength(2);
    expect(JSON.stringify(harness.api.requests[0]!.body.system)).toContain('call StructuredOutput once with an object that matches its input schema');
    const [error] = lastUserBlocks(harness.api.requests[1]!.body);
    expect(error).toMatchObject({ type: 'tool_result', tool_use_id: 'toolu_bad', is_error: true });
    expect(String(error!.content)).toContain('the parameter `risk`: must be <= 5');
  });

  it('reminds a model that ends without it once, then fails with model_error', async () => {
    harness = await startHarness([endTurn('Looks good to me.'), endTurn('Still looks good.'), endTurn('never sent')]);
    const { result } = await harness.run(await withStructuredOutput(harness));
    expect(result.conclusion).toBe('model_error');
    expect(result.reason).toMatch(/never called StructuredOutput with a valid object, also after being reminded/);
    expect(result.structuredOutput).toBeNull();
    expect(harness.api.requests).toHaveLength(2);
    expect(lastUserBlocks(harness.api.requests[1]!.body)).toMatchObject([{ type: 'text', text: structuredOutputReminder('StructuredOutput') }]);
  });

  it('succeeds when the reminder works, and stays bounded by the turn limit while the model keeps sending bad objects', async () => {
    harness = await startHarness([endTurn('Approve.'), reply(toolUse('StructuredOutput', { verdict: 'changes', risk: 4 }))]);
    const { result } = await harness.run(await withStructuredOutput(harness));
    expect(result).toMatchObject({ conclusion: 'success', structuredOutput: { verdict: 'changes', risk: 4 } });
    await harness.cleanup();

    harness = await startHarness((_request, index) => reply(toolUse('StructuredOutput', { verdict: 'approve', risk: 10 + index })));
    const bounded = await harness.run({ ...(await withStructuredOutput(harness)), maxTurns: 3 });
    expect(bounded).toMatchObject({ result: { conclusion: 'max_turns', structuredOutput: null } });
    expect(harness.api.requests).toHaveLength(3);
  });

  it('leaves results without the key when no schema was asked for', async () => {
    harness = await startHarness([endTurn('done')]);
    const { result } = await harness.run();
    expect(result.conclusion).toBe('success');
    expect('structuredOutput' in result).toBe(false);
  });
});

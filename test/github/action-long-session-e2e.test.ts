/**
 * A long task through the action (`node dist/index.js`, an `@tollgate` comment on a PR) against a
 * loopback Messages API that enforces a 200k-token window and offers server-side compaction: the
 * scripted model reads 40 files of ~6k tokens, more than the window holds.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { commentEvent, runActionProcess, startActionServers, type ActionServers } from '../support/action-harness.js';
import { readZipEntries } from '../support/fake-artifact-service.js';
import { promptTokens } from '../support/fake-model-behaviour.js';
import { apiTotalUsd, DEFAULT_MODEL_RATES, readEveryFile } from '../support/long-task.js';

let servers: ActionServers | null = null;
afterEach(async () => {
  await servers?.close();
  servers = null;
});

function longTaskFiles(count: number, bytes: number): Record<string, string> {
  const files: Record<string, string> = {};
  for (let index = 1; index <= count; index++) {
    const line = `file ${index}: ${'lorem ipsum dolor sit amet '.repeat(4)}`;
    files[`docs/f${String(index).padStart(2, '0')}.txt`] = `${Array.from({ length: Math.ceil(bytes / (line.length + 1)) }, () => line).join('\n')}\n`;
  }
  return files;
}

describe('a long task in the action', () => {
  it('reads 40 files with adaptive thinking: compacted by the API, success, the comment says so and shows no thinking, cost equal to the bill', async () => {
    const files = longTaskFiles(40, 24_000);
    const task = readEveryFile(Object.keys(files));
    const s = (servers = await startActionServers(task.script, { api: { behaviour: { contextWindow: 200_000 } } }));
    const run = await runActionProcess(s, {
      event: 'issue_comment',
      payload: commentEvent('@tollgate read every file under docs/'),
      inputs: { policy: 'permissions:\n  allow: [Read]\n', max_budget_usd: '40', max_turns: '60', thinking: 'adaptive', effort: 'high' },
      workspaceFiles: files,
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs['conclusion']).toBe('success');
    expect(task.done.size).toBe(40);
    expect(s.api.rejected).toEqual([]);
    for (const request of s.api.requests) expect(promptTokens(request)).toBeLessThanOrEqual(200_000);
    expect(Number(run.outputs['cost_usd'])).toBeCloseTo(apiTotalUsd(s.api.served, DEFAULT_MODEL_RATES), 4);
    for (const request of s.api.requests) expect(request.body.output_config).toEqual({ effort: 'high' });

    const [comment] = [...s.github.comments.values()];
    const body = comment?.body ?? '';
    expect(body).toMatch(/context compacted (once|\d+ times) \(turns? [\d, ]+\)/);
    expect(body).toMatch(/turn \d+: compacted by the API, [\d,]+ → [\d,]+ tokens, \$[\d.]+/);
    expect(body).not.toContain('Thinking before answering');

    const entries = readZipEntries(s.artifacts.artifacts[0]?.zip ?? Buffer.alloc(0));
    const result = JSON.parse(entries.get('result.json')!.toString('utf8')) as { context: { window: number; compactions: { kind: string }[] } };
    expect(result.context.window).toBe(200_000);
    expect(result.context.compactions.length).toBeGreaterThanOrEqual(1);
    expect(result.context.compactions.every((c) => c.kind === 'server')).toBe(true);
    // The thinking stays in the transcript artifact, with its signature: that is where a reader finds it.
    expect(entries.get('transcript.jsonl')!.toString('utf8')).toContain('Thinking before answering');
  }, 300_000);
});

import { realpathSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCallJudge, recordedPolicyOf } from '../../../src/app/whatif/call-judge.js';
import { readRecordedRun } from '../../../src/app/whatif/recorded-run.js';
import { loadBashParser } from '../../../src/permissions/index.js';
import { makeTempDir } from '../../support/core-fixtures.js';
import { recordSession, type RecordedSession } from '../../support/recorded-session.js';

// The claim the what-if commands rest on: a recorded call judged statically under the policy the
// run recorded gets the decision the live run gave it (its permission_decision, or the denial of a
// call refused before the gate), in the run's own workspace and in another checkout of it.

let session: RecordedSession;
let cleanup: () => void;
beforeAll(async () => {
  const temp = makeTempDir('tollgate-recorded-decisions-');
  cleanup = temp.cleanup;
  session = await recordSession(temp.dir);
  expect(session.run.code, session.run.stderr).toBe(0);
  await loadBashParser();
}, 120_000);
afterAll(() => cleanup?.());

/** What the live run decided for each call, from its own events. */
function liveDecisions(): Map<string, 'allow' | 'deny'> {
  const decided = new Map<string, 'allow' | 'deny'>();
  for (const line of session.transcript.split('\n').filter(Boolean)) {
    const { type, event } = JSON.parse(line) as { type: string; event?: { type: string; toolUseId: string; decision?: { behavior: 'allow' | 'deny' }; status?: string } };
    if (type !== 'event' || !event) continue;
    if (event.type === 'permission_decision') decided.set(event.toolUseId, event.decision!.behavior);
    if (event.type === 'tool_result' && event.status === 'denied' && !decided.has(event.toolUseId)) decided.set(event.toolUseId, 'deny');
  }
  return decided;
}

describe('a recorded call judged under the recorded policy', () => {
  it('gets the decision the live run gave it, in its own workspace and in a fresh checkout', async () => {
    const run = readRecordedRun(session.transcript, 'transcript.jsonl');
    expect(run.policy).not.toBeNull();
    const live = liveDecisions();
    expect(live.size).toBe(12);
    for (const root of [realpathSync(session.repo), realpathSync(session.pristine)]) {
      const judge = createCallJudge(recordedPolicyOf(run.policy!), { root, env: process.env });
      const judged = new Map<string, string>();
      for (const call of run.calls) judged.set(call.toolUseId, (await judge.judge(call, run)).behavior);
      expect(Object.fromEntries(judged), root).toEqual(Object.fromEntries(live));
    }
  }, 60_000);
});

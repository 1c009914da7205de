import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBashParser } from '../../../src/permissions/bash/parser.js';
import { decide, type Workspace } from '../gate-fixture.js';
import { makeBashWorkspace, placed } from './bash-workspace.js';
import { CLASSES, type BashCase } from './cases.js';

let ws: Workspace;
beforeAll(async () => {
  ws = makeBashWorkspace();
  await loadBashParser();
});
afterAll(() => ws.cleanup());

for (const [name, cases] of Object.entries(CLASSES)) {
  describe(`class ${name}, through the gate`, () => {
    it.each(cases.map((row) => [row.command, row.expect, JSON.stringify(row.policy), row] as const))('%s → %s under %s', async (_command, expected, _policy, row: BashCase) => {
      const decision = await decide(ws, { permissions: { ...row.policy, allow: [...(row.policy.allow ?? [])], deny: [...(row.policy.deny ?? [])], ask: [...(row.policy.ask ?? [])] } }, 'Bash', { command: placed(row.command, ws) });
      expect(decision.behavior, decision.behavior === 'deny' ? decision.reason : decision.reason).toBe(expected);
    });
  });
}

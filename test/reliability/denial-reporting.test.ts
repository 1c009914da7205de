/**
 * Every refused attempt is a denial in the session result (and so a row in the report), also
 * when the tool itself refuses a path outside the workspace before the policy is asked.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createPolicyGate } from '../../src/permissions/index.js';
import { parsePolicyText } from '../../src/policy/load-policy.js';
import { builtinTools } from '../../src/tools/index.js';
import { endTurn, reply, toolUse } from '../support/scripted-model.js';
import { startHarness, type SessionHarness } from '../session/session-fixture.js';

let harness: SessionHarness | undefined;
afterEach(async () => {
  await harness?.cleanup();
  harness = undefined;
});

describe('denials in the session result', () => {
  it('paths outside the workspace are denials for Read, Write, Edit, Glob and Grep, with a clean reason', async () => {
    const calls = [
      toolUse('Read', { file_path: '../secret.txt' }, 'toolu_read'),
      toolUse('Write', { file_path: '/tmp/tollgate-denial-test.txt', content: 'x' }, 'toolu_write'),
      toolUse('Edit', { file_path: '../other/a.ts', old_string: 'a', new_string: 'b' }, 'toolu_edit'),
      toolUse('Glob', { pattern: '**/*', path: '/' }, 'toolu_glob'),
      toolUse('Grep', { pattern: 'password', path: '..' }, 'toolu_grep'),
      toolUse('Bash', { command: 'git push origin main' }, 'toolu_push'),
    ];
    harness = await startHarness([reply(...calls), endTurn('done')]);
    const { policy } = parsePolicyText('permissions:\n  allow: [Read, Edit, Write, Glob, Grep]\n', 'policy.yml');
    const gate = createPolicyGate({ policy, allowBypass: false, policyRoot: harness.dir });
    const { result } = await harness.run({ tools: builtinTools(), gate });
    expect(result.conclusion).toBe('success');
    expect(result.denials.map((d) => d.toolUseId)).toEqual(calls.map((c) => (c.type === 'tool_use' ? c.id : '')));
    for (const denial of result.denials.slice(0, 5)) {
      expect(denial.reason).toMatch(/outside the workspace/);
      expect(denial.reason).not.toContain('tool_use_error');
    }
    expect(result.denials[5]?.suggestedRule).toBe('Bash(git push:*)');
  });
});

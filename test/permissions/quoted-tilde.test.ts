import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBashParser } from '../../src/permissions/bash/parser.js';
import type { PolicyInput } from '../../src/policy/schema.js';
import { decide, makeWorkspace, type Workspace } from './gate-fixture.js';

/**
 * A quoted `~` is a literal name to bash (`cat '~/secret'` reads ./~/secret), so the gate must
 * check the folder really called `~` in the workspace, not the home directory, which the
 * policy here reaches as an additional directory without the deny rule.
 */
let ws: Workspace;
let policy: PolicyInput;
beforeAll(async () => {
  ws = makeWorkspace();
  mkdirSync(join(ws.root, '~'));
  writeFileSync(join(ws.root, '~', 'secret'), 's\n');
  writeFileSync(join(ws.home, 'secret'), 'h\n');
  policy = { permissions: { defaultMode: 'acceptEdits', additionalDirectories: [ws.home], deny: ['Read(/~/secret)'], allow: ['Bash(cat:*)', 'Bash(find:*)', 'Bash(xargs:*)', 'Bash(env:*)'] } };
  await loadBashParser();
});
afterAll(() => ws.cleanup());

describe('a quoted ~ names the folder called ~, not the home directory', () => {
  it.each([
    'cat ./~/secret',
    "cat '~/secret'",
    'cat "~/secret"',
    'cat \\~/secret',
    "cat < '~/secret'",
    'cat < "~/secret"',
    "find '~' -name secret | xargs cat",
    "env --chdir '~' cat secret",
  ])('%s is denied by Read(/~/secret)', async (command) => {
    const decision = await decide(ws, policy, 'Bash', { command });
    expect(decision.behavior).toBe('deny');
    expect(decision.behavior === 'deny' ? decision.rule : null).toBe('Read(/~/secret)');
  });

  it.each(['cat ~/secret', 'cat < ~/secret', 'find ~ -name secret | xargs cat', 'env --chdir ~ cat secret'])('%s (unquoted: the home directory) is allowed', async (command) => {
    const decision = await decide(ws, policy, 'Bash', { command });
    expect(decision.behavior).toBe('allow');
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadPolicy, parsePolicyText } from '../../src/policy/load-policy.js';
import { PolicyError } from '../../src/policy/policy-error.js';
import { DEFAULT_POLICY } from '../../src/policy/schema.js';

const dir = mkdtempSync(join(tmpdir(), 'tollgate-policy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function errorOf(text: string): string {
  try {
    parsePolicyText(text, 'ci/policy.yml');
  } catch (error) {
    expect(error).toBeInstanceOf(PolicyError);
    expect((error as Error).stack).not.toMatch(/\n\s+at /);
    return (error as Error).message;
  }
  throw new Error('expected a PolicyError');
}

describe('a policy with several problems', () => {
  it('lists every one, in the order of the file, each with its line, column and key in plain words', () => {
    const text = 'permissions:\n  defaultMode: sometimes\n  alow: [Read]\n  allow: [Read]\nbudget:\n  max_usd: -1\n  max_turns: 0\n';
    expect(errorOf(text)).toBe(
      [
        'ci/policy.yml has 4 problems:',
        "  ci/policy.yml:2:16: permissions.defaultMode: must be one of default, acceptEdits, plan, dontAsk, bypassPermissions, not 'sometimes'",
        "  ci/policy.yml:3:3: permissions.alow: unknown key (did you mean 'allow'?); expected one of: defaultMode, allow, deny, ask, additionalDirectories",
        '  ci/policy.yml:6:12: budget.max_usd: must be more than 0, not -1',
        '  ci/policy.yml:7:14: budget.max_turns: must be more than 0, not 0',
      ].join('\n'),
    );
  });

  it('lists a bad rule or hook matcher together with the problems of the schema, not after they are fixed', () => {
    const text = 'permissions:\n  allow: ["Bash(ls"]\n  dney: []\nhooks:\n  PreToolUse:\n    - matcher: "Bash("\n      hooks: [{type: command, command: "true"}]\nnon_interactive:\n  on_ask: maybe\n';
    const message = errorOf(text);
    expect(message).toMatch(/^ci\/policy\.yml has 4 problems:\n/);
    expect(message).toContain("ci/policy.yml:2:11: permissions.allow[0]: rule 'Bash(ls' opens '(' but does not end with ')'");
    expect(message).toContain('ci/policy.yml:3:3: permissions.dney: unknown key');
    expect(message).toContain('ci/policy.yml:6:16: hooks.PreToolUse[0].matcher: not a valid regular expression');
    expect(message).toContain("ci/policy.yml:9:11: non_interactive.on_ask: must be one of deny, allow, not 'maybe'");
  });

  it('lists every bad rule, not only the first', () => {
    const message = errorOf('permissions:\n  allow: ["Bsh(ls)", Read, "Gerp(x)"]\n');
    expect(message).toMatch(/^ci\/policy\.yml has 2 problems:\n/);
    expect(message).toContain("ci/policy.yml:2:11: permissions.allow[0]: unknown tool 'Bsh'");
    expect(message).toContain("ci/policy.yml:2:28: permissions.allow[2]: unknown tool 'Gerp'");
    expect(message).not.toMatch(/Too small|expected number|received/);
  });
});

describe('policy errors name the file, line, column and key', () => {
  it.each([
    ['an unknown key, with a did-you-mean', 'version: 1\npermissions:\n  alow: ["Read"]\n', "ci/policy.yml:3:3: permissions.alow: unknown key (did you mean 'allow'?)"],
    ['an unknown top-level key', 'version: 1\nnon_interactve:\n  on_ask: deny\n', "ci/policy.yml:2:1: non_interactve: unknown key (did you mean 'non_interactive'?)"],
    ['a bad mode, with a did-you-mean', 'permissions:\n  defaultMode: acceptEdit\n', "ci/policy.yml:2:16: permissions.defaultMode: must be one of default, acceptEdits, plan, dontAsk, bypassPermissions, not 'acceptEdit' (did you mean 'acceptEdits'?)"],
    ['a bad on_ask', 'non_interactive:\n  on_ask: maybe\n', 'ci/policy.yml:2:11: non_interactive.on_ask: must be one of deny, allow'],
    ['a wrong type', 'permissions:\n  allow: "Read"\n', "ci/policy.yml:2:10: permissions.allow: must be a list, not 'Read'"],
    ['a bad rule, with a did-you-mean', 'permissions:\n  allow:\n    - Read\n    - Bsh(ls)\n', "ci/policy.yml:4:7: permissions.allow[1]: unknown tool 'Bsh' in rule 'Bsh(ls)' (did you mean 'Bash'?)"],
    ['a :* in the middle', 'permissions:\n  deny: ["Bash(git:* push)"]\n', "ci/policy.yml:2:10: permissions.deny[0]: rule 'Bash(git:* push)': ':*' only works at the end of a Bash rule; use ' *' for a wildcard elsewhere"],
    ['a negative budget', 'budget: { max_usd: -1 }\n', 'ci/policy.yml:1:20: budget.max_usd: must be more than 0, not -1'],
    ['a misspelt hook key', 'hooks:\n  PreToolUse:\n    - matcher: Bash\n      hooks:\n        - { type: command, comand: "./x.sh" }\n', "ci/policy.yml:5:28: hooks.PreToolUse[0].hooks[0].comand: unknown key (did you mean 'command'?)"],
    ['an unknown hook event', 'hooks:\n  PreToolUs: []\n', "ci/policy.yml:2:3: hooks.PreToolUs: unknown key (did you mean 'PreToolUse'?)"],
    ['a bad matcher regex', 'hooks:\n  PreToolUse:\n    - matcher: "Bash("\n      hooks: [{ type: command, command: x }]\n', 'ci/policy.yml:3:16: hooks.PreToolUse[0].matcher: not a valid regular expression'],
    ['a missing required key', 'non_interactive:\n  overrides:\n    - { rule: "Bash(x)" }\n', 'ci/policy.yml:3:7: non_interactive.overrides[0].decision: must be one of deny, allow'],
    ['a bad price key', 'budget:\n  prices:\n    claude-x: { input: 1, output: 2, cache_write_5m: 1, cache_write_1h: 1, cache_reed: 1 }\n', "budget.prices.claude-x.cache_reed: unknown key (did you mean 'cache_read'?)"],
    ['an environment name', 'environment:\n  pass: ["NOT-A-NAME"]\n', 'ci/policy.yml:2:10: environment.pass[0]: not an environment variable name'],
    ['a YAML syntax error', 'permissions:\n  allow: [Read\n', 'ci/policy.yml:'],
    ['a duplicate key, at the second one', 'version: 1\nversion: 1\n', "ci/policy.yml:2:1: (yaml): the key 'version' appears twice in the same mapping; keep one"],
    ['a duplicate nested key', 'permissions:\n  allow: [Read]\n  deny: [Bash]\n  allow: [Glob]\n', "ci/policy.yml:4:3: (yaml): the key 'allow' appears twice"],
    ['a tab used to indent', 'permissions:\n  allow:\n\t- Read\n', 'ci/policy.yml:3:1: (yaml): a tab is used to indent; YAML indents with spaces only'],
    ['a key out of line', 'permissions:\n  allow:\n    - Read\n   deny:\n    - Bash\n', 'ci/policy.yml:4:1: (yaml): this key is not lined up with the keys above it'],
    ['a wrong type, in words', 'limits:\n  tool_timeout_s: fast\n', "ci/policy.yml:2:19: limits.tool_timeout_s: must be a number, not 'fast'"],
    ['a bound, in words', 'hooks:\n  PreToolUse:\n    - hooks: [{ type: command, command: x, timeout: 5000 }]\n', 'hooks.PreToolUse[0].hooks[0].timeout: must be at most 3600, not 5000'],
    ['a list at the top', '- Read\n', 'ci/policy.yml:1:1: (top level): expected a mapping'],
    ['version 2', 'version: 2\n', 'ci/policy.yml:1:10: version'],
    ['a misspelt changes key', 'changes:\n  delivr: commit\n', "ci/policy.yml:2:3: changes.delivr: unknown key (did you mean 'deliver'?)"],
    ['a bad delivery', 'changes:\n  deliver: push\n', "ci/policy.yml:2:12: changes.deliver: must be one of auto, commit, pull_request, artifact, not 'push'"],
    ['a branch prefix git refuses', 'changes:\n  branch_prefix: "a..b/"\n', 'changes.branch_prefix: not a valid start of a branch name'],
    ['a guard mode', 'changes:\n  guard: block\n', "ci/policy.yml:2:10: changes.guard: must be one of refuse, warn, not 'block'"],
    ['a misspelt guard rule', 'changes:\n  guard_allow: [credentials]\n', "ci/policy.yml:2:17: changes.guard_allow[0]: 'credentials' is no guard rule (did you mean 'credential'?)"],
    ['one word of a guard rule', 'changes:\n  guard_allow: [bidi]\n', "changes.guard_allow[0]: 'bidi' is no guard rule (did you mean 'bidi-control'?); the rules are lifecycle-script,"],
    ['a misspelt provider key', 'providr: bedrock\n', "ci/policy.yml:1:1: providr: unknown key (did you mean 'provider'?)"],
    ['an unknown provider, with a did-you-mean', 'provider: bedrok\n', "ci/policy.yml:1:11: provider: must be one of anthropic, bedrock, vertex, not 'bedrok' (did you mean 'bedrock'?)"],
  ])('%s', (_name, text, expected) => {
    expect(errorOf(text)).toContain(expected);
  });
});

describe('loadPolicy', () => {
  it('reads a full policy with its defaults filled in', () => {
    const file = join(dir, 'full.yml');
    writeFileSync(
      file,
      [
        'version: 1',
        'permissions:',
        '  defaultMode: acceptEdits',
        '  allow: ["Read", "Bash(npm test:*)", "Edit(src/**)"]',
        '  deny: ["Bash(curl:*)", "Read(./.env)"]',
        '  ask: ["Bash(git push:*)"]',
        'non_interactive:',
        '  on_ask: deny',
        '  overrides:',
        '    - { rule: "Bash(git push:*)", decision: deny, reason: "the workflow pushes" }',
        'budget: { max_usd: 2, max_turns: 40 }',
        'limits: { tool_timeout_s: 600, session_timeout_min: 30, max_result_chars: 30000 }',
        'hooks:',
        '  PreToolUse: [{ matcher: "Bash", hooks: [{ type: command, command: "./ci/guard.sh", timeout: 30 }] }]',
        'environment: { pass: [NPM_CONFIG_REGISTRY], secrets: [NPM_TOKEN] }',
      ].join('\n'),
    );
    const loaded = loadPolicy({ path: 'full.yml', cwd: dir });
    expect(loaded).toMatchObject({ origin: 'full.yml', usedDefault: false, notices: [] });
    expect(loaded.policy.permissions.defaultMode).toBe('acceptEdits');
    expect(loaded.policy.hooks.PreToolUse[0]?.hooks[0]).toEqual({ type: 'command', command: './ci/guard.sh', timeout: 30, on_error: 'block' });
    expect(loaded.policy.hooks.Stop).toEqual([]);
    expect(loaded.policy.budget).toEqual({ max_usd: 2, max_turns: 40 });
    expect(loaded.policy.environment.secrets).toEqual(['NPM_TOKEN']);
  });

  it('uses the safe default for a missing file and says so', () => {
    const loaded = loadPolicy({ path: 'nope.yml', cwd: dir });
    expect(loaded.usedDefault).toBe(true);
    expect(loaded.policy).toEqual(DEFAULT_POLICY);
    expect(loaded.notices.join(' ')).toMatch(/nope\.yml not found; using the safe default policy/);
  });

  it('uses the safe default for an empty file and says so', () => {
    writeFileSync(join(dir, 'empty.yml'), '# nothing yet\n');
    const loaded = loadPolicy({ path: 'empty.yml', cwd: dir });
    expect(loaded.usedDefault).toBe(true);
    expect(loaded.notices[0]).toMatch(/empty/);
  });

  it('uses the safe default when no policy is given', () => {
    expect(loadPolicy({ cwd: dir })).toMatchObject({ usedDefault: true, origin: '<default policy>' });
  });

  it('prefers inline YAML and names it in errors', () => {
    expect(loadPolicy({ inline: 'permissions: { allow: [Read] }', path: 'nope.yml', cwd: dir }).policy.permissions.allow).toEqual(['Read']);
    expect(() => loadPolicy({ inline: 'permissions: { alow: [Read] }', cwd: dir })).toThrow("<inline policy>:1:16: permissions.alow: unknown key (did you mean 'allow'?)");
  });

  it('the safe default allows read-only tools only and denies asks', () => {
    expect(DEFAULT_POLICY.permissions).toEqual({ defaultMode: 'default', allow: [], deny: [], ask: [], additionalDirectories: [] });
    expect(DEFAULT_POLICY.non_interactive).toEqual({ on_ask: 'deny', overrides: [] });
  });

  it('guards every landing by default and puts the workspace back; accepts rule ids and path globs', () => {
    expect(DEFAULT_POLICY.changes).toMatchObject({ guard: 'refuse', guard_allow: [], keep_workspace: false });
    const text = 'changes:\n  guard: warn\n  guard_allow: [decoded-code, "test/fixtures/**", Dockerfile, /configure]\n  keep_workspace: true\n';
    expect(loadPolicy({ inline: text, cwd: dir }).policy.changes).toMatchObject({ guard: 'warn', guard_allow: ['decoded-code', 'test/fixtures/**', 'Dockerfile', '/configure'], keep_workspace: true });
  });

  it('refuses bypassPermissions at load unless allowed', () => {
    const text = 'permissions:\n  defaultMode: bypassPermissions\n';
    expect(() => loadPolicy({ inline: text, cwd: dir, allowBypass: false })).toThrow("<inline policy>:2:16: permissions.defaultMode: bypassPermissions is refused unless the workflow sets 'allow_bypass: true'");
    expect(loadPolicy({ inline: text, cwd: dir, allowBypass: true }).policy.permissions.defaultMode).toBe('bypassPermissions');
  });

  it('notes a policy that allows every ask', () => {
    expect(loadPolicy({ inline: 'non_interactive: { on_ask: allow }', cwd: dir }).notices[0]).toMatch(/on_ask is 'allow'/);
  });
});

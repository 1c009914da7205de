import { chmodSync, mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { runPolicyCheck, runPolicyTest } from '../../src/cli/policy-command.js';

const root = realpathSync(mkdtempSync(join(tmpdir(), 'tollgate-policy-cli-')));
mkdirSync(join(root, 'src'));
mkdirSync(join(root, 'ci'));
writeFileSync(join(root, 'src', 'a.ts'), 'x\n');
writeFileSync(join(root, '.env'), 'TOKEN=x\n');
afterAll(() => rmSync(root, { recursive: true, force: true }));

writeFileSync(
  join(root, 'policy.yml'),
  [
    'version: 1',
    'permissions:',
    '  allow: ["Bash(npm test:*)", "Edit(src/**)"]',
    '  deny: ["Bash(curl:*)", "Read(./.env)"]',
    '  ask: ["Bash(git push:*)"]',
    'non_interactive:',
    '  on_ask: deny',
    '  overrides:',
    '    - { rule: "Bash(git push:*)", decision: deny, reason: "the workflow pushes, not the agent" }',
    'hooks:',
    '  PreToolUse: [{ matcher: "Bash", hooks: [{ type: command, command: "./ci/guard.sh" }] }]',
  ].join('\n'),
);
writeFileSync(join(root, 'ci', 'guard.sh'), '#!/bin/bash\ngrep -q "npm test --bail" && { echo "no --bail in CI" >&2; exit 2; }\nexit 0\n');
chmodSync(join(root, 'ci', 'guard.sh'), 0o755);

function collect(): { stream: PassThrough; text: () => string } {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { stream, text: () => text };
}

async function check(lines: string[], policyPath = 'policy.yml', withHooks = false) {
  const out = collect();
  const err = collect();
  const code = await runPolicyCheck({ policyPath, cwd: root, input: Readable.from(lines.map((l) => `${l}\n`)), output: out.stream, errorOutput: err.stream, withHooks });
  return { code, lines: out.text().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>), stderr: err.text() };
}

describe('runPolicyCheck', () => {
  it('writes one decision per input line, in order, asks resolved as in CI', async () => {
    const result = await check([
      '{"tool": "Bash", "input": {"command": "npm test"}}',
      '{"tool": "Bash", "input": {"command": "curl https://x"}}',
      '',
      '{"tool": "Bash", "input": {"command": "git push origin main"}}',
      '{"tool": "Edit", "input": {"file_path": "src/a.ts", "old_string": "x", "new_string": "y"}}',
      '{"tool": "Read", "input": {"file_path": ".env"}}',
      '{"tool": "Read", "input": {"file_path": "src/a.ts"}}',
      '{"tool": "Bash", "input": {"command": "npm publish"}}',
      '{"tool": "mcp__github__create_issue", "input": {"title": "x"}}',
    ]);
    expect(result.code).toBe(0);
    expect(result.lines.map((l) => [l.decision, l.rule])).toEqual([
      ['allow', 'Bash(npm test:*)'],
      ['deny', 'Bash(curl:*)'],
      ['deny', 'Bash(git push:*)'],
      ['allow', 'Edit(src/**)'],
      ['deny', 'Read(./.env)'],
      ['allow', null],
      ['deny', null],
      ['deny', null],
    ]);
    expect(Object.keys(result.lines[0] ?? {})).toEqual(['decision', 'reason', 'rule']);
    expect(result.lines[2]?.reason).toContain('the workflow pushes, not the agent');
  });

  it('runs no hooks unless asked, and the hooks when asked', async () => {
    const line = '{"tool": "Bash", "input": {"command": "npm test --bail"}}';
    expect((await check([line])).lines[0]?.decision).toBe('allow');
    const withHooks = await check([line], 'policy.yml', true);
    expect(withHooks.lines[0]).toMatchObject({ decision: 'deny' });
    expect(String(withHooks.lines[0]?.reason)).toContain('no --bail in CI');
  });

  it('answers a bad input line with a deny line and carries on', async () => {
    const result = await check(['not json', '{"tool": "Bash"}', '{"tool": "Bash", "input": {"command": "npm test"}}', '{"tool": "Bash", "input": {}}']);
    expect(result.code).toBe(0);
    expect(result.lines.map((l) => l.decision)).toEqual(['deny', 'deny', 'allow', 'deny']);
    expect(result.stderr).toContain('input line 1 is not valid JSON');
    expect(String(result.lines[3]?.reason)).toContain('InputValidationError');
  });

  it('exits 2 with the positioned message on a policy error', async () => {
    writeFileSync(join(root, 'bad.yml'), 'permissions:\n  alow: [Read]\n');
    const result = await check(['{"tool": "Read", "input": {"file_path": "src/a.ts"}}'], 'bad.yml');
    expect(result.code).toBe(2);
    expect(result.lines).toEqual([]);
    expect(result.stderr).toBe("tollgate: bad.yml:2:3: permissions.alow: unknown key (did you mean 'allow'?); expected one of: defaultMode, allow, deny, ask, additionalDirectories\n");
  });

  it('refuses a policy file that does not exist rather than checking against the default', async () => {
    const result = await check(['{"tool": "Read", "input": {"file_path": "src/a.ts"}}'], 'missing.yml');
    expect(result.code).toBe(2);
    expect(result.lines).toEqual([]);
    expect(result.stderr).toContain('missing.yml: the policy file does not exist');
  });
});

async function runTest(cases: string, policyPath = 'policy.yml') {
  writeFileSync(join(root, 'cases.yml'), cases);
  const out = collect();
  const err = collect();
  const code = await runPolicyTest({ policyPath, casesPath: 'cases.yml', cwd: root, output: out.stream, errorOutput: err.stream });
  return { code, stdout: out.text(), stderr: err.text() };
}

describe('runPolicyTest', () => {
  it('prints a table and exits 0 when every case passes', async () => {
    const result = await runTest(
      [
        '- { tool: Bash, input: { command: "npm test" }, expect: allow }',
        '- { tool: Bash, input: { command: "curl x" }, expect: deny }',
        '- { name: "no edits outside src", tool: Write, input: { file_path: README.md, content: x }, expect: deny }',
      ].join('\n'),
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^RESULT\s+EXPECT\s+GOT\s+CALL\s+WHY\n/);
    expect(result.stdout).toContain('PASS    allow   allow  Bash(npm test)');
    expect(result.stdout).toContain('no edits outside src');
    expect(result.stdout).toContain('3 passed, 0 failed');
  });

  it('exits 1 and shows why when a case fails', async () => {
    const result = await runTest('cases:\n  - { tool: Bash, input: { command: "npm publish" }, expect: allow }\n');
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(/FAIL\s+allow\s+deny\s+Bash\(npm publish\)\s+no rule allows `npm publish`/);
    expect(result.stdout).toContain('0 passed, 1 failed');
  });

  it('exits 2 on a bad cases file, naming line and key', async () => {
    const result = await runTest('- tool: Bash\n  input: { command: ls }\n  expected: allow\n');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("cases.yml:3:3: [0].expected: unknown key (did you mean 'expect'?)");
  });

  it('exits 2 on a policy error', async () => {
    writeFileSync(join(root, 'bad2.yml'), 'permissions:\n  deny: ["Bash(git:* x)"]\n');
    const result = await runTest('- { tool: Bash, input: { command: ls }, expect: allow }\n', 'bad2.yml');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("bad2.yml:2:10: permissions.deny[0]: rule 'Bash(git:* x)'");
  });
});

/**
 * `tollgate policy test` and `policy check` through the built CLI (`dist/cli/index.js`): every row
 * says why, a case that expects `deny` passes only when the policy denied the call (not when the
 * call failed before the policy was asked), and both commands read `.github/tollgate.yml` when no
 * --policy is given, as `run`, `replay` and `apply` do.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../support/core-fixtures.js';
import { runCli } from '../support/run-cli.js';

let dir: string;
let cleanup: () => void;
beforeEach(() => {
  ({ dir, cleanup } = makeTempDir('tollgate-policy-truth-'));
  mkdirSync(join(dir, '.github'));
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src', 'a.ts'), 'export const a = 1;\n');
  writeFileSync(join(dir, 'package.json'), '{ "name": "probe", "private": true }\n');
});
afterEach(() => cleanup());

const rows = (stdout: string) =>
  stdout
    .split('\n')
    .filter((line) => /^(PASS|FAIL) /.test(line))
    .map((line) => line.split(/ {2,}/));

describe('policy test says why, and a deny is only the policy’s', () => {
  it('a Read of .env that fails because the file is missing is not a pass for `expect: deny`, whatever the policy says', async () => {
    writeFileSync(join(dir, '.github', 'tollgate.yml'), 'permissions:\n  allow: [Read]\n');
    writeFileSync(join(dir, 'cases.yml'), '- { tool: Read, input: { file_path: .env }, expect: deny }\n- { tool: Read, input: { file_path: src/a.ts }, expect: allow }\n');
    const run = await runCli(['policy', 'test', 'cases.yml'], { cwd: dir });
    expect(run.code, run.stderr).toBe(1);
    expect(rows(run.stdout)).toEqual([
      [
        'FAIL',
        'deny',
        'error',
        'Read(.env)',
        expect.stringMatching(/^failed before the policy was asked \(the tool's own check\): File does not exist: .*\.env\. .* — not a denial by the policy \(write `expect: error` if that is what this case means\)$/),
      ],
      ['PASS', 'allow', 'allow', 'Read(src/a.ts)', 'allowed by rule Read'],
    ]);
    expect(run.stdout).toContain('1 passed, 1 failed (2 cases, policy .github/tollgate.yml)');
  });

  it('`expect: error` passes such a case, and the same case passes as `deny` once the policy denies it', async () => {
    writeFileSync(join(dir, '.github', 'tollgate.yml'), 'permissions:\n  allow: [Read]\n');
    writeFileSync(join(dir, 'cases.yml'), '- { tool: Read, input: { file_path: .env }, expect: error }\n');
    const errorCase = await runCli(['policy', 'test', 'cases.yml'], { cwd: dir });
    expect(errorCase.code, errorCase.stdout + errorCase.stderr).toBe(0);
    expect(rows(errorCase.stdout)[0]?.slice(0, 3)).toEqual(['PASS', 'error', 'error']);

    writeFileSync(join(dir, '.env'), 'TOKEN=x\n');
    writeFileSync(join(dir, '.github', 'tollgate.yml'), 'permissions:\n  allow: [Read]\n  deny: ["Read(./.env)"]\n');
    writeFileSync(join(dir, 'cases.yml'), '- { tool: Read, input: { file_path: .env }, expect: deny }\n- { tool: Bash, input: { command: "rm -rf src" }, expect: deny }\n');
    const denied = await runCli(['policy', 'test', 'cases.yml'], { cwd: dir });
    expect(denied.code, denied.stdout + denied.stderr).toBe(0);
    const [read, bash] = rows(denied.stdout);
    expect(read).toEqual(['PASS', 'deny', 'deny', 'Read(.env)', expect.stringContaining('Read(./.env)')]);
    // A pass says why too: no rule allows it, and every ask is denied in CI.
    expect(bash).toEqual(['PASS', 'deny', 'deny', 'Bash(rm -rf src)', expect.stringContaining('non_interactive.on_ask: deny')]);
  });

  it('the example policy passes its cases; without its Read(./.env) rule the cases fail', async () => {
    const examples = resolve('examples/policies');
    const run = await runCli(['policy', 'test', '--policy', join(examples, 'node-ci.yml'), join(examples, 'node-ci.cases.yml')], { cwd: dir });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const all = rows(run.stdout);
    expect(all.length).toBeGreaterThan(15);
    for (const row of all) expect(row[4], row.join(' | ')).toMatch(/\w/);

    const weakened = readFileSync(join(examples, 'node-ci.yml'), 'utf8').replace(/^ {4}- "Read\(\.\/\.env\)".*\n/m, '');
    expect(weakened).not.toContain('Read(./.env)');
    writeFileSync(join(dir, 'weakened.yml'), weakened);
    copyFileSync(join(examples, 'node-ci.cases.yml'), join(dir, 'cases.yml'));
    const weak = await runCli(['policy', 'test', '--policy', 'weakened.yml', 'cases.yml'], { cwd: dir });
    expect(weak.code).toBe(1);
    expect(rows(weak.stdout).find((row) => row[3] === 'Bash(cat .env)')?.slice(0, 3)).toEqual(['FAIL', 'deny', 'allow']);
  });
});

describe('policy check reads .github/tollgate.yml when no --policy is given', () => {
  it('decides with it, and names the file and the fix when it is not there', async () => {
    writeFileSync(join(dir, '.github', 'tollgate.yml'), 'permissions:\n  allow: ["Bash(npm test:*)"]\n');
    const input = '{"tool":"Bash","input":{"command":"npm test"}}\n{"tool":"Bash","input":{"command":"npm publish"}}\n';
    const run = await runCli(['policy', 'check'], { cwd: dir, input });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.trim().split('\n').map((line) => JSON.parse(line).decision)).toEqual(['allow', 'deny']);

    const { dir: empty, cleanup: done } = makeTempDir('tollgate-policy-none-');
    try {
      const none = await runCli(['policy', 'check'], { cwd: empty, input });
      expect(none.code).toBe(2);
      expect(none.stdout).toBe('');
      expect(none.stderr).toBe(`tollgate: no --policy given, and .github/tollgate.yml does not exist in ${empty}: name the policy with --policy FILE.\n`);
    } finally {
      done();
    }
  });

  it('prints a bad policy as `run` does: the tollgate: prefix and the path relative to the work tree', async () => {
    writeFileSync(join(dir, '.github', 'tollgate.yml'), 'permissions:\n  alow: [Read]\n');
    const check = await runCli(['policy', 'check'], { cwd: dir, input: '' });
    const run = await runCli(['run', '--prompt', 'x', '--replay', resolve('examples/demo/session.cassette.jsonl')], { cwd: dir });
    expect(check.code).toBe(2);
    expect(run.code).toBe(2);
    const expected = "tollgate: .github/tollgate.yml:2:3: permissions.alow: unknown key (did you mean 'allow'?); expected one of: defaultMode, allow, deny, ask, additionalDirectories\n";
    expect(check.stderr).toBe(expected);
    expect(run.stderr).toBe(expected);
  });
});

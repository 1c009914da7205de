import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HELP } from '../../src/cli/help.js';
import { makeTempDir } from '../support/core-fixtures.js';
import { runCli } from '../support/run-cli.js';

let dir: string;
let cleanup: () => void;
beforeEach(() => {
  ({ dir, cleanup } = makeTempDir('tollgate-cli-usage-'));
  writeFileSync(join(dir, 'a-file.txt'), 'not a folder\n');
  writeFileSync(join(dir, 'prompt.txt'), 'Explain src/.\n');
  mkdirSync(join(dir, 'repo'));
});
afterEach(() => cleanup());

const cassette = join(process.cwd(), 'examples/demo/session.cassette.jsonl');

/** A mistake on the command line: exit 2, one plain sentence on stderr naming the flag, nothing raw. */
async function mistake(args: string[]): Promise<string> {
  const run = await runCli(args, { cwd: dir });
  expect(run.code, run.stderr).toBe(2);
  expect(run.stdout).toBe('');
  expect(run.stderr).not.toMatch(/ENOENT|EEXIST|EISDIR|ENOTDIR|\n\s+at /);
  return run.stderr.split('\n')[0]!;
}

describe('paths on the command line are checked before anything runs', () => {
  it.each([
    [['run', '--prompt', 'x', '--cwd', 'nowhere'], `tollgate: --cwd nowhere: no such folder (looked for ${'DIR'}/nowhere).`],
    [['run', '--prompt', 'x', '--cwd', 'a-file.txt'], 'tollgate: --cwd a-file.txt is a file; it must be a folder.'],
    [['run', '--prompt', 'x', '--out', 'a-file.txt'], 'tollgate: --out a-file.txt is a file; it must be a folder (it is created when missing).'],
    [['run', '--prompt', 'x', '--out', 'a-file.txt/sub'], 'tollgate: --out a-file.txt/sub cannot be created: DIR/a-file.txt is a file.'],
    [['run', '--prompt', 'x', '--policy', 'missing.yml'], 'tollgate: --policy missing.yml: no such policy file (looked for DIR/missing.yml).'],
    [['run', '--prompt', 'x', '--replay', 'missing.jsonl'], 'tollgate: --replay missing.jsonl: no such recording (looked for DIR/missing.jsonl).'],
    [['run', '--prompt-file', 'missing.txt'], 'tollgate: --prompt-file missing.txt: no such file (looked for DIR/missing.txt).'],
    [['run', '--prompt', 'x', '--mcp-config', 'missing.json'], 'tollgate: --mcp-config missing.json: no such file (or inline JSON starting with {) (looked for DIR/missing.json).'],
    [['replay', 'missing.jsonl'], 'tollgate: replay missing.jsonl: no such recording (looked for DIR/missing.jsonl).'],
    [['replay', cassette, '--cwd', 'nowhere'], 'tollgate: --cwd nowhere: no such folder (looked for DIR/nowhere).'],
    [['replay', cassette, '--policy', 'missing.yml'], 'tollgate: --policy missing.yml: no such policy file (looked for DIR/missing.yml).'],
    [['demo', '--out', 'a-file.txt'], 'tollgate: --out a-file.txt is a file; it must be a folder (it is created when missing).'],
  ])('%j', async (args, expected) => {
    const line = await mistake(args);
    expect(line).toBe(expected.replaceAll('DIR', dir));
  });

  it('refuses a --record file whose folder cannot exist, and writes nothing', async () => {
    const line = await mistake(['run', '--prompt', 'x', '--record', 'a-file.txt/c.jsonl']);
    expect(line).toBe(`tollgate: --record a-file.txt/c.jsonl cannot be written: its folder is a file; it must be a folder (it is created when missing).`);
    expect(existsSync(join(dir, 'tollgate-out'))).toBe(false);
  });

  it('gives --max-budget-usd -1 the same message as --max-budget-usd=-1', async () => {
    const spaced = await mistake(['run', '--prompt', 'x', '--max-budget-usd', '-1']);
    const joined = await mistake(['run', '--prompt', 'x', '--max-budget-usd=-1']);
    expect(spaced).toBe("tollgate: --max-budget-usd must be a positive number; got '-1'.");
    expect(joined).toBe(spaced);
    expect(await mistake(['run', '--prompt', 'x', '--max-turns', '-3'])).toBe("tollgate: --max-turns must be a positive whole number; got '-3'.");
  });

  it('refuses both --prompt and --prompt-file', async () => {
    expect(await mistake(['run', '--prompt', 'x', '--prompt-file', 'prompt.txt'])).toBe('tollgate: Give the prompt once: --prompt TEXT or --prompt-file FILE, not both.');
  });

  it('takes --mcp-config as inline JSON, as the README says', async () => {
    const run = await runCli(['run', '--prompt-file', 'prompt.txt', '--cwd', 'repo', '--replay', cassette, '--mcp-config', '{"mcpServers": {}}', '--out', 'out'], { cwd: dir });
    expect(run.stderr).not.toContain('--mcp-config');
    expect(existsSync(join(dir, 'out', 'comment.md'))).toBe(true);
  });

  it('shows the help and exits 2 when the command is missing', async () => {
    for (const [args, topic] of [[[], 'main'], [['policy'], 'policy']] as const) {
      const run = await runCli([...args], { cwd: dir });
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toBe(HELP[topic]);
      expect(run.stdout).toBe('');
    }
    expect((await runCli(['--help'], { cwd: dir })).code).toBe(0);
  });
});

describe('help', () => {
  it('names only example files that exist in this repository', () => {
    const paths = new Set<string>();
    for (const text of Object.values(HELP)) for (const [path] of text.matchAll(/\bexamples\/[\w./-]+/g)) paths.add(path.replace(/[.,]$/, ''));
    expect(paths.size).toBeGreaterThanOrEqual(4);
    for (const path of paths) expect(existsSync(path), path).toBe(true);
    for (const text of Object.values(HELP)) expect(text).not.toMatch(/demo-repo|policies\/ci\.yml/);
  });
});

describe('a policy with several mistakes', () => {
  it('stops before any model call and lists them all, each with file:line:col and key', async () => {
    writeFileSync(join(dir, 'bad.yml'), 'permissions:\n  defaultMode: sometimes\n  alow: [Read]\nbudget:\n  max_usd: -1\n');
    const run = await runCli(['run', '--prompt', 'x', '--cwd', 'repo', '--policy', 'bad.yml', '--replay', cassette], { cwd: dir });
    expect(run.code).toBe(2);
    const lines = run.stderr.trim().split('\n');
    expect(lines[0]).toMatch(/^tollgate: .*bad\.yml has 3 problems:$/);
    expect(lines[1]).toMatch(/bad\.yml:2:16: permissions\.defaultMode: must be one of default, .*, not 'sometimes'$/);
    expect(lines[2]).toMatch(/bad\.yml:3:3: permissions\.alow: unknown key \(did you mean 'allow'\?\)/);
    expect(lines[3]).toMatch(/bad\.yml:5:12: budget\.max_usd: must be more than 0, not -1$/);
    expect(existsSync(join(dir, 'tollgate-out', 'transcript.jsonl'))).toBe(false);
  });

  it('names the line and column of a tab', async () => {
    writeFileSync(join(dir, 'tab.yml'), 'permissions:\n  allow:\n\t- Read\n');
    const run = await runCli(['run', '--prompt', 'x', '--cwd', 'repo', '--policy', 'tab.yml', '--replay', cassette], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/tab\.yml:3:1: \(yaml\): a tab is used to indent; YAML indents with spaces only\n/);
    expect(readFileSync(join(dir, 'tab.yml'), 'utf8')).toContain('\t');
  });
});

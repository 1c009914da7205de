import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from './support/core-fixtures.js';
import { runCli } from './support/run-cli.js';
import { END, START, renderActionTables, replaceTables } from '../scripts/readme-tables.js';

describe('README', () => {
  it("keeps the action's inputs and outputs tables in step with action.yml (run npm run readme)", () => {
    const readme = readFileSync('README.md', 'utf8');
    const tables = renderActionTables(readFileSync('action.yml', 'utf8'));
    expect(readme).toContain(START);
    expect(replaceTables(readme, tables)).toBe(readme);
    expect(tables).toContain('| `anthropic_api_key` |');
    expect(tables).toContain('| `denials` |');
  });

  it('shows the two set-up commands and the test command CI runs', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toContain('npm ci && npm run demo');
    expect(readme).toContain('npm ci && npm test');
    expect(readme.indexOf(END)).toBeGreaterThan(readme.indexOf(START));
  });

  it("shows an excerpt of the demo's real output", async () => {
    const readme = readFileSync('README.md', 'utf8');
    const block = /<!-- demo-excerpt:start -->\n```\n([\s\S]*?)\n```\n<!-- demo-excerpt:end -->/.exec(readme)?.[1];
    expect(block).toBeDefined();
    const { dir, cleanup } = makeTempDir('tollgate-readme-');
    try {
      const run = await runCli(['demo'], { cwd: dir });
      expect(run.code).toBe(0);
      // Timings, the session id and temp folders vary from run to run.
      const demoRepo = resolve('examples/demo/repo');
      const vary = (line: string) => line.replaceAll(demoRepo, 'examples/demo/repo').replace(/\([\d,]+ characters\)/g, '(<n> characters)').replace(/\d+(\.\d+)? m?s\b/g, '<t>').replace(/[0-9a-f-]{8}[0-9a-f-]*…?/g, '<id>').replace(/\/tmp\/\S*?tollgate-out/g, '<tmp>/tollgate-out');
      const actual = run.stdout.split('\n').map(vary);
      const lines = block!.split('\n').filter((line) => line !== '…');
      expect(lines.length).toBeGreaterThan(8);
      for (const line of lines) expect(actual, line).toContain(vary(line));
    } finally {
      cleanup();
    }
  });

  it('shows a bad policy and the error the CLI really prints for it', async () => {
    const readme = readFileSync('README.md', 'utf8');
    const sample = /<!-- policy-error-sample:start -->\n```yaml\n([\s\S]*?)```[\s\S]*?```\n([\s\S]*?)```\n<!-- policy-error-sample:end -->/.exec(readme);
    expect(sample).not.toBeNull();
    const [, policy, output] = sample!;
    const { dir, cleanup } = makeTempDir('tollgate-readme-policy-');
    try {
      mkdirSync(join(dir, '.github'));
      writeFileSync(join(dir, '.github', 'tollgate.yml'), policy!);
      const check = await runCli(['policy', 'check'], { cwd: dir, input: '' });
      const run = await runCli(['run', '--prompt', 'x', '--replay', resolve('examples/demo/session.cassette.jsonl')], { cwd: dir });
      expect(check.code).toBe(2);
      expect(check.stderr).toBe(output);
      expect(run.code).toBe(2);
      expect(run.stderr).toBe(output);
    } finally {
      cleanup();
    }
  });
});

import { readFileSync } from 'node:fs';
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
      const vary = (line: string) => line.replace(/\([\d,]+ characters\)/g, '(<n> characters)').replace(/\d+(\.\d+)? m?s\b/g, '<t>').replace(/[0-9a-f-]{8}[0-9a-f-]*…?/g, '<id>').replace(/\/tmp\/\S*?tollgate-out/g, '<tmp>/tollgate-out');
      const actual = run.stdout.split('\n').map(vary);
      const lines = block!.split('\n').filter((line) => line !== '…');
      expect(lines.length).toBeGreaterThan(8);
      for (const line of lines) expect(actual, line).toContain(vary(line));
    } finally {
      cleanup();
    }
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
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
});

/**
 * One source for the run's defaults (src/policy/run-defaults.ts): the code reads its values, and
 * every place that states them — `tollgate run --help` (through the built CLI), action.yml, the
 * README's inputs table, docs/budget.md and docs/policy.md — is generated from it or checked here.
 * A setting added to the table is checked everywhere without a line here.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from '../../src/policy/index.js';
import { defaultText, RUN_DEFAULTS, type RunDefault, type RunSetting } from '../../src/policy/run-defaults.js';
import { DEFAULTS_END, DEFAULTS_START, renderDefaultsTable, replaceTables } from '../../scripts/readme-tables.js';
import { makeTempDir } from '../support/core-fixtures.js';
import { runCli } from '../support/run-cli.js';

const SETTINGS = Object.entries(RUN_DEFAULTS) as [RunSetting, RunDefault][];
const oneLine = (text: string) => text.replace(/\s+/g, ' ');

describe('the run defaults, stated once', () => {
  it("tollgate run --help states each flag's default from the table", async () => {
    const help = await runCli(['run', '--help'], { cwd: process.cwd() });
    expect(help.code).toBe(0);
    for (const [name, setting] of SETTINGS) {
      // The flag's own entry: from its line to the next flag.
      const entry = new RegExp(`\\n  ${setting.flag} [\\s\\S]*?(?=\\n  --)`).exec(help.stdout)?.[0];
      expect(entry, setting.flag).toBeDefined();
      expect(oneLine(entry!), setting.flag).toContain(`(default: ${defaultText(name)})`);
    }
  });

  it("action.yml leaves each input empty (so the policy's value counts) and says what empty means", () => {
    const action = parse(readFileSync('action.yml', 'utf8')) as { inputs: Record<string, { description: string; default?: string }> };
    for (const [name, setting] of SETTINGS) {
      const input = action.inputs[setting.input];
      expect(input, setting.input).toBeDefined();
      expect(input?.default ?? '', setting.input).toBe('');
      expect(oneLine(input!.description), setting.input).toContain(`Empty means ${defaultText(name)}.`);
    }
  });

  it('docs/budget.md holds the generated table (npm run readme), and docs/policy.md gives each policy key its default', () => {
    const budget = readFileSync('docs/budget.md', 'utf8');
    expect(budget).toContain(DEFAULTS_START);
    expect(replaceTables(budget, renderDefaultsTable(), DEFAULTS_START, DEFAULTS_END)).toBe(budget);
    const policyDoc = readFileSync('docs/policy.md', 'utf8');
    for (const [, setting] of SETTINGS.filter(([, s]) => s.policyKey !== null)) {
      const cell = setting.says ?? (setting.value === null ? 'none' : `\`${String(setting.value)}\``);
      expect(policyDoc, setting.policyKey!).toContain(`\n| \`${setting.policyKey!}\` | ${cell} |`);
    }
  });

  it('a run with nothing set uses the table’s values (the built CLI’s first line), and the policy’s timeout default is the same one', async () => {
    expect(DEFAULT_POLICY.limits.session_timeout_min).toBe(RUN_DEFAULTS.timeout_minutes.value);
    const { dir, cleanup } = makeTempDir('tollgate-defaults-');
    try {
      const run = await runCli(['run', '--prompt', 'x', '--replay', resolve('examples/demo/session.cassette.jsonl'), '--json'], { cwd: dir });
      const first = run.stderr.split('\n').find((line) => line.startsWith('tollgate ·')) ?? '';
      expect(first).toContain(`model ${RUN_DEFAULTS.model.value}`);
      expect(first).toContain(`budget $${RUN_DEFAULTS.max_budget_usd.value.toFixed(2)}`);
      expect(first).toContain(`at most ${RUN_DEFAULTS.max_turns.value} turns`);
      const result = JSON.parse(run.stdout) as { max_budget_usd: number };
      expect(result.max_budget_usd).toBe(RUN_DEFAULTS.max_budget_usd.value);
    } finally {
      cleanup();
    }
  });
});

/**
 * The tables generated so they cannot drift: the README's inputs and outputs tables from action.yml
 * (an input's Default cell from the run defaults' table where it has a built-in one), and the
 * defaults table in docs/budget.md from `RUN_DEFAULTS`. `npm run readme` rewrites them in place; a
 * test fails when they are out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { z } from 'zod';
import { RUN_DEFAULTS, type RunDefault } from '../src/policy/run-defaults.js';

const actionSchema = z.object({
  inputs: z.record(z.string(), z.object({ description: z.string(), default: z.string().optional() })),
  outputs: z.record(z.string(), z.object({ description: z.string() })),
});

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ').trim();

const SETTINGS: readonly RunDefault[] = Object.values(RUN_DEFAULTS);
const code = (value: string | number | null) => (value === null ? 'none' : `\`${value}\``);
/** The built-in default as the tables say it: its words where it is not one value, else the value. */
const said = (setting: RunDefault) => setting.says ?? code(setting.value);

/** The Default cell of an input: its action.yml default, or the policy key and built-in value an empty input falls back to. */
function defaultCell(name: string, given: string | undefined): string {
  const setting = SETTINGS.find((s) => s.input === name);
  if (setting) return setting.policyKey ? `the policy's \`${setting.policyKey}\`, else ${said(setting)}` : said(setting);
  return given ? `\`${cell(given)}\`` : '—';
}

export function renderActionTables(actionYml: string): string {
  const action = actionSchema.parse(parse(actionYml));
  const inputs = Object.entries(action.inputs).map(([name, input]) => `| \`${name}\` | ${defaultCell(name, input.default)} | ${cell(input.description)} |`);
  const outputs = Object.entries(action.outputs).map(([name, output]) => `| \`${name}\` | ${cell(output.description)} |`);
  return [
    '#### Inputs',
    '',
    '| Input | Default | What it does |',
    '|---|---|---|',
    ...inputs,
    '',
    '#### Outputs',
    '',
    '| Output | What it holds |',
    '|---|---|',
    ...outputs,
  ].join('\n');
}

/** The defaults table of docs/budget.md: each setting, its built-in value, and what sets it instead, strongest first. */
export function renderDefaultsTable(): string {
  const rows = SETTINGS.map(
    (s) => `| ${s.what} | ${said(s)}${s.unit && s.value !== null ? ` ${s.unit}` : ''} | \`${s.input}\` | \`${s.flag}\` | ${s.policyKey ? `\`${s.policyKey}\`` : '—'} |`,
  );
  return ['| Setting | Built-in default | Action input | CLI flag | Policy key |', '|---|---|---|---|---|', ...rows].join('\n');
}

export const START = '<!-- action-tables:start (generated from action.yml by `npm run readme`) -->';
export const END = '<!-- action-tables:end -->';
export const DEFAULTS_START = '<!-- run-defaults:start (generated from src/policy/run-defaults.ts by `npm run readme`) -->';
export const DEFAULTS_END = '<!-- run-defaults:end -->';

export function replaceTables(text: string, tables: string, start = START, end = END): string {
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to === -1) throw new Error(`No ${start} … ${end} section.`);
  return `${text.slice(0, from + start.length)}\n${tables}\n${text.slice(to)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync('README.md', replaceTables(readFileSync('README.md', 'utf8'), renderActionTables(readFileSync('action.yml', 'utf8'))));
  writeFileSync('docs/budget.md', replaceTables(readFileSync('docs/budget.md', 'utf8'), renderDefaultsTable(), DEFAULTS_START, DEFAULTS_END));
}

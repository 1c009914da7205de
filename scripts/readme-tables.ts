/**
 * The README's inputs and outputs tables, generated from action.yml so they cannot drift.
 * `npm run readme` rewrites them in place; a test fails when they are out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { z } from 'zod';

const actionSchema = z.object({
  inputs: z.record(z.string(), z.object({ description: z.string(), default: z.string().optional() })),
  outputs: z.record(z.string(), z.object({ description: z.string() })),
});

const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ').trim();

export function renderActionTables(actionYml: string): string {
  const action = actionSchema.parse(parse(actionYml));
  const inputs = Object.entries(action.inputs).map(
    ([name, input]) => `| \`${name}\` | ${input.default ? `\`${cell(input.default)}\`` : '—'} | ${cell(input.description)} |`,
  );
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

export const START = '<!-- action-tables:start (generated from action.yml by `npm run readme`) -->';
export const END = '<!-- action-tables:end -->';

export function replaceTables(readme: string, tables: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start === -1 || end === -1) throw new Error(`README.md has no ${START} … ${END} section.`);
  return `${readme.slice(0, start + START.length)}\n${tables}\n${readme.slice(end)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const readme = readFileSync('README.md', 'utf8');
  writeFileSync('README.md', replaceTables(readme, renderActionTables(readFileSync('action.yml', 'utf8'))));
}

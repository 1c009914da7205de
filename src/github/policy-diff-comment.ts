import { callLabel } from '../app/whatif/call-label.js';
import { wayOf, type Flip, type FlipWay, type PolicyDiff } from '../app/whatif/policy-diff.js';
import { allowBlock, type CallRef, type RuleSuggestions } from '../app/whatif/rule-suggestions.js';
import { codeBlock, cut, formatCount, inlineCode, oneLine, tableCell, untrustedHtml } from '../report/markdown.js';
import type { HistoryRun } from './run-transcripts.js';

/** Rows of each table, and items of each list: the rest is counted, not shown. */
export const MAX_ROWS = 30;

export interface PolicyDiffReport {
  /** `.github/tollgate.yml`. */
  readonly policyPath: string;
  /** "this PR (abc1234)" and "main (def5678)". */
  readonly head: string;
  readonly base: string;
  readonly workflow: string;
  readonly diff: PolicyDiff;
  readonly suggestions: RuleSuggestions;
  /** Which run each judged transcript came from, by its name in the diff (`file`). */
  readonly runOf: ReadonlyMap<string, HistoryRun>;
  /** Runs listed, and how many had no Tollgate artifact left. */
  readonly runsListed: number;
  readonly withoutArtifact: number;
  /** Artifacts, transcripts, runs and calls that were not judged, each with why. */
  readonly skipped: readonly string[];
}

const plural = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;

function runCell(file: string, report: PolicyDiffReport): string {
  const run = report.runOf.get(file);
  return run ? `[#${run.number}](${run.url})` : tableCell(file, 60);
}

function callCell(call: Pick<CallRef, 'tool' | 'input'>): string {
  return inlineCode(tableCell(callLabel(call.tool, call.input, 100), 100));
}

function distinctRuns(files: readonly string[]): number {
  return new Set(files).size;
}

function flipTable(flips: readonly Flip[], report: PolicyDiffReport): string[] {
  const rows = flips.slice(0, MAX_ROWS).map((flip) => `| ${runCell(flip.file, report)} | ${callCell(flip)} | ${flip.before} → ${flip.after} | ${flip.rule ? inlineCode(tableCell(flip.rule, 80)) : '—'} |`);
  const more = flips.length > MAX_ROWS ? [``, `…and ${plural(flips.length - MAX_ROWS, 'more call')}.`] : [];
  return ['| Run | Call | Decision | Rule |', '|---|---|---|---|', ...rows, ...more];
}

const HEADINGS: Readonly<Record<FlipWay, string>> = { tighten: 'Now denied (these ran before)', loosen: 'Now allowed (these were denied)' };

function listOf(items: readonly string[]): string[] {
  const shown = items.slice(0, MAX_ROWS).map((item) => `- ${untrustedHtml(oneLine(item, 300))}`);
  return items.length > MAX_ROWS ? [...shown, `- …and ${formatCount(items.length - MAX_ROWS)} more`] : shown;
}

function suggestionSection(report: PolicyDiffReport): string[] {
  const { suggestions, notSuggested, denied } = report.suggestions;
  if (denied === 0) return [];
  const lines = ['', `#### Rules that would admit what this PR's policy denies`, ''];
  if (suggestions.length > 0) {
    lines.push(codeBlock(allowBlock(suggestions.slice(0, MAX_ROWS).map((s) => s.rule)), 'yaml'), '', '| Rule | Admits |', '|---|---|');
    for (const suggestion of suggestions.slice(0, MAX_ROWS)) {
      const runs = distinctRuns(suggestion.admits.map((call) => call.file));
      const example = suggestion.admits[0]!;
      lines.push(`| ${inlineCode(tableCell(suggestion.rule, 100))} | ${plural(suggestion.admits.length, 'call')} of ${plural(runs, 'run')}, such as ${callCell(example)} in ${runCell(example.file, report)} |`);
    }
  } else lines.push('No rule is suggested for them.');
  if (notSuggested.length > 0) {
    const items = notSuggested.map((call) => `${callLabel(call.tool, call.input, 100)} (${report.runOf.get(call.file) ? `run #${report.runOf.get(call.file)!.number}` : call.file}): ${call.why}`);
    lines.push('', `<details><summary>Not suggested (${formatCount(notSuggested.length)})</summary>`, '', ...listOf(items), '', '</details>');
  }
  return lines;
}

/**
 * The sticky comment of `mode: policy-diff`, bounded to GitHub's limit: how many calls of how many
 * runs flip each way, the rows (at most MAX_ROWS a table), the rules that would admit what the PR's
 * policy denies, and what was skipped. The caller redacts it before posting.
 */
export function renderPolicyDiffComment(report: PolicyDiffReport, limit: number): string {
  const { diff } = report;
  const tighten = diff.flips.filter((flip) => wayOf(flip) === 'tighten');
  const loosen = diff.flips.filter((flip) => wayOf(flip) === 'loosen');
  const lines = [
    `### Tollgate: what this policy change does to the last runs`,
    '',
    `${inlineCode(report.policyPath)} of ${report.head} against ${report.base}, over ${plural(diff.calls, 'tool call')} of ${plural(diff.runs, 'run')} of ${inlineCode(report.workflow)} (the last ${plural(report.runsListed, 'completed run')}${report.withoutArtifact > 0 ? `, ${formatCount(report.withoutArtifact)} with no transcript left` : ''}):`,
    '',
    ...(diff.calls === 0
      ? ['No recorded tool call to compare: none of these runs left a transcript with one.']
      : [
          `- **${plural(tighten.length, 'call')} of ${plural(distinctRuns(tighten.map((f) => f.file)), 'run')} now denied**`,
          `- **${plural(loosen.length, 'call')} of ${plural(distinctRuns(loosen.map((f) => f.file)), 'run')} now allowed**`,
        ]),
  ];
  for (const [way, flips] of [['tighten', tighten], ['loosen', loosen]] as const) {
    if (flips.length > 0) lines.push('', `#### ${HEADINGS[way]}`, '', ...flipTable(flips, report));
  }
  lines.push(...suggestionSection(report));
  if (report.skipped.length > 0) lines.push('', `<details><summary>Not judged (${formatCount(report.skipped.length)})</summary>`, '', ...listOf(report.skipped), '', '</details>');
  lines.push('', '<sub>No model and no tool ran: every call was decided statically, from the runs’ transcripts, by the same gate a run uses.</sub>');
  const body = lines.join('\n');
  const note = '\n\n…(cut at GitHub’s comment limit)';
  return body.length <= limit ? body : `${cut(body, limit - note.length)}${note}`;
}

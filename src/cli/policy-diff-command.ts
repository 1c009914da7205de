import { environmentSecrets } from '../app/prepare-session.js';
import { callLabel } from '../app/whatif/call-label.js';
import { diffPolicies, wayOf, type Flip, type PolicyDiff } from '../app/whatif/policy-diff.js';
import { createRedactor, type Redactor } from '../core/redact.js';
import type { CliIo } from './run-command.js';
import type { FailOn, WhatIfCommand } from './whatif-args.js';
import { actionRunTools, loadPolicyFile, readTranscripts, shownPath } from './whatif-inputs.js';

type DiffCommand = Extract<WhatIfCommand, { kind: 'policy-diff' }>;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function failed(diff: PolicyDiff, failOn: FailOn): boolean {
  return diff.flips.some((flip) => failOn === 'any' || wayOf(flip) === failOn);
}

function flipLines(flip: Flip, redact: Redactor): string[] {
  return [
    `  ${flip.toolUseId}  ${redact(callLabel(flip.tool, flip.input))}   (${flip.file})`,
    `    before: ${flip.before} · after: ${flip.after} · rule: ${flip.rule ?? '(none)'}`,
    `    now: ${redact(flip.reason)}`,
  ];
}

function textReport(diff: PolicyDiff, command: DiffCommand, cwd: string, redact: Redactor): string {
  const shown = (path: string) => shownPath(path, cwd);
  const against = command.base ? shown(command.base) : 'the policy each run recorded';
  const lines = [`policy diff: ${shown(command.policy)} against ${against}, ${plural(diff.calls, 'call')} of ${plural(diff.runs, 'run')}`];
  const tighten = diff.flips.filter((flip) => wayOf(flip) === 'tighten');
  const loosen = diff.flips.filter((flip) => wayOf(flip) === 'loosen');
  if (tighten.length > 0) lines.push('', `Now denied (${tighten.length}): allowed under ${against}, denied under ${shown(command.policy)}`, ...tighten.flatMap((flip) => flipLines(flip, redact)));
  if (loosen.length > 0) lines.push('', `Now allowed (${loosen.length}): denied under ${against}, allowed under ${shown(command.policy)}`, ...loosen.flatMap((flip) => flipLines(flip, redact)));
  lines.push('', diff.flips.length === 0 ? 'No call is decided differently.' : `${plural(tighten.length, 'call')} now denied, ${loosen.length} now allowed.`);
  return `${lines.join('\n')}\n`;
}

function jsonReport(diff: PolicyDiff, redact: Redactor): string {
  const flips = diff.flips.map((flip) => ({
    file: flip.file,
    tool_use_id: flip.toolUseId,
    tool: flip.tool,
    input: flip.input,
    before: flip.before,
    after: flip.after,
    rule: flip.rule,
    reason: flip.reason,
  }));
  return `${redact(JSON.stringify({ calls: diff.calls, runs: diff.runs, flips, skipped: diff.skipped }, null, 2))}\n`;
}

/**
 * `tollgate policy diff`: every call of the transcripts decided under the base policy (the one each
 * run recorded, or --base) and under --policy with the live gate, statically; prints the calls whose
 * decision changes. Exit 1 when a change of the kind --fail-on names is found, 0 when none is, 2 on
 * a policy error or when no transcript could be judged.
 */
export async function policyDiffCommand(command: DiffCommand, io: CliIo): Promise<number> {
  const after = loadPolicyFile(command.policy, command.cwd, io.stderr);
  if (!after) return 2;
  const base = command.base === undefined ? null : loadPolicyFile(command.base, command.cwd, io.stderr);
  if (command.base !== undefined && !base) return 2;
  const runs = readTranscripts(command.transcripts, io.cwd, io.stderr);
  const diff = await diffPolicies({ runs, base, after, root: command.cwd, env: io.env, tools: actionRunTools() });
  for (const why of diff.skipped) io.stderr.write(`skipped ${why}\n`);
  if (diff.runs === 0) {
    io.stderr.write('tollgate: no transcript could be judged.\n');
    return 2;
  }
  const redact = createRedactor(environmentSecrets(io.env));
  io.stdout.write(command.json ? jsonReport(diff, redact) : textReport(diff, command, io.cwd, redact));
  return failed(diff, command.failOn) ? 1 : 0;
}

import { environmentSecrets } from '../app/prepare-session.js';
import { callLabel } from '../app/whatif/call-label.js';
import { allowBlock, suggestRules, type RuleSuggestions } from '../app/whatif/rule-suggestions.js';
import { createRedactor, type Redactor } from '../core/redact.js';
import type { CliIo } from './run-command.js';
import type { WhatIfCommand } from './whatif-args.js';
import { actionRunTools, loadPolicyFile, readTranscripts, shownPath } from './whatif-inputs.js';

type SuggestCommand = Extract<WhatIfCommand, { kind: 'policy-suggest' }>;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function textReport(result: RuleSuggestions, policyName: string, redact: Redactor): string {
  const lines = [`policy suggest: ${plural(result.denied, 'call')} of ${result.calls} denied under ${policyName}`];
  if (result.suggestions.length > 0) {
    lines.push('', 'Suggested rules (each with the calls it admits):');
    for (const suggestion of result.suggestions) {
      lines.push(`  ${suggestion.rule}   admits ${plural(suggestion.admits.length, 'call')}:`);
      for (const call of suggestion.admits) lines.push(`    ${call.toolUseId}  ${redact(callLabel(call.tool, call.input))}`);
    }
  }
  if (result.notSuggested.length > 0) {
    lines.push('', `Not suggested (${result.notSuggested.length}):`);
    for (const call of result.notSuggested) lines.push(`  ${call.toolUseId}  ${redact(callLabel(call.tool, call.input))}`, `    ${redact(call.why)}`);
  }
  if (result.suggestions.length > 0) lines.push('', 'To add them, paste into the policy (merge with its permissions.allow):', allowBlock(result.suggestions.map((s) => s.rule)));
  else if (result.denied === 0) lines.push('', 'Nothing was denied: there is nothing to suggest.');
  return `${lines.join('\n')}\n`;
}

function jsonReport(result: RuleSuggestions, redact: Redactor): string {
  return `${redact(
    JSON.stringify(
      {
        calls: result.calls,
        denied: result.denied,
        suggestions: result.suggestions.map((s) => ({ rule: s.rule, admits: s.admits.map((call) => call.toolUseId) })),
        not_suggested: result.notSuggested.map((call) => ({ tool_use_id: call.toolUseId, why: call.why })),
        skipped: result.skipped,
      },
      null,
      2,
    ),
  )}\n`;
}

/**
 * `tollgate policy suggest`: the smallest allow rules that would have admitted what the transcripts'
 * calls were denied under --policy (or the policy each run recorded), and the denials no rule is
 * suggested for, with why. Exit 0 when it ran, 2 on a policy error or when no transcript could be judged.
 */
export async function policySuggestCommand(command: SuggestCommand, io: CliIo): Promise<number> {
  const policy = command.policy === undefined ? null : loadPolicyFile(command.policy, command.cwd, io.stderr);
  if (command.policy !== undefined && !policy) return 2;
  const runs = readTranscripts(command.transcripts, io.cwd, io.stderr);
  const result = await suggestRules({ runs, policy, root: command.cwd, env: io.env, tools: actionRunTools() });
  for (const why of result.skipped) io.stderr.write(`skipped ${why}\n`);
  if (result.runs === 0) {
    io.stderr.write('tollgate: no transcript could be judged.\n');
    return 2;
  }
  const redact = createRedactor(environmentSecrets(io.env));
  const policyName = command.policy ? shownPath(command.policy, io.cwd) : 'the policy each run recorded';
  io.stdout.write(command.json ? jsonReport(result, redact) : textReport(result, policyName, redact));
  return 0;
}

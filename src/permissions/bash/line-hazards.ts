import { firstMatch } from '../rules/rule-set.js';
import type { RuleSubject } from '../rules/rule-subject.js';
import { suggestExactBashRule } from '../suggest-rule.js';
import type { EvaluationEnv, PartVerdict } from '../verdict.js';
import { isDangerousVariable } from './env-vars.js';
import { modeAllowsAnything, modeReason } from './mode-decision.js';
import { part, scopedBashRules } from './part.js';
import type { SimpleCommand } from './simple-commands.js';

/**
 * A bare `A=b` or `export A=b`: only variables that change what later commands run matter. Under
 * a scoped deny or ask rule those commands can no longer be judged by their names; otherwise a
 * rule naming the assignment (or the whole tool) allows it.
 */
export function evaluateAssignments(command: SimpleCommand, env: EvaluationEnv): PartVerdict[] {
  // A prefix (`PATH=x cmd`) only sets the command's environment: the command's own verdict weighs it.
  if (command.words.length > 0 && !command.declaration) return [];
  return command.assignments
    .filter((a) => isDangerousVariable(a.name))
    .map((a) => {
      const subject: RuleSubject = { kind: 'bash', forms: [command.source], allowForms: [command.source], exactOnly: true, dynamicName: command.isolated !== null };
      const why = `\`${command.source}\` sets ${a.name}, which changes what later commands run`;
      const scopedDeny = scopedBashRules(env.rules.deny)[0];
      if (scopedDeny) return part('deny', subject, `${why}, so the deny rule ${scopedDeny.text} cannot be checked against them`, { rule: scopedDeny.text, firm: true });
      const scopedAsk = scopedBashRules(env.rules.ask)[0];
      if (scopedAsk) return part('ask', subject, `${why}, so the ask rule ${scopedAsk.text} cannot be checked against them`, { rule: scopedAsk.text, firm: true });
      const allowed = firstMatch(env.rules.allow, subject, 'allow', env.bases);
      if (allowed) return part('allow', subject, `allowed by rule ${allowed.text}`, { rule: allowed.text });
      if (modeAllowsAnything(env)) return part('allow', subject, modeReason(env));
      return part('ask', subject, why, { suggestedRule: suggestExactBashRule(command.source) });
    });
}

/**
 * Expansions that run code hidden in a value: `${x@P}` expands a prompt (command substitutions
 * included), and arithmetic evaluates a variable's value again (`x='a[$(cmd)]'; (( x ))`).
 */
function hidesCode(line: string): string | null {
  if (/\$\{[^}]*@P\}/.test(line)) return 'a ${…@P} prompt expansion, which runs the command substitutions in a value';
  const arithmetic = /\(\(|\blet\s|\bdeclare\s+-[a-zA-Z]*i|\s-(eq|ne|lt|le|gt|ge)\s|\$\{\w+\[/.test(line);
  const quotedSubstitution = /'[^']*(\$\(|`)[^']*'/.test(line);
  return arithmetic && quotedSubstitution ? 'arithmetic on a value that holds a command substitution, which bash runs' : null;
}

/** The line's hidden code (see hidesCode) as a part: denied under a scoped deny rule, an ask under a scoped ask rule. */
export function hiddenCodeParts(command: string, env: EvaluationEnv): PartVerdict[] {
  const hidden = hidesCode(command);
  if (!hidden) return [];
  const subject: RuleSubject = { kind: 'bash', forms: [command], allowForms: [command], exactOnly: true, dynamicName: false };
  const scopedDeny = scopedBashRules(env.rules.deny)[0];
  const scopedAsk = scopedBashRules(env.rules.ask)[0];
  if (scopedDeny) return [part('deny', subject, `the line uses ${hidden}, so the deny rule ${scopedDeny.text} cannot be checked against it`, { rule: scopedDeny.text, firm: true })];
  if (scopedAsk) return [part('ask', subject, `the line uses ${hidden}, so the ask rule ${scopedAsk.text} cannot be checked against it`, { rule: scopedAsk.text, firm: true })];
  return [];
}

/** A line that does not parse (or is too long): denied when the policy has any deny rule it could evade. */
export function unparseable(command: string, env: EvaluationEnv): PartVerdict[] {
  const why = command.length > 10_000 ? 'the command is longer than 10,000 characters' : 'the command could not be parsed';
  const subject: RuleSubject = { kind: 'bash', forms: [command], allowForms: [command], exactOnly: true, dynamicName: false };
  const denyRule = env.rules.deny[0];
  if (denyRule) return [part('deny', subject, `${why}, so the policy's deny rules (${denyRule.text}${env.rules.deny.length > 1 ? ', …' : ''}) cannot be checked against it`, { firm: true })];
  const whole = env.rules.allow.find((rule) => rule.toolName === 'Bash' && rule.specifier === null);
  if (whole) return [part('allow', subject, `allowed by rule ${whole.text}`, { rule: whole.text })];
  if (modeAllowsAnything(env)) return [part('allow', subject, modeReason(env))];
  return [part('ask', subject, why)];
}

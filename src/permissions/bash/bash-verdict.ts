import { isAbsolute } from 'node:path';
import { modeVerdict } from '../../core/permission-modes.js';
import { matchRules } from '../rules/rule-set.js';
import type { RuleSubject } from '../rules/rule-subject.js';
import { evaluatePathCall } from '../path-verdict.js';
import { suggestBashRule, suggestExactBashRule } from '../suggest-rule.js';
import type { EvaluationEnv, PartVerdict } from '../verdict.js';
import { isInsideDirectory, realPathOf, resolveToolPath } from '../workspace-paths.js';
import { isReadOnlySimpleCommand } from './read-only-commands.js';
import { splitBashCommand, type SimpleCommand, type SplitCommand } from './simple-commands.js';
import type { BashWord } from './words.js';
import { inlineShellScript, isCommandRunner, isDangerousVariable, unwrapCommand, wordsText } from './wrappers.js';

const HARMLESS_TARGETS = new Set(['/dev/null', '/dev/stdout', '/dev/stderr']);
const MAX_NESTING = 3;

function unanalysable(command: string, why: string): PartVerdict {
  return {
    behavior: 'ask',
    firm: false,
    rule: null,
    reason: why,
    subject: { kind: 'bash', forms: [command], allowForms: [], exactOnly: true, dynamicName: false },
    suggestedRule: null,
  };
}

/** Arguments that look like paths: not options, known at parse time. */
function pathArguments(words: readonly BashWord[]): readonly BashWord[] {
  return words.slice(1).filter((word) => !word.text.startsWith('-') && word.text !== '');
}

function argumentsStayInside(words: readonly BashWord[], env: EvaluationEnv): boolean {
  const outputDir = env.scope.outputDir;
  return pathArguments(words).every((word) => {
    if (word.text.startsWith('~') || /[$`]/.test(word.text)) return false;
    const resolved = resolveToolPath(env.scope, word.text);
    return resolved.insideWorkspace || (outputDir !== undefined && isInsideDirectory(resolved.real, realPathOf(outputDir)));
  });
}

/** A Read or Edit deny rule naming a file this command mentions (`cat .env` under `Read(./.env)`). */
function deniedPathArgument(words: readonly BashWord[], env: EvaluationEnv): PartVerdict | null {
  if (!env.rules.deny.some((rule) => rule.specifier !== null && (rule.toolName === 'Read' || rule.toolName === 'Edit'))) return null;
  for (const word of pathArguments(words)) {
    if (word.dynamic && /[$`]/.test(word.text)) continue;
    for (const access of ['read', 'write'] as const) {
      const verdict = evaluatePathCall({ toolName: access === 'read' ? 'Read' : 'Edit', access, path: word.text, readOnly: true }, env);
      if (verdict.behavior === 'deny' && verdict.rule !== null) {
        return { ...verdict, reason: `it names ${word.text}, which the policy protects (rule ${verdict.rule})` };
      }
    }
  }
  return null;
}

function hasScopedBashRule(env: EvaluationEnv): boolean {
  return [...env.rules.deny, ...env.rules.ask].some((rule) => rule.toolName === 'Bash' && rule.specifier !== null);
}

/**
 * What deny and ask rules are matched against: the full text and its unwrapped forms, the
 * command without its options (`git --no-pager push` is still `git push` to `Bash(git push:*)`),
 * and, for programs that run their arguments (`xargs -0 rm`, `sudo -u x rm`), every tail.
 * Too many forms can only deny more, never allow more.
 */
function denyForms(forms: readonly string[], words: readonly BashWord[], source: string, runsArguments: boolean): string[] {
  const all = [...forms, source];
  const withoutOptions = words.filter((w) => !w.text.startsWith('-'));
  all.push(wordsText(withoutOptions));
  const withoutOptionValues: BashWord[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (!word) continue;
    if (word.text.startsWith('-')) {
      const next = words[i + 1];
      if (next && !next.text.startsWith('-') && !word.text.includes('=')) i++;
      continue;
    }
    withoutOptionValues.push(word);
  }
  all.push(wordsText(withoutOptionValues));
  if (runsArguments) {
    for (let i = 1; i < words.length; i++) all.push(wordsText(words.slice(i)));
  }
  return [...new Set(all.filter(Boolean))];
}

const DIRECTORY_CHANGES = new Set(['cd', 'pushd', 'popd']);

/** A `cd` anywhere in the line moves later relative paths away from the session's cwd, where they are checked. */
function changesDirectory(split: SplitCommand): boolean {
  return split.commands.some((command) => {
    const name = unwrapCommand(command).words[0];
    return name !== undefined && (name.dynamic || DIRECTORY_CHANGES.has(name.text));
  });
}

function evaluateSimpleCommand(command: SimpleCommand, env: EvaluationEnv, movesCwd: boolean): PartVerdict | null {
  const unwrapped = unwrapCommand(command);
  const words = unwrapped.words;
  const unsafeEnv = command.assignments.some((a) => isDangerousVariable(a.name) || a.value.dynamic);
  if (words.length === 0) {
    // A bare `A=b`: harmless unless it changes what later commands run.
    if (!unsafeEnv) return null;
  }
  const full = unwrapped.forms[0] ?? command.source;
  const inner = wordsText(words);
  const noWrapping = command.assignments.length === 0 && words === command.words;
  const allowForms = unsafeEnv ? [full] : noWrapping ? [inner, command.source] : [inner];
  const exactOnly = isCommandRunner(words);
  const dynamicName = words[0]?.dynamic ?? false;
  const subject: RuleSubject = { kind: 'bash', forms: denyForms(unwrapped.forms, words, command.source, exactOnly), allowForms, exactOnly, dynamicName };
  const suggestedRule = dynamicName ? null : exactOnly || unsafeEnv ? suggestExactBashRule(command.source) : suggestBashRule(words);
  const base = { subject, firm: false };

  const matched = matchRules(env.rules, subject, env.bases);
  if (matched?.behavior === 'deny') {
    return { ...base, behavior: 'deny', rule: matched.rule.text, reason: `the policy denies \`${inner || full}\` (rule ${matched.rule.text})`, suggestedRule: null };
  }
  const protectedPath = deniedPathArgument(words, env);
  if (protectedPath) return { ...protectedPath, subject };
  if (matched?.behavior === 'ask') {
    return { ...base, behavior: 'ask', firm: true, rule: matched.rule.text, reason: `the policy's ask rule ${matched.rule.text} matches \`${inner}\``, suggestedRule: null };
  }
  if (dynamicName && hasScopedBashRule(env)) {
    // `$CMD -rf /` could be any command: deny and ask rules cannot be checked, so no allow lifts it.
    return { ...base, behavior: 'ask', firm: true, rule: null, reason: 'the command name is only known at run time, so the deny and ask rules cannot be checked', suggestedRule: null };
  }
  if (matched?.behavior === 'allow') {
    return { ...base, behavior: 'allow', rule: matched.rule.text, reason: `allowed by rule ${matched.rule.text}`, suggestedRule: null };
  }
  const commandByMode = modeVerdict(env.mode, 'command');
  if (commandByMode.behavior === 'allow') return { ...base, behavior: 'allow', rule: null, reason: commandByMode.reason, suggestedRule: null };
  const readOnly = !unsafeEnv && words.length > 0 && isReadOnlySimpleCommand(words);
  if (readOnly && modeVerdict(env.mode, 'read').behavior === 'allow') {
    if (movesCwd && pathArguments(words).length > 0) {
      return { ...base, behavior: 'ask', rule: null, reason: `\`${inner}\` runs after a cd, so its paths cannot be checked against the workspace`, suggestedRule };
    }
    if (argumentsStayInside(words, env)) return { ...base, behavior: 'allow', rule: null, reason: `\`${inner}\` only reads inside the workspace`, suggestedRule: null };
    return { ...base, behavior: 'ask', rule: null, reason: `\`${inner}\` reads outside the workspace`, suggestedRule };
  }
  const why = exactOnly
    ? `\`${words[0]?.text ?? ''}\` runs other commands, so only an exact rule allows it`
    : dynamicName
      ? 'the command name is only known at run time'
      : `no rule allows \`${inner || full}\``;
  return { ...base, behavior: 'ask', rule: null, reason: why, suggestedRule };
}

function evaluateRedirects(split: SplitCommand, env: EvaluationEnv, movesCwd: boolean): PartVerdict[] {
  const parts: PartVerdict[] = [];
  for (const redirect of split.redirects) {
    if (redirect.kind === 'write' && HARMLESS_TARGETS.has(redirect.target.text)) continue;
    if (redirect.target.dynamic) {
      parts.push(unanalysable(redirect.target.text, `a redirect target (${redirect.target.text}) is only known at run time`));
      continue;
    }
    if (movesCwd && !isAbsolute(redirect.target.text)) {
      parts.push(unanalysable(redirect.target.text, `a redirect to ${redirect.target.text} after a cd cannot be checked against the workspace`));
      continue;
    }
    const verdict = evaluatePathCall(
      { toolName: redirect.kind === 'write' ? 'Edit' : 'Read', access: redirect.kind, path: redirect.target.text, readOnly: redirect.kind === 'read' },
      env,
    );
    parts.push({ ...verdict, reason: `redirect to ${redirect.target.text}: ${verdict.reason}` });
  }
  return parts;
}

function collectParts(split: SplitCommand, env: EvaluationEnv, depth: number, parts: PartVerdict[], outerMovesCwd = false): void {
  const movesCwd = outerMovesCwd || changesDirectory(split);
  for (const command of split.commands) {
    const verdict = evaluateSimpleCommand(command, env, movesCwd);
    if (verdict) parts.push(verdict);
    const script = inlineShellScript(unwrapCommand(command).words);
    if (script !== null && depth < MAX_NESTING) {
      const nested = splitBashCommand(script);
      if (nested) {
        // The outer command needs its own (exact) allow; the script inside can only add a deny or an ask rule's ask.
        const inner: PartVerdict[] = [];
        collectParts(nested, env, depth + 1, inner, movesCwd);
        parts.push(...inner.filter((p) => p.behavior === 'deny' || (p.behavior === 'ask' && p.firm && p.rule !== null)));
      }
    }
  }
  parts.push(...evaluateRedirects(split, env, movesCwd));
}

/** Every part of a Bash command line against the policy. Callers must have loaded the parser. */
export function evaluateBashCommand(command: string, env: EvaluationEnv): PartVerdict[] {
  const split = splitBashCommand(command);
  if (!split) {
    const why = command.length > 10_000 ? 'the command is longer than 10,000 characters' : 'the command could not be parsed';
    const verdict = unanalysable(command, why);
    const matched = matchRules(env.rules, verdict.subject, env.bases);
    if (matched?.behavior === 'deny') return [{ ...verdict, behavior: 'deny', rule: matched.rule.text, reason: `the policy denies it (rule ${matched.rule.text})` }];
    if (matched?.behavior === 'allow') return [{ ...verdict, behavior: 'allow', rule: matched.rule.text, reason: `allowed by rule ${matched.rule.text}` }];
    const byMode = modeVerdict(env.mode, 'command');
    if (byMode.behavior === 'allow') return [{ ...verdict, behavior: 'allow', reason: byMode.reason }];
    return [verdict];
  }
  const parts: PartVerdict[] = [];
  collectParts(split, env, 0, parts);
  return parts;
}

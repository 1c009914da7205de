import { firstMatch } from '../rules/rule-set.js';
import type { RuleSubject } from '../rules/rule-subject.js';
import { suggestBashRule, suggestExactBashRule } from '../suggest-rule.js';
import type { EvaluationEnv, PartVerdict } from '../verdict.js';
import { analyseSimpleCommand, type CommandNode, type LineScope } from './analyse-command.js';
import { trackDirectories } from './cwd-tracker.js';
import { harmlessVariableNames, isDangerousVariable } from './env-vars.js';
import { evaluateAssignments, hiddenCodeParts, unparseable } from './line-hazards.js';
import { modeAllowsAnything } from './mode-decision.js';
import { modeVerdict } from '../../core/permission-modes.js';
import { part, scopedBashRules } from './part.js';
import { checkPathUse, type PathOutcome } from './path-checks.js';
import { hasReadOnlyShape, isDirectoryStep, isFileCommand } from './read-only-shape.js';
import { hasCommandPathRules } from './rule-regions.js';
import { evaluateRedirect } from './redirect-verdict.js';
import { allowSubject, couldMatch, denySubject, exactSubject, onlyExact, onlyWholeTool } from './rule-forms.js';
import { splitBashCommand, SUBSHELL, type SplitCommand } from './simple-commands.js';

const MAX_NESTING = 4;

interface Line {
  readonly env: EvaluationEnv;
  readonly scope: LineScope;
  readonly depth: number;
  /** Names the line makes aliases of: a command by that name may run anything. */
  readonly aliases: ReadonlySet<string>;
}

function shown(node: CommandNode): string {
  const text = node.source.replace(/\s+/g, ' ').trim();
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}

function suggestion(node: CommandNode): string | null {
  if (onlyWholeTool(node)) return null;
  return onlyExact(node) ? suggestExactBashRule(node.fullSource) : suggestBashRule(node.words);
}

/**
 * What a command no rule decided is to the mode: it only reads (read-only in shape, or a `cd`, and
 * every path it names allowed as a read), it is one of the filesystem commands acceptEdits runs
 * (every path allowed as the read or write it is), or any other command.
 */
function commandKind(node: CommandNode, outcomes: readonly PathOutcome[], line: Line): 'read' | 'fileCommand' | 'command' {
  if (!outcomes.every((outcome) => outcome.kind === 'allow')) return 'command';
  if (hasReadOnlyShape(node, line.aliases) || isDirectoryStep(node, line.aliases)) return 'read';
  return isFileCommand(node, line.aliases) ? 'fileCommand' : 'command';
}

function modeReasonFor(node: CommandNode, kind: 'read' | 'fileCommand' | 'command', env: EvaluationEnv): string {
  if (kind === 'read') return isDirectoryStep(node, new Set()) ? `\`${shown(node)}\` only changes the working directory, inside the workspace` : `\`${shown(node)}\` only reads inside the workspace`;
  return modeVerdict(env.mode, kind).reason;
}

function evaluateNode(node: CommandNode, line: Line, coveredByOuter: string | null): PartVerdict[] {
  const { env } = line;
  // One subject for the whole part: deny rules and deny overrides see every form, allow overrides what allow rules see.
  const deny: RuleSubject = { ...allowSubject(node), forms: denySubject(node).forms };
  const denied = firstMatch(env.rules.deny, deny, 'deny', env.bases);
  if (denied) return [part('deny', deny, `the policy denies \`${shown(node)}\` (rule ${denied.text})`, { rule: denied.text, firm: true })];
  const mayBeDenied = env.rules.deny.find((rule) => couldMatch(rule, node));
  if (mayBeDenied) return [part('deny', deny, `\`${shown(node)}\` could be what the rule ${mayBeDenied.text} denies: a word in it is only known at run time`, { rule: mayBeDenied.text, firm: true })];

  const parts: PartVerdict[] = [];
  const outcomes = node.analysis.paths.flatMap((use) => checkPathUse(use, node.cwds, env));
  for (const outcome of outcomes) if (outcome.kind === 'firm') parts.push({ ...outcome.verdict, subject: deny });
  if (parts.some((p) => p.behavior === 'deny')) return parts;

  const exact = firstMatch(env.rules.allow, exactSubject(node), 'allow', env.bases);
  const opaque: string[] = [];
  let innerDecides = false;
  for (const child of node.children) {
    if (child.kind === 'opaque') {
      opaque.push(child.why);
      continue;
    }
    const nested = child.kind === 'script' ? evaluateScript(child.text, child.cwds, line, child.why) : evaluateNode(child.node, line, exact?.text ?? coveredByOuter);
    if (child.mode === 'denyOnly') parts.push(...nested.filter((p) => p.behavior === 'deny' || (p.behavior === 'ask' && p.firm)));
    else parts.push(...nested);
    if (child.mode === 'inner') innerDecides = true;
  }

  // `BASH_ENV=f bash -c :`, `LD_PRELOAD=x.so cmd`: the variable itself makes the program run other code.
  for (const a of node.assignments) if (isDangerousVariable(a.name)) opaque.push(`${a.name}= changes what the command runs`);
  const loadsCode = node.analysis.codeLoading;
  if (opaque.length > 0 || loadsCode.length > 0 || node.nameDynamic || node.analysis.dynamicSubcommand) {
    const why = opaque[0] ?? (loadsCode.length > 0 ? `it runs code given on its command line: ${loadsCode.join(', ')}` : node.nameDynamic ? 'its name is only known at run time' : 'its subcommand is only known at run time');
    const scopedDeny = scopedBashRules(env.rules.deny)[0];
    const scopedAsk = scopedBashRules(env.rules.ask)[0];
    if (scopedDeny) return [...parts, part('deny', deny, `\`${shown(node)}\` runs code the rules cannot see (${why}), so the deny rule ${scopedDeny.text} cannot be checked against it`, { rule: scopedDeny.text, firm: true })];
    if (scopedAsk) parts.push(part('ask', deny, `\`${shown(node)}\` runs code the rules cannot see (${why}), so the ask rule ${scopedAsk.text} cannot be checked against it`, { rule: scopedAsk.text, firm: true }));
  }

  const asked = firstMatch(env.rules.ask, deny, 'ask', env.bases) ?? env.rules.ask.find((rule) => couldMatch(rule, node));
  if (asked) parts.push(part('ask', deny, `the policy's ask rule ${asked.text} matches \`${shown(node)}\``, { rule: asked.text, firm: true }));
  if (node.functionCall) return parts;

  const allowed = exact ?? firstMatch(env.rules.allow, allowSubject(node), 'allow', env.bases);
  const unknown = outcomes.filter((outcome): outcome is Extract<PathOutcome, { kind: 'unknown' }> => outcome.kind === 'unknown');
  const wholeTool = (allowed !== null && allowed.specifier === null) || modeAllowsAnything(env);
  if (unknown.length > 0 && !(wholeTool && !hasCommandPathRules(env))) {
    const what = unknown[0]?.what ?? 'an argument';
    parts.push(part('ask', deny, `\`${shown(node)}\` names a path only known at run time (${what}), so it cannot be checked against the workspace and the policy's path rules`, { firm: true }));
  }
  if (innerDecides && !exact) return parts;
  const kind = commandKind(node, outcomes, line);
  const reads = kind === 'read' ? { readOnly: true } : {};
  const byMode = modeVerdict(env.mode, kind);
  // Plan mode runs nothing that may change something, whatever a rule allows.
  if (byMode.behavior === 'deny') return [...parts, part('deny', deny, `\`${shown(node)}\` may change something: ${byMode.reason}`, { firm: true, unpermittable: byMode.unpermittable })];
  if (allowed) return [...parts, part('allow', deny, `allowed by rule ${allowed.text}`, { rule: allowed.text, ...reads })];
  if (coveredByOuter) return [...parts, part('allow', deny, `allowed by rule ${coveredByOuter}`, { rule: coveredByOuter, ...reads })];
  if (byMode.behavior === 'allow') return [...parts, part('allow', deny, modeReasonFor(node, kind, env), reads)];
  return [...parts, part('ask', deny, askReason(node), { suggestedRule: suggestion(node) })];
}

function askReason(node: CommandNode): string {
  const text = shown(node);
  const prefixes = node.assignments.filter((a) => !a.harmless).map((a) => a.name);
  if (node.isolated === SUBSHELL) return `no rule allows \`${text}\` (it runs in ${node.isolated}, which an exact rule does not cover, and is not read-only there)`;
  if (node.isolated) return `\`${text}\` runs in ${node.isolated}, which no scoped allow rule covers`;
  if (node.nameDynamic) return 'the command name is only known at run time, so only the whole-tool rule `Bash` allows it';
  if (node.analysis.dynamicSubcommand) return `\`${text}\` has a subcommand only known at run time, so only the whole-tool rule \`Bash\` allows it`;
  if (node.analysis.codeLoading.length > 0) return `\`${text}\` runs code given on its command line (${node.analysis.codeLoading.join(', ')}), so only an exact rule allows it`;
  if (node.analysis.exactOnly) return `\`${node.name?.base ?? text}\` runs other commands, so only an exact rule allows it`;
  if (prefixes.length > 0) return `no rule allows \`${node.fullSource.replace(/\s+/g, ' ').trim()}\`: a rule for \`${text}\` does not cover the ${prefixes.join(', ')} prefix (only ${harmlessVariableNames().slice(0, 6).join(', ')} and the like are looked past)`;
  if (node.wrappedBy) return `no rule allows \`${text}\` (run by ${node.wrappedBy})`;
  return `no rule allows \`${text}\``;
}

function aliasNames(split: SplitCommand): Set<string> {
  const names = new Set<string>();
  for (const command of split.commands) {
    if (command.words[0]?.text !== 'alias') continue;
    for (const word of command.words.slice(1)) if (word.text.includes('=')) names.add(word.text.slice(0, word.text.indexOf('=')));
  }
  return names;
}

function evaluateLine(command: string, env: EvaluationEnv, cwds: readonly string[] | null, depth: number): PartVerdict[] {
  const split = splitBashCommand(command);
  if (!split) return unparseable(command, env);
  const home = env.bases.literal.homeDir;
  const tracked = cwds === null ? () => null : trackDirectories(split, cwds, home);
  const scope: LineScope = { split, home, cwdsAt: tracked, filesystem: true };
  const line: Line = { env, scope, depth, aliases: aliasNames(split) };
  const parts: PartVerdict[] = [];
  parts.push(...hiddenCodeParts(command, env));
  for (const simple of [...split.commands].sort((a, b) => a.start - b.start)) {
    parts.push(...evaluateAssignments(simple, env));
    const node = analyseSimpleCommand(simple, scope);
    if (node) parts.push(...evaluateNode(node, line, null));
  }
  for (const redirect of split.redirects) parts.push(...evaluateRedirect(redirect, env, scope));
  return parts;
}

function evaluateScript(text: string, cwds: readonly string[] | null, line: Line, why: string): PartVerdict[] {
  if (line.depth >= MAX_NESTING) {
    const subject: RuleSubject = { kind: 'bash', forms: [text], allowForms: [], exactOnly: true, dynamicName: true };
    // Unchecked, its paths, Read denies and protected paths would go unseen: refused whatever the rules.
    const scopedDeny = scopedBashRules(line.env.rules.deny)[0];
    const reason = `${why} nests shells more than ${MAX_NESTING} deep, too deep to check`;
    return [part('deny', subject, scopedDeny ? `${reason} against the deny rule ${scopedDeny.text}` : reason, { rule: scopedDeny?.text ?? null, firm: true, unpermittable: `shells nested more than ${MAX_NESTING} deep cannot be checked` })];
  }
  return evaluateLine(text, line.env, cwds, line.depth + 1);
}

/**
 * Every part of a Bash command line against the policy. Callers must have loaded the parser. In a
 * mode that refuses every change (plan), a part the gate did not judge read-only is refused, also
 * one a rule or an override would allow.
 */
export function evaluateBashCommand(command: string, env: EvaluationEnv): PartVerdict[] {
  const parts = evaluateLine(command, env, [env.scope.cwd], 0);
  const byMode = modeVerdict(env.mode, 'command');
  if (byMode.behavior !== 'deny') return parts;
  return parts.map((p) => (p.behavior === 'deny' || (p.behavior === 'allow' && p.readOnly === true) ? p : { ...p, behavior: 'deny', firm: true, suggestedRule: null, unpermittable: byMode.unpermittable, reason: `${p.reason}; ${byMode.reason}` }));
}

import { describeError } from '../../core/describe-error.js';
import type { FinalPermissionDecision } from '../../core/permission-types.js';
import { loadBashParser } from '../../permissions/index.js';
import type { Protection } from '../../permissions/protected-writes.js';
import type { Policy } from '../../policy/schema.js';
import { sessionProtectedFiles } from '../prepare-session.js';
import { createCallJudge, protectionOf, recordedPolicyOf, type CallJudge, type CallJudgeOptions } from './call-judge.js';
import { localCall } from './local-call.js';
import type { RecordedCall, RecordedRun } from './recorded-run.js';
import { folderRule, narrowerBashRule, protectionsFor, refusedShape, subsumes } from './rule-shape.js';

/** A recorded call, named for the report. */
export interface CallRef {
  readonly file: string;
  readonly toolUseId: string;
  readonly tool: string;
  readonly input: Record<string, unknown>;
}

export interface Suggestion {
  /** An allow rule in Claude Code's syntax. */
  readonly rule: string;
  /** The denied calls it admits (with the other suggested rules, for a call that needs two). */
  readonly admits: readonly CallRef[];
}

export interface NotSuggested extends CallRef {
  readonly why: string;
}

export interface RuleSuggestions {
  /** Runs judged. */
  readonly runs: number;
  /** Calls judged. */
  readonly calls: number;
  /** Of those, denied by the policy. */
  readonly denied: number;
  readonly suggestions: readonly Suggestion[];
  readonly notSuggested: readonly NotSuggested[];
  /** Runs (and calls) not judged, each with why. */
  readonly skipped: readonly string[];
}

export interface SuggestInput extends CallJudgeOptions {
  readonly runs: readonly RecordedRun[];
  /** The policy the rules are for; null: the one each run recorded. */
  readonly policy: Policy | null;
}

/** The rules as YAML to paste into a policy (each quoted: a rule may hold `:` or `#`). */
export function allowBlock(rules: readonly string[]): string {
  return ['permissions:', '  allow:', ...rules.map((rule) => `    - ${JSON.stringify(rule)}`)].join('\n');
}

/** Rules tried for one call before giving up: a command line has a part per rule at most this often. */
const MAX_RULES_PER_CALL = 8;

/** A run with the policy its calls are judged by, and judges for that policy with rules added. */
interface RunUnderPolicy {
  readonly run: RecordedRun;
  readonly policy: Policy;
  readonly protections: readonly Protection[];
  readonly judge: (rules: readonly string[]) => CallJudge;
}

const withAllow = (policy: Policy, rules: readonly string[]): Policy => ({ ...policy, permissions: { ...policy.permissions, allow: [...policy.permissions.allow, ...rules] } });

const refOf = (run: RecordedRun, call: RecordedCall): CallRef => ({ file: run.file, toolUseId: call.toolUseId, tool: call.tool, input: call.input });

/** Why a denial no allow rule can lift, or null when a rule might. */
function firmReason(decision: Extract<FinalPermissionDecision, { behavior: 'deny' }>, policy: Policy): string | null {
  if (decision.unpermittable) {
    const lifting = decision.liftingRule ? ` (only a rule naming it, such as ${decision.liftingRule}, would lift that; Tollgate never suggests one)` : '';
    return `${decision.unpermittable}${lifting}`;
  }
  const rule = decision.rule;
  if (rule === null) return null;
  if (policy.permissions.deny.includes(rule)) return `denied by the rule ${rule}: an allow rule never lifts a deny rule`;
  if (policy.permissions.ask.includes(rule) || policy.non_interactive.overrides.some((o) => o.rule === rule)) {
    return `the ask rule ${rule} resolves to deny in CI (non_interactive); an allow rule does not change that`;
  }
  return `denied by ${rule}`;
}

/** The rules a call needs, or why none is suggested (`firm`: a deny or ask rule, a protected path or the workspace's edge refuses it). */
type Derived = { readonly rules: readonly string[] } | { readonly why: string; readonly firm: boolean };

/** The rule to try for a part the gate suggests `suggested` for: its folder for a file, a two-word prefix for a command, else the suggestion itself. */
function tighter(suggested: string, call: RecordedCall, under: RunUnderPolicy, root: string): string {
  const local = localCall(call, under.run.workspaceRoot, root);
  const command = call.tool === 'Bash' && typeof local.input['command'] === 'string' ? local.input['command'] : null;
  const candidate = command !== null ? narrowerBashRule(suggested, command) : folderRule(suggested, local.cwd, root);
  return candidate !== null && refusedShape(candidate, under.protections) === null ? candidate : suggested;
}

/**
 * The rules one denied call needs, found with the gate itself: add the rule it suggests (narrowed:
 * the file's folder, a command's first two words), judge again, and repeat for the next part of a
 * command line until it is allowed, or a part no rule may lift says why not. A narrowed rule that
 * does not admit its part gives way to the gate's own suggestion.
 */
async function rulesForCall(under: RunUnderPolicy, call: RecordedCall, root: string): Promise<Derived> {
  const needed: string[] = [];
  /** Each rule tried, with the gate's suggestion it stands for. */
  const standsFor = new Map<string, string>();
  for (let attempt = 0; attempt <= MAX_RULES_PER_CALL; attempt++) {
    const decision = await under.judge(needed).judge(call, under.run);
    if (decision.behavior === 'allow') return { rules: needed };
    const firm = firmReason(decision, under.policy);
    if (firm) return { why: needed.length === 0 ? firm : `another part of it: ${firm}`, firm: true };
    const suggested = decision.suggestedRule;
    if (!suggested) return { why: `no rule would permit it: ${decision.reason}`, firm: false };
    const refused = refusedShape(suggested, under.protections);
    if (refused) return { why: refused, firm: false };
    const tried = needed.findIndex((rule) => standsFor.get(rule) === suggested);
    if (tried !== -1) {
      if (needed[tried] === suggested) return { why: `the rule ${suggested} does not admit it`, firm: false };
      needed.splice(tried, 1, suggested);
      standsFor.set(suggested, suggested);
      continue;
    }
    const rule = tighter(suggested, call, under, root);
    standsFor.set(rule, suggested);
    needed.push(rule);
  }
  return { why: `more than ${MAX_RULES_PER_CALL} rules would be needed`, firm: false };
}

/** Each rule of the set, or the widest other one that admits its paths (`Edit(src/a/**)` → `Edit(src/**)`). */
function withoutSubsumed(rules: ReadonlySet<string>): Map<string, string> {
  const all = [...rules];
  const widest = (rule: string) => all.find((other) => subsumes(other, rule) && !all.some((wider) => subsumes(wider, other))) ?? rule;
  return new Map(all.map((rule) => [rule, widest(rule)]));
}

interface Candidate {
  readonly under: RunUnderPolicy;
  readonly call: RecordedCall;
  readonly rules: string[];
}

/**
 * The fewest allow rules, in Claude Code's syntax, that would have admitted the calls the policy
 * denies in these runs: one per command prefix (`Bash(npm run lint:*)`) and per folder
 * (`Edit(src/**)`), each with the calls it admits. Never a whole tool, a lone wildcard, a path
 * outside the workspace or one that names a protected path; a call denied by a deny or ask rule,
 * on a protected path or outside the workspace is listed as not suggested, with why. Every rule is
 * checked with the gate: the set added to the policy admits each call it claims, and every call the
 * policy denies firmly stays denied.
 */
export async function suggestRules(input: SuggestInput): Promise<RuleSuggestions> {
  await loadBashParser();
  const options = { root: input.root, env: input.env, ...(input.tools ? { tools: input.tools } : {}) };
  const judges = new Map<string, CallJudge>();
  const skipped: string[] = [];
  const notSuggested: NotSuggested[] = [];
  const candidates: Candidate[] = [];
  const firmlyDenied: { under: RunUnderPolicy; call: RecordedCall }[] = [];
  let calls = 0;
  let denied = 0;
  let runs = 0;
  for (const run of input.runs) {
    const recorded = input.policy === null ? run.policy : null;
    if (input.policy === null && recorded === null) {
      skipped.push(`${run.file}: the transcript records no policy; give the current one with --policy`);
      continue;
    }
    const policy = input.policy ?? recordedPolicyOf(recorded!);
    const key = input.policy === null ? JSON.stringify([recorded!.permissions, recorded!.non_interactive]) : '';
    const protection = protectionOf(run);
    const protections = protectionsFor(sessionProtectedFiles(input.root, protection.file === null ? undefined : { kind: 'path', path: protection.file }, protection.mcp_config_file ?? undefined));
    const judge = (rules: readonly string[]) => {
      const id = JSON.stringify([key, rules]);
      let found = judges.get(id);
      if (!found) judges.set(id, (found = createCallJudge(withAllow(policy, rules), options)));
      return found;
    };
    let under: RunUnderPolicy;
    try {
      under = { run, policy, protections, judge };
      judge([]);
    } catch (error) {
      skipped.push(`${run.file}: its policy cannot be used (${describeError(error)})`);
      continue;
    }
    runs += 1;
    for (const call of run.calls) {
      let decision: FinalPermissionDecision;
      let derived: Derived | null = null;
      try {
        decision = await judge([]).judge(call, run);
        if (decision.behavior === 'deny') derived = await rulesForCall(under, call, input.root);
      } catch (error) {
        // The gate never throws; what does is the recorded data (a hostile input): that call is left out.
        skipped.push(`${run.file}: ${call.toolUseId} could not be judged (${describeError(error)})`);
        continue;
      }
      calls += 1;
      if (derived === null) continue;
      denied += 1;
      if ('why' in derived) {
        notSuggested.push({ ...refOf(run, call), why: derived.why });
        if (derived.firm) firmlyDenied.push({ under, call });
      } else candidates.push({ under, call, rules: [...derived.rules] });
    }
  }
  const admitted = await settle(candidates, firmlyDenied, notSuggested);
  const byRule = new Map<string, CallRef[]>();
  for (const candidate of admitted) for (const rule of candidate.rules) byRule.set(rule, [...(byRule.get(rule) ?? []), refOf(candidate.under.run, candidate.call)]);
  const suggestions = [...byRule.entries()].map(([rule, admits]) => ({ rule, admits })).sort((a, b) => b.admits.length - a.admits.length || a.rule.localeCompare(b.rule));
  return { runs, calls, denied, suggestions, notSuggested, skipped };
}

/**
 * The final set, checked with the gate: narrower rules folded into wider ones, then every call
 * judged under the policy with the whole set: a call the set does not admit gets its own rules back
 * (or is not suggested), and a rule that would admit a call the policy denies firmly is dropped.
 */
async function settle(candidates: Candidate[], firmlyDenied: readonly { under: RunUnderPolicy; call: RecordedCall }[], notSuggested: NotSuggested[]): Promise<Candidate[]> {
  const own = new Map(candidates.map((c) => [c, [...c.rules]]));
  const folded = withoutSubsumed(new Set(candidates.flatMap((c) => c.rules)));
  for (const candidate of candidates) candidate.rules.splice(0, candidate.rules.length, ...new Set(candidate.rules.map((rule) => folded.get(rule) ?? rule)));
  let live = candidates;
  // Each round drops a candidate or gives one its own rules back (once): it ends.
  for (let round = 0; round <= 2 * candidates.length + 1; round++) {
    const rules = [...new Set(live.flatMap((c) => c.rules))];
    const lifting = new Set<string>();
    for (const { under, call } of firmlyDenied) {
      if ((await under.judge(rules).judge(call, under.run)).behavior === 'deny') continue;
      for (const rule of rules) if ((await under.judge([rule]).judge(call, under.run)).behavior === 'allow') lifting.add(rule);
    }
    const next: Candidate[] = [];
    let changed = lifting.size > 0;
    for (const candidate of live) {
      const lifted = candidate.rules.find((rule) => lifting.has(rule));
      if (lifted) {
        notSuggested.push({ ...refOf(candidate.under.run, candidate.call), why: `the rule it needs, ${lifted}, would also admit a call the policy denies` });
        continue;
      }
      const decision = await candidate.under.judge(rules).judge(candidate.call, candidate.under.run);
      if (decision.behavior === 'allow') {
        next.push(candidate);
        continue;
      }
      const mine = own.get(candidate) ?? [];
      if (mine.every((rule) => candidate.rules.includes(rule))) {
        notSuggested.push({ ...refOf(candidate.under.run, candidate.call), why: `the suggested rules do not admit it: ${decision.reason}` });
      } else {
        candidate.rules.splice(0, candidate.rules.length, ...new Set([...candidate.rules, ...mine]));
        next.push(candidate);
      }
      changed = true;
    }
    live = next;
    if (!changed) return live;
  }
  return live;
}

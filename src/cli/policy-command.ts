import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, relative, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import { DEFAULT_POLICY_PATH, sessionProtectedFiles } from '../app/prepare-session.js';
import { modeProfile } from '../core/permission-modes.js';
import type { FinalPermissionDecision } from '../core/permission-types.js';
import { loadPolicy, type LoadedPolicy } from '../policy/load-policy.js';
import { didYouMean } from '../policy/did-you-mean.js';
import { PolicyError } from '../policy/policy-error.js';
import { keyName, positionOf, type PathSegment } from '../policy/yaml-positions.js';
import { loadBashParser } from '../permissions/bash/parser.js';
import { createPolicyDecider, policyCallSchema, type PolicyDecider } from '../app/policy-decider.js';
import { caseVerdict } from './case-verdict.js';

export interface PolicyCheckOptions {
  /** Undefined: `.github/tollgate.yml` under `cwd`, as `run`, `replay` and `apply` read it. */
  readonly policyPath?: string;
  readonly cwd: string;
  readonly input: NodeJS.ReadableStream;
  readonly output: NodeJS.WritableStream;
  readonly errorOutput: NodeJS.WritableStream;
  /** Run the policy's PreToolUse hooks too (`--hooks`). */
  readonly withHooks: boolean;
}

export interface PolicyTestOptions {
  /** Undefined: `.github/tollgate.yml` under `cwd`. */
  readonly policyPath?: string;
  readonly casesPath: string;
  readonly cwd: string;
  readonly output: NodeJS.WritableStream;
  readonly errorOutput: NodeJS.WritableStream;
}

function loadForCli(policyPath: string, given: boolean, cwd: string, errorOutput: NodeJS.WritableStream): LoadedPolicy | null {
  // A policy to check must exist: falling back to the built-in one would test the wrong policy.
  if (!existsSync(resolve(cwd, policyPath))) {
    errorOutput.write(
      !given
        ? `tollgate: no --policy given, and ${DEFAULT_POLICY_PATH} does not exist in ${cwd}: name the policy with --policy FILE.\n`
        : `tollgate: ${policyPath}: the policy file does not exist (looked from ${cwd}).\n`,
    );
    return null;
  }
  try {
    // Named as `run` names it: relative to the work tree when inside it.
    const inside = relative(cwd, policyPath);
    const loaded = loadPolicy({ path: inside && !inside.startsWith('..') && !isAbsolute(inside) ? inside : policyPath, cwd });
    for (const notice of loaded.notices) errorOutput.write(`notice: ${notice}\n`);
    const mode = loaded.policy.permissions.defaultMode;
    if (modeProfile(mode).needsOptIn) {
      errorOutput.write(`notice: ${mode}: CI refuses this policy unless the workflow sets 'allow_bypass: true'\n`);
    }
    return loaded;
  } catch (error) {
    if (error instanceof PolicyError) {
      errorOutput.write(`tollgate: ${error.message}\n`);
      return null;
    }
    throw error;
  }
}

function makeDecider(loaded: LoadedPolicy, policyPath: string, cwd: string, withHooks: boolean, errorOutput: NodeJS.WritableStream): PolicyDecider | null {
  try {
    const protectedFiles = sessionProtectedFiles(cwd, { kind: 'path', path: policyPath });
    return createPolicyDecider({ policy: loaded.policy, cwd, withHooks, protectedFiles });
  } catch (error) {
    if (error instanceof PolicyError) {
      errorOutput.write(`tollgate: ${loaded.origin}: ${error.message}\n`);
      return null;
    }
    throw error;
  }
}

function decisionLine(decision: FinalPermissionDecision): string {
  return JSON.stringify({ decision: decision.behavior, reason: decision.reason, rule: decision.rule });
}

/**
 * `tollgate policy check`: one JSON line in (`{"tool": "Bash", "input": {...}}`), one JSON
 * line out (`{"decision", "reason", "rule"}`), in order, decided by the session's own steps 1–5.
 * Returns 0 when it ran, 2 on a policy error.
 */
export async function runPolicyCheck(options: PolicyCheckOptions): Promise<number> {
  const cwd = resolve(options.cwd);
  const policyPath = options.policyPath ?? resolve(cwd, DEFAULT_POLICY_PATH);
  const loaded = loadForCli(policyPath, options.policyPath !== undefined, cwd, options.errorOutput);
  if (!loaded) return 2;
  const decider = makeDecider(loaded, policyPath, cwd, options.withHooks, options.errorOutput);
  if (!decider) return 2;
  await loadBashParser();
  const lines = createInterface({ input: options.input, crlfDelay: Infinity });
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber++;
    if (line.trim() === '') continue;
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch {
      const reason = `input line ${lineNumber} is not valid JSON`;
      options.errorOutput.write(`${reason}\n`);
      options.output.write(`${JSON.stringify({ decision: 'deny', reason, rule: null })}\n`);
      continue;
    }
    const call = policyCallSchema.safeParse(raw);
    if (!call.success) {
      const reason = `input line ${lineNumber}: expected {"tool": "...", "input": {...}} (${call.error.issues[0]?.message ?? 'invalid'})`;
      options.errorOutput.write(`${reason}\n`);
      options.output.write(`${JSON.stringify({ decision: 'deny', reason, rule: null })}\n`);
      continue;
    }
    options.output.write(`${decisionLine(await decider.decide(call.data))}\n`);
  }
  return 0;
}

const caseSchema = z.strictObject({
  name: z.string().optional(),
  tool: z.string().min(1),
  input: z.record(z.string(), z.unknown()).default({}),
  /** `error`: the call fails before the policy is asked (a missing file, a bad input); a case expecting `deny` does not pass that way. */
  expect: z.enum(['allow', 'deny', 'error']),
});
const casesFileSchema = z.union([z.array(caseSchema), z.strictObject({ cases: z.array(caseSchema) })]);
type PolicyCase = z.output<typeof caseSchema>;

class CasesError extends Error {}

function readCases(path: string, origin: string): PolicyCase[] {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new CasesError(`${origin}:1:1: (file): cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  const yamlError = doc.errors[0];
  if (yamlError) {
    const pos = yamlError.linePos?.[0];
    throw new CasesError(`${origin}:${pos ? `${pos.line}:${pos.col}` : '1:1'}: (yaml): ${yamlError.message.split('\n')[0] ?? ''}`);
  }
  const parsed = casesFileSchema.safeParse(doc.toJS());
  if (!parsed.success) {
    // A union reports its branches; the list form is the one to explain, an unknown key first.
    const listIssues = z.array(caseSchema).safeParse(doc.toJS());
    const issues = listIssues.success ? parsed.error.issues : listIssues.error.issues;
    const issue = issues.find((i) => i.code === 'unrecognized_keys') ?? issues[0];
    const path = (issue?.path ?? []).filter((p): p is PathSegment => typeof p === 'string' || typeof p === 'number');
    if (issue?.code === 'unrecognized_keys') {
      const keyPath = [...path, issue.keys[0] ?? ''];
      const known = ['name', 'tool', 'input', 'expect'];
      const suggestion = didYouMean(issue.keys[0] ?? '', known);
      throw new CasesError(
        `${origin}:${positionOf(doc, lineCounter, keyPath, true)}: ${keyName(keyPath)}: unknown key${suggestion ? ` (did you mean '${suggestion}'?)` : ''}; expected ${known.join(', ')}`,
      );
    }
    throw new CasesError(`${origin}:${positionOf(doc, lineCounter, path)}: ${keyName(path)}: ${issue?.message ?? 'invalid'}`);
  }
  return Array.isArray(parsed.data) ? parsed.data : parsed.data.cases;
}

function describeCase(testCase: PolicyCase): string {
  if (testCase.name) return testCase.name;
  const detail = ['command', 'file_path', 'path', 'url'].map((k) => testCase.input[k]).find((v) => typeof v === 'string');
  return typeof detail === 'string' ? `${testCase.tool}(${detail})` : testCase.tool;
}

/**
 * `tollgate policy test`: runs each case `{tool, input, expect}` through the policy and
 * prints a pass/fail table. Returns 0 when all pass, 1 on a failure, 2 on a policy or cases error.
 */
export async function runPolicyTest(options: PolicyTestOptions): Promise<number> {
  const cwd = resolve(options.cwd);
  const policyPath = options.policyPath ?? resolve(cwd, DEFAULT_POLICY_PATH);
  const loaded = loadForCli(policyPath, options.policyPath !== undefined, cwd, options.errorOutput);
  if (!loaded) return 2;
  let cases: PolicyCase[];
  try {
    cases = readCases(resolve(cwd, options.casesPath), options.casesPath);
  } catch (error) {
    if (error instanceof CasesError) {
      options.errorOutput.write(`tollgate: ${error.message}\n`);
      return 2;
    }
    throw error;
  }
  const decider = makeDecider(loaded, policyPath, cwd, false, options.errorOutput);
  if (!decider) return 2;
  await loadBashParser();
  const rows: string[][] = [];
  let failed = 0;
  for (const testCase of cases) {
    const verdict = caseVerdict(await decider.decideCall({ tool: testCase.tool, input: testCase.input }));
    const pass = verdict.got === testCase.expect;
    if (!pass) failed++;
    const hint = !pass && verdict.got === 'error' && testCase.expect === 'deny' ? ' — not a denial by the policy (write `expect: error` if that is what this case means)' : '';
    rows.push([pass ? 'PASS' : 'FAIL', testCase.expect, verdict.got, describeCase(testCase), `${verdict.why}${hint}`]);
  }
  const header = ['RESULT', 'EXPECT', 'GOT', 'CALL', 'WHY'];
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((row) => (row[i] ?? '').length)));
  for (const row of all) {
    options.output.write(`${row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0))).join('  ').trimEnd()}\n`);
  }
  options.output.write(`\n${cases.length - failed} passed, ${failed} failed (${cases.length} cases, policy ${loaded.origin})\n`);
  return failed > 0 ? 1 : 0;
}

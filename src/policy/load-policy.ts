import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LineCounter, parseDocument, visit, type Document } from 'yaml';
import type { z } from 'zod';
import { parseRule, RuleSyntaxError } from '../permissions/rules/parse-rule.js';
import { didYouMean } from './did-you-mean.js';
import { PolicyError } from './policy-error.js';
import { ignoredSandboxKeyNotices } from './sandbox-notices.js';
import { DEFAULT_POLICY, KNOWN_KEYS, policySchema, type Policy } from './schema.js';
import { keyName, positionOf, type PathSegment } from './yaml-positions.js';

export interface LoadedPolicy {
  readonly policy: Policy;
  /** The file path, `<inline policy>` or `<default policy>`. */
  readonly origin: string;
  readonly usedDefault: boolean;
  /** Things the log should say (the safe default was used, ...). */
  readonly notices: string[];
}

export interface PolicySource {
  /** A file, relative to `cwd`. */
  readonly path?: string;
  /** YAML text given directly (the action's `policy` input). */
  readonly inline?: string;
  readonly cwd: string;
  /** When given, a `bypassPermissions` policy is refused unless this is true. */
  readonly allowBypass?: boolean;
}

const SAFE_DEFAULT_NOTICE =
  'using the safe default policy: read-only tools inside the workspace, every other call denied (no one can approve asks in CI)';

function knownKeysFor(path: readonly PathSegment[]): readonly string[] {
  for (const [pattern, keys] of Object.entries(KNOWN_KEYS)) {
    const parts = pattern === '' ? [] : pattern.split('.');
    if (parts.length === path.length && parts.every((part, i) => part === '*' || part === String(path[i]))) return keys;
  }
  return [];
}

function hint(word: string, known: readonly string[]): string {
  const suggestion = didYouMean(word, known);
  return suggestion ? ` (did you mean '${suggestion}'?)` : '';
}

function describeIssue(issue: z.core.$ZodIssue, doc: Document, lineCounter: LineCounter, origin: string): string {
  const path = issue.path.filter((p): p is PathSegment => typeof p === 'string' || typeof p === 'number');
  if (issue.code === 'unrecognized_keys') {
    const key = issue.keys[0] ?? '';
    const full = [...path, key];
    const known = knownKeysFor(path);
    const expected = known.length > 0 ? `; expected one of: ${known.join(', ')}` : '';
    return `${origin}:${positionOf(doc, lineCounter, full, true)}: ${keyName(full)}: unknown key${hint(key, known)}${expected}`;
  }
  const where = `${origin}:${positionOf(doc, lineCounter, path)}: ${keyName(path)}`;
  if (issue.code === 'invalid_value' && 'values' in issue) {
    const values = issue.values.map(String);
    const given = doc.getIn(path);
    return `${where}: must be one of ${values.join(', ')}${typeof given === 'string' ? `, not '${given}'${hint(given, values)}` : ''}`;
  }
  if (issue.code === 'invalid_type' && doc.getIn(path) === undefined && !doc.hasIn(path)) {
    return `${where}: is required`;
  }
  return `${where}: ${issue.message.replace(/^Invalid input: /, '')}`;
}

function checkRules(policy: Policy, doc: Document, lineCounter: LineCounter, origin: string): void {
  const lists: [readonly PathSegment[], string][] = [];
  for (const list of ['allow', 'deny', 'ask'] as const) {
    policy.permissions[list].forEach((rule, i) => lists.push([['permissions', list, i], rule]));
  }
  policy.non_interactive.overrides.forEach((o, i) => lists.push([['non_interactive', 'overrides', i, 'rule'], o.rule]));
  for (const [path, rule] of lists) {
    try {
      parseRule(rule);
    } catch (error) {
      if (!(error instanceof RuleSyntaxError)) throw error;
      throw new PolicyError(`${origin}:${positionOf(doc, lineCounter, path)}: ${keyName(path)}: ${error.message}`);
    }
  }
  for (const [event, matchers] of Object.entries(policy.hooks)) {
    matchers.forEach((matcher, i) => {
      if (/^[A-Za-z0-9_|,*\s]*$/.test(matcher.matcher)) return;
      try {
        new RegExp(matcher.matcher);
      } catch (error) {
        const path = ['hooks', event, i, 'matcher'];
        throw new PolicyError(`${origin}:${positionOf(doc, lineCounter, path)}: ${keyName(path)}: not a valid regular expression (${(error as Error).message})`);
      }
    });
  }
}

/** The document as plain data; an alias to no anchor, or too many aliases, is a PolicyError at the alias. */
function documentValue(doc: Document, lineCounter: LineCounter, origin: string): unknown {
  try {
    return doc.toJS({ maxAliasCount: 100 });
  } catch (error) {
    let offset = 0;
    visit(doc, {
      Alias(_key, node) {
        if (node.resolve(doc) !== undefined) return undefined;
        offset = node.range?.[0] ?? 0;
        return visit.BREAK;
      },
    });
    const { line, col } = lineCounter.linePos(offset);
    const message = error instanceof Error ? error.message.split('\n')[0] ?? 'invalid alias' : 'invalid alias';
    throw new PolicyError(`${origin}:${line}:${col}: (yaml): ${message}`);
  }
}

/** Parses and validates policy YAML; every error names the file, line, column and key. */
export function parsePolicyText(text: string, origin: string, allowBypass?: boolean): LoadedPolicy {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const yamlError = doc.errors[0];
  if (yamlError) {
    const pos = yamlError.linePos?.[0];
    const where = pos ? `${pos.line}:${pos.col}` : '1:1';
    throw new PolicyError(`${origin}:${where}: (yaml): ${yamlError.message.split('\n')[0] ?? 'invalid YAML'}`);
  }
  const raw = documentValue(doc, lineCounter, origin);
  if (raw === null || raw === undefined) {
    return { policy: DEFAULT_POLICY, origin, usedDefault: true, notices: [`${origin} is empty; ${SAFE_DEFAULT_NOTICE}`] };
  }
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw new PolicyError(`${origin}:1:1: (top level): expected a mapping of policy keys (version, permissions, ...)`);
  }
  const parsed = policySchema.safeParse(raw);
  if (!parsed.success) {
    // An unknown key is usually the cause of the other issues (a misspelt required key).
    const first = parsed.error.issues.find((issue) => issue.code === 'unrecognized_keys') ?? parsed.error.issues[0];
    throw new PolicyError(first ? describeIssue(first, doc, lineCounter, origin) : `${origin}:1:1: invalid policy`);
  }
  const policy = parsed.data;
  checkRules(policy, doc, lineCounter, origin);
  if (allowBypass === false && policy.permissions.defaultMode === 'bypassPermissions') {
    const path = ['permissions', 'defaultMode'];
    throw new PolicyError(
      `${origin}:${positionOf(doc, lineCounter, path)}: permissions.defaultMode: bypassPermissions is refused unless the workflow sets 'allow_bypass: true'`,
    );
  }
  const notices: string[] = ignoredSandboxKeyNotices(raw, origin);
  if (policy.non_interactive.on_ask === 'allow') notices.push(`${origin}: non_interactive.on_ask is 'allow': every call no rule denies will run`);
  return { policy, origin, usedDefault: false, notices };
}

/** The policy from a file or inline YAML; a missing file or an empty policy gives the safe default. */
export function loadPolicy(source: PolicySource): LoadedPolicy {
  if (source.inline !== undefined && source.inline.trim() !== '') {
    return parsePolicyText(source.inline, '<inline policy>', source.allowBypass);
  }
  if (source.path === undefined || source.path === '') {
    return { policy: DEFAULT_POLICY, origin: '<default policy>', usedDefault: true, notices: [`no policy given; ${SAFE_DEFAULT_NOTICE}`] };
  }
  const file = resolve(source.cwd, source.path);
  if (!existsSync(file)) {
    return { policy: DEFAULT_POLICY, origin: source.path, usedDefault: true, notices: [`policy file ${source.path} not found; ${SAFE_DEFAULT_NOTICE}`] };
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new PolicyError(`${source.path}:1:1: (file): cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  return parsePolicyText(text, source.path, source.allowBypass);
}

import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LineCounter, parseDocument, visit, type Document } from 'yaml';
import type { z } from 'zod';
import { modeProfile } from '../core/permission-modes.js';
import { parseRule, RuleSyntaxError } from './parse-rule.js';
import { didYouMean } from './did-you-mean.js';
import { PolicyError } from './policy-error.js';
import { ignoredSandboxKeyNotices } from './sandbox-notices.js';
import { DEFAULT_POLICY, KNOWN_KEYS, policySchema, type Policy } from './schema.js';
import { keyName, offsetOf, positionOf, type PathSegment } from './yaml-positions.js';
import { describeError } from '../core/describe-error.js';

export interface LoadedPolicy {
  readonly policy: Policy;
  /** The file path, `<inline policy>` or `<default policy>`. */
  readonly origin: string;
  readonly usedDefault: boolean;
  /** Things the log should say (the safe default was used, ...). */
  readonly notices: string[];
  /** `file:line:col` of a key, for a problem found in a value after loading (an `output_schema` that is not JSON Schema). */
  locate(path: readonly PathSegment[]): string;
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

/** A value as the reader wrote it, for "not 'fast'". */
function shownValue(value: unknown): string {
  if (value === null || value === undefined) return 'nothing';
  if (typeof value === 'string') return `'${value}'`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return Array.isArray(value) ? 'a list' : 'a mapping';
}

const TYPE_WORDS: Readonly<Record<string, string>> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'a mapping (key: value lines)',
  record: 'a mapping (key: value lines)',
};

/** A bound in words: "more than 0", "at least 1", "at most 3600". */
function bound(value: unknown, inclusive: boolean, below: boolean): string {
  const n = typeof value === 'bigint' ? Number(value) : (value as number);
  if (below) return inclusive ? `at least ${n}` : `more than ${n}`;
  return inclusive ? `at most ${n}` : `less than ${n}`;
}

/** What is wrong with one value, in plain words (no validator jargon). */
function plainIssue(issue: z.core.$ZodIssue, given: unknown, present: boolean): string {
  const not = present ? `, not ${shownValue(given)}` : '';
  switch (issue.code) {
    case 'invalid_type':
      if (!present) return 'is required';
      return `must be ${TYPE_WORDS[issue.expected] ?? issue.expected}${not}`;
    case 'too_small':
      if (issue.origin === 'array') return `needs at least ${Number(issue.minimum)} item${Number(issue.minimum) === 1 ? '' : 's'}`;
      if (issue.origin === 'string') return issue.message && !/^Too small/.test(issue.message) ? issue.message : 'cannot be empty';
      return `must be ${bound(issue.minimum, issue.inclusive ?? false, true)}${not}`;
    case 'too_big':
      if (issue.origin === 'array') return `may have at most ${Number(issue.maximum)} items`;
      return `must be ${bound(issue.maximum, issue.inclusive ?? false, false)}${not}`;
    case 'invalid_value': {
      const values = issue.values.map(String);
      return `must be ${values.length === 1 ? values[0] : `one of ${values.join(', ')}`}${typeof given === 'string' ? `, not '${given}'${hint(given, values)}` : not}`;
    }
    case 'invalid_format':
    case 'custom':
      return issue.message.replace(/^Invalid input: /, '');
    case 'not_multiple_of':
      return `must be a multiple of ${Number(issue.divisor)}${not}`;
    default:
      return issue.message.replace(/^Invalid input: /, '');
  }
}

interface Located {
  readonly offset: number;
  readonly text: string;
}

function describeIssues(issue: z.core.$ZodIssue, doc: Document, lineCounter: LineCounter, origin: string): Located[] {
  const path = issue.path.filter((p): p is PathSegment => typeof p === 'string' || typeof p === 'number');
  if (issue.code === 'unrecognized_keys') {
    const known = knownKeysFor(path);
    const expected = known.length > 0 ? `; expected one of: ${known.join(', ')}` : '';
    return issue.keys.map((key) => {
      const full = [...path, key];
      const offset = offsetOf(doc, full, true);
      return { offset, text: `${origin}:${where(lineCounter, offset)}: ${keyName(full)}: unknown key${hint(key, known)}${expected}` };
    });
  }
  const offset = offsetOf(doc, path);
  const present = doc.hasIn(path) || doc.getIn(path) !== undefined;
  return [{ offset, text: `${origin}:${where(lineCounter, offset)}: ${keyName(path)}: ${plainIssue(issue, doc.getIn(path), present)}` }];
}

const where = (lineCounter: LineCounter, offset: number) => {
  const { line, col } = lineCounter.linePos(offset);
  return `${line}:${col}`;
};

const entriesOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const fieldsOf = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

/**
 * The rules and hook matchers that do not parse, read from the document as written, so they are
 * listed together with the schema's problems rather than only once those are fixed.
 */
function checkRules(raw: unknown, doc: Document, lineCounter: LineCounter, origin: string): Located[] {
  const found: Located[] = [];
  const lists: [readonly PathSegment[], string][] = [];
  const permissions = fieldsOf(fieldsOf(raw).permissions);
  for (const list of ['allow', 'deny', 'ask'] as const) {
    entriesOf(permissions[list]).forEach((rule, i) => typeof rule === 'string' && lists.push([['permissions', list, i], rule]));
  }
  entriesOf(fieldsOf(fieldsOf(raw).non_interactive).overrides).forEach((o, i) => {
    const rule = fieldsOf(o).rule;
    if (typeof rule === 'string') lists.push([['non_interactive', 'overrides', i, 'rule'], rule]);
  });
  for (const [path, rule] of lists) {
    try {
      parseRule(rule);
    } catch (error) {
      if (!(error instanceof RuleSyntaxError)) throw error;
      const offset = offsetOf(doc, path);
      found.push({ offset, text: `${origin}:${where(lineCounter, offset)}: ${keyName(path)}: ${error.message}` });
    }
  }
  for (const [event, matchers] of Object.entries(fieldsOf(fieldsOf(raw).hooks))) {
    entriesOf(matchers).forEach((entry, i) => {
      const matcher = fieldsOf(entry).matcher;
      if (typeof matcher !== 'string' || /^[A-Za-z0-9_|,*\s]*$/.test(matcher)) return;
      try {
        new RegExp(matcher);
      } catch (error) {
        const path = ['hooks', event, i, 'matcher'];
        const offset = offsetOf(doc, path);
        found.push({ offset, text: `${origin}:${where(lineCounter, offset)}: ${keyName(path)}: not a valid regular expression (${describeError(error)})` });
      }
    });
  }
  return found;
}

/** Every problem, in the order of the file; one is said on one line, several under a count. */
function policyError(origin: string, problems: readonly Located[]): PolicyError {
  const sorted = [...problems].sort((a, b) => a.offset - b.offset).map((p) => p.text);
  const unique = [...new Set(sorted)];
  if (unique.length === 1) return new PolicyError(unique[0]!);
  return new PolicyError(`${origin} has ${unique.length} problems:\n${unique.map((text) => `  ${text}`).join('\n')}`);
}

/** YAML syntax errors in plain words, each at its real line and column. */
function yamlProblems(doc: Document, text: string, lineCounter: LineCounter, origin: string): Located[] {
  // A tab makes the parser trip over the lines after it: the tab is the one to fix.
  const tabs = doc.errors.filter((error) => error.code === 'TAB_AS_INDENT');
  const seenLines = new Set<number>();
  const errors = (tabs.length > 0 ? tabs : doc.errors).filter((error) => {
    const { line } = lineCounter.linePos(error.pos[0]);
    if (seenLines.has(line)) return false;
    seenLines.add(line);
    return true;
  });
  return errors.map((error) => {
    const offset = error.pos[0];
    const at = where(lineCounter, offset);
    return { offset, text: `${origin}:${at}: (yaml): ${plainYamlError(error.code, error.message, text, offset)}` };
  });
}

function plainYamlError(code: string, message: string, text: string, offset: number): string {
  switch (code) {
    case 'TAB_AS_INDENT':
      return 'a tab is used to indent; YAML indents with spaces only';
    case 'BAD_INDENT':
    case 'MISSING_CHAR':
      if (/same column/.test(message)) return 'this key is not lined up with the keys above it: every key of a mapping must start in the same column';
      return `the indentation is off here (${message.split('\n')[0]!.replace(/\.$/, '')})`;
    case 'DUPLICATE_KEY': {
      const key = /^[^\s:]+/.exec(text.slice(offset))?.[0];
      return key ? `the key '${key}' appears twice in the same mapping; keep one` : 'a key appears twice in the same mapping; keep one';
    }
    default:
      return message.split('\n')[0]!.replace(/\.$/, '');
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
    const message = error instanceof Error ? error.message.split('\n')[0] ?? 'invalid alias' : 'invalid alias';
    throw new PolicyError(`${origin}:${where(lineCounter, offset)}: (yaml): ${message}`);
  }
}

/** Parses and validates policy YAML; every error names the file, line, column and key. */
export function parsePolicyText(text: string, origin: string, allowBypass?: boolean): LoadedPolicy {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) throw policyError(origin, yamlProblems(doc, text, lineCounter, origin));
  const raw = documentValue(doc, lineCounter, origin);
  const locate = (path: readonly PathSegment[]) => `${origin}:${positionOf(doc, lineCounter, path)}`;
  if (raw === null || raw === undefined) {
    return { policy: DEFAULT_POLICY, origin, usedDefault: true, notices: [`${origin} is empty; ${SAFE_DEFAULT_NOTICE}`], locate };
  }
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw new PolicyError(`${origin}:1:1: (top level): expected a mapping of policy keys (version, permissions, ...)`);
  }
  const parsed = policySchema.safeParse(raw);
  const problems = checkRules(raw, doc, lineCounter, origin);
  if (!parsed.success) {
    throw policyError(origin, [...parsed.error.issues.flatMap((issue) => describeIssues(issue, doc, lineCounter, origin)), ...problems]);
  }
  const policy = parsed.data;
  const mode = policy.permissions.defaultMode;
  if (allowBypass === false && modeProfile(mode).needsOptIn) {
    const offset = offsetOf(doc, ['permissions', 'defaultMode']);
    problems.push({
      offset,
      text: `${origin}:${where(lineCounter, offset)}: permissions.defaultMode: ${mode} is refused unless the workflow sets 'allow_bypass: true'`,
    });
  }
  if (problems.length > 0) throw policyError(origin, problems);
  const notices: string[] = ignoredSandboxKeyNotices(raw, origin);
  if (policy.non_interactive.on_ask === 'allow') notices.push(`${origin}: non_interactive.on_ask is 'allow': every call no rule denies will run`);
  return { policy, origin, usedDefault: false, notices, locate };
}

/** The policy from a file or inline YAML; a missing file or an empty policy gives the safe default. */
export function loadPolicy(source: PolicySource): LoadedPolicy {
  if (source.inline !== undefined && source.inline.trim() !== '') {
    return parsePolicyText(source.inline, '<inline policy>', source.allowBypass);
  }
  if (source.path === undefined || source.path === '') {
    return { policy: DEFAULT_POLICY, origin: '<default policy>', usedDefault: true, notices: [`no policy given; ${SAFE_DEFAULT_NOTICE}`], locate: () => '<default policy>' };
  }
  const file = resolve(source.cwd, source.path);
  if (!existsSync(file)) {
    return { policy: DEFAULT_POLICY, origin: source.path, usedDefault: true, notices: [`policy file ${source.path} not found; ${SAFE_DEFAULT_NOTICE}`], locate: () => source.path! };
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new PolicyError(`${source.path}:1:1: (file): cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  return parsePolicyText(text, source.path, source.allowBypass);
}

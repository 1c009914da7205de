import { basename, dirname, posix, relative, resolve, sep } from 'node:path';
import { relativeInside } from '../../core/paths.js';
import { realPathOf, splitBashCommand, type ProtectedFile } from '../../permissions/index.js';
import { ruleNamesProtection, type Protection } from '../../permissions/protected-writes.js';
import { parseRule, RuleSyntaxError, type PermissionRule } from '../../policy/parse-rule.js';
import { PROTECTED_PATH_PATTERNS } from '../../policy/protected-paths.js';

// What a suggested rule may look like: never a whole tool, never a lone wildcard, never a path
// outside the workspace, never one that names a protected path (which would lift its protection).

/** Rules whose specifier is a path (the others are commands, domains). */
const PATH_RULE_TOOLS = new Set(['Read', 'Edit', 'Write', 'MultiEdit', 'NotebookEdit']);

/** A specifier made of nothing but wildcards, slashes and dots admits everything below a root. */
const LONE_WILDCARD = /^[\s*/.~:?]*$/;

/** Everything a write is protected by, as the gate knows it, plus this run's own protected files. */
export function protectionsFor(files: readonly ProtectedFile[]): Protection[] {
  return [
    ...PROTECTED_PATH_PATTERNS.map((pattern) => ({ what: pattern.what, segments: pattern.segments.map((s) => s.toLowerCase()) })),
    { what: "git's internals", segments: ['.git'] },
    ...files.map((file) => ({ what: file.what, segments: [basename(file.path).toLowerCase()] })),
  ];
}

/** Why `text` is no rule to suggest, or null when it may be suggested. */
export function refusedShape(text: string, protections: readonly Protection[]): string | null {
  let rule: PermissionRule;
  try {
    rule = parseRule(text);
  } catch (error) {
    if (error instanceof RuleSyntaxError) return `${text} is not a valid rule`;
    throw error;
  }
  if (rule.specifier === null) return `only a rule naming the whole tool (${rule.toolName}) would admit it, and a suggestion never grants a whole tool; add it by hand if every call of ${rule.toolName} is meant`;
  if (LONE_WILDCARD.test(rule.specifier)) return `only a lone wildcard (${text}) would admit it`;
  if (PATH_RULE_TOOLS.has(rule.toolName) && (rule.specifier.startsWith('//') || rule.specifier.startsWith('~'))) return 'it names a path outside the workspace';
  if (PATH_RULE_TOOLS.has(rule.toolName)) {
    const named = protections.find((protection) => ruleNamesProtection(rule, protection));
    if (named) return `the rule ${text} would name a protected path (${named.what}) and so lift its protection`;
  }
  return null;
}

/**
 * The folder rule for a file rule the gate suggested (`Edit(src/a/b.ts)` → `Edit(src/a/**)`), as
 * the call's folder below the workspace root: plain when the call was made at the root (as the
 * policy's rules usually are), anchored at the root (`/sub/**`) when it was made elsewhere. Null
 * for a file at the root (that would be `**`) and for anything but a relative file rule.
 */
export function folderRule(suggested: string, cwd: string, root: string): string | null {
  let rule: PermissionRule;
  try {
    rule = parseRule(suggested);
  } catch {
    return null;
  }
  if (!PATH_RULE_TOOLS.has(rule.toolName) || rule.specifier === null || rule.specifier.startsWith('/') || rule.specifier.startsWith('~')) return null;
  const realRoot = realPathOf(root);
  const realCwd = realPathOf(cwd);
  const inRoot = relativeInside(resolve(realCwd, rule.specifier), realRoot);
  if (inRoot === null) return null;
  const folder = dirname(inRoot);
  if (folder === '.' || folder === '') return null;
  const path = folder.split(sep).join(posix.sep);
  return relative(realRoot, realCwd) === '' ? `${rule.toolName}(${path}/**)` : `${rule.toolName}(/${path}/**)`;
}

/** A word a rule can hold as written: no parentheses, backslashes, wildcards or `:`. */
const PLAIN_WORD = /^[\w@%+=,./-]+$/;

/**
 * For a one-word prefix rule the gate suggested (`Bash(node:*)`, which admits any script), the
 * rule of the command's first two words (`Bash(node --test:*)`), when the command line has a part
 * that starts with them, written plainly. Null otherwise.
 */
export function narrowerBashRule(suggested: string, command: string): string | null {
  const one = /^Bash\(([\w.@+-]+):\*\)$/.exec(suggested);
  if (!one) return null;
  const split = splitBashCommand(command);
  const part = split?.commands.find((c) => c.words[0]?.text === one[1] && c.words[0]?.dynamic === false);
  const second = part?.words[1];
  if (!second || second.dynamic || !PLAIN_WORD.test(second.text)) return null;
  return `Bash(${one[1]} ${second.text}:*)`;
}

/**
 * True when the folder rule `wide` admits every path `narrow` does: same tool, and below its folder
 * (a root-anchored `/src/**` also covers a plain `src/…` made at the root; the final check with the
 * gate gives a call made elsewhere its own rule back).
 */
export function subsumes(wide: string, narrow: string): boolean {
  if (wide === narrow) return false;
  let w: PermissionRule;
  let n: PermissionRule;
  try {
    w = parseRule(wide);
    n = parseRule(narrow);
  } catch {
    return false;
  }
  if (w.toolName !== n.toolName || !PATH_RULE_TOOLS.has(w.toolName) || w.specifier === null || n.specifier === null) return false;
  if (!w.specifier.endsWith('/**') || (!w.specifier.startsWith('/') && n.specifier.startsWith('/'))) return false;
  const folder = w.specifier.slice(0, -2);
  return n.specifier.startsWith(folder) || (folder.startsWith('/') && !n.specifier.startsWith('/') && n.specifier.startsWith(folder.slice(1)));
}

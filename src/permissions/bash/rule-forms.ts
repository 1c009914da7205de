import type { PermissionRule } from '../../policy/parse-rule.js';
import type { RuleSubject } from '../rules/rule-subject.js';
import type { CommandNode } from './analyse-command.js';
import { SUBSHELL } from './simple-commands.js';
import type { BashWord } from './words.js';

type BashSubject = Extract<RuleSubject, { kind: 'bash' }>;

const argText = (node: CommandNode, index: number) => {
  const arg = node.args[index];
  return arg ? (arg.text ?? arg.word?.text ?? '') : '';
};

/** The command's words with options dropped, and with options and the word after each dropped (`git -C . push` → `git push`). */
function withoutOptions(words: readonly string[]): string[][] {
  const bare = words.filter((word, i) => i === 0 || !word.startsWith('-'));
  const noValues: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    if (i > 0 && word.startsWith('-')) {
      const next = words[i + 1];
      if (next !== undefined && !next.startsWith('-') && !word.includes('=')) i++;
      continue;
    }
    noValues.push(word);
  }
  return [bare, noValues];
}

/**
 * What deny and ask rules are matched against: the command as written and as it runs (the
 * program's base name for `/usr/bin/touch`, quotes removed), its canonical words (`git push` for
 * `git -C . --no-pager push`), and without its options. More forms only ever deny more.
 */
export function denySubject(node: CommandNode): BashSubject {
  const args = node.args.map((_, i) => argText(node, i));
  const written = node.words[0]?.text ?? '';
  const names = [...new Set([written, node.name?.base ?? written])];
  const forms = new Set<string>([node.source, node.fullSource, parsedWords(node)]);
  for (const name of names) {
    const words = [name, ...args];
    forms.add(words.join(' '));
    for (const variant of withoutOptions(words)) forms.add(variant.join(' '));
    const prefix = node.assignments.map((a) => `${a.name}=${a.value ?? ''}`);
    if (prefix.length > 0) forms.add([...prefix, ...words].join(' '));
  }
  if (node.analysis.canonical) {
    const canonical = [...node.analysis.canonical];
    forms.add(canonical.join(' '));
    for (const variant of withoutOptions(canonical)) forms.add(variant.join(' '));
  }
  return { kind: 'bash', forms: [...forms].filter(Boolean), allowForms: [], exactOnly: false, dynamicName: false };
}

/**
 * Only the whole-tool rule may allow it: it runs in a substitution or the background, or its name
 * or subcommand is only known at run time. (A `( … )` subshell is seen through by prefix rules.)
 */
export function onlyWholeTool(node: CommandNode): boolean {
  return (node.isolated !== null && node.isolated !== SUBSHELL) || node.nameDynamic || node.analysis.dynamicSubcommand === true;
}

/** A word as the shell reads it, quoted back only where a plain word would read differently. */
function shellWord(word: BashWord): string {
  if (word.dynamic || /^[A-Za-z0-9_@%+=:,./-]+$/.test(word.text)) return word.text;
  return `'${word.text.replace(/'/g, `'\\''`)}'`;
}

/** The command's words as parsed, one space apart: what prefix rules compare (`npm  run "build"` is `npm run build`). */
export function parsedWords(node: CommandNode): string {
  return node.words.map(shellWord).join(' ');
}

/** Only an exact rule (or the whole tool) allows it: a shell, sudo, or options that load code. */
export function onlyExact(node: CommandNode): boolean {
  return node.analysis.exactOnly === true || node.analysis.codeLoading.length > 0;
}

/**
 * What allow rules are matched against: the text as written from the command's name on (so
 * `npm  test` and `"npm" "test"` are not `npm test`), when its env prefixes are harmless.
 */
export function allowSubject(node: CommandNode): BashSubject {
  const prefixesHarmless = node.assignments.every((a) => a.harmless);
  return {
    kind: 'bash',
    forms: [],
    allowForms: prefixesHarmless ? [node.source] : [],
    allowWords: prefixesHarmless ? [parsedWords(node)] : [],
    exactOnly: onlyExact(node),
    dynamicName: onlyWholeTool(node),
    inSubshell: node.isolated === SUBSHELL,
  };
}

/** An exact rule may name the whole text, prefixes and wrappers included (`Bash(PATH=/opt/bin npm test)`). */
export function exactSubject(node: CommandNode): BashSubject {
  return { kind: 'bash', forms: [], allowForms: [node.fullSource], exactOnly: true, dynamicName: onlyWholeTool(node), inSubshell: node.isolated === SUBSHELL };
}

/**
 * A deny or ask rule that a word known only at run time could make match: `rm $X` could be
 * `rm -rf /`, so `Bash(rm -rf:*)` cannot be ruled out. Compares the rule's fixed leading words.
 */
export function couldMatch(rule: PermissionRule, node: CommandNode): boolean {
  if (rule.toolName !== 'Bash' || rule.specifier === null) return false;
  const fixed = rule.specifier.replace(/:\*$/, '').split(/\s+/).filter(Boolean);
  const tokens: string[] = [];
  for (const token of fixed) {
    if (token.includes('*')) break;
    tokens.push(token);
  }
  const words: (string | null)[] = [node.nameDynamic ? null : (node.name?.base ?? null), ...node.args.map((arg) => arg.text)];
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (word === null) return true;
    const token = tokens[i];
    if (token === undefined || word !== token) return false;
  }
  return false;
}

import type { BashNode } from './parser.js';

/** One piece of a shell word, as far as it is known before the shell runs. */
export type WordPart =
  /** Literal characters; quoted (or escaped) ones are never globbed or brace-expanded. */
  | { readonly kind: 'text'; readonly text: string; readonly quoted: boolean }
  /** `$NAME` or `${NAME}`: known only when the line itself gives it a value. */
  | { readonly kind: 'variable'; readonly name: string; readonly quoted: boolean }
  /** `~` or `~user` at the start of an unquoted word. */
  | { readonly kind: 'tilde'; readonly user: string }
  /** `$( )`, `$(( ))`, `${x:-y}`, `$1`, `$@`, ...: unknown until run time. */
  | { readonly kind: 'unknown'; readonly source: string };

/** A shell word after quote removal, or its source text marked dynamic when it expands at run time. */
export interface BashWord {
  readonly text: string;
  /** True when the shell would expand it ($VAR, $( ), globs, braces, ~): its value is not `text`. */
  readonly dynamic: boolean;
  readonly parts: readonly WordPart[];
  /** Offsets of the word in the parsed source. */
  readonly start: number;
  readonly end: number;
}

/** Unquoted text the shell would glob or brace-expand. */
const UNQUOTED_EXPANSION = /[*?]|\[.*\]|\{.*(,|\.\.).*\}/;

function unescapeDoubleQuoted(text: string): string {
  return text.replace(/\\([$`"\\\n])/g, (_match, ch: string) => (ch === '\n' ? '' : ch));
}

const ANSI_C_ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', a: '\x07', b: '\b', e: '\x1b', E: '\x1b', f: '\f', v: '\v', '\\': '\\', "'": "'", '"': '"', '?': '?' };

/** `$'...'` content with its escapes applied, or null for an escape we do not decode. */
function decodeAnsiC(body: string): string | null {
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const ch = body[i] ?? '';
    if (ch !== '\\') {
      out += ch;
      continue;
    }
    const next = body[i + 1] ?? '';
    const simple = ANSI_C_ESCAPES[next];
    if (simple !== undefined) {
      out += simple;
      i += 1;
      continue;
    }
    const hex = /^x([0-9a-fA-F]{1,2})/.exec(body.slice(i + 1));
    if (hex?.[1]) {
      out += String.fromCharCode(parseInt(hex[1], 16));
      i += hex[0].length;
      continue;
    }
    const octal = /^[0-7]{1,3}/.exec(body.slice(i + 1));
    if (octal) {
      out += String.fromCharCode(parseInt(octal[0], 8));
      i += octal[0].length;
      continue;
    }
    return null;
  }
  return out;
}

/** An unquoted word's raw text: backslash-escaped characters become quoted text. */
function unquotedParts(raw: string): WordPart[] {
  const parts: WordPart[] = [];
  let plain = '';
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i] ?? '';
    if (ch === '\\' && i + 1 < raw.length) {
      if (plain) parts.push({ kind: 'text', text: plain, quoted: false });
      plain = '';
      const next = raw[i + 1] ?? '';
      if (next !== '\n') parts.push({ kind: 'text', text: next, quoted: true });
      i += 1;
      continue;
    }
    plain += ch;
  }
  if (plain) parts.push({ kind: 'text', text: plain, quoted: false });
  return parts;
}

const SIMPLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** `$NAME` / `${NAME}` as a variable part; anything fancier (`${x:-y}`, `$1`, `${#x}`) is unknown. */
function expansionPart(node: BashNode, quoted: boolean): WordPart {
  const named = node.namedChildren;
  const only = named.length === 1 ? named[0] : undefined;
  const plainBraces = node.type === 'simple_expansion' || node.children.length === 3;
  if (only && only.type === 'variable_name' && SIMPLE_NAME.test(only.text) && plainBraces) {
    return { kind: 'variable', name: only.text, quoted };
  }
  return { kind: 'unknown', source: node.text };
}

/**
 * What `$(cat <<'EOF' … EOF)` prints: the heredoc's text, when the substitution is nothing but `cat`
 * reading a quoted heredoc (the way agents write a multi-line commit message). Null for any other
 * substitution, whose output is only known at run time.
 */
export function literalSubstitution(node: BashNode): string | null {
  if (node.type !== 'command_substitution' || node.text.startsWith('`') || node.namedChildren.length !== 1) return null;
  const statement = node.namedChildren[0];
  if (statement?.type !== 'redirected_statement') return null;
  const body = statement.childForFieldName('body');
  const redirects = statement.namedChildren.filter((child) => child.id !== body?.id);
  const heredoc = redirects[0];
  if (!body || body.type !== 'command' || body.namedChildren.length !== 1 || body.namedChildren[0]?.text !== 'cat') return null;
  if (redirects.length !== 1 || heredoc?.type !== 'heredoc_redirect') return null;
  // Only `<<'EOF'` / `<<"EOF"` / `<<\EOF`: the body is then taken as written, and nothing may follow the delimiter.
  const parts = heredoc.namedChildren.map((child) => child.type);
  const start = heredoc.namedChildren.find((child) => child.type === 'heredoc_start')?.text ?? '';
  if (!/['"\\]/.test(start) || parts.some((type) => !['heredoc_start', 'heredoc_body', 'heredoc_end'].includes(type))) return null;
  const text = heredoc.namedChildren.find((child) => child.type === 'heredoc_body')?.text ?? '';
  // Command substitution drops the trailing newlines.
  return text.replace(/\n+$/, '');
}

/** The parts of a double-quoted string: its content pieces, expansions, and the text between them. */
function stringParts(node: BashNode): WordPart[] {
  const parts: WordPart[] = [];
  const source = node.text;
  const base = node.startIndex;
  let at = 1;
  const literal = (from: number, to: number) => {
    if (to > from) parts.push({ kind: 'text', text: unescapeDoubleQuoted(source.slice(from, to)), quoted: true });
  };
  for (const child of node.namedChildren) {
    const from = child.startIndex - base;
    literal(at, from);
    if (child.type === 'string_content') literal(from, child.endIndex - base);
    else if (child.type === 'simple_expansion' || child.type === 'expansion') parts.push(expansionPart(child, true));
    else {
      const literal = literalSubstitution(child);
      parts.push(literal === null ? { kind: 'unknown', source: child.text } : { kind: 'text', text: literal, quoted: true });
    }
    at = child.endIndex - base;
  }
  literal(at, Math.max(at, source.length - 1));
  return parts;
}

function nodeParts(node: BashNode): WordPart[] {
  switch (node.type) {
    case 'word':
      return unquotedParts(node.text);
    case 'number':
      return [{ kind: 'text', text: node.text, quoted: false }];
    case 'raw_string':
      return [{ kind: 'text', text: node.text.slice(1, -1), quoted: true }];
    case 'string':
      return stringParts(node);
    case 'translated_string': {
      const inner = node.namedChildren[0];
      return inner ? nodeParts(inner) : [{ kind: 'unknown', source: node.text }];
    }
    case 'ansi_c_string': {
      const decoded = decodeAnsiC(node.text.slice(2, -1));
      return decoded === null ? [{ kind: 'unknown', source: node.text }] : [{ kind: 'text', text: decoded, quoted: true }];
    }
    case 'simple_expansion':
    case 'expansion':
      return [expansionPart(node, false)];
    case 'concatenation':
      return node.children.flatMap(nodeParts);
    default:
      return [{ kind: 'unknown', source: node.text }];
  }
}

/** A leading unquoted `~` or `~user` up to the first slash becomes a tilde part, as bash expands it. */
function withTilde(parts: WordPart[]): WordPart[] {
  const first = parts[0];
  if (!first || first.kind !== 'text' || first.quoted || !first.text.startsWith('~')) return parts;
  const slash = first.text.indexOf('/');
  if (slash === -1 && parts.length > 1) return parts;
  const prefix = slash === -1 ? first.text : first.text.slice(0, slash);
  const rest = slash === -1 ? '' : first.text.slice(slash);
  const tilde: WordPart = { kind: 'tilde', user: prefix.slice(1) };
  return rest ? [tilde, { kind: 'text', text: rest, quoted: false }, ...parts.slice(1)] : [tilde, ...parts.slice(1)];
}

function partSource(part: WordPart): string {
  switch (part.kind) {
    case 'text':
      return part.text;
    case 'variable':
      return part.quoted ? `"$${part.name}"` : `$${part.name}`;
    case 'tilde':
      return `~${part.user}`;
    case 'unknown':
      return part.source;
  }
}

function isDynamic(parts: readonly WordPart[]): boolean {
  if (parts.some((part) => part.kind !== 'text')) return true;
  // Braces can span parts (`{push,}` is three nodes to the grammar): test the unquoted text together.
  const unquoted = parts.map((part) => (part.kind === 'text' && !part.quoted ? part.text : '_')).join('');
  return UNQUOTED_EXPANSION.test(unquoted);
}

export function wordFromParts(parts: readonly WordPart[], start: number, end: number): BashWord {
  return { text: parts.map(partSource).join(''), dynamic: isDynamic(parts), parts, start, end };
}

/** Evaluates a word node as far as it can be known without running anything. */
export function evaluateWord(node: BashNode): BashWord {
  return wordFromParts(withTilde(nodeParts(node)), node.startIndex, node.endIndex);
}

/** Two words bash reads as one (no space between them), as one word. */
export function joinWords(a: BashWord, b: BashWord): BashWord {
  return wordFromParts([...a.parts, ...b.parts], a.start, b.end);
}

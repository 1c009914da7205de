import type { BashNode } from './parser.js';

/** A shell word after quote removal, or its source text marked dynamic when it expands at run time. */
export interface BashWord {
  readonly text: string;
  /** True when the shell would expand it ($VAR, $( ), globs, braces, ~): its value is unknown here. */
  readonly dynamic: boolean;
}

const UNQUOTED_EXPANSION = /[*?[{~]/;

function unescapeUnquoted(text: string): string {
  return text.replace(/\\(\n|.)/g, (_match, ch: string) => (ch === '\n' ? '' : ch));
}

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

/** Evaluates a word node as far as it can be known without running anything. */
export function evaluateWord(node: BashNode): BashWord {
  switch (node.type) {
    case 'word': {
      const raw = node.text;
      return { text: unescapeUnquoted(raw), dynamic: UNQUOTED_EXPANSION.test(raw.replace(/\\./g, '')) };
    }
    case 'number':
      return { text: node.text, dynamic: false };
    case 'raw_string':
      return { text: node.text.slice(1, -1), dynamic: false };
    case 'string': {
      const parts = node.namedChildren;
      if (parts.every((child) => child.type === 'string_content')) {
        return { text: unescapeDoubleQuoted(node.text.slice(1, -1)), dynamic: false };
      }
      return { text: node.text, dynamic: true };
    }
    case 'ansi_c_string': {
      const decoded = decodeAnsiC(node.text.slice(2, -1));
      return decoded === null ? { text: node.text, dynamic: true } : { text: decoded, dynamic: false };
    }
    case 'concatenation': {
      const parts = node.children.map(evaluateWord);
      return { text: parts.map((part) => part.text).join(''), dynamic: parts.some((part) => part.dynamic) };
    }
    default:
      return { text: node.text, dynamic: true };
  }
}

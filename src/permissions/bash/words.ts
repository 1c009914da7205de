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
    case 'concatenation': {
      const parts = node.children.map(evaluateWord);
      return { text: parts.map((part) => part.text).join(''), dynamic: parts.some((part) => part.dynamic) };
    }
    default:
      return { text: node.text, dynamic: true };
  }
}

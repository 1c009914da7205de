import type { BashNode } from './parser.js';
import { evaluateWord, type BashWord } from './words.js';

/** One place in the line that gives a shell variable a value. */
export interface VariableEntry {
  readonly position: number;
  /** The words it may take (a `for` loop's list); null when only known at run time. */
  readonly values: readonly BashWord[] | null;
  /** Runs whenever the line runs, before anything after it (not inside an `if`, a loop, `||`, ...). */
  readonly unconditional: boolean;
  /** A `for` loop's body: uses inside it always see one of `values`. */
  readonly within?: readonly [number, number];
}

export interface VariableTable {
  readonly entries: ReadonlyMap<string, readonly VariableEntry[]>;
}

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Runs first and always: reached from the program through `&&`/`||` left sides and redirections only. */
function isUnconditional(node: BashNode): boolean {
  let current = node;
  for (let parent = current.parent; parent; current = parent, parent = current.parent) {
    if (parent.type === 'program') return true;
    if (parent.type === 'redirected_statement') continue;
    if (parent.type === 'list' && parent.namedChildren[0]?.id === current.id) continue;
    return false;
  }
  return false;
}

/** Commands that set the variables they are given: `read X`, `mapfile A`, `printf -v X`, `getopts o X`, `let X=1`. */
const SETTERS = new Set(['read', 'mapfile', 'readarray', 'getopts', 'let', 'printf', 'select']);

const ARITHMETIC_ASSIGNMENT = /([A-Za-z_][A-Za-z0-9_]*)\s*(?:[-+*/%^|&]|<<|>>)?=(?!=)|([A-Za-z_][A-Za-z0-9_]*)\s*(?:\+\+|--)|(?:\+\+|--)\s*([A-Za-z_][A-Za-z0-9_]*)/g;

/** Every assignment in the line, in source order, with what it assigns where that is known. */
export function collectVariables(root: BashNode): VariableTable {
  const entries = new Map<string, VariableEntry[]>();
  const add = (name: string, entry: VariableEntry) => {
    if (!NAME.test(name)) return;
    const list = entries.get(name) ?? [];
    list.push(entry);
    entries.set(name, list);
  };
  const unknown = (name: string, node: BashNode) => add(name, { position: node.startIndex, values: null, unconditional: false });

  const visit = (node: BashNode): void => {
    switch (node.type) {
      case 'variable_assignment': {
        const parent = node.parent?.type;
        if (parent === 'command') break; // a prefix: it only sets the command's environment
        const name = node.childForFieldName('name')?.text ?? '';
        const value = node.childForFieldName('value');
        const plain = node.children.some((child) => child.type === '=') && value?.type !== 'array';
        const typed = parent === 'declaration_command' && node.parent?.children.some((child) => /^-[a-zA-Z]*[naAi]/.test(child.text));
        if (!plain || typed || parent === 'c_style_for_statement') unknown(name, node);
        else add(name, { position: node.startIndex, values: [value ? evaluateWord(value) : { text: '', dynamic: false, parts: [], start: node.endIndex, end: node.endIndex }], unconditional: isUnconditional(node.parent?.type === 'declaration_command' ? node.parent : node) });
        break;
      }
      case 'for_statement': {
        const variable = node.childForFieldName('variable');
        const values = node.childrenForFieldName('value').filter((child): child is BashNode => child !== null);
        const body = node.childForFieldName('body');
        const hasList = node.children.some((child) => child.type === 'in');
        if (variable) {
          if (!hasList) unknown(variable.text, node);
          else add(variable.text, { position: node.startIndex, values: values.map(evaluateWord), unconditional: false, ...(body ? { within: [body.startIndex, body.endIndex] as const } : {}) });
        }
        break;
      }
      case 'select_statement':
      case 'c_style_for_statement': {
        const variable = node.childForFieldName('variable');
        if (variable) unknown(variable.text, node);
        break;
      }
      case 'unset_command':
        for (const child of node.namedChildren) unknown(child.text, node);
        break;
      case 'command': {
        const name = node.childForFieldName('name')?.text ?? '';
        if (SETTERS.has(name)) {
          for (const arg of node.childrenForFieldName('argument')) if (arg) unknown(evaluateWord(arg).text, node);
        }
        break;
      }
      case 'arithmetic_expansion':
      case 'compound_statement':
      case 'test_command':
        if (node.type !== 'compound_statement' || node.text.startsWith('((')) {
          for (const match of node.text.matchAll(ARITHMETIC_ASSIGNMENT)) unknown(match[1] ?? match[2] ?? match[3] ?? '', node);
        }
        break;
      default:
        break;
    }
    for (const child of node.namedChildren) visit(child);
  };
  visit(root);
  return { entries };
}

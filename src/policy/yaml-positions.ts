import { isMap, isPair, isScalar, isSeq, type Document, type LineCounter, type Node } from 'yaml';

export type PathSegment = string | number;

interface Positioned {
  readonly range?: [number, number, number] | null;
}

function rangeStart(node: unknown): number | null {
  const range = (node as Positioned | null)?.range;
  return range ? range[0] : null;
}

function childOf(node: unknown, segment: PathSegment): { value: unknown; key: unknown } | null {
  if (isMap(node)) {
    const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(segment));
    return pair ? { value: pair.value, key: pair.key } : null;
  }
  if (isSeq(node) && typeof segment === 'number') {
    const item = node.items[segment];
    return item === undefined ? null : { value: item, key: item };
  }
  return null;
}

/**
 * `line:col` of the node at `path` (its key when `atKey`), or of the deepest ancestor that
 * exists when the path is missing (a required key: the object that lacks it).
 */
export function positionOf(doc: Document, lineCounter: LineCounter, path: readonly PathSegment[], atKey = false): string {
  const { line, col } = lineCounter.linePos(offsetOf(doc, path, atKey));
  return `${line}:${col}`;
}

/** The character offset `positionOf` names; errors are sorted by it, in the order of the file. */
export function offsetOf(doc: Document, path: readonly PathSegment[], atKey = false): number {
  let node: unknown = doc.contents as Node | null;
  let offset = rangeStart(node) ?? 0;
  for (const [index, segment] of path.entries()) {
    const child = childOf(node, segment);
    if (!child) break;
    const last = index === path.length - 1;
    const start = rangeStart(last && atKey ? child.key : child.value) ?? rangeStart(child.key);
    if (start !== null) offset = start;
    node = child.value;
  }
  return offset;
}

/** `permissions.allow[2]`: the key as a maintainer would look for it. */
export function keyName(path: readonly PathSegment[]): string {
  return path.map((segment, i) => (typeof segment === 'number' ? `[${segment}]` : i === 0 ? segment : `.${segment}`)).join('') || '(top level)';
}

/**
 * How the loopback API bills prompt caching. A request is laid out in the order the Messages API
 * caches it (model, tools, system, messages), one segment per tool / system block / content block,
 * with `cache_control` markers removed (they do not change the cached bytes). Each `cache_control`
 * breakpoint writes the prefix up to it into the cache; a later request reads from the cache the
 * longest of its prefixes that was written before, looking up to 20 segments back from each of its
 * breakpoints, as the real API does. Tokens are estimated as bytes / 4. There is no minimum
 * cacheable length and no expiry: the loopback bills the best case the layout allows.
 */
import { createHash } from 'node:crypto';

export const LOOKBACK_SEGMENTS = 20;

export function estimateTokens(text: string): number {
  return Math.ceil(Buffer.byteLength(text) / 4);
}

export interface RenderedRequest {
  readonly segments: readonly string[];
  /** Indexes of segments that carried a `cache_control` marker. */
  readonly breakpoints: readonly number[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function withoutCacheControl(value: unknown): { json: string; marked: boolean } {
  if (!isRecord(value)) return { json: JSON.stringify(value), marked: false };
  const { cache_control: marker, ...rest } = value;
  return { json: JSON.stringify(rest), marked: marker !== undefined };
}

function asBlocks(content: unknown): unknown[] {
  if (typeof content === 'string') return [{ type: 'text', text: content }];
  return Array.isArray(content) ? content : [];
}

export function renderRequest(body: Record<string, unknown>): RenderedRequest {
  const segments: string[] = [`model:${String(body.model)}`];
  const breakpoints: number[] = [];
  const push = (prefix: string, value: unknown) => {
    const { json, marked } = withoutCacheControl(value);
    segments.push(`${prefix}${json}`);
    if (marked) breakpoints.push(segments.length - 1);
  };
  for (const tool of Array.isArray(body.tools) ? body.tools : []) push('tool:', tool);
  for (const block of asBlocks(body.system)) push('system:', block);
  for (const message of Array.isArray(body.messages) ? body.messages : []) {
    if (!isRecord(message)) continue;
    for (const block of asBlocks(message.content)) push(`${String(message.role)}:`, block);
  }
  return { segments, breakpoints };
}

/** The request's bytes in cache order, for the byte-prefix check. */
export function prefixText(rendered: RenderedRequest): string {
  return rendered.segments.join('\n') + '\n';
}

/** True when `current` starts with every byte of `previous` (same model, tools, system, earlier messages). */
export function extendsPrevious(previous: RenderedRequest, current: RenderedRequest): boolean {
  return prefixText(current).startsWith(prefixText(previous));
}

export interface CacheBill {
  readonly inputTokens: number;
  readonly cacheCreationInputTokens: number;
  readonly cacheReadInputTokens: number;
}

export class CacheBiller {
  private readonly written = new Set<string>();

  bill(body: Record<string, unknown>): CacheBill {
    const { segments, breakpoints } = renderRequest(body);
    const hashes: string[] = [];
    const tokensThrough: number[] = [];
    const hash = createHash('sha256');
    let bytes = 0;
    for (const segment of segments) {
      hash.update(segment + '\n');
      bytes += Buffer.byteLength(segment) + 1;
      hashes.push(hash.copy().digest('hex'));
      tokensThrough.push(Math.ceil(bytes / 4));
    }
    const total = tokensThrough.at(-1) ?? 0;
    let readThrough = -1;
    for (const point of breakpoints) {
      for (let index = point; index >= Math.max(0, point - LOOKBACK_SEGMENTS); index--) {
        if (this.written.has(hashes[index]!)) {
          readThrough = Math.max(readThrough, index);
          break;
        }
      }
    }
    const lastPoint = breakpoints.at(-1) ?? -1;
    for (const point of breakpoints) this.written.add(hashes[point]!);
    const read = readThrough >= 0 ? tokensThrough[readThrough]! : 0;
    const written = lastPoint > readThrough ? tokensThrough[lastPoint]! - read : 0;
    return { inputTokens: total - read - written, cacheCreationInputTokens: written, cacheReadInputTokens: read };
  }
}

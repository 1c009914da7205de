import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ToolResultBlock } from './tool-result-block.js';

export const RESULT_PREVIEW_CHARS = 2_000;

export function resultText(block: ToolResultBlock): string {
  const { content } = block;
  if (content === undefined) return '';
  if (typeof content === 'string') return content;
  return content.map((part) => (part.type === 'text' ? part.text : `[${part.type}]`)).join('\n');
}

export function safeFileName(id: string): string {
  return id.replace(/[^A-Za-z0-9_.-]/g, '_');
}

export interface PersistedResult {
  readonly block: ToolResultBlock;
  readonly path: string;
}

/**
 * Writes a result longer than `limit` to `<outputDir>/tool-results/<id>.txt` and replaces the
 * model's copy with a preview and the path. Returns null when the result fits.
 */
export async function persistLargeResult(
  block: ToolResultBlock,
  limit: number,
  outputDir: string,
): Promise<PersistedResult | null> {
  if (!Number.isFinite(limit)) return null;
  const text = resultText(block);
  if (text.length <= limit) return null;
  const dir = join(outputDir, 'tool-results');
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${safeFileName(block.tool_use_id)}.txt`);
  await writeFile(path, text, 'utf8');
  const preview = text.slice(0, Math.min(RESULT_PREVIEW_CHARS, limit));
  const content =
    `Output too large (${text.length} characters); the whole output was saved to ${path}. ` +
    `Read that file with offset and limit to see more.\n\nPreview (first ${preview.length} characters):\n${preview}`;
  return { block: { ...block, content }, path };
}

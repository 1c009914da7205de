import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callTool, makeContext, makeSandbox, type Sandbox } from './helpers.js';

let sandbox: Sandbox;
beforeEach(async () => {
  sandbox = await makeSandbox();
});
afterEach(async () => {
  await sandbox.cleanup();
});

const TOTAL = 200 * 1024 * 1024;
const LINE = '0123456789abcdefghijklmnopqrstuvwxyz\n';

async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function sha256OfRepeated(line: string, total: number): string {
  const hash = createHash('sha256');
  const block = Buffer.from(line.repeat(Math.floor((1024 * 1024) / line.length)));
  let left = total;
  while (left > 0) {
    const part = block.subarray(0, Math.min(block.length, left));
    hash.update(part);
    left -= part.length;
  }
  // The block is a whole number of lines, so the stream is the same as `yes ... | head -c`.
  return hash.digest('hex');
}

describe('Bash output', () => {
  it('streams 200 MB of output to the log with flat memory, and gives the model head and tail', async () => {
    const context = makeContext(sandbox);
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 5);
    const result = await callTool(context, 'Bash', { command: `yes '${LINE.trimEnd()}' | head -c ${TOTAL}` });
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage.rss());
    expect(peak - before).toBeLessThan(100 * 1024 * 1024);

    expect(result.isError).toBe(false);
    expect(result.text.startsWith(LINE.repeat(3))).toBe(true);
    expect(result.text).toContain(`(${TOTAL} bytes in all)`);
    expect(result.text).toContain('Exit code: 0');
    expect(result.text.length).toBeLessThan(30_000);
    const logPath = /The whole output is in (\S+) \(read it/.exec(result.text)?.[1];
    expect(logPath).toBeDefined();
    expect((await stat(logPath!)).size).toBe(TOTAL);
    expect(await sha256OfFile(logPath!)).toBe(sha256OfRepeated(LINE, TOTAL));
  }, 120_000);
});

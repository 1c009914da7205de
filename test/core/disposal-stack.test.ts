import { describe, expect, it } from 'vitest';
import { DisposalError, DisposalStack } from '../../src/core/disposal-stack.js';

describe('DisposalStack', () => {
  it('releases newest first, every one even when one fails, and names each failure', async () => {
    const stack = new DisposalStack();
    const released: string[] = [];
    stack.defer('the sandbox', () => void released.push('sandbox'));
    stack.defer('the processes', () => {
      released.push('processes');
      throw new Error('one survived');
    });
    stack.defer('the MCP servers', async () => void released.push('mcp'));
    const failure = await stack.unwind().catch((error: unknown) => error);
    expect(released).toEqual(['mcp', 'processes', 'sandbox']);
    expect(failure).toBeInstanceOf(DisposalError);
    expect((failure as DisposalError).failures).toEqual(['the processes: one survived']);
  });

  it('releases once: a second unwind does nothing, and nothing more can be held', async () => {
    const stack = new DisposalStack();
    let count = 0;
    stack.defer('a thing', () => void count++);
    await stack.unwind();
    await stack.unwind();
    expect(count).toBe(1);
    expect(() => stack.defer('late', () => undefined)).toThrow(/already released/);
  });

  it('openAll releases what was opened when a later step throws, and rethrows that error', async () => {
    const stack = new DisposalStack();
    const released: string[] = [];
    const attempt = stack.openAll(async (s) => {
      s.defer('the sandbox', () => void released.push('sandbox'));
      throw new Error('the MCP config is invalid');
    });
    await expect(attempt).rejects.toThrow(/^the MCP config is invalid$/);
    expect(released).toEqual(['sandbox']);
  });

  it('openAll adds a failed release to the error it rethrows', async () => {
    const stack = new DisposalStack();
    const attempt = stack.openAll(async (s) => {
      s.defer('the sandbox', () => {
        throw new Error('proxy stuck');
      });
      throw new Error('no cassette');
    });
    await expect(attempt).rejects.toThrow('no cassette (and releasing what was opened failed: the sandbox: proxy stuck)');
  });
});

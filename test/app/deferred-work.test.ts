import { describe, expect, it } from 'vitest';
import { DeferredWork, DeferredWorkError } from '../../src/app/deferred-work.js';

describe('DeferredWork', () => {
  it('starts nothing before begin, then everything; settled waits for tasks but not for a warm-up', async () => {
    const work = new DeferredWork();
    const started: string[] = [];
    let finishTask = () => undefined as void;
    work.add('task', () => {
      started.push('task');
      return new Promise<void>((resolve) => (finishTask = resolve));
    });
    work.warmUp('warm-up', () => {
      started.push('warm-up');
      return new Promise<void>(() => undefined);
    });
    await Promise.resolve();
    expect(started).toEqual([]);

    work.begin();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started.sort()).toEqual(['task', 'warm-up']);
    let settled = false;
    const waiting = work.settled().then(() => (settled = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    finishTask();
    await waiting;
    expect(settled).toBe(true);
  });

  it('rejects settled naming the task that failed', async () => {
    const work = new DeferredWork();
    work.add('starting the OS sandbox', () => Promise.reject(new Error('bwrap: setting up uid map: Permission denied')));
    await expect(work.settled()).rejects.toThrow(DeferredWorkError);
    await expect(work.settled()).rejects.toThrow('starting the OS sandbox failed: bwrap: setting up uid map: Permission denied');
  });
});

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
    work.idle();
    await new Promise((resolve) => setImmediate(resolve));
    // The warm-up waits for the task: both would compete for the one main thread.
    expect(started).toEqual(['task']);
    let settled = false;
    const waiting = work.settled().then(() => (settled = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    finishTask();
    await waiting;
    expect(settled).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['task', 'warm-up']);
  });

  it('starts a warm-up after a task that failed too, and one registered after begin once the tasks settle', async () => {
    const work = new DeferredWork();
    const started: string[] = [];
    let failTask = () => undefined as void;
    work.add('task', () => new Promise<void>((_, reject) => (failTask = () => reject(new Error('no')))));
    work.begin();
    work.idle();
    work.warmUp('late warm-up', async () => {
      started.push('late warm-up');
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([]);
    failTask();
    await expect(work.settled()).rejects.toThrow('task failed: no');
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['late warm-up']);
  });

  it('rejects settled naming the task that failed', async () => {
    const work = new DeferredWork();
    work.add('starting the OS sandbox', () => Promise.reject(new Error('bwrap: setting up uid map: Permission denied')));
    await expect(work.settled()).rejects.toThrow(DeferredWorkError);
    await expect(work.settled()).rejects.toThrow('starting the OS sandbox failed: bwrap: setting up uid map: Permission denied');
  });

  it('starts no warm-up until the session is idle, however long the tasks have been settled', async () => {
    const work = new DeferredWork();
    const started: string[] = [];
    work.add('task', async () => undefined);
    work.warmUp('warm-up', async () => {
      started.push('warm-up');
    });
    await work.settled();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toEqual([]);
    work.idle();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['warm-up']);
  });

  it('starts nothing once stopped: a task asked for later fails naming it, and a warm-up never runs', async () => {
    const work = new DeferredWork();
    const started: string[] = [];
    const record = work.add('recording the workspace', async () => {
      started.push('task');
    });
    work.warmUp('warm-up', async () => {
      started.push('warm-up');
    });
    work.stop();
    work.begin();
    work.idle();
    await expect(record()).rejects.toThrow('recording the workspace did not start: the session had ended');
    await expect(work.settled()).rejects.toThrow('the session had ended');
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([]);
  });

  it('starts a warm-up when the session went idle before the work began', async () => {
    const work = new DeferredWork();
    const started: string[] = [];
    work.add('task', async () => undefined);
    work.warmUp('warm-up', async () => {
      started.push('warm-up');
    });
    work.idle();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([]);
    work.begin();
    await work.settled();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['warm-up']);
  });
});

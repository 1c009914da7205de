/**
 * Every process of a sandboxed call dies when the call ends: on a timeout as on a normal exit,
 * whatever the command did to get away (background jobs, setsid, nohup, ignoring SIGTERM). Checked
 * in the host's /proc.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AnyTool } from '../../src/core/tool.js';
import { loadBashParser } from '../../src/permissions/bash/parser.js';
import { createBashTool } from '../../src/tools/bash.js';
import { makeWorld, processesMatching, sandboxedContext, type SandboxWorld } from '../support/sandbox-fixtures.js';

let world: SandboxWorld;
beforeAll(async () => {
  await loadBashParser();
});
beforeEach(() => {
  world = makeWorld();
});
afterEach(() => world.cleanup());

const marker = () => `${Math.floor(900000 + Math.random() * 99999)}`;

/** Runs the call while watching the host's /proc: the most `sleep <m>` processes seen at once, so a test knows they really started. */
async function watching<T>(call: Promise<T>, m: string): Promise<{ result: T; peak: number }> {
  let done = false;
  const settled = call.finally(() => (done = true));
  let peak = 0;
  while (!done) {
    peak = Math.max(peak, processesMatching(`sleep ${m}`).length);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return { result: await settled, peak };
}

describe('a sandboxed call ends with every process it started', () => {
  it('on a timeout, including processes that ignore SIGTERM or left the session', async () => {
    const m = marker();
    const sandbox = await sandboxedContext(world, '{}', [createBashTool() as unknown as AnyTool]);
    try {
      const started = Date.now();
      const { result, peak } = await watching(
        sandbox.call('Bash', {
          command: `setsid sleep ${m} < /dev/null > /dev/null 2>&1 & nohup sleep ${m} > /dev/null 2>&1 & (trap '' TERM; sleep ${m}) & sleep ${m}`,
          timeout: 1_500,
        }),
        m,
      );
      expect(result.text).toContain('timed out');
      // All four really ran (the setsid one, the nohup one, the one ignoring SIGTERM, the foreground one; the shell running the line matches too).
      expect(peak).toBeGreaterThanOrEqual(4);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(processesMatching(`sleep ${m}`)).toEqual([]);
    } finally {
      await sandbox.close();
    }
  });

  it('on a normal exit, with background jobs still running', async () => {
    const m = marker();
    const sandbox = await sandboxedContext(world, '{}', [createBashTool() as unknown as AnyTool]);
    try {
      const { result, peak } = await watching(sandbox.call('Bash', { command: `sleep ${m} & setsid sleep ${m} < /dev/null > /dev/null 2>&1 & sleep 0.5; echo left-behind` }), m);
      expect(result.text).toContain('left-behind');
      expect(peak).toBeGreaterThanOrEqual(2);
      expect(processesMatching(`sleep ${m}`)).toEqual([]);
    } finally {
      await sandbox.close();
    }
  });
});

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

describe('a sandboxed call ends with every process it started', () => {
  it('on a timeout, including processes that ignore SIGTERM or left the session', async () => {
    const m = marker();
    const sandbox = await sandboxedContext(world, '{}', [createBashTool() as unknown as AnyTool]);
    try {
      const started = Date.now();
      const result = await sandbox.call('Bash', {
        command: `setsid sleep ${m} < /dev/null > /dev/null 2>&1 & nohup sleep ${m} > /dev/null 2>&1 & (trap '' TERM; sleep ${m}) & echo started > progress.txt; sleep ${m}`,
        timeout: 1_500,
      });
      expect(result.text).toContain('timed out');
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
      const result = await sandbox.call('Bash', { command: `sleep ${m} & setsid sleep ${m} < /dev/null > /dev/null 2>&1 & echo left-behind` });
      expect(result.text).toContain('left-behind');
      expect(processesMatching(`sleep ${m}`)).toEqual([]);
    } finally {
      await sandbox.close();
    }
  });
});

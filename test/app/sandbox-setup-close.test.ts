/**
 * Deferred work can be asked for after the session closed (a late warm-up, a task nobody started in
 * time): the sandbox must not start then, or its proxy bridge would keep the process alive.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpSandbox } from '../../src/app/sandbox-setup.js';
import { parsePolicyText } from '../../src/policy/load-policy.js';

const root = mkdtempSync(join(tmpdir(), 'tollgate-closed-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The programs this process has started that are still running (their names). */
function children(): string[] {
  const names: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) === process.pid) names.push(stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')));
    } catch {
      // gone meanwhile
    }
  }
  return names;
}

describe('the sandbox set-up, once closed', () => {
  it('starts no sandbox for a late ready(), warm-up or command, and says why', async () => {
    const workspace = join(root, 'ws');
    const out = join(root, 'out');
    mkdirSync(workspace);
    mkdirSync(out);
    const { policy } = parsePolicyText('sandbox:\n  enabled: true\n', 'policy.yml');
    const sandbox = await setUpSandbox({
      policy,
      settings: { failIfUnavailableByDefault: true },
      workspace,
      additionalDirectories: [],
      outputDir: out,
      transcriptPath: join(out, 'transcript.jsonl'),
      runConfigFiles: [],
      env: process.env,
      onWarning: () => undefined,
    });
    await sandbox.close();
    await sandbox.warmUp();
    await expect(sandbox.ready()).rejects.toThrow('The session has ended');
    const spawned = await sandbox.runner.spawn({
      file: 'true',
      args: [],
      cwd: workspace,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
      stdio: ['ignore', 'pipe', 'pipe'],
      purpose: { kind: 'tool', toolUseId: 'toolu_late', access: 'write' },
    });
    expect(await spawned.exited).toMatchObject({ kind: 'spawn_error', message: expect.stringContaining('The session has ended') });
    expect(children().filter((name) => name === 'socat' || name === 'bwrap')).toEqual([]);
  });
});

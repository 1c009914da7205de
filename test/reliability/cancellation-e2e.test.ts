/**
 * SIGTERM to the action process (`node dist/index.js`) while a long Bash call runs: within 5 s the
 * final comment says cancelled, no process of the command is left (its process group is gone),
 * and the transcript is saved and uploaded. The command runs in the sandbox, where its PIDs are
 * not the host's, so its processes are found on the host by their command lines.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { commentEvent, runActionProcess, startActionServers, when, type ActionServers } from '../support/action-harness.js';
import { readZipEntries } from '../support/fake-artifact-service.js';
import { endTurn, reply, toolUse } from '../support/scripted-model.js';

let s: ActionServers | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

/** `[state, pgid]` of a process from /proc/<pid>/stat, or null when it is gone. */
function procStat(pid: number): [string, number] | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // "pid (comm) state ppid pgrp ...": comm may hold spaces, so parse after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return [fields[0] ?? '', Number(fields[2])];
}

/** Running, sleeping or stopped: an exited process the container's init has not reaped yet (Z) does not count. */
function isAlive(pid: number): boolean {
  const stat = procStat(pid);
  return stat !== null && stat[0] !== 'Z' && stat[0] !== 'X';
}

/** `[pid, ppid]` of the live host process whose command line is exactly `cmdline`, if there is one. */
function hostProcess(cmdline: string): [number, number] | null {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ').trim() !== cmdline || !isAlive(Number(entry))) continue;
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      return [Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])];
    } catch {
      continue;
    }
  }
  return null;
}

/** Any live process left in the group. */
function groupMembers(pgid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => procStat(pid)?.[1] === pgid && isAlive(pid));
}


const SLEEP = `sleep ${120 + Math.floor(Math.random() * 1000)}`;
const LONG_SCRIPT = ['echo started', `${SLEEP} &`, 'wait', ''].join('\n');
const POLICY = ['permissions:', '  allow:', '    - Bash(sh long.sh)', ''].join('\n');

describe('cancellation of the action process', () => {
  it('SIGTERM during a long Bash call: cancelled comment within 5 s, no process left, transcript kept', async () => {
    s = await startActionServers([reply(toolUse('Bash', { command: 'sh long.sh', timeout: 600_000 }, 'toolu_long')), endTurn('never reached')]);
    const pids: { shell?: number; sleep?: number; group?: number; actionPid?: number } = {};
    let signalledAt = 0;
    const run = await runActionProcess(s, {
      event: 'issue_comment',
      payload: commentEvent('@tollgate run the long job'),
      inputs: { policy: POLICY },
      workspaceFiles: { 'long.sh': LONG_SCRIPT },
      whileRunning: (child) => {
        pids.actionPid = child.pid;
        when(
          () => hostProcess(SLEEP) !== null,
          () => {
            const [sleep, shell] = hostProcess(SLEEP) ?? [-1, -1];
            pids.sleep = sleep;
            pids.shell = shell;
            pids.group = procStat(sleep)?.[1] ?? -1;
            signalledAt = Date.now();
            child.kill('SIGTERM');
          },
        );
      },
    });
    const exitedAfterMs = Date.now() - signalledAt;

    expect(signalledAt, 'the long command never started').toBeGreaterThan(0);
    expect(exitedAfterMs).toBeLessThan(5_000);
    expect(run.outputs['conclusion']).toBe('cancelled');
    expect(run.code).toBe(1);

    // The command ran in its own process group, and the whole group is gone.
    expect(pids.group).not.toBe(pids.actionPid);
    expect(isAlive(pids.sleep ?? -1)).toBe(false);
    expect(isAlive(pids.shell ?? -1)).toBe(false);
    expect(groupMembers(pids.group ?? -1)).toEqual([]);

    // The final comment says so; the model was asked only once.
    const [comment] = [...(s?.github.comments.values() ?? [])];
    expect(comment?.body).toContain('Tollgate finished: cancelled');
    expect(s?.api.requests).toHaveLength(1);

    // The transcript is on the runner and in the artifact, with the cancelled call answered.
    const transcript = readFileSync(run.outputs['transcript'] ?? '', 'utf8');
    expect(transcript).toContain('"toolUseId":"toolu_long"');
    expect(transcript).toMatch(/"status":"cancelled"/);
    expect(transcript.trim().split('\n').at(-1)).toContain('session_end');
    const entries = readZipEntries(s?.artifacts.artifacts[0]?.zip ?? Buffer.alloc(0));
    expect(entries.get('transcript.jsonl')?.toString('utf8')).toContain('toolu_long');
  }, 60_000);
});

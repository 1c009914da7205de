import { readdirSync, readFileSync } from 'node:fs';

function errnoCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

/** Members of a process group that still run; zombies (exited, not yet reaped) are not counted. */
function liveMembersFromProc(pgid: number): number[] | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  const live: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    // "pid (comm) state ppid pgrp ..." — comm may hold spaces and parentheses, so parse after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === pgid && fields[0] !== 'Z' && fields[0] !== 'X') live.push(Number(entry));
  }
  return live;
}

/**
 * True while any process of the group still runs. An orphaned child that exited but was not
 * reaped (some init processes never reap) still answers `kill(-pgid, 0)`, so on Linux the group's
 * members are checked in /proc as well.
 */
export function isProcessGroupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
  } catch (error) {
    return errnoCode(error) !== 'ESRCH';
  }
  const live = liveMembersFromProc(pgid);
  return live === null || live.length > 0;
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // Already gone.
  }
}

async function waitUntilGone(pgid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isProcessGroupAlive(pgid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return !isProcessGroupAlive(pgid);
}

/** SIGTERM to the whole group, SIGKILL after `graceMs` if anything is left; resolves when the group is gone. */
export async function killProcessGroup(pgid: number, graceMs: number): Promise<'terminated' | 'killed' | 'survived'> {
  signalGroup(pgid, 'SIGTERM');
  if (await waitUntilGone(pgid, graceMs)) return 'terminated';
  signalGroup(pgid, 'SIGKILL');
  return (await waitUntilGone(pgid, 5_000)) ? 'killed' : 'survived';
}

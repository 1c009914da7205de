import { readdirSync, readFileSync } from 'node:fs';

function errnoCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

interface ProcStat {
  readonly pid: number;
  readonly state: string;
  readonly ppid: number;
  readonly pgrp: number;
}

/** Every process in /proc, or null where there is no /proc. */
function readProcTable(): ProcStat[] | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  const table: ProcStat[] = [];
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
    table.push({ pid: Number(entry), state: fields[0] ?? '', ppid: Number(fields[1]), pgrp: Number(fields[2]) });
  }
  return table;
}

const running = (p: ProcStat) => p.state !== 'Z' && p.state !== 'X';

/** Members of a process group that still run; zombies (exited, not yet reaped) are not counted. */
function liveMembersFromProc(pgid: number): number[] | null {
  const table = readProcTable();
  return table === null ? null : table.filter((p) => p.pgrp === pgid && running(p)).map((p) => p.pid);
}

/**
 * The running descendants of `pid`, whatever their process group: a child that started a session
 * of its own (setsid, a sandbox's inner processes) is not reached by signalling the group.
 */
export function runningDescendants(pid: number): number[] {
  const table = readProcTable();
  if (table === null) return [];
  const children = new Map<number, ProcStat[]>();
  for (const p of table) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()!) ?? []) {
      if (found.includes(child.pid)) continue;
      if (running(child)) found.push(child.pid);
      queue.push(child.pid);
    }
  }
  return found;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
    return state !== 'Z' && state !== 'X';
  } catch {
    return true;
  }
}

/** Waits until none of `pids` runs; SIGKILLs what is left after `ms`. True when all are gone. */
export async function reapStragglers(pids: readonly number[], ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  let left = pids.filter(isRunning);
  while (left.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    left = left.filter(isRunning);
  }
  for (const pid of left) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone meanwhile.
    }
  }
  const killDeadline = Date.now() + 5_000;
  while (left.length > 0 && Date.now() < killDeadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    left = left.filter(isRunning);
  }
  return left.length === 0;
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

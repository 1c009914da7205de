import { readdirSync, readFileSync } from 'node:fs';

export interface GroupMember {
  readonly pid: number;
  readonly state: string;
  readonly ppid: number;
}

/** Every process whose process group is `pgid`, read straight from /proc. */
export function groupMembers(pgid: number): GroupMember[] {
  const members: GroupMember[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    const [state = '', ppid, pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(pgrp) === pgid) members.push({ pid: Number(entry), state, ppid: Number(ppid) });
  }
  return members;
}

/** Members that still run: exited-but-unreaped ones (zombies) are dead. */
export function liveGroupMembers(pgid: number): number[] {
  return groupMembers(pgid)
    .filter((member) => member.state !== 'Z' && member.state !== 'X')
    .map((member) => member.pid);
}

/** `kill(-pgid, 0)`: ESRCH means no process of the group exists at all, zombie or not. */
export function groupSignalable(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw error;
  }
}

export async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

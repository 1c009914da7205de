import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

export interface LiveProcess {
  readonly pid: number;
  readonly cmdline: string;
}

/** Processes that still run (zombies are dead) whose command line matches, read straight from /proc. */
export function liveProcessesMatching(pattern: RegExp): LiveProcess[] {
  const found: LiveProcess[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    let stat: string;
    let cmdline: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
    } catch {
      continue;
    }
    const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
    if (state === 'Z' || state === 'X') continue;
    if (pattern.test(cmdline)) found.push({ pid: Number(entry), cmdline });
  }
  return found;
}

/** True while /proc lists the process and it is not a zombie. */
export function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
    return state !== 'Z' && state !== 'X';
  } catch {
    return false;
  }
}

/** Processes that still run with their working directory at or under `dir` (a session's MCP servers run in its workspace). */
export function liveProcessesIn(dir: string): LiveProcess[] {
  return liveProcessesMatching(/./).filter((proc) => {
    try {
      const cwd = readlinkSync(`/proc/${proc.pid}/cwd`);
      return cwd === dir || cwd.startsWith(`${dir}/`);
    } catch {
      return false;
    }
  });
}

/** The live children of `pid` (the relays and scans a sandbox starts from this process, say). */
export function childProcessesOf(pid: number): LiveProcess[] {
  return liveProcessesMatching(/./).filter((proc) => {
    try {
      const stat = readFileSync(`/proc/${proc.pid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
    } catch {
      return false;
    }
  });
}

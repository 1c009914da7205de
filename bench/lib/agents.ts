/**
 * Runs one agent process (Tollgate's CLI or Claude Code) against a loopback Messages API and
 * measures it: wall time, CPU time of the process tree (bash's `times` for its children), and the
 * time from spawn to the first Messages API request.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startLoopbackApi, type ReceivedRequest, type Script } from './loopback-api.js';
import { BENCH_TMP, TOLLGATE_CLI } from './paths.js';
import { makePeerHome, peerArgs, peerEnv, PEER_BIN } from './peer.js';

export type AgentKind = 'tollgate' | 'peer';

export interface AgentRun {
  readonly wallMs: number;
  /** User + system CPU of the agent and every process it started; null when not measured. */
  readonly cpuMs: number | null;
  /** Spawn to the first `/v1/messages` request; null when none came. */
  readonly firstRequestMs: number | null;
  readonly exitCode: number | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly requests: readonly ReceivedRequest[];
}

/** How to start one agent, whatever API it talks to. */
export interface AgentSpawnOptions {
  readonly workspace: string;
  readonly prompt: string;
  readonly maxTurns: number;
  /** Measure CPU through a `bash -c '...; times'` wrapper. */
  readonly cpu?: boolean;
  readonly timeoutMs?: number;
  /** Claude Code's --allowedTools. */
  readonly allowedTools?: readonly string[];
  /** Tollgate's --policy (default: the workspace's, else the safe default). */
  readonly policyFile?: string;
  /** `--model` for either agent (by default each runs its own default model). */
  readonly model?: string;
  /** More arguments for Tollgate's `run` (`--thinking adaptive`); none for the peer. */
  readonly tollgateArgs?: readonly string[];
  /** Tollgate's --out, kept afterwards for its result.json; by default a scratch folder, removed. */
  readonly outDir?: string;
}

export interface AgentRunOptions extends AgentSpawnOptions {
  readonly script: Script;
}

/** One agent process, spawned and ended. */
export interface AgentProcess {
  /** performance.now() at the spawn. */
  readonly started: number;
  readonly wallMs: number;
  readonly cpuMs: number | null;
  readonly exitCode: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** The CLI bundle to measure: `TOLLGATE_BENCH_CLI` (a build elsewhere) or dist/cli/index.js. */
export function tollgateCliPath(): string {
  return process.env.TOLLGATE_BENCH_CLI ?? TOLLGATE_CLI;
}

/** Null when the CLI exists and has a `run` command; else why it cannot be measured. */
export function tollgateCliMissing(): string | null {
  const cli = tollgateCliPath();
  if (!existsSync(cli)) return `no CLI bundle at ${cli} (npm run build)`;
  if (readFileSync(cli, 'utf8').includes('tollgate: not yet')) return `${cli} is the placeholder; rebuild dist/ once src/cli.ts is done`;
  return null;
}

function parseChildCpu(stderr: string): number | null {
  // `times` prints the shell's own line, then its children's: "0m0.512s 0m0.101s".
  const lines = stderr.trimEnd().split('\n');
  const match = /^(\d+)m([\d.]+)s (\d+)m([\d.]+)s$/.exec(lines.at(-1)?.trim() ?? '');
  if (!match) return null;
  const [, um, us, sm, ss] = match;
  return (Number(um) * 60 + Number(us) + Number(sm) * 60 + Number(ss)) * 1000;
}

function commandFor(
  kind: AgentKind,
  options: AgentSpawnOptions,
  baseUrl: string,
): { file: string; args: string[]; env: NodeJS.ProcessEnv; scratch: string | null } {
  if (kind === 'peer') {
    const home = makePeerHome(options.workspace);
    return {
      file: PEER_BIN,
      args: [...peerArgs(options.prompt, options.maxTurns, options.allowedTools ?? ['Read']), ...(options.model ? ['--model', options.model] : [])],
      env: peerEnv(baseUrl, home),
      scratch: home,
    };
  }
  const out = options.outDir ?? mkdtempSync(join(BENCH_TMP, 'tollgate-out-'));
  return {
    file: process.execPath,
    args: [
      tollgateCliPath(),
      'run',
      '--prompt',
      options.prompt,
      '--cwd',
      options.workspace,
      '--out',
      out,
      '--base-url',
      baseUrl,
      '--max-turns',
      String(options.maxTurns),
      '--max-budget-usd',
      '50',
      '--json',
      ...(options.policyFile ? ['--policy', options.policyFile] : []),
      ...(options.model ? ['--model', options.model] : []),
      ...(options.tollgateArgs ?? []),
    ],
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: options.workspace, ANTHROPIC_API_KEY: 'test', ANTHROPIC_BASE_URL: baseUrl },
    scratch: options.outDir ? null : out,
  };
}

/** Spawns one agent against the Messages API at `baseUrl` and waits for it to end (killed at `timeoutMs`). */
export async function spawnAgent(kind: AgentKind, options: AgentSpawnOptions, baseUrl: string): Promise<AgentProcess> {
  const { file, args, env, scratch } = commandFor(kind, options, baseUrl);
  try {
    const [spawnFile, spawnArgs] = options.cpu
      ? ['bash', ['-c', '"$@"; status=$?; times >&2; exit $status', 'bash', file, ...args]]
      : [file, args];
    const started = performance.now();
    const child = spawn(spawnFile, spawnArgs as string[], { cwd: options.workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 180_000);
    const exitCode = await new Promise<number | null>((resolve) => {
      child.on('error', () => resolve(null));
      child.on('close', (code) => resolve(code));
    });
    clearTimeout(timer);
    const wallMs = performance.now() - started;
    return { started, wallMs, cpuMs: options.cpu ? parseChildCpu(stderr) : null, exitCode, stdout, stderr };
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
}

export async function runAgent(kind: AgentKind, options: AgentRunOptions): Promise<AgentRun> {
  const api = await startLoopbackApi(options.script);
  try {
    const run = await spawnAgent(kind, options, api.url);
    const first = api.requests.find((request) => request.path.startsWith('/v1/messages'));
    return {
      wallMs: run.wallMs,
      cpuMs: run.cpuMs,
      firstRequestMs: first ? first.receivedAt - run.started : null,
      exitCode: run.exitCode,
      stdout: run.stdout,
      stderr: run.stderr,
      requests: [...api.requests],
    };
  } finally {
    await api.close();
  }
}

/** Wall time of `node -e 0`: the floor any Node program starts from. */
export async function nodeNoopMs(): Promise<number> {
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    child.on('error', reject);
    child.on('close', () => resolve());
  });
  return performance.now() - started;
}

/** A request of the main conversation: one that offers tools (Claude Code also sends side requests). */
export function isConversationRequest(request: { readonly path: string; readonly body: Record<string, unknown> }): boolean {
  return request.path.endsWith('/v1/messages') && Array.isArray(request.body.tools) && request.body.tools.length > 0;
}

/** The main conversation's requests. */
export function mainRequests<T extends { readonly path: string; readonly body: Record<string, unknown> }>(requests: readonly T[]): T[] {
  return requests.filter(isConversationRequest);
}

/**
 * What the sandbox tests share: a git workspace in a temp folder, loopback listeners that count
 * what reaches them, a scan of the host's /proc for processes left behind, and a scripted session
 * run in-process through prepareSession (the real policy, gate, sandbox and tools).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { prepareSession, runConfigFiles } from '../../src/app/prepare-session.js';
import { resolveAdditionalDirectories } from '../../src/policy/additional-directories.js';
import { setUpSandbox } from '../../src/app/sandbox-setup.js';
import { createToolUseContext } from '../../src/core/context.js';
import { noHooks } from '../../src/core/hook-types.js';
import { resultText } from '../../src/core/large-result.js';
import { runToolUse } from '../../src/core/pipeline.js';
import type { Tools } from '../../src/core/tool.js';
import { parsePolicyText } from '../../src/policy/index.js';
import type { SessionResult } from '../../src/session/events.js';
import { startFakeMessagesApi, type RecordedRequest, type Script } from './fake-messages-api.js';

export const SESSION_API_KEY = 'sk-ant-sandbox-test-key-7e1f';

export interface SandboxWorld {
  /** Outside the workspace: nothing a command does may land here. */
  readonly root: string;
  readonly workspace: string;
  readonly home: string;
  readonly outputDir: string;
  cleanup(): void;
}

/** A git repository with a source file, its hooks folder, and a home folder of its own, under one temp root. */
export function makeWorld(files: Record<string, string> = {}): SandboxWorld {
  const root = realpathSync(mkdtempSync(join(tmpdir(), 'tg-sandbox-')));
  const workspace = join(root, 'workspace');
  const home = join(root, 'home');
  const outputDir = join(root, 'out');
  for (const dir of [workspace, home, outputDir]) mkdirSync(dir, { recursive: true });
  const all = { 'src/index.js': 'export const answer = 42; // the source\n', ...files };
  for (const [path, content] of Object.entries(all)) {
    mkdirSync(dirname(join(workspace, path)), { recursive: true });
    writeFileSync(join(workspace, path), content);
  }
  git(workspace, 'init', '-q');
  git(workspace, 'add', '-A');
  git(workspace, '-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-qm', 'init');
  return { root, workspace, home, outputDir, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null' } });
}

export interface Listener {
  readonly port: number;
  /** Connections that reached it (a TCP listener) or requests (an HTTP one). */
  readonly hits: () => number;
  readonly received: () => string;
  close(): Promise<void>;
}

/** A TCP listener on loopback that records every byte: a destination that must receive nothing. */
export async function startTcpListener(): Promise<Listener> {
  let hits = 0;
  let received = '';
  const server = createTcpServer((socket) => {
    hits++;
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return listenerOf(server, () => hits, () => received);
}

/** An HTTP server on loopback that answers every request with `body`. */
export async function startHttpServer(body: string): Promise<Listener> {
  let hits = 0;
  let received = '';
  const server = createServer((request, response) => {
    hits++;
    received += `${request.method} ${request.url}\n`;
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return listenerOf(server, () => hits, () => received);
}

function listenerOf(server: Server | ReturnType<typeof createTcpServer>, hits: () => number, received: () => string): Listener {
  return {
    port: (server.address() as AddressInfo).port,
    hits,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        (server as Server).closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

/** Host processes whose command line contains `marker` (read from the host's /proc). */
export function processesMatching(marker: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const state = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.[0];
      if (cmdline.includes(marker) && state !== 'Z') found.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

/**
 * A script (for a package.json "test" script) that node runs: tries to connect to `port` directly
 * and through the sandbox's proxy, printing what happened; it never crashes.
 */
export function connectScript(port: number, payload: string): string {
  return `
const net = require('net'), http = require('http');
const say = (line) => console.log(line);
const direct = net.connect(${port}, '127.0.0.1');
direct.on('connect', () => { say('ESCAPE direct-connect'); direct.end(${JSON.stringify(payload)}); });
direct.on('error', (e) => say('direct refused: ' + e.code));
const proxy = process.env.HTTP_PROXY;
if (!proxy) { say('no proxy'); } else {
  const u = new URL(proxy);
  const auth = Buffer.from(decodeURIComponent(u.username) + ':' + decodeURIComponent(u.password)).toString('base64');
  const req = http.request({ host: u.hostname, port: u.port, method: 'CONNECT', path: '127.0.0.1:${port}', headers: { 'Proxy-Authorization': 'Basic ' + auth } });
  req.on('connect', (res, socket) => { if (res.statusCode === 200) { say('ESCAPE via-proxy'); socket.end(${JSON.stringify(payload)}); } else { say('proxy refused: ' + res.statusCode); socket.destroy(); } });
  req.on('error', (e) => say('proxy error: ' + e.message));
  req.end();
}
`;
}

export interface ScriptedRun {
  readonly result: SessionResult;
  readonly requests: readonly RecordedRequest[];
  /** The text of every tool_result the model got, in order. */
  readonly toolResults: readonly string[];
  readonly warnings: readonly string[];
}

/** The tool_result texts of the last request (what the model received for its calls). */
export function toolResultsOf(requests: readonly RecordedRequest[]): string[] {
  const texts: string[] = [];
  for (const request of requests) {
    const messages = (request.body['messages'] ?? []) as { content: unknown }[];
    const last = messages[messages.length - 1];
    if (!last || !Array.isArray(last.content)) continue;
    for (const block of last.content as { type: string; content?: unknown }[]) {
      if (block.type !== 'tool_result') continue;
      const content = block.content;
      texts.push(typeof content === 'string' ? content : JSON.stringify(content));
    }
  }
  return texts;
}

/** A scripted session in-process, with the policy given inline, against the fake Messages API. */
export async function runScriptedSession(world: SandboxWorld, policyYaml: string, script: Script, env: Record<string, string> = {}): Promise<ScriptedRun> {
  const api = await startFakeMessagesApi({ script });
  const warnings: string[] = [];
  try {
    const prepared = await prepareSession({
      prompt: 'Run the tests.',
      workspace: world.workspace,
      outputDir: world.outputDir,
      transcriptPath: join(world.outputDir, 'transcript.jsonl'),
      policy: { kind: 'inline', yaml: policyYaml },
      allowBypass: false,
      modelSource: { kind: 'api', apiKey: SESSION_API_KEY, baseUrl: api.baseURL },
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: world.home, LANG: 'C.UTF-8', ...env },
      knownSecrets: [SESSION_API_KEY],
      signal: new AbortController().signal,
      onWarning: (message) => warnings.push(message),
      sandbox: { failIfUnavailableByDefault: true },
    });
    let result: SessionResult;
    try {
      result = await prepared.start(() => undefined).result;
    } finally {
      await prepared.close();
    }
    return { result, requests: api.requests, toolResults: toolResultsOf(api.requests), warnings };
  } finally {
    await api.close();
  }
}

/** A tool context whose command runner is the session's sandbox, set up from `policyYaml` as prepareSession does. */
export async function sandboxedContext(world: SandboxWorld, policyYaml: string, tools: Tools, env: Record<string, string> = {}) {
  const { policy } = parsePolicyText(policyYaml, '<test policy>');
  const sandbox = await setUpSandbox({
    policy,
    settings: { failIfUnavailableByDefault: true },
    workspace: world.workspace,
    additionalDirectories: resolveAdditionalDirectories(policy.permissions.additionalDirectories, world.workspace),
    outputDir: world.outputDir,
    transcriptPath: join(world.outputDir, 'transcript.jsonl'),
    runConfigFiles: runConfigFiles({ workspace: world.workspace }),
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: world.home },
    onWarning: () => undefined,
  });
  const context = createToolUseContext({
    commandRunner: sandbox.runner,
    tools,
    workspaceRoot: world.workspace,
    outputDir: world.outputDir,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: world.home, LANG: 'C.UTF-8', ...env },
  });
  let count = 0;
  return {
    sandbox,
    context,
    /** One call through the real pipeline, every call allowed (the sandbox is under test, not the gate). */
    async call(name: string, input: Record<string, unknown>) {
      const outcome = await runToolUse({ id: `toolu_sbx_${++count}`, name, input }, context, {
        gate: { decide: async () => ({ behavior: 'allow', rule: null, reason: 'allowed by the test' }) },
        hooks: noHooks,
      });
      return { outcome, text: resultText(outcome.block) };
    },
    close: async () => {
      await sandbox.runner.terminateAll(1_000);
      await sandbox.close();
    },
  };
}

/** A node script that GETs each URL through the sandbox's HTTP proxy and prints `<url> <status> <body>`. */
export function proxyGetScript(urls: readonly string[]): string {
  return `
const http = require('http');
const u = new URL(process.env.HTTP_PROXY);
const auth = Buffer.from(decodeURIComponent(u.username) + ':' + decodeURIComponent(u.password)).toString('base64');
const get = (url) => new Promise((done) => {
  const req = http.request({ host: u.hostname, port: u.port, path: url, headers: { Host: new URL(url).host, 'Proxy-Authorization': 'Basic ' + auth } }, (res) => {
    let body = ''; res.on('data', (c) => (body += c)); res.on('end', () => { console.log(url + ' ' + res.statusCode + ' ' + body.trim().slice(0, 80)); done(); });
  });
  req.on('error', (e) => { console.log(url + ' error ' + e.message); done(); });
  req.end();
});
(async () => { for (const url of ${JSON.stringify(urls)}) await get(url); })();
`;
}

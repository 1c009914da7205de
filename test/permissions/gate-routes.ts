/**
 * One table of calls, three routes to the same gate: the gate itself (`createPolicyGate`), the
 * built CLI's `tollgate policy check`, and real scripted sessions of the built CLI's `tollgate run`
 * against the loopback Messages API, whose effect is read back from disk.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sessionProtectedFiles } from '../../src/app/prepare-session.js';
import type { FinalPermissionDecision, PermissionMode } from '../../src/core/permission-types.js';
import type { PolicyInput } from '../../src/policy/schema.js';
import { startFakeMessagesApi } from '../support/fake-messages-api.js';
import { runCli } from '../support/run-cli.js';
import { endTurn, reply, toolUse } from '../support/scripted-model.js';
import { expect } from 'vitest';
import { decide, type Workspace } from './gate-fixture.js';

/** Where every route keeps the policy: inside the workspace, so writing it is a protected write. */
export const POLICY_FILE = 'ci/agent-policy.yml';
export const ORIGINAL = 'orig\n';

export interface GateCall {
  readonly tool: string;
  readonly input: Record<string, unknown>;
}

export interface GateRow {
  /** A key into the table's policies. */
  readonly policy: string;
  readonly call: GateCall;
  readonly expect: 'allow' | 'deny';
  /** On an allow: part of the `liftedProtection` the decision must carry. */
  readonly lifted?: string;
  /** On a deny: part of the `unpermittable` reason the decision must carry. */
  readonly unpermittable?: string;
  /** The rule that must have decided (null: the mode or a default did, no rule). */
  readonly rule?: string | null;
}

export interface RoutePolicy extends PolicyInput {
  readonly bypass?: boolean;
}

export const write = (file_path: string, content = 'pwned\n'): GateCall => ({ tool: 'Write', input: { file_path, content } });
export const edit = (file_path: string): GateCall => ({ tool: 'Edit', input: { file_path, old_string: 'orig', new_string: 'pwned' } });
export const read = (file_path: string): GateCall => ({ tool: 'Read', input: { file_path } });
export const grep = (path: string): GateCall => ({ tool: 'Grep', input: { pattern: 'KEY', path } });
export const glob = (path: string): GateCall => ({ tool: 'Glob', input: { pattern: '*', path } });

/** The policy a table row names; a typo in a row's policy name fails the test. */
export function policyNamed(policies: Readonly<Record<string, RoutePolicy>>, name: string): RoutePolicy {
  const policy = policies[name];
  if (!policy) throw new Error(`no policy ${name}`);
  return policy;
}

export const mode = (defaultMode: PermissionMode, allow: string[] = [], deny: string[] = [], ask: string[] = []): RoutePolicy => ({
  permissions: { defaultMode, allow, deny, ask },
  ...(defaultMode === 'bypassPermissions' ? { bypass: true } : {}),
});

/** Files every route's workspace has, each holding ORIGINAL (or the text shown). */
const FILES = [
  '.git/hooks/pre-commit',
  '.github/workflows/ci.yml',
  '.github/CODEOWNERS',
  '.github/tollgate.yml',
  '.npmrc',
  '.gitmodules',
  '.yarnrc.yml',
  '.envrc',
  '.claude/settings.json',
  '.mcp.json',
  '.bashrc',
  '.gitignore',
  '.vscode/settings.json',
  '.idea/workspace.xml',
  '.gitconfig',
  '.gitattributes',
  'packages/app/.npmrc',
  'sub/.git/hooks/post-checkout',
  'src/a.ts',
  'docs/a.md',
  'README.md',
  'package.json',
  '.env',
  '.ENV',
  'secrets/key',
  'SECRETS/key',
  'SRC/a.ts',
];

/** A git checkout with protected files, secrets, look-alikes in other cases and a symlink into `.git/hooks`. */
export function makeRouteWorkspace(): Workspace {
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'tollgate-routes-')));
  const root = join(base, 'repo');
  const home = join(base, 'home');
  const outputDir = join(base, 'out');
  const outside = join(base, 'outside');
  for (const dir of [root, home, outputDir, outside]) mkdirSync(dir, { recursive: true });
  spawnSync('git', ['init', '-q'], { cwd: root });
  mkdirSync(join(root, 'sub'));
  spawnSync('git', ['init', '-q'], { cwd: join(root, 'sub') });
  for (const file of FILES) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), file.includes('key') || file.toLowerCase() === '.env' ? 'KEY=secret\n' : ORIGINAL);
  }
  mkdirSync(join(root, 'ci'));
  symlinkSync('.git/hooks', join(root, 'hooklink'));
  symlinkSync('../outside', join(root, 'escape'));
  return { root, home, outputDir, outside, cleanup: () => rmSync(base, { recursive: true, force: true }) };
}

function policyJson(policy: RoutePolicy): string {
  const { bypass: _bypass, ...rest } = policy;
  return JSON.stringify({ version: 1, ...rest });
}

/** Route 1: the gate, with the protected files a session over POLICY_FILE has. */
export async function viaGate(ws: Workspace, policy: RoutePolicy, call: GateCall): Promise<FinalPermissionDecision> {
  const { bypass, ...rest } = policy;
  return decide(ws, rest, call.tool, call.input, {
    allowBypass: bypass === true,
    protectedFiles: sessionProtectedFiles(ws.root, { kind: 'path', path: POLICY_FILE }),
  });
}

export interface CheckLine {
  readonly decision: 'allow' | 'deny';
  readonly reason: string;
  readonly rule: string | null;
}

/** Route 2: the built CLI's `tollgate policy check`, one line per call. */
export async function viaPolicyCheck(ws: Workspace, policy: RoutePolicy, calls: readonly GateCall[]): Promise<CheckLine[]> {
  writeFileSync(join(ws.root, POLICY_FILE), policyJson(policy));
  const run = await runCli(['policy', 'check', '--policy', POLICY_FILE, '--cwd', ws.root], {
    cwd: ws.root,
    env: { HOME: ws.home },
    input: calls.map((call) => JSON.stringify(call)).join('\n') + '\n',
  });
  if (run.code !== 0) throw new Error(`policy check exited ${run.code}: ${run.stderr}`);
  return run.stdout.trim().split('\n').map((line) => JSON.parse(line) as CheckLine);
}

export interface SessionCall {
  readonly id: string;
  readonly call: GateCall;
  readonly status: string;
  readonly denial?: { readonly reason: string; readonly unpermittable?: string; readonly suggestedRule: string | null };
  /** What the call's file holds after the session (null when it does not exist). */
  readonly after: string | null;
  readonly before: string | null;
  /** The tool_result text the model was sent for the call. */
  readonly resultText: string;
}

interface ApiMessage {
  readonly role: string;
  readonly content: unknown;
}

/** Every tool_result the session sent the model, by tool_use id. */
function toolResults(requests: readonly { body: Record<string, unknown> }[]): Map<string, string> {
  const results = new Map<string, string>();
  for (const request of requests) {
    for (const message of (request.body.messages ?? []) as ApiMessage[]) {
      if (message.role !== 'user' || !Array.isArray(message.content)) continue;
      for (const block of message.content as { type?: string; tool_use_id?: string; content?: unknown }[]) {
        if (block.type !== 'tool_result' || !block.tool_use_id) continue;
        const content = block.content;
        const text = typeof content === 'string' ? content : Array.isArray(content) ? content.map((c: { text?: string }) => c.text ?? '').join('') : '';
        results.set(block.tool_use_id, text);
      }
    }
  }
  return results;
}

function contentOf(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** Sessions of route 3 that run at once: two use both cores of a small machine while each waits on its CLI, more only contend. */
const SESSIONS_AT_ONCE = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  // A session that ends hands its place to the next one waiting, so no newcomer slips in between.
  if (running >= SESSIONS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/**
 * Route 3: a real session of the built CLI (`tollgate run`) in a fresh copy of `template`, scripted
 * to read every existing file it will change, then make every call in one turn. Tests may call it
 * side by side; two sessions run at a time.
 */
export function viaSession(
  template: Workspace,
  policy: RoutePolicy,
  calls: readonly GateCall[],
  targetOf: (call: GateCall) => string | undefined = () => undefined,
): Promise<SessionCall[]> {
  return inTurn(() => runSessionRoute(template, policy, calls, targetOf));
}

async function runSessionRoute(
  template: Workspace,
  policy: RoutePolicy,
  calls: readonly GateCall[],
  /** The file a call changes when it names none itself (a Bash redirect's target). */
  targetOf: (call: GateCall) => string | undefined = () => undefined,
): Promise<SessionCall[]> {
  const base = realpathSync(mkdtempSync(join(tmpdir(), 'tollgate-route-session-')));
  const root = join(base, 'repo');
  cpSync(template.root, root, { recursive: true, verbatimSymlinks: true });
  writeFileSync(join(root, POLICY_FILE), policyJson(policy));
  const filePath = (call: GateCall) => {
    const target = typeof call.input.file_path === 'string' ? call.input.file_path : targetOf(call);
    return target === undefined ? null : join(root, target);
  };
  const before = calls.map((call) => {
    const path = filePath(call);
    return path ? contentOf(path) : null;
  });
  const reads = calls
    .map((call, i) => ({ call, i }))
    .filter(({ call, i }) => (call.tool === 'Write' || call.tool === 'Edit') && before[i] !== null)
    .map(({ call, i }) => toolUse('Read', { file_path: call.input.file_path }, `toolu_read_${i}`));
  const script = [
    ...(reads.length > 0 ? [reply(...reads)] : []),
    reply(...calls.map((call, i) => toolUse(call.tool, call.input, `toolu_call_${i}`))),
    endTurn('done'),
  ];
  const api = await startFakeMessagesApi({ script });
  try {
    const out = join(base, 'out');
    const run = await runCli(
      ['run', '--prompt', 'try the calls', '--cwd', root, '--policy', POLICY_FILE, '--out', out, '--json', ...(policy.bypass ? ['--allow-bypass'] : [])],
      { cwd: root, env: { ANTHROPIC_API_KEY: 'sk-test-routes-0123456789', ANTHROPIC_BASE_URL: api.baseURL, HOME: join(base, 'home') }, timeoutMs: 120_000 },
    );
    let result: {
      tool_calls: { tool_use_id: string; status: string }[];
      denied_calls: { tool_use_id: string; reason: string; unpermittable: string | null; suggested_rule: string | null }[];
    };
    try {
      result = JSON.parse(readFileSync(join(out, 'result.json'), 'utf8')) as typeof result;
    } catch {
      throw new Error(`tollgate run wrote no result.json (exit ${run.code}): ${run.stderr}${run.stdout}`);
    }
    const texts = toolResults(api.requests);
    return calls.map((call, i) => {
      const id = `toolu_call_${i}`;
      const path = filePath(call);
      const denied = result.denied_calls.find((d) => d.tool_use_id === id);
      const denial = denied
        ? { reason: denied.reason, suggestedRule: denied.suggested_rule, ...(denied.unpermittable !== null ? { unpermittable: denied.unpermittable } : {}) }
        : undefined;
      return {
        id,
        call,
        status: result.tool_calls.find((c) => c.tool_use_id === id)?.status ?? 'missing',
        ...(denial ? { denial } : {}),
        before: before[i] ?? null,
        after: path ? contentOf(path) : null,
        resultText: texts.get(id) ?? '',
      };
    });
  } finally {
    await api.close();
    rmSync(base, { recursive: true, force: true });
  }
}

/** What a call that ran must have left in its file. */
export function expectedAfter(call: GateCall, before: string | null): string | null {
  if (call.tool === 'Write') return String(call.input.content);
  if (call.tool === 'Edit' && before !== null) return before.replace(String(call.input.old_string), String(call.input.new_string));
  return before;
}

/** The rows of a table grouped by policy, in first-seen order. */
export function byPolicy(rows: readonly GateRow[]): [string, GateRow[]][] {
  const groups = new Map<string, GateRow[]>();
  for (const row of rows) groups.set(row.policy, [...(groups.get(row.policy) ?? []), row]);
  return [...groups.entries()];
}

/** A row as a test title: the call, the policy, the verdict expected. */
export const rowLabel = (r: GateRow): string => `${r.call.tool} ${String(r.call.input.file_path ?? r.call.input.path)} under ${r.policy} → ${r.expect}`;

/** Route 1 for one row: the gate's verdict is the row's. */
export async function expectViaGate(ws: Workspace, policy: RoutePolicy, r: GateRow): Promise<void> {
  const decision = await viaGate(ws, policy, r.call);
  expect(decision.behavior, decision.reason).toBe(r.expect);
  if (r.rule !== undefined) expect(decision.rule, decision.reason).toBe(r.rule);
}

/** Route 2 for the rows of one policy: each line `policy check` prints is the row's verdict. */
export async function expectViaPolicyCheck(ws: Workspace, policy: RoutePolicy, group: readonly GateRow[]): Promise<void> {
  const lines = await viaPolicyCheck(ws, policy, group.map((r) => r.call));
  group.forEach((r, i) => expect(lines[i]?.decision, `${rowLabel(r)}: ${lines[i]?.reason}`).toBe(r.expect));
}

/** Route 3 for the rows of one policy: the session ran or refused each call, and its file holds what that leaves. */
export async function expectViaSession(ws: Workspace, policy: RoutePolicy, group: readonly GateRow[], extra: (r: GateRow, call: SessionCall) => void = () => undefined): Promise<void> {
  const calls = await viaSession(ws, policy, group.map((r) => r.call));
  group.forEach((r, i) => {
    const call = calls[i];
    if (!call) throw new Error('missing call');
    expect(call.status, `${rowLabel(r)}: ${call.resultText}`).toBe(r.expect === 'allow' ? 'success' : 'denied');
    expect(call.after, rowLabel(r)).toBe(r.expect === 'allow' ? expectedAfter(r.call, call.before) : call.before);
    extra(r, call);
  });
}

/**
 * Real third-party MCP servers, as users run them, through the built CLI and the built action:
 * `@modelcontextprotocol/server-everything` launched through `npx` (offline: npx finds the
 * installed package through the workspace's node_modules) with its logging timer running, and
 * `@modelcontextprotocol/server-filesystem`. The sessions list the tools (deferred: 26 tools),
 * load some with ToolSearch and call them; then the CLI and the action must exit by themselves,
 * with no process of the servers left in /proc.
 */
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { builtinTools } from '../../src/tools/index.js';
import { commentEvent, runActionProcess, startActionServers, type ActionServers } from '../support/action-harness.js';
import { startFakeMessagesApi, type FakeMessagesApi, type RecordedRequest, type Script } from '../support/fake-messages-api.js';
import { liveProcessesIn, type LiveProcess } from '../support/processes.js';
import { runCli } from '../support/run-cli.js';
import { endTurn, reply, toolUse } from '../support/scripted-model.js';
import { REPO_ROOT, stdioServer } from './helpers.js';

const FILESYSTEM_SERVER = resolve(REPO_ROOT, 'node_modules/@modelcontextprotocol/server-filesystem/dist/index.js');
const POLICY = 'permissions:\n  allow: [mcp__everything, mcp__files, mcp__odd]\n';
const NOTES = 'The release is on Friday.\n';
const BUILTIN = builtinTools().map((tool) => tool.name);
const EXIT_BUDGET_MS = 5_000;

/** npx as users write it; offline and quiet, so the test never reaches the registry. */
const everythingViaNpx = {
  command: 'npx',
  args: ['-y', '@modelcontextprotocol/server-everything'],
  env: { npm_config_offline: 'true', npm_config_update_notifier: 'false', npm_config_fund: 'false' },
};

const LOAD = 'select:mcp__everything__toggle-simulated-logging,mcp__everything__trigger-long-running-operation,mcp__everything__echo,mcp__files__read_text_file';

function script(load = LOAD, extra: ReturnType<typeof toolUse>[] = []): Script {
  return [
    reply(toolUse('ToolSearch', { query: load })),
    // Starts an interval in the server: it no longer exits when its stdin closes.
    reply(toolUse('mcp__everything__toggle-simulated-logging', {})),
    reply(toolUse('mcp__everything__trigger-long-running-operation', { duration: 1.5, steps: 3 })),
    reply(toolUse('mcp__files__read_text_file', { path: 'notes.txt' }), toolUse('mcp__everything__echo', { message: 'hello' }), ...extra),
    endTurn('Read the notes.'),
  ];
}

/** A workspace whose node_modules is the repository's, so `npx` resolves the installed server offline. */
function makeWorkspace(root: string): string {
  const workspace = join(root, 'workspace');
  mkdirSync(join(workspace, '.github'), { recursive: true });
  prepareWorkspace(workspace);
  writeFileSync(join(workspace, 'notes.txt'), NOTES);
  writeFileSync(join(workspace, '.github', 'tollgate.yml'), POLICY);
  return workspace;
}

function prepareWorkspace(workspace: string): void {
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(workspace, 'node_modules'));
}

/** Polls /proc while the run goes on: every process seen in the workspace (the servers run there). */
function watchProcesses(workspace: string, exclude: () => number | undefined): { seen: Map<number, string>; stop(): void } {
  const seen = new Map<number, string>();
  const poll = setInterval(() => {
    for (const proc of liveProcessesIn(workspace)) if (proc.pid !== exclude()) seen.set(proc.pid, proc.cmdline);
  }, 50);
  return { seen, stop: () => clearInterval(poll) };
}

function rawTools(request: RecordedRequest): string {
  const tools = JSON.stringify((JSON.parse(request.raw) as { tools: unknown }).tools);
  expect(request.raw).toContain(`"tools":${tools},`);
  return tools;
}

function toolResults(request: RecordedRequest): { tool_use_id: string; content: unknown; is_error?: boolean }[] {
  return (request.body.messages as { content: { type: string; tool_use_id: string; content: unknown; is_error?: boolean }[] }[])
    .flatMap((message) => (Array.isArray(message.content) ? message.content : []))
    .filter((block) => block.type === 'tool_result');
}

/** What every run must show on the wire: deferred at first, loaded tools appended byte for byte, nothing refused. */
function expectDeferralOnTheWire(api: FakeMessagesApi, eager: string[], alsoLoaded: string[] = []): void {
  expect(api.rejected.map((rejected) => rejected.message)).toEqual([]);
  const [first, second, ...rest] = api.requests;
  const names = (request: RecordedRequest) => (JSON.parse(rawTools(request)) as { name: string }[]).map((tool) => tool.name);
  expect(names(first!)).toEqual(eager);
  expect(rawTools(first!)).toContain('- mcp__everything__get-sum: everything: ');
  expect(rawTools(first!)).toContain('- mcp__files__read_text_file: files: ');
  expect(names(second!)).toEqual([
    ...eager,
    'mcp__everything__toggle-simulated-logging',
    'mcp__everything__trigger-long-running-operation',
    'mcp__everything__echo',
    'mcp__files__read_text_file',
    ...alsoLoaded,
  ]);
  expect(rawTools(second!).startsWith(rawTools(first!).slice(0, -1))).toBe(true);
  for (const request of rest) expect(rawTools(request)).toBe(rawTools(second!));
}

function expectNothingLeft(workspace: string, seen: Map<number, string>): void {
  const servers = [...seen.values()];
  expect(servers.some((cmdline) => /npm exec|npx/.test(cmdline)), servers.join('\n')).toBe(true);
  expect(servers.some((cmdline) => /mcp-server-everything|server-everything/.test(cmdline)), servers.join('\n')).toBe(true);
  expect(servers.some((cmdline) => cmdline.includes('server-filesystem')), servers.join('\n')).toBe(true);
  const left: LiveProcess[] = liveProcessesIn(workspace);
  expect(left, 'processes of the servers left running').toEqual([]);
  for (const pid of seen.keys()) expect(existsInProc(pid), `pid ${pid} (${seen.get(pid)}) is gone`).toBe(false);
}

function existsInProc(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^\S+ \(.*\) [ZX]/.test(stat);
  } catch {
    return false;
  }
}

describe('real MCP servers through the built CLI', () => {
  let root: string;
  let api: FakeMessagesApi;
  beforeAll(async () => {
    root = realpathSync(mkdtempSync(join(tmpdir(), 'tg-real-mcp-cli-')));
  });
  afterAll(async () => {
    await api?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('defers, loads and calls their tools, reports what it left out, and exits by itself with nothing left', async () => {
    const workspace = makeWorkspace(root);
    const odd = stdioServer('odd', ['--odd-tools']);
    writeFileSync(
      join(workspace, '.github', 'mcp.json'),
      JSON.stringify({
        mcpServers: {
          everything: everythingViaNpx,
          files: { command: process.execPath, args: [FILESYSTEM_SERVER, '.'] },
          odd: { command: odd.command, args: odd.args },
        },
      }),
    );
    api = await startFakeMessagesApi({
      script: script(`${LOAD},mcp__odd__find`, [
        toolUse('mcp__odd__find', { id: 'r1' }, 'toolu_find_ok'),
        toolUse('mcp__odd__find', { id: 'r1', url: 'https://x.test' }, 'toolu_find_both'),
      ]),
    });
    const out = join(root, 'out');
    let cliPid: number | undefined;
    const watch = watchProcesses(workspace, () => cliPid);
    const run = await runCli(['run', '--prompt', 'Read the notes.', '--cwd', workspace, '--mcp-config', join(workspace, '.github', 'mcp.json'), '--base-url', api.baseURL, '--out', out], {
      cwd: root,
      env: { ANTHROPIC_API_KEY: 'sk-ant-real-mcp-test', CI: 'true' },
      timeoutMs: 90_000,
      whileRunning: (child) => (cliPid = child.pid),
    });
    watch.stop();
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.exitMsAfterLastOutput, 'the CLI exits by itself soon after its last output').toBeLessThan(EXIT_BUDGET_MS);
    expectNothingLeft(workspace, watch.seen);
    expectDeferralOnTheWire(api, BUILTIN, ['mcp__odd__find']);

    // The console: what each server gave, what was adjusted, what was left out and why, and progress.
    expect(run.stdout).toContain('MCP everything: 12 tools, all deferred behind ToolSearch');
    expect(run.stdout).toContain('MCP files: 14 tools, all deferred behind ToolSearch');
    expect(run.stdout).toContain('MCP odd: 20 tools, all deferred behind ToolSearch');
    expect(run.stdout).toContain('warning: MCP tool simulate-research-query of server everything is not available: it can only run as an MCP task');
    expect(run.stdout).toContain('warning: MCP tool get_item of server odd is not available: its name becomes mcp__odd__get_item');
    expect(run.stdout).toContain('schema adjusted for the Messages API: find — its top-level `oneOf` (2 branches)');
    expect(run.stdout).toMatch(/… MCP everything › trigger-long-running-operation\(duration=1\.5, steps=3\) · 1\/3/);
    expect(run.stdout).toMatch(/… MCP everything › trigger-long-running-operation\(duration=1\.5, steps=3\) · 3\/3/);

    // The calls reached the real servers, and the server's own oneOf still checked the input.
    const results = toolResults(api.requests.at(-1)!);
    expect(results.map((result) => String(result.content))).toEqual(
      expect.arrayContaining([NOTES, 'Echo: hello', 'find got {"id":"r1"}', expect.stringContaining('Long running operation completed')]),
    );
    const both = results.find((result) => result.tool_use_id === 'toolu_find_both');
    expect(both?.is_error).toBe(true);
    expect(String(both?.content)).toContain('must match exactly one schema in oneOf');

    // result.json, the transcript and the report say it too.
    const resultJson = JSON.parse(readFileSync(join(out, 'result.json'), 'utf8')) as { mcp_servers: { name: string; skipped_tools: { tool: string }[] }[] };
    expect(resultJson.mcp_servers.map((server) => [server.name, server.skipped_tools.map((skipped) => skipped.tool)])).toEqual([
      ['everything', ['simulate-research-query']],
      ['files', []],
      ['odd', ['ancient', 'a_tool_whose_name_is_far_too_long_for_the_messages_api_xxxxxxxxxx', 'get_item', 'research', '(entry 22 of the tool list)']],
    ]);
    const transcript = readFileSync(join(out, 'transcript.jsonl'), 'utf8');
    expect(transcript).toContain('"type":"mcp_servers"');
    const comment = readFileSync(join(out, 'comment.md'), 'utf8');
    expect(comment).toContain('#### ⚠️ MCP: 6 tools not available');
    expect(comment).toContain('| everything | simulate-research-query | it can only run as an MCP task');
  }, 120_000);
});

describe('real MCP servers through the built action', () => {
  let servers: ActionServers | undefined;
  afterEach(async () => {
    await servers?.close();
    servers = undefined;
  });

  it('runs them, reports the skipped tool in the log and the PR comment, and the step exits by itself with nothing left', async () => {
    servers = await startActionServers(script());
    const mcpConfig = JSON.stringify({ mcpServers: { everything: everythingViaNpx, files: { command: process.execPath, args: [FILESYSTEM_SERVER, '.'] } } });
    let actionPid: number | undefined;
    let watch: ReturnType<typeof watchProcesses> | undefined;
    let workspaceDir = '';
    const run = await runActionProcess(servers, {
      event: 'issue_comment',
      payload: commentEvent('@tollgate read the notes'),
      inputs: { mcp_config: '.github/mcp.json', policy: POLICY },
      workspaceFiles: { 'notes.txt': NOTES, '.github/mcp.json': mcpConfig },
      prepareWorkspace,
      whileRunning: (child, paths) => {
        actionPid = child.pid;
        workspaceDir = realpathSync(paths.workspace);
        watch = watchProcesses(workspaceDir, () => actionPid);
      },
    });
    watch?.stop();
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.signal).toBeNull();
    expect(run.outputs.conclusion).toBe('success');
    expect(run.exitMsAfterLastOutput, 'the action exits by itself soon after its last output').toBeLessThan(EXIT_BUDGET_MS);
    expectNothingLeft(workspaceDir, watch!.seen);
    // The action adds its PRInlineComment tool to the built-in ones.
    expectDeferralOnTheWire(servers.api, [...BUILTIN, 'PRInlineComment', 'GitHubChecks', 'GitHubJobLog', 'GitHubPRThreads']);

    expect(run.stdout).toContain('::warning::MCP tool simulate-research-query of server everything is not available: it can only run as an MCP task');
    const [comment] = [...servers.github.comments.values()];
    expect(comment?.body).toContain('#### ⚠️ MCP: 1 tool not available');
    expect(comment?.body).toContain('| everything | simulate-research-query |');
    const results = toolResults(servers.api.requests.at(-1)!).map((result) => String(result.content));
    expect(results).toEqual(expect.arrayContaining([NOTES, 'Echo: hello']));
  }, 120_000);
});

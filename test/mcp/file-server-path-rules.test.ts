/**
 * A path deny rule covers every way a call reads or writes the path, an MCP file server's tools
 * included where Tollgate knows them (issue 25, point 4): with the real
 * `@modelcontextprotocol/server-filesystem` behind the built CLI, `Read(secrets/**)` and
 * `Write(docs/**)` deny its read_text_file, list_directory, write_file and move_file on those paths,
 * while the same tools elsewhere run.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { startFakeMessagesApi, type FakeMessagesApi } from '../support/fake-messages-api.js';
import { runCli } from '../support/run-cli.js';
import { endTurn, reply, toolUse } from '../support/scripted-model.js';
import { fileServerPaths } from '../../src/mcp/file-server-paths.js';
import { REPO_ROOT } from './helpers.js';

const FILESYSTEM_SERVER = resolve(REPO_ROOT, 'node_modules/@modelcontextprotocol/server-filesystem/dist/index.js');
let root: string;
let api: FakeMessagesApi | undefined;
beforeEach(() => {
  root = realpathSync(mkdtempSync(join(tmpdir(), 'tg-mcp-paths-')));
  for (const dir of ['ws/secrets', 'ws/docs', 'ws/src', 'home']) mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, 'ws', 'secrets', 'key'), 'TOP-SECRET-MCP\n');
  writeFileSync(join(root, 'ws', 'docs', 'a.md'), 'doc\n');
  writeFileSync(join(root, 'ws', 'src', 'a.ts'), 'export {};\n');
});
afterEach(async () => {
  await api?.close();
  api = undefined;
  rmSync(root, { recursive: true, force: true });
});

it('knows which inputs of the filesystem server name paths, and nothing of other tools', () => {
  expect(fileServerPaths('read_multiple_files', { paths: ['a', 'b'] })).toEqual([{ path: 'a', access: 'read' }, { path: 'b', access: 'read' }]);
  expect(fileServerPaths('move_file', { source: 'a', destination: 'b' })).toEqual([{ path: 'a', access: 'write' }, { path: 'b', access: 'write' }]);
  expect(fileServerPaths('list_directory', { path: 'x' })).toEqual([{ path: 'x', access: 'read', directory: true }]);
  expect(fileServerPaths('echo', { path: 'x' })).toEqual([]);
  expect(fileServerPaths('read_text_file', { path: 42 })).toEqual([]);
});

it('denies the server’s tools on paths a Read or Write deny rule covers, and runs them elsewhere', { timeout: 120_000 }, async () => {
  const ws = join(root, 'ws');
  writeFileSync(join(root, 'mcp.json'), JSON.stringify({ mcpServers: { files: { command: process.execPath, args: [FILESYSTEM_SERVER, '.'] } } }));
  writeFileSync(join(root, 'policy.yml'), 'permissions:\n  allow: [mcp__files]\n  deny: ["Read(secrets/**)", "Write(docs/**)"]\n');
  const call = (tool: string, input: Record<string, unknown>, id: string) => toolUse(`mcp__files__${tool}`, input, id);
  api = await startFakeMessagesApi({
    script: [
      reply(toolUse('ToolSearch', { query: 'select:mcp__files__read_text_file,mcp__files__list_directory,mcp__files__write_file,mcp__files__move_file,mcp__files__read_multiple_files' })),
      reply(
        call('read_text_file', { path: 'secrets/key' }, 'read_secret'),
        call('read_multiple_files', { paths: ['src/a.ts', 'SECRETS/key'] }, 'read_many'),
        call('list_directory', { path: 'secrets' }, 'list_secrets'),
        call('write_file', { path: 'docs/new.md', content: 'pwned' }, 'write_docs'),
        call('move_file', { source: 'src/a.ts', destination: 'docs/a2.md' }, 'move_into_docs'),
        call('read_text_file', { path: 'src/a.ts' }, 'read_src'),
        call('write_file', { path: 'src/b.ts', content: 'export const b = 1;\n' }, 'write_src'),
      ),
      endTurn('Done.'),
    ],
  });
  const out = join(root, 'out');
  const run = await runCli(['run', '--prompt', 'files', '--cwd', ws, '--mcp-config', join(root, 'mcp.json'), '--policy', join(root, 'policy.yml'), '--out', out], {
    cwd: root,
    env: { ANTHROPIC_API_KEY: 'sk-ant-mcp-paths-test', ANTHROPIC_BASE_URL: api.baseURL, HOME: join(root, 'home') },
    timeoutMs: 100_000,
  });
  expect(run.code, run.stdout + run.stderr).toBe(0);
  const result = JSON.parse(readFileSync(join(out, 'result.json'), 'utf8')) as { tool_calls: { tool_use_id: string; status: string; rule: string | null }[] };
  const status = new Map(result.tool_calls.map((c) => [c.tool_use_id, c]));
  for (const id of ['read_secret', 'read_many', 'list_secrets']) expect(status.get(id), id).toMatchObject({ status: 'denied', rule: 'Read(secrets/**)' });
  for (const id of ['write_docs', 'move_into_docs']) expect(status.get(id), id).toMatchObject({ status: 'denied', rule: 'Write(docs/**)' });
  for (const id of ['read_src', 'write_src']) expect(status.get(id)?.status, id).toBe('success');
  // The effect: the secret never reached the model or the transcript, docs/ is as it was, the allowed write happened.
  expect(readFileSync(join(out, 'transcript.jsonl'), 'utf8')).not.toContain('TOP-SECRET-MCP');
  expect(JSON.stringify(api.requests.map((r) => r.body))).not.toContain('TOP-SECRET-MCP');
  expect(existsSync(join(ws, 'docs', 'new.md'))).toBe(false);
  expect(existsSync(join(ws, 'docs', 'a2.md'))).toBe(false);
  expect(existsSync(join(ws, 'src', 'a.ts'))).toBe(true);
  expect(readFileSync(join(ws, 'src', 'b.ts'), 'utf8')).toBe('export const b = 1;\n');
});

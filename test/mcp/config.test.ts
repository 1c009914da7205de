import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadMcpConfig, mcpConfigSource } from '../../src/mcp/config.js';
import { expandServerConfig } from '../../src/mcp/expand-env.js';
import { McpConfigError } from '../../src/mcp/mcp-config-error.js';
import { makeTempDir } from './helpers.js';

let dir: string;
let cleanup: () => Promise<void>;
beforeEach(async () => ({ dir, cleanup } = await makeTempDir()));
afterEach(async () => cleanup());

function loadError(text: string): McpConfigError {
  try {
    loadMcpConfig({ inline: text, cwd: dir });
  } catch (error) {
    if (error instanceof McpConfigError) return error;
    throw error;
  }
  throw new Error('expected the config to be refused');
}

describe('loadMcpConfig', () => {
  it('reads stdio and http servers from a .mcp.json file relative to cwd', async () => {
    await writeFile(
      join(dir, '.mcp.json'),
      JSON.stringify({
        mcpServers: {
          files: { command: 'npx', args: ['-y', 'some-server'], env: { TOKEN: '${GH_TOKEN}' } },
          remote: { type: 'http', url: 'https://example.test/mcp', headers: { Authorization: 'Bearer ${API_KEY}' } },
          bare: { type: 'stdio', command: 'server' },
        },
      }),
    );
    const config = loadMcpConfig({ path: '.mcp.json', cwd: dir });
    expect(config.source).toBe('.mcp.json');
    expect(config.servers).toEqual([
      { type: 'stdio', name: 'files', command: 'npx', args: ['-y', 'some-server'], env: { TOKEN: '${GH_TOKEN}' } },
      { type: 'http', name: 'remote', url: 'https://example.test/mcp', headers: { Authorization: 'Bearer ${API_KEY}' } },
      { type: 'stdio', name: 'bare', command: 'server', args: [], env: {} },
    ]);
  });

  it('reads inline JSON and names it as inline in errors', () => {
    expect(loadMcpConfig({ inline: '{"mcpServers": {}}', cwd: dir }).servers).toEqual([]);
    const error = loadError('{"mcpServers": {"a": {"command": 42}}}');
    expect(error.message).toMatch(/^mcp_config \(inline\): line 1, key `mcpServers\.a\.command`: expected the command to run, as a string\.$/);
  });

  it('names the line and key of a wrong value in a multi-line file', () => {
    const text = ['{', '  "mcpServers": {', '    "ok": {"command": "x"},', '    "remote": {', '      "type": "http",', '      "url": 7', '    }', '  }', '}'].join('\n');
    const error = loadError(text);
    expect(error.line).toBe(6);
    expect(error.key).toBe('mcpServers.remote.url');
    expect(error.message).toContain('line 6, key `mcpServers.remote.url`');
  });

  it('names an unknown key on its own line', () => {
    const error = loadError('{\n  "mcpServers": {\n    "a": {\n      "command": "x",\n      "cwd": "/tmp"\n    }\n  }\n}');
    expect(error.message).toBe('mcp_config (inline): line 5, key `mcpServers.a.cwd`: unknown key "cwd".');
  });

  it('refuses a missing command, an unsupported type and a missing mcpServers key', () => {
    expect(loadError('{"mcpServers": {"a": {"args": []}}}').message).toContain('key `mcpServers.a.command`');
    expect(loadError('{"mcpServers": {"a": {"type": "sse", "url": "http://x"}}}').message).toContain(
      'key `mcpServers.a.type`: unsupported server type "sse"',
    );
    expect(loadError('{"servers": {}}').message).toBe(
      'mcp_config (inline): line 1, key `mcpServers`: is missing: expected {"mcpServers": {"<name>": {...}}}.',
    );
    expect(loadError('{"mcpServers": {}, "extra": 1}').message).toContain('key `extra`: unknown key "extra"');
  });

  it('gives the line of a JSON syntax error', () => {
    const error = loadError('{\n  "mcpServers": {\n    "a": {"command": "x",}\n  }\n}');
    expect(error.line).toBe(3);
    expect(error.message).toMatch(/^mcp_config \(inline\): line 3: the MCP config is not valid JSON/);
  });

  it('refuses two servers whose names become the same tool prefix', () => {
    const error = loadError('{"mcpServers": {"my.server": {"command": "a"}, "my_server": {"command": "b"}}}');
    expect(error.message).toContain('both become the tool prefix mcp__my_server__');
  });

  it('says when the file does not exist, without a stack trace', () => {
    expect(() => loadMcpConfig({ path: 'missing.json', cwd: dir })).toThrow(
      new McpConfigError('Cannot read the MCP config missing.json: the file does not exist.', 'missing.json'),
    );
  });
});

describe('mcpConfigSource', () => {
  it('treats a value that starts with { as inline JSON and anything else as a path', () => {
    expect(mcpConfigSource('  {"mcpServers": {}}', '/w')).toEqual({ inline: '  {"mcpServers": {}}', cwd: '/w' });
    expect(mcpConfigSource(' .github/mcp.json \n', '/w')).toEqual({ path: '.github/mcp.json', cwd: '/w' });
  });
});

describe('expandServerConfig', () => {
  it('expands ${VAR} and ${VAR:-default} in command, args, env, url and headers', () => {
    const stdio = expandServerConfig(
      { type: 'stdio', name: 's', command: '${BIN}', args: ['--dir', '${DIR:-/tmp}'], env: { TOKEN: 'tok-${SECRET}' } },
      { BIN: 'server', SECRET: 'abc123' },
    );
    expect(stdio).toEqual({
      ok: true,
      server: { type: 'stdio', name: 's', command: 'server', args: ['--dir', '/tmp'], env: { TOKEN: 'tok-abc123' } },
      secretValues: ['tok-abc123', 'abc123'],
    });
    const http = expandServerConfig(
      { type: 'http', name: 'h', url: 'https://${HOST}/mcp', headers: { Authorization: 'Bearer ${KEY}' } },
      { HOST: 'example.test', KEY: 'k-999999' },
    );
    expect(http).toEqual({
      ok: true,
      server: { type: 'http', name: 'h', url: 'https://example.test/mcp', headers: { Authorization: 'Bearer k-999999' } },
      secretValues: ['Bearer k-999999', 'k-999999', 'example.test'],
    });
  });

  it('names every unset variable without a default', () => {
    const result = expandServerConfig(
      { type: 'stdio', name: 's', command: 'x', args: ['${B_VAR}'], env: { A: '${A_VAR}', C: '${C_VAR:-fine}' } },
      {},
    );
    expect(result).toEqual({ ok: false, missing: ['A_VAR', 'B_VAR'] });
  });
});

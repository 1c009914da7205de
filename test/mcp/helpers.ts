import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createToolUseContext, type CreateToolUseContextOptions } from '../../src/core/context.js';
import type { ToolUseContext } from '../../src/core/tool.js';
import type { FinalPermissionDecision } from '../../src/core/permission-types.js';
import type { PermissionGate, PermissionRequest } from '../../src/core/permission-gate.js';
import type { Tools } from '../../src/core/tool.js';
import type { McpConfig, McpServerConfig, McpStdioServerConfig } from '../../src/mcp/config.js';
import { createProcessRunner } from '../../src/sandbox/process-runner.js';

const here = dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = resolve(here, '../..');
export const STDIO_SERVER = join(here, 'servers', 'stdio-server.ts');
const TSX_LOADER = pathToFileURL(join(REPO_ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;

/** The test stdio server, run by this Node with tsx, with the given flags and env. */
export function stdioServer(name: string, flags: string[] = [], env: Record<string, string> = {}): McpStdioServerConfig {
  return { type: 'stdio', name, command: process.execPath, args: ['--import', TSX_LOADER, STDIO_SERVER, ...flags], env };
}

export function configOf(...servers: McpServerConfig[]): McpConfig {
  return { source: 'test', servers };
}

/** A PermissionGate double: allows every call (recording it) unless `deny` says otherwise. */
export function recordingGate(deny: (request: PermissionRequest) => boolean = () => false): PermissionGate & {
  requests: PermissionRequest[];
} {
  const requests: PermissionRequest[] = [];
  return {
    requests,
    decide: async (request): Promise<FinalPermissionDecision> => {
      requests.push(request);
      if (deny(request)) {
        return { behavior: 'deny', rule: null, message: 'Permission denied by the test gate.', reason: 'test', suggestedRule: request.tool.name };
      }
      return { behavior: 'allow', rule: null, reason: 'test' };
    },
  };
}

export async function makeTempDir(): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'tollgate-mcp-'));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

export function contextFor(tools: Tools, outputDir: string, extra: Partial<CreateToolUseContextOptions> = {}): ToolUseContext {
  return createToolUseContext({ commandRunner: createProcessRunner(), tools, workspaceRoot: outputDir, outputDir, ...extra });
}

/** Polls until `check` is true; fails with `what` after `timeoutMs`. */
export async function waitFor(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

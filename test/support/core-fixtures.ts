/**
 * Small building blocks for engine tests: a temp workspace, a context over it, and PermissionGate
 * doubles. These implement the engine's interfaces; nothing here replaces one of our modules.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createToolUseContext, type CreateToolUseContextOptions } from '../../src/core/context.js';
import type { ToolUseContext } from '../../src/core/tool.js';
import type { FinalPermissionDecision } from '../../src/core/permission-types.js';
import type { PermissionGate, PermissionRequest } from '../../src/core/permission-gate.js';
import type { Tools } from '../../src/core/tool.js';
import { createProcessRunner } from '../../src/sandbox/process-runner.js';

export function makeTempDir(prefix = 'tollgate-test-'): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export function makeContext(
  tools: Tools,
  dir: string,
  overrides: Partial<CreateToolUseContextOptions> = {},
): ToolUseContext {
  return createToolUseContext({ commandRunner: createProcessRunner(), tools, workspaceRoot: dir, outputDir: join(dir, '.out'), ...overrides });
}

/** Allows everything, and remembers every request it saw. */
export function allowAllGate(): PermissionGate & { requests: PermissionRequest[] } {
  const requests: PermissionRequest[] = [];
  return {
    requests,
    decide: async (request) => {
      requests.push(request);
      if (request.hookDecision?.behavior === 'deny' || request.toolDecision.behavior === 'deny') {
        const message =
          request.hookDecision?.behavior === 'deny'
            ? request.hookDecision.message
            : request.toolDecision.behavior === 'deny'
              ? request.toolDecision.message
              : 'denied';
        return { behavior: 'deny', rule: null, message, reason: message, suggestedRule: null };
      }
      return { behavior: 'allow', rule: null, reason: 'test gate allows everything' };
    },
  };
}

export function decidingGate(decide: (request: PermissionRequest) => FinalPermissionDecision): PermissionGate {
  return { decide: async (request) => decide(request) };
}

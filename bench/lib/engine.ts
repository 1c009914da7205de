/** In-process engine set-up shared by the in-process figures: a context over a temp dir and an allow-all gate. */
import { join } from 'node:path';
import { createToolUseContext } from '../../src/core/context.js';
import type { ToolLimits } from '../../src/core/tool-limits.js';
import type { ToolUseContext } from '../../src/core/tool.js';
import type { PermissionGate } from '../../src/core/permission-gate.js';
import type { Tools } from '../../src/core/tool.js';
import { createRedactor } from '../../src/core/redact.js';
import { createProcessRunner } from '../../src/sandbox/process-runner.js';

const BENCH_API_KEY = 'sk-ant-bench-0000000000000000000000';

/** Allows every call the tool itself does not deny: the cheapest gate, so the figure measures the pipeline. */
export const allowGate: PermissionGate = {
  decide: async (request) =>
    request.toolDecision.behavior === 'deny'
      ? { behavior: 'deny', rule: null, message: request.toolDecision.message, reason: 'tool denied', suggestedRule: null }
      : { behavior: 'allow', rule: null, reason: 'bench gate' },
};

export function benchContext(tools: Tools, dir: string, limits: Partial<ToolLimits> = {}): ToolUseContext {
  return createToolUseContext({
    commandRunner: createProcessRunner(),
    tools,
    workspaceRoot: dir,
    outputDir: join(dir, '.tollgate-out'),
    limits,
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir, LANG: 'C.UTF-8' },
    // Every real session knows at least its API key, so every result and Bash log is redacted.
    redact: createRedactor([BENCH_API_KEY]),
  });
}

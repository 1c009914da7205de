import type { ProcessSpec } from '../core/command-runner.js';

/** What the policy's `sandbox` block says about processes other than tool calls. */
export interface ConfinementSettings {
  /** Command hooks run sandboxed too (`sandbox.hooks`). */
  readonly hooks: boolean;
  /** stdio MCP servers run sandboxed too (`sandbox.mcpServers`). */
  readonly mcpServers: boolean;
}

/** Whether the sandbox confines this process: every tool call; a hook or MCP server only when the policy asks. */
export function confines(spec: ProcessSpec, settings: ConfinementSettings): boolean {
  switch (spec.purpose.kind) {
    case 'tool':
      return true;
    case 'hook':
      return settings.hooks;
    case 'mcp_server':
      return settings.mcpServers;
  }
}

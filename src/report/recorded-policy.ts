import type { Policy } from '../policy/schema.js';

/**
 * The part of a run's policy that decides its tool calls, as the transcript records it (in the
 * `run_config` event), so `tollgate policy diff` can judge the run's calls again under it and
 * under another policy, with the same protected files.
 */
export interface RecordedPolicy {
  /** Where it came from: a repository path, `<inline policy>` or `<default policy>`. */
  readonly origin: string;
  /** The policy file in use, relative to the workspace; null for an inline policy or none. */
  readonly file: string | null;
  /** The MCP config when it is a file, relative to the workspace (it is protected too). */
  readonly mcp_config_file: string | null;
  readonly permissions: Policy['permissions'];
  readonly non_interactive: Policy['non_interactive'];
}

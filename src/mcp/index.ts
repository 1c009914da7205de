// Loaded with `await import('./mcp/index.js')` only when `mcp_config` is set, to keep start-up cheap.
export { loadMcpConfig, mcpConfigSource, normalizeMcpName } from './config.js';
export type { McpConfig, McpConfigSource, McpServerConfig, McpStdioServerConfig, McpHttpServerConfig } from './config.js';
export { McpConfigError } from './mcp-config-error.js';
export { expandServerConfig, type ExpandedServer } from './expand-env.js';
export {
  connectMcpServers,
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_CLOSE_GRACE_MS,
  type ConnectMcpOptions,
  type McpConnection,
  type McpServerStatus,
  type NormalizedMcpTool,
  type SkippedMcpTool,
} from './connect.js';
export { createMcpTool, isMcpTool, mcpToolName, MAX_TOOL_NAME_LENGTH } from './mcp-tool.js';
export type { CreatedMcpTool, McpServerLink, McpTool, McpToolInfo, McpToolProgress } from './mcp-tool.js';
export { mcpOutputToBlock, contentToText, NO_OUTPUT, type McpToolOutput } from './mcp-tool-output.js';
export {
  applyDeferral,
  DEFAULT_MAX_MCP_SCHEMA_CHARS,
  DEFAULT_MAX_UNDEFERRED_MCP_TOOLS,
  type DeferralOptions,
} from './deferral.js';

import type { McpServerSummary } from '../session/events.js';
import { tableCell } from './markdown.js';

const ROWS = 50;

/** Each MCP server that failed and each tool left out, with the reason; empty when nothing is missing. */
export function renderMcpUnavailable(servers: readonly McpServerSummary[]): string {
  const rows: string[] = [];
  for (const server of servers) {
    if (server.status === 'failed') {
      rows.push(`| ${tableCell(server.name, 60)} | _the whole server_ | ${tableCell(`failed to start: ${server.error ?? 'unknown error'}`, 240)} |`);
    }
    for (const skipped of server.skippedTools) {
      rows.push(`| ${tableCell(server.name, 60)} | ${tableCell(skipped.tool, 80)} | ${tableCell(skipped.reason, 240)} |`);
    }
  }
  if (rows.length === 0) return '';
  const failed = servers.filter((server) => server.status === 'failed').length;
  const tools = servers.reduce((sum, server) => sum + server.skippedTools.length, 0);
  const what = [tools > 0 ? `${tools} tool${tools === 1 ? '' : 's'}` : '', failed > 0 ? `${failed} server${failed === 1 ? '' : 's'}` : '']
    .filter(Boolean)
    .join(' and ');
  const lines = [`#### ⚠️ MCP: ${what} not available`, '', '| Server | Tool | Why |', '|---|---|---|', ...rows.slice(0, ROWS)];
  if (rows.length > ROWS) lines.push('', `_${rows.length - ROWS} more in result.json._`);
  return lines.join('\n');
}

/** One console line per failed server and skipped tool, for a terminal or the workflow log. */
export function mcpUnavailableLines(servers: readonly McpServerSummary[]): string[] {
  const lines: string[] = [];
  for (const server of servers) {
    if (server.status === 'failed') lines.push(`MCP server ${server.name} failed to start: ${server.error ?? 'unknown error'}; its tools are not available.`);
    for (const skipped of server.skippedTools) lines.push(`MCP tool ${skipped.tool} of server ${server.name} is not available: ${skipped.reason}.`);
  }
  return lines;
}

import { initialReportState } from '../../src/report/report-state.js';
import { describe, expect, it } from 'vitest';
import { createConsoleReporter } from '../../src/report/reporters/console-reporter.js';
import { renderFinalBody } from '../../src/report/final-body.js';
import { renderLiveBody } from '../../src/report/live-body.js';
import { mcpUnavailableLines, renderMcpUnavailable } from '../../src/report/mcp-section.js';
import type { McpServerSummary, SessionEvent } from '../../src/session/events.js';
import { finished, foldReport, result, sampleEvents } from './fixtures.js';

const servers: McpServerSummary[] = [
  {
    name: 'everything',
    status: 'connected',
    toolCount: 12,
    deferredCount: 12,
    skippedTools: [{ tool: 'simulate-research-query', reason: 'it can only run as an MCP task (execution.taskSupport is "required"), and Tollgate does not support MCP tasks yet' }],
    normalizedTools: [{ tool: 'find', changes: ['its top-level `oneOf` (2 branches) is sent as one object'] }],
  },
  { name: 'tracker', status: 'failed', error: 'its command was not found (spawn tracker-mcp ENOENT)', toolCount: 0, deferredCount: 0, skippedTools: [], normalizedTools: [] },
  { name: 'files', status: 'connected', toolCount: 14, deferredCount: 14, skippedTools: [], normalizedTools: [] },
];
const context = { request: 'fix it', requester: 'alice', runUrl: 'https://github.com/o/r/actions/runs/1', redact: (text: string) => text };

describe('MCP servers in the report', () => {
  it('lists every failed server and skipped tool with the reason, in the live and the final comment', () => {
    const events: SessionEvent[] = [...sampleEvents(result({ mcpServers: servers }))];
    events.splice(1, 0, { type: 'mcp_servers', servers });
    const state = finished(events);
    expect(state.mcpServers).toEqual(servers);
    const table = renderMcpUnavailable(servers);
    expect(table.split('\n')).toEqual([
      '#### ⚠️ MCP: 1 tool and 1 server not available',
      '',
      '| Server | Tool | Why |',
      '|---|---|---|',
      '| everything | simulate-research-query | it can only run as an MCP task (execution.taskSupport is "required"), and Tollgate does not support MCP tasks yet |',
      '| tracker | _the whole server_ | failed to start: its command was not found (spawn tracker-mcp ENOENT) |',
    ]);
    expect(renderFinalBody(state, context)).toContain(table);
    expect(renderLiveBody(foldReport(events.slice(0, 3)), context)).toContain(table);
  });

  it('says nothing when every server started and every tool is there', () => {
    expect(renderMcpUnavailable([servers[2]!])).toBe('');
    expect(mcpUnavailableLines([servers[2]!])).toEqual([]);
  });

  it('prints each server, each adjusted schema and each missing tool on the console, and MCP progress', () => {
    let out = '';
    const reporter = createConsoleReporter({ stream: { write: (chunk: string) => ((out += chunk), true) } as unknown as NodeJS.WritableStream, interactive: false, redact: (t: string) => t });
    reporter.onEvent!({ type: 'mcp_servers', servers }, initialReportState);
    reporter.onEvent!({ type: 'tool_call', turn: 1, toolUseId: 't9', toolName: 'mcp__ci__build', input: {}, subject: { kind: 'mcp', server: 'ci', tool: 'build', args: {} }, activity: 'Calling build on the MCP server ci' }, initialReportState);
    reporter.onEvent!({ type: 'tool_progress', turn: 1, toolUseId: 't9', toolName: 'mcp__ci__build', data: { progress: 1, total: 3, message: 'compiling' } }, initialReportState);
    reporter.onEvent!({ type: 'tool_progress', turn: 1, toolUseId: 't9', toolName: 'mcp__ci__build', data: { progress: 2, total: 3 } }, initialReportState);
    reporter.onEvent!({ type: 'tool_progress', turn: 1, toolUseId: 't9', toolName: 'mcp__ci__build', data: { progress: 3, total: 3, message: 'linking' } }, initialReportState);
    // Bash's own progress has no amount or message: not printed.
    reporter.onEvent!({ type: 'tool_progress', turn: 1, toolUseId: 't9', toolName: 'Bash', data: { type: 'bash_progress', lastLines: ['x'], totalBytes: 1, elapsedMs: 5 } }, initialReportState);
    reporter.stop();
    expect(out.split('\n')).toEqual([
      'MCP everything: 12 tools, all deferred behind ToolSearch',
      '  schema adjusted for the Messages API: find — its top-level `oneOf` (2 branches) is sent as one object',
      'MCP files: 14 tools, all deferred behind ToolSearch',
      'warning: MCP tool simulate-research-query of server everything is not available: it can only run as an MCP task (execution.taskSupport is "required"), and Tollgate does not support MCP tasks yet.',
      'warning: MCP server tracker failed to start: its command was not found (spawn tracker-mcp ENOENT); its tools are not available.',
      '  … MCP ci › build() · 1/3 · compiling',
      '  … MCP ci › build() · 3/3 · linking',
      '',
    ]);
  });

  it('shows the latest progress on the running call of the live comment', () => {
    const state = foldReport([
      { type: 'tool_call', turn: 1, toolUseId: 't9', toolName: 'mcp__ci__build', input: {}, subject: { kind: 'mcp', server: 'ci', tool: 'build', args: {} }, activity: 'Calling build on the MCP server ci' },
      { type: 'tool_progress', turn: 1, toolUseId: 't9', toolName: 'mcp__ci__build', data: { progress: 2, total: 5, message: 'linking' } },
    ]);
    const live = renderLiveBody(state, context);
    expect(live).toContain('ci › build()');
    expect(live).toContain(' · 2/5 · linking');
  });
});

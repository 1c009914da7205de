import type { Denial, TokenUsage } from '../session/events.js';
import type { DeliveryOutcome } from './delivery-outcome.js';
import { fullOutputFile } from './call-row.js';
import { modelDescription } from './call-subject.js';
import type { ReportContext } from './report-context.js';
import type { FinishedReport } from './report-state.js';

/** Bumped when a key changes meaning or goes; new keys keep the version. Schema: docs/result.schema.json. */
export const RESULT_JSON_VERSION = 2;

export interface ResultJsonExtras {
  readonly commentId?: number | null;
  readonly artifactId?: number | null;
  readonly transcriptPath?: string | null;
}

function usageJson(usage: TokenUsage) {
  return {
    input_tokens: usage.inputTokens,
    output_tokens: usage.outputTokens,
    cache_creation_input_tokens: usage.cacheCreationInputTokens,
    cache_read_input_tokens: usage.cacheReadInputTokens,
  };
}

function deniedCallJson(denial: Denial) {
  return {
    kind: denial.kind ?? 'permission',
    tool_use_id: denial.toolUseId,
    tool: denial.toolName,
    input: denial.input,
    reason: denial.reason,
    rule: denial.rule,
    suggested_rule: denial.suggestedRule,
    unpermittable: denial.unpermittable ?? null,
    lifting_rule: denial.liftingRule ?? null,
  };
}

function deliveryJson(outcome: DeliveryOutcome | null) {
  if (!outcome) return null;
  return {
    result: outcome.result,
    summary: outcome.summary,
    commit_sha: outcome.commit?.sha ?? null,
    commit_url: outcome.commit?.url ?? null,
    branch: outcome.commit?.branch ?? null,
    verified: outcome.commit?.verified ?? null,
    api: outcome.commit?.api ?? null,
    pull_request_url: outcome.pullRequest?.url ?? null,
    pull_request_number: outcome.pullRequest?.number ?? null,
    reasons: outcome.reasons,
    how_to_apply: outcome.howToApply,
    permission: outcome.permission,
    bundle: outcome.bundleFile,
  };
}

/** The document scripts read: snake_case like the action's outputs; every string redacted. */
export function resultDocument(report: FinishedReport, context: ReportContext, extras: ResultJsonExtras = {}) {
  const { result, changes } = report;
  return {
    version: RESULT_JSON_VERSION,
    session_id: result.sessionId,
    conclusion: result.conclusion,
    reason: result.reason,
    cost_usd: result.costUsd,
    max_budget_usd: result.maxBudgetUsd,
    turns: result.turns,
    duration_ms: result.durationMs,
    denials: result.denials.length,
    denied_calls: result.denials.map(deniedCallJson),
    tool_calls: report.calls.map((row) => ({
      tool_use_id: row.toolUseId,
      tool: row.toolName,
      turn: row.turn,
      input: row.input,
      description: modelDescription(row),
      decision: row.decision?.behavior ?? null,
      rule: row.decision?.rule ?? null,
      suggested_rule: row.decision?.suggestedRule ?? null,
      unpermittable: row.decision?.unpermittable ?? null,
      lifting_rule: row.decision?.liftingRule ?? null,
      lifted_protection: row.decision?.liftedProtection ?? null,
      destructive: row.destructive === true,
      status: row.status,
      failed_step: row.failedStep ?? null,
      duration_ms: row.durationMs ?? null,
      saved_output: fullOutputFile(row, context.outputDir),
    })),
    files_changed:
      changes?.compared === true
        ? changes.files.map((file) => ({ path: file.path, status: file.status, added: file.added, removed: file.removed }))
        : [],
    changes_diff: changes?.compared === true ? changes.diffFile : null,
    files_not_compared: changes === null ? 'the workspace was not compared' : changes.compared ? null : changes.reason,
    delivery: deliveryJson(report.delivery),
    usage: usageJson(result.usage),
    model_usage: Object.fromEntries(
      Object.entries(result.modelUsage).map(([model, m]) => [model, { usage: usageJson(m.usage), cost_usd: m.costUsd }]),
    ),
    context: result.context
      ? {
          window: result.context.window,
          peak_input_tokens: result.context.peakInputTokens,
          compactions: result.context.compactions.map((c) => ({ turn: c.turn, kind: c.kind, tokens_before: c.tokensBefore, tokens_after: c.tokensAfter, cost_usd: c.costUsd })),
        }
      : null,
    model_switch: result.modelSwitch ? { turn: result.modelSwitch.turn, from: result.modelSwitch.from, to: result.modelSwitch.to, reason: result.modelSwitch.reason } : null,
    sandbox: report.sandbox ?? result.sandbox ?? null,
    config: report.config
      ? {
          source: report.config.source,
          commit: report.config.commit,
          changes: report.config.changes.map((change) => ({ path: change.path, role: change.role, change: change.change })),
        }
      : null,
    mcp_servers: (report.mcpServers.length > 0 ? report.mcpServers : (result.mcpServers ?? [])).map((server) => ({
      name: server.name,
      status: server.status,
      error: server.error ?? null,
      tool_count: server.toolCount,
      deferred_count: server.deferredCount,
      skipped_tools: server.skippedTools.map((skipped) => ({ tool: skipped.tool, reason: skipped.reason })),
      normalized_tools: server.normalizedTools.map((normalized) => ({ tool: normalized.tool, changes: [...normalized.changes] })),
    })),
    warnings: report.warnings,
    final_text: result.finalText,
    structured_output: result.structuredOutput ?? null,
    comment_id: extras.commentId ?? null,
    artifact_id: extras.artifactId ?? null,
    artifact_url: context.artifactUrl ?? null,
    transcript: extras.transcriptPath ?? null,
  };
}

export function buildResultJson(report: FinishedReport, context: ReportContext, extras: ResultJsonExtras = {}): string {
  return `${context.redact(JSON.stringify(resultDocument(report, context, extras), null, 2))}\n`;
}

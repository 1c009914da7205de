import type { SecretList } from '../core/redact.js';
import { randomUUID } from 'node:crypto';
import type { LoadedPolicy } from '../policy/index.js';
import { configChangeNotice, type RunConfigSummary } from '../report/config-notice.js';
import type { SessionResult } from '../session/index.js';
import type { PreparedSession } from './prepared-session.js';

export interface RefusedSessionInput {
  readonly policy: LoadedPolicy;
  readonly config: RunConfigSummary;
  readonly secrets: SecretList;
  readonly maxBudgetUsd: number;
  readonly maxTurns: number;
  readonly warnings: readonly string[];
  /** Releases what reading the configuration opened (the trusted copies). */
  readonly close: () => Promise<void>;
}

/**
 * A session that never runs: the working tree changes the run's configuration and the trusted
 * policy says `trust.on_pr_config_change: refuse`. No sandbox, model client, MCP server or hook was
 * opened; it ends at once with `config_refused`, so every reporter writes that as the report.
 */
export function refusedSession(input: RefusedSessionInput): PreparedSession {
  const config: RunConfigSummary = { ...input.config, refused: true };
  const result: SessionResult = {
    sessionId: randomUUID(),
    conclusion: 'config_refused',
    reason: configChangeNotice(config) ?? 'The configuration changed.',
    costUsd: 0,
    maxBudgetUsd: input.maxBudgetUsd,
    turns: 0,
    usage: { inputTokens: 0, outputTokens: 0, cacheCreationInputTokens: 0, cacheReadInputTokens: 0 },
    modelUsage: {},
    denials: [],
    durationMs: 0,
    finalText: '',
  };
  return {
    policy: input.policy,
    secrets: input.secrets,
    maxBudgetUsd: input.maxBudgetUsd,
    maxTurns: input.maxTurns,
    warnings: input.warnings,
    config,
    start(onEvent) {
      onEvent({ type: 'session_end', result });
      return { result: Promise.resolve(result) };
    },
    close: input.close,
  };
}

import { createToolUseContext } from '../core/context.js';
import { noHooks } from '../core/hook-types.js';
import { createRedactor } from '../core/redact.js';
import { defaultToolLimits } from '../core/tool-limits.js';
import { Budget } from '../model/budget.js';
import { observeModelCalls } from '../model/recording-client.js';
import { defaultRetryPolicy, sleep as defaultSleep } from '../model/retry-policy.js';
import type { SessionEvent } from './events.js';
import { modelCapabilities } from '../model/model-capabilities.js';
import type { ThinkingSetting } from '../model/thinking.js';
import { ContextWindow } from './context-window.js';
import { DEFAULT_LOOP_GUARDS } from './loop-guards.js';
import { DEFAULT_MAX_TOKENS, type SessionOptions } from './options.js';
import type { SessionState } from './session-state.js';
import { buildSystemPrompt } from './system-prompt.js';
import { ToolCatalog } from './tool-catalog.js';

export interface SessionBasics {
  readonly sessionId: string;
  readonly model: string;
  /** Resolved from the options and the model (resolveThinking). */
  readonly thinking: ThinkingSetting;
  readonly abort: AbortController;
  readonly now: () => number;
  emit(event: SessionEvent): void;
}

/** Everything the turns of a session share, built from its options: budget, system prompt, observed client, tools, context. */
export function newSessionState(options: SessionOptions, basics: SessionBasics): SessionState {
  const { sessionId, model, abort, now, emit } = basics;
  const maxTokens = options.maxTokens ?? DEFAULT_MAX_TOKENS;
  const capabilities = modelCapabilities(model);
  const window = new ContextWindow(
    options.contextWindow ?? capabilities.contextWindow,
    options.serverCompaction && capabilities.serverCompaction
      ? { offered: true }
      : { offered: false, why: options.serverCompaction ? `${model} does not offer server-side compaction` : 'the provider does not offer it' },
    maxTokens,
  );
  const budget = new Budget({
    maxBudgetUsd: options.maxBudgetUsd,
    onWarning: (message) => emit({ type: 'warning', message }),
    ...(options.prices ? { prices: options.prices } : {}),
    ...(options.minUsefulOutputTokens !== undefined ? { minUsefulOutputTokens: options.minUsefulOutputTokens } : {}),
  });
  const permissionMode = options.permissionMode ?? 'default';
  return {
    sessionId,
    model,
    fallbackModel: options.fallbackModel && options.fallbackModel !== model ? options.fallbackModel : null,
    modelSwitch: null,
    thinking: basics.thinking,
    effort: options.effort ?? null,
    window,
    system: buildSystemPrompt({
      workspaceRoot: options.workspaceRoot,
      maxBudgetUsd: options.maxBudgetUsd,
      maxTurns: options.maxTurns,
      timeoutMs: options.timeoutMs,
      tools: options.tools,
      ...(options.systemContext ? { context: options.systemContext } : {}),
      ...(options.policySummary !== undefined ? { policySummary: options.policySummary } : {}),
      ...(options.structuredOutput ? { structuredOutputTool: options.structuredOutput.toolName } : {}),
    }),
    // Reporters see every exchange (the transcript reporter writes them in the cassette format, for replay).
    client: observeModelCalls(options.client, {
      onExchange: (seq, request, reply) => emit({ type: 'model_exchange', seq, request, reply }),
      onFailedExchange: (seq, request, error) => emit({ type: 'model_exchange_failed', seq, request, error }),
      onTokenCount: (seq, request, inputTokens) => emit({ type: 'token_count', seq, request, inputTokens }),
    }),
    budget,
    catalog: new ToolCatalog(options.tools, permissionMode),
    gate: options.gate,
    hooks: options.hooks ?? noHooks,
    retry: { ...defaultRetryPolicy, ...options.retry },
    guards: { ...DEFAULT_LOOP_GUARDS, ...options.loopGuards },
    maxTokens,
    abort,
    now,
    sleep: options.sleep ?? defaultSleep,
    random: options.random ?? Math.random,
    emit,
    stopCause: null,
    cancelReason: null,
    context: createToolUseContext({
      tools: options.tools,
      workspaceRoot: options.workspaceRoot,
      outputDir: options.outputDir,
      model,
      permissionMode,
      maxBudgetUsd: options.maxBudgetUsd,
      abortController: abort,
      commandRunner: options.commandRunner,
      redact: createRedactor(options.secrets ?? []),
      ...(options.additionalDirectories ? { additionalDirectories: options.additionalDirectories } : {}),
      // One result (and one Read) may take only its share of the window: what is over goes to a file, or Read pages.
      limits: {
        ...options.limits,
        maxResultChars: Math.min(options.limits?.maxResultChars ?? defaultToolLimits.maxResultChars, window.resultMaxChars),
        fileReadMaxChars: Math.min(options.limits?.fileReadMaxChars ?? defaultToolLimits.fileReadMaxChars, window.resultMaxChars),
      },
      ...(options.env ? { env: options.env } : {}),
      ...(options.gate.isReadDenied ? { isReadDenied: options.gate.isReadDenied.bind(options.gate) } : {}),
    }),
    messages: [],
    turns: 0,
    loop: { reminders: 0, pauses: 0, lastSignature: null, identicalTurns: 0 },
    denials: [],
    finalText: '',
  };
}

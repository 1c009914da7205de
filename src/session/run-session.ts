import { randomUUID } from 'node:crypto';
import { createToolUseContext } from '../core/context.js';
import { createRedactor } from '../core/redact.js';
import { noHooks } from '../core/hook-types.js';
import { Budget } from '../model/budget.js';
import { DEFAULT_MODEL } from '../model/prices.js';
import { observeModelCalls } from '../model/recording-client.js';
import { defaultRetryPolicy, sleep as defaultSleep } from '../model/retry-policy.js';
import { publicUsage } from '../model/usage.js';
import { createEventSink, type EventSink } from './event-sink.js';
import { DEFAULT_LOOP_GUARDS } from './loop-guards.js';
import type { Conclusion, SessionEvent, SessionResult } from './events.js';
import { DEFAULT_MAX_TOKENS, type SessionOptions, type SessionRun } from './options.js';
import { buildSystemPrompt } from './system-prompt.js';
import { ToolCatalog } from './tool-catalog.js';
import type { SessionState } from './session-state.js';
import { runTurns, type Ending } from './turn-loop.js';
import { describeError } from '../core/describe-error.js';

/** setTimeout fires at once for delays above 2^31-1 ms, so longer timeouts are clamped (24.8 days). */
const MAX_TIMER_MS = 2_147_483_647;

function describeReason(reason: unknown): string | null {
  if (typeof reason === 'string' && reason.trim() !== '') return reason;
  if (reason instanceof Error && reason.message && reason.name !== 'AbortError') return reason.message;
  return null;
}

/**
 * Runs one agent session: model call → tool uses → results → next call, until the model ends its
 * turn or a limit (budget, turns, time, abort) ends it. Events go to `options.onEvent` as they
 * happen; `result` never rejects.
 */
export function runSession(options: SessionOptions): SessionRun {
  const sink = createEventSink(options.onEvent);
  return { result: runToEnd(options, sink).finally(() => sink.close()) };
}

async function runToEnd(options: SessionOptions, sink: EventSink): Promise<SessionResult> {
  const now = options.now ?? Date.now;
  const startedAt = now();
  const sessionId = options.sessionId ?? randomUUID();
  const model = options.model ?? DEFAULT_MODEL;
  const emit = (event: SessionEvent) => sink.emit(event);
  const warn = (message: string) => emit({ type: 'warning', message });
  const abort = new AbortController();
  let state: SessionState | null = null;
  let budget: Budget | null = null;
  let timer: NodeJS.Timeout | undefined;
  const onCancel = () => {
    if (state) {
      state.stopCause ??= 'cancelled';
      state.cancelReason ??= describeReason(options.signal?.reason);
    }
    abort.abort(new Error('cancelled'));
  };

  const finish = async (conclusion: Conclusion, reason: string): Promise<SessionResult> => {
    const result: SessionResult = {
      sessionId,
      conclusion,
      reason,
      costUsd: budget?.spentUsd ?? 0,
      maxBudgetUsd: options.maxBudgetUsd,
      turns: state?.turns ?? 0,
      usage: publicUsage(budget?.usage ?? { inputTokens: 0, outputTokens: 0, cacheCreationInputTokens: 0, cacheReadInputTokens: 0 }),
      modelUsage: budget?.modelUsage ?? {},
      denials: [...(state?.denials ?? [])],
      durationMs: Math.max(0, now() - startedAt),
      finalText: state?.finalText ?? '',
      ...(options.sandbox ? { sandbox: typeof options.sandbox === 'function' ? options.sandbox() : options.sandbox } : {}),
      ...(options.mcpServers ? { mcpServers: options.mcpServers } : {}),
    };
    if (options.sessionHooks) {
      await options.sessionHooks.sessionEnd(conclusion).catch((error: unknown) => warn(`The SessionEnd hook failed: ${describeError(error)}`));
    }
    emit({ type: 'session_end', result });
    return result;
  };

  try {
    const redact = createRedactor(options.secrets ?? []);
    budget = new Budget({
      maxBudgetUsd: options.maxBudgetUsd,
      onWarning: warn,
      ...(options.prices ? { prices: options.prices } : {}),
      ...(options.minUsefulOutputTokens !== undefined ? { minUsefulOutputTokens: options.minUsefulOutputTokens } : {}),
    });
    const permissionMode = options.permissionMode ?? 'default';
    state = {
      sessionId,
      model,
      system: buildSystemPrompt({
        workspaceRoot: options.workspaceRoot,
        maxBudgetUsd: options.maxBudgetUsd,
        maxTurns: options.maxTurns,
        timeoutMs: options.timeoutMs,
        tools: options.tools,
        ...(options.systemContext ? { context: options.systemContext } : {}),
        ...(options.policySummary !== undefined ? { policySummary: options.policySummary } : {}),
      }),
      // Reporters see every exchange (the transcript reporter writes them in the cassette format, for replay).
      client: observeModelCalls(options.client, {
        onExchange: (seq, request, reply) => emit({ type: 'model_exchange', seq, request, reply }),
        onTokenCount: (seq, request, inputTokens) => emit({ type: 'token_count', seq, request, inputTokens }),
      }),
      budget,
      catalog: new ToolCatalog(options.tools, permissionMode),
      gate: options.gate,
      hooks: options.hooks ?? noHooks,
      retry: { ...defaultRetryPolicy, ...options.retry },
      guards: { ...DEFAULT_LOOP_GUARDS, ...options.loopGuards },
      maxTokens: options.maxTokens ?? DEFAULT_MAX_TOKENS,
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
        redact,
        ...(options.additionalDirectories ? { additionalDirectories: options.additionalDirectories } : {}),
        ...(options.limits ? { limits: options.limits } : {}),
        ...(options.env ? { env: options.env } : {}),
        ...(options.gate.isReadDenied ? { isReadDenied: options.gate.isReadDenied.bind(options.gate) } : {}),
      }),
      messages: [],
      turns: 0,
      denials: [],
      finalText: '',
    };
    const running = state;

    emit({
      type: 'session_start',
      sessionId,
      model,
      tools: options.tools.map((tool) => tool.name),
      maxBudgetUsd: options.maxBudgetUsd,
      maxTurns: options.maxTurns,
      prompt: options.prompt,
      startedAt: new Date(startedAt).toISOString(),
      ...(options.sandbox ? { sandbox: typeof options.sandbox === 'function' ? options.sandbox() : options.sandbox } : {}),
    });
    if (options.mcpServers && options.mcpServers.length > 0) emit({ type: 'mcp_servers', servers: options.mcpServers });
    if (options.signal?.aborted) onCancel();
    options.signal?.addEventListener('abort', onCancel, { once: true });
    timer = setTimeout(() => {
      running.stopCause ??= 'timeout';
      abort.abort(new Error('timeout'));
    }, Math.min(Math.max(0, options.timeoutMs), MAX_TIMER_MS));

    if (options.sessionHooks) {
      // Fail closed: in CI a SessionStart hook that blocks or crashes stops the run before any model call.
      const blocked = await options.sessionHooks.sessionStart().then(
        () => null,
        (error: unknown) => describeError(error),
      );
      if (blocked !== null) return await finish('error', `A SessionStart hook stopped the session: ${blocked}`);
    }
    const startContext = (options.sessionHooks?.sessionStartContext?.() ?? []).map((text) => redact(text));
    const ending: Ending = await runTurns(running, {
      prompt: startContext.length > 0 ? `${options.prompt}\n\n${startContext.join('\n\n')}` : options.prompt,
      maxTurns: options.maxTurns,
      timeoutMs: options.timeoutMs,
      ...(options.sessionHooks ? { onStop: () => options.sessionHooks!.stop() } : {}),
    });
    return await finish(ending.conclusion, ending.reason);
  } catch (error) {
    return await finish('error', `The session failed: ${describeError(error)}`);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCancel);
    if (!abort.signal.aborted) abort.abort(new Error('session ended'));
  }
}

import { randomUUID } from 'node:crypto';
import { describeError } from '../core/describe-error.js';
import { DEFAULT_MODEL } from '../model/prices.js';
import { modelCapabilities } from '../model/model-capabilities.js';
import { resolveThinking } from '../model/thinking.js';
import { publicUsage } from '../model/usage.js';
import { createEventSink, type EventSink } from './event-sink.js';
import type { Conclusion, SessionEvent, SessionResult } from './events.js';
import { newSessionState } from './new-session-state.js';
import type { SessionOptions, SessionRun } from './options.js';
import { Readiness } from './readiness.js';
import type { SessionState } from './session-state.js';
import { runTurns } from './turn-loop.js';

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

const sandboxOf = (options: SessionOptions) => (options.sandbox ? { sandbox: typeof options.sandbox === 'function' ? options.sandbox() : options.sandbox } : {});

async function runToEnd(options: SessionOptions, sink: EventSink): Promise<SessionResult> {
  const now = options.now ?? Date.now;
  const startedAt = now();
  const sessionId = options.sessionId ?? randomUUID();
  const model = options.model ?? DEFAULT_MODEL;
  const emit = (event: SessionEvent) => sink.emit(event);
  const abort = new AbortController();
  let state: SessionState | null = null;
  let disarm = () => {};
  const finish = (conclusion: Conclusion, reason: string) => finishSession(options, { sessionId, startedAt, now, emit, state }, conclusion, reason);
  const readiness = new Readiness(options.ready);

  try {
    const thinking = resolveThinking(options.thinking, model, modelCapabilities(model));
    if ('error' in thinking) return await finish('error', thinking.error);
    state = newSessionState(options, { sessionId, model, thinking: thinking.setting, abort, now, emit });
    learnWindow(state, options);
    emit({
      type: 'session_start',
      sessionId,
      model,
      tools: options.tools.map((tool) => tool.name),
      maxBudgetUsd: options.maxBudgetUsd,
      maxTurns: options.maxTurns,
      prompt: options.prompt,
      startedAt: new Date(startedAt).toISOString(),
      ...sandboxOf(options),
    });
    if (options.mcpServers && options.mcpServers.length > 0) emit({ type: 'mcp_servers', servers: options.mcpServers });
    disarm = armStops(options, state);

    // SessionStart hooks run commands, which need what runs beside the first request; a session without them does not wait.
    const unready = options.readyBeforeStart ? await readiness.failure(state) : null;
    if (unready) return await finish('error', unready);
    // Cancelled or timed out while waiting for that work: no hook starts a command any more; the turn loop reports the stop.
    const blocked = state.abort.signal.aborted ? null : await sessionStartBlock(options);
    if (blocked !== null) return await finish('error', `A SessionStart hook stopped the session: ${blocked}`);
    const ending = await runTurns(state, {
      prompt: firstPrompt(options, state),
      maxTurns: options.maxTurns,
      timeoutMs: options.timeoutMs,
      readiness,
      ...(options.sessionHooks ? { onStop: () => options.sessionHooks!.stop() } : {}),
      ...(options.structuredOutput ? { structuredOutput: options.structuredOutput } : {}),
    });
    // A session that ran no tool still ends only once that work has settled, and fails if it failed.
    const failed = await readiness.failure(state);
    if (failed && ending.conclusion === 'success') return await finish('error', failed);
    return await finish(ending.conclusion, ending.reason);
  } catch (error) {
    return await finish('error', `The session failed: ${describeError(error)}`);
  } finally {
    disarm();
    if (!abort.signal.aborted) abort.abort(new Error('session ended'));
  }
}

/**
 * Asks the Models API for the model's window beside the first request (where the client can), and
 * plans with it from then on; the table's stands until then, and whenever the API cannot say. A
 * window the policy gives is kept.
 */
function learnWindow(state: SessionState, options: SessionOptions): void {
  if (options.contextWindow !== undefined || !state.client.contextWindow) return;
  state.client
    .contextWindow(state.model, { signal: state.abort.signal })
    .then((tokens) => {
      if (tokens !== null && tokens > 0) state.window.tokens = tokens;
    })
    .catch(() => {});
}

/** Cancelling (the caller's signal) and the session timeout both abort the session, each saying why; returns what undoes them. */
function armStops(options: SessionOptions, state: SessionState): () => void {
  const onCancel = () => {
    state.stopCause ??= 'cancelled';
    state.cancelReason ??= describeReason(options.signal?.reason);
    state.abort.abort(new Error('cancelled'));
  };
  if (options.signal?.aborted) onCancel();
  options.signal?.addEventListener('abort', onCancel, { once: true });
  const timer = setTimeout(() => {
    state.stopCause ??= 'timeout';
    state.abort.abort(new Error('timeout'));
  }, Math.min(Math.max(0, options.timeoutMs), MAX_TIMER_MS));
  return () => {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCancel);
  };
}

/** Fail closed: in CI a SessionStart hook that blocks or crashes stops the run before any model call. Null when none did. */
async function sessionStartBlock(options: SessionOptions): Promise<string | null> {
  if (!options.sessionHooks) return null;
  return options.sessionHooks.sessionStart().then(() => null, describeError);
}

/** The task, then the context SessionStart hooks gave (redacted like every other text the model gets). */
function firstPrompt(options: SessionOptions, state: SessionState): string {
  const startContext = (options.sessionHooks?.sessionStartContext?.() ?? []).map((text) => state.context.redact(text));
  return startContext.length > 0 ? `${options.prompt}\n\n${startContext.join('\n\n')}` : options.prompt;
}

interface FinishingSession {
  readonly sessionId: string;
  readonly startedAt: number;
  readonly now: () => number;
  emit(event: SessionEvent): void;
  /** Null when the session failed before its state was built. */
  readonly state: SessionState | null;
}

/** The result, the SessionEnd hooks (a failure is a warning), then `session_end`. */
async function finishSession(options: SessionOptions, session: FinishingSession, conclusion: Conclusion, reason: string): Promise<SessionResult> {
  const { state } = session;
  const result: SessionResult = {
    sessionId: session.sessionId,
    conclusion,
    reason,
    costUsd: state?.budget.spentUsd ?? 0,
    maxBudgetUsd: options.maxBudgetUsd,
    turns: state?.turns ?? 0,
    usage: publicUsage(state?.budget.usage ?? { inputTokens: 0, outputTokens: 0, cacheCreationInputTokens: 0, cacheReadInputTokens: 0 }),
    modelUsage: state?.budget.modelUsage ?? {},
    denials: [...(state?.denials ?? [])],
    durationMs: Math.max(0, session.now() - session.startedAt),
    finalText: state?.finalText ?? '',
    ...sandboxOf(options),
    ...(options.mcpServers ? { mcpServers: options.mcpServers } : {}),
    ...(options.structuredOutput ? { structuredOutput: state?.context.getAppState().structuredOutput ?? null } : {}),
    ...(state ? { context: state.window.summary() } : {}),
    ...(state?.modelSwitch ? { modelSwitch: state.modelSwitch } : {}),
  };
  if (options.sessionHooks) {
    await options.sessionHooks.sessionEnd(conclusion).catch((error: unknown) => session.emit({ type: 'warning', message: `The SessionEnd hook failed: ${describeError(error)}` }));
  }
  session.emit({ type: 'session_end', result });
  return result;
}

import type { ToolResultBlock } from './tool-result-block.js';
import type { CallAccess, ProcessRefusal } from './command-runner.js';
import type { ToolUseContext } from './tool.js';
import type { ToolHooks } from './hook-types.js';
import type { FinalPermissionDecision, PermissionResult } from './permission-types.js';
import type { PermissionGate } from './permission-gate.js';
import { findToolByName, type AnyTool, type ToolResult } from './tool.js';
import type { ToolCallStatus, ToolEventListener } from './tool-events.js';
import { describeError } from './describe-error.js';
import { toolErrorBlock, type PipelineStep } from './tool-error.js';
import { formatZodValidationError } from './zod-error.js';
import { persistLargeResult, resultText } from './large-result.js';
import { runWithSignal } from './run-with-signal.js';
import type { Redactor } from './redact.js';

/** What steps 1–5 need: the gate, the PreToolUse hooks, and who hears the call and its decision. */
export interface DecisionDeps {
  readonly gate: PermissionGate;
  readonly hooks: ToolHooks;
  readonly onEvent?: ToolEventListener;
}

export interface PipelineDeps extends DecisionDeps {
  readonly now?: () => number;
}

export interface ToolUseBlockLike {
  readonly id: string;
  readonly name: string;
  readonly input: unknown;
}

export interface ToolUseOutcome {
  readonly toolUseId: string;
  readonly toolName: string;
  /** Exactly one per tool_use id. */
  readonly block: ToolResultBlock;
  readonly status: ToolCallStatus;
  readonly failedStep?: PipelineStep;
  /** Text for the model after the result: the tool's `newMessages` and hooks' added context. */
  readonly extraText: readonly string[];
  readonly contextModifier?: (context: ToolUseContext) => ToolUseContext;
  /** A hook asked to end the session after this batch. */
  readonly preventContinuation?: string;
  readonly observableInput?: Record<string, unknown>;
  readonly decision?: FinalPermissionDecision;
  readonly persistedPath?: string;
  /** What the call's confinement refused (the tool's `refusals`). */
  readonly refusals?: readonly ProcessRefusal[];
  readonly durationMs: number;
}

/** A step either hands on a value or ends the call with a result the model can act on. */
type Step<T> = { ok: true; value: T } | { ok: false; failure: StepFailure };
export interface StepFailure {
  readonly step: PipelineStep;
  readonly status: ToolCallStatus;
  readonly message: string;
}

const NO_OUTPUT = '(no output)';

/**
 * What steps 1–5 made of one tool_use block, before anything runs: the call refused at some step
 * (with the text the model gets), or allowed with the input to call the tool with.
 */
export type ToolUseDecision =
  | {
      readonly kind: 'refused';
      /** The tool's own name once lookup found it, else the name the model used. */
      readonly toolName: string;
      readonly failure: StepFailure;
      readonly observableInput?: Record<string, unknown>;
      /** Set when the call was refused on permission grounds (by the gate, or by a tool's validation). */
      readonly decision?: FinalPermissionDecision;
      /** Hooks' added context that goes with the refusal. */
      readonly extraText: readonly string[];
      readonly preventContinuation?: string;
    }
  | {
      readonly kind: 'allowed';
      readonly toolName: string;
      readonly tool: AnyTool;
      readonly callInput: Record<string, unknown>;
      /** A hook or the gate replaced the model's input. */
      readonly userModified: boolean;
      readonly observableInput: Record<string, unknown>;
      readonly decision: Extract<FinalPermissionDecision, { behavior: 'allow' }>;
      /** Hooks' added context, sent after the result. */
      readonly messages: readonly string[];
      readonly preventContinuation?: string;
    };

const ok = <T>(value: T): Step<T> => ({ ok: true, value });
const fail = (step: PipelineStep, message: string, status: ToolCallStatus = 'error'): Step<never> => ({
  ok: false,
  failure: { step, status, message },
});

/** Step 1: the tool by name or alias, among the enabled ones. */
function lookUpTool(name: string, context: ToolUseContext): Step<AnyTool> {
  const tools = context.options.tools.filter((tool) => tool.isEnabled());
  const tool = findToolByName(tools, name);
  if (tool) return ok(tool);
  const available = tools.map((t) => t.name).join(', ') || '(none)';
  return fail('lookup', `No such tool available: ${name}. Available tools: ${available}.`);
}

function schemaNotSentHint(tool: AnyTool, context: ToolUseContext): string | null {
  if (!tool.shouldDefer || context.getAppState().loadedDeferredTools.includes(tool.name)) return null;
  return (
    `The schema of ${tool.name} was not sent to you, so its input cannot be checked. ` +
    `Load the tool first: call ToolSearch with query "select:${tool.name}", then retry.`
  );
}

/** Step 2: the input against the tool's schema. */
function parseInput(tool: AnyTool, input: unknown, context: ToolUseContext): Step<Record<string, unknown>> {
  const hint = schemaNotSentHint(tool, context);
  if (hint) return fail('schema', `InputValidationError: ${hint}`);
  const parsed = tool.inputSchema.safeParse(input);
  if (!parsed.success) return fail('schema', formatZodValidationError(tool.name, parsed.error));
  return ok(parsed.data);
}

/** Step 3: what the schema cannot say (the file exists, the line is in the diff, ...). */
async function validateSemantics(
  tool: AnyTool,
  input: Record<string, unknown>,
  context: ToolUseContext,
): Promise<{ step: Step<void>; decision?: FinalPermissionDecision }> {
  try {
    const validation = await tool.validateInput(input, context);
    if (validation.result) return { step: ok(undefined) };
    if (!validation.denied) return { step: fail('validation', validation.message) };
    // A refusal on permission grounds is a denial like the gate's, so the report can say why.
    const decision: FinalPermissionDecision = {
      behavior: 'deny',
      rule: null,
      reason: validation.message,
      message: validation.message,
      suggestedRule: null,
      ...(validation.unpermittable ? { unpermittable: validation.unpermittable } : {}),
    };
    return { step: fail('validation', validation.message, 'denied'), decision };
  } catch (error) {
    return { step: fail('validation', `${tool.name} could not validate its input: ${describeError(error)}`) };
  }
}

function observe(tool: AnyTool, input: Record<string, unknown>, context: ToolUseContext): Record<string, unknown> {
  const clone = structuredClone(input);
  tool.backfillObservableInput(clone, context);
  return clone;
}

interface AfterPreHooks {
  readonly callInput: Record<string, unknown>;
  readonly observableInput: Record<string, unknown>;
  readonly userModified: boolean;
  readonly hookDecision?: PermissionResult;
  readonly messages: readonly string[];
  readonly preventContinuation?: string;
}

/** Step 4: PreToolUse hooks may decide, rewrite the input, add context or stop the call. */
async function runPreHooks(
  tool: AnyTool,
  toolUseId: string,
  input: Record<string, unknown>,
  observableInput: Record<string, unknown>,
  context: ToolUseContext,
  hooks: ToolHooks,
): Promise<Step<AfterPreHooks>> {
  let outcome;
  try {
    outcome = await hooks.preToolUse({ tool, toolUseId, input: observableInput, context });
  } catch (error) {
    return fail('pre_hook', `A PreToolUse hook failed, so the call was blocked: ${describeError(error)}`, 'denied');
  }
  if (outcome.stop) return fail('pre_hook', `Blocked by a PreToolUse hook: ${outcome.stop.reason}`, 'denied');
  let callInput = input;
  let observed = observableInput;
  if (outcome.updatedInput) {
    const reparsed = tool.inputSchema.safeParse(outcome.updatedInput);
    if (!reparsed.success) {
      return fail('pre_hook', `A PreToolUse hook returned an invalid input: ${formatZodValidationError(tool.name, reparsed.error)}`);
    }
    callInput = reparsed.data;
    observed = observe(tool, callInput, context);
  }
  return ok({
    callInput,
    observableInput: observed,
    userModified: outcome.updatedInput !== undefined,
    messages: outcome.messages ?? [],
    ...(outcome.permission ? { hookDecision: outcome.permission } : {}),
    ...(outcome.preventContinuation ? { preventContinuation: outcome.preventContinuation.reason } : {}),
  });
}

/** Step 5: hook decision, then the tool's own check, then the policy. Nothing here waits for a human. */
async function decidePermission(
  tool: AnyTool,
  state: AfterPreHooks,
  context: ToolUseContext,
  gate: PermissionGate,
): Promise<{ decision: FinalPermissionDecision; toolInput?: Record<string, unknown> }> {
  let toolDecision: PermissionResult;
  try {
    toolDecision = await tool.checkPermissions(state.callInput, context);
  } catch (error) {
    toolDecision = { behavior: 'deny', message: `${tool.name} could not check its permissions: ${describeError(error)}` };
  }
  // A tool that allows a call may also normalise its input; the call then gets that input.
  const toolInput = toolDecision.behavior === 'allow' ? toolDecision.updatedInput : undefined;
  return { decision: await gateDecision(gate, tool, state, context, toolDecision), ...(toolInput ? { toolInput } : {}) };
}

async function gateDecision(
  gate: PermissionGate,
  tool: AnyTool,
  state: AfterPreHooks,
  context: ToolUseContext,
  toolDecision: PermissionResult,
): Promise<FinalPermissionDecision> {
  try {
    return await gate.decide({
      tool,
      input: state.callInput,
      observableInput: state.observableInput,
      context,
      toolDecision,
      ...(state.hookDecision ? { hookDecision: state.hookDecision } : {}),
    });
  } catch (error) {
    const reason = `the permission check failed: ${describeError(error)}`;
    return { behavior: 'deny', rule: null, message: `Permission denied: ${reason}`, reason, suggestedRule: null };
  }
}

/** Step 6: the call itself, bounded by the session's abort signal and the tool timeout. */
async function callTool(
  tool: AnyTool,
  toolUseId: string,
  input: Record<string, unknown>,
  context: ToolUseContext,
  userModified: boolean,
  onEvent: ToolEventListener | undefined,
): Promise<Step<ToolResult<unknown>>> {
  const controller = new AbortController();
  const callAccess: CallAccess = safeIsReadOnly(tool, input) ? 'read-only' : 'write';
  const callContext: ToolUseContext = { ...context, abortController: controller, toolUseId, userModified, callAccess };
  const onProgress = (data: unknown) => onEvent?.({ type: 'tool_progress', toolUseId, toolName: tool.name, data });
  const run = await runWithSignal(
    () => tool.call(input, callContext, onProgress),
    context.abortController.signal,
    controller,
    context.limits.toolTimeoutMs,
  );
  switch (run.kind) {
    case 'done':
      return ok(run.value);
    case 'aborted':
      return fail('call', `Interrupted: the session was cancelled while ${tool.name} was running.`, 'cancelled');
    case 'timeout':
      return fail('call', `${tool.name} timed out after ${Math.round(context.limits.toolTimeoutMs / 1000)} s and was stopped.`);
    case 'thrown':
      return fail('call', `${tool.name} failed: ${describeError(run.error)}`);
  }
}

interface AfterPostHooks {
  readonly output: unknown;
  readonly messages: readonly string[];
  readonly blocked?: string;
  readonly preventContinuation?: string;
}

/** Step 7: PostToolUse hooks may replace an MCP tool's output, add context or block the result. */
async function runPostHooks(
  tool: AnyTool,
  toolUseId: string,
  observableInput: Record<string, unknown>,
  result: ToolResult<unknown>,
  context: ToolUseContext,
  hooks: ToolHooks,
): Promise<AfterPostHooks> {
  const output = result.data;
  if (result.failure !== undefined) return runFailureHooks(tool, toolUseId, observableInput, result.failure, context, hooks, output);
  try {
    const outcome = await hooks.postToolUse({ tool, toolUseId, input: observableInput, output, context });
    const replaced = tool.isMcp && outcome.updatedMCPToolOutput !== undefined;
    return {
      output: replaced ? outcome.updatedMCPToolOutput : output,
      messages: outcome.messages ?? [],
      ...(outcome.block ? { blocked: outcome.block.reason } : {}),
      ...(outcome.preventContinuation ? { preventContinuation: outcome.preventContinuation.reason } : {}),
    };
  } catch (error) {
    return { output, messages: [], blocked: `a PostToolUse hook failed: ${describeError(error)}` };
  }
}

/** Every text part of a result, with the session's secrets removed: nothing reaches the model or a file unredacted. */
function redactBlock(block: ToolResultBlock, redact: Redactor): ToolResultBlock {
  const { content } = block;
  if (content === undefined) return block;
  if (typeof content === 'string') return { ...block, content: redact(content) };
  return { ...block, content: content.map((part) => (part.type === 'text' ? { ...part, text: redact(part.text) } : part)) };
}

/**
 * Step 7 for a call that failed (it threw, timed out, or its result says it failed): the
 * PostToolUseFailure hooks, whose added context and `continue: false` count like PostToolUse's.
 */
async function runFailureHooks(
  tool: AnyTool,
  toolUseId: string,
  observableInput: Record<string, unknown>,
  error: string,
  context: ToolUseContext,
  hooks: ToolHooks,
  output?: unknown,
): Promise<AfterPostHooks> {
  try {
    const outcome = await hooks.postToolUseFailure({ tool, toolUseId, input: observableInput, error, context });
    return {
      output,
      messages: outcome.messages ?? [],
      ...(outcome.preventContinuation ? { preventContinuation: outcome.preventContinuation.reason } : {}),
    };
  } catch {
    // A failing failure hook cannot make the failure worse; the call's own error stands.
    return { output, messages: [] };
  }
}

/** Step 8: the output as a tool_result block, secrets redacted, persisted to a file when it is too large. */
async function mapResult(
  tool: AnyTool,
  toolUseId: string,
  output: unknown,
  context: ToolUseContext,
): Promise<Step<{ block: ToolResultBlock; persistedPath?: string }>> {
  let block: ToolResultBlock;
  try {
    block = redactBlock(withoutEmptyText({ ...tool.mapToolResultToToolResultBlockParam(output, toolUseId), tool_use_id: toolUseId }), context.redact);
  } catch (error) {
    return fail('map', `${tool.name} produced a result that could not be formatted: ${describeError(error)}`);
  }
  const limit = Number.isFinite(tool.maxResultSizeChars)
    ? Math.min(tool.maxResultSizeChars, context.limits.maxResultChars)
    : Infinity;
  try {
    const persisted = await persistLargeResult(block, limit, context.outputDir);
    return ok(persisted ? { block: persisted.block, persistedPath: persisted.path } : { block });
  } catch (error) {
    return fail('map', `${tool.name}'s result was too large and could not be saved: ${describeError(error)}`);
  }
}

/** The Messages API refuses empty and whitespace-only text blocks: a result with nothing to say says so. */
function withoutEmptyText(block: ToolResultBlock): ToolResultBlock {
  const { content } = block;
  if (content === undefined || typeof content === 'string') {
    return content !== undefined && content.trim() !== '' ? block : { ...block, content: NO_OUTPUT };
  }
  const kept = content.filter((part) => part.type !== 'text' || part.text.trim() !== '');
  if (kept.length === content.length) return block;
  return { ...block, content: kept.length > 0 ? kept : NO_OUTPUT };
}

/**
 * Steps 1–5 for one tool_use block: lookup, schema, semantic validation, PreToolUse hooks,
 * permission. Runs nothing. A session calls it from `runToolUse`; `tollgate policy check` calls it
 * alone, so the answer a maintainer gets is the session's own. Never throws.
 */
export async function decideToolUse(block: ToolUseBlockLike, context: ToolUseContext, deps: DecisionDeps): Promise<ToolUseDecision> {
  const refused = (
    toolName: string,
    failure: StepFailure,
    extra: Omit<Extract<ToolUseDecision, { kind: 'refused' }>, 'kind' | 'toolName' | 'failure' | 'extraText'> & { extraText?: readonly string[] } = {},
  ): ToolUseDecision => ({ kind: 'refused', toolName, failure, extraText: [], ...extra });

  const found = lookUpTool(block.name, context);
  if (!found.ok) return refused(block.name, found.failure);
  const tool = found.value;
  const toolName = tool.name;

  const parsed = parseInput(tool, block.input, context);
  if (!parsed.ok) return refused(toolName, parsed.failure);

  const valid = await validateSemantics(tool, parsed.value, context);
  if (!valid.step.ok) return refused(toolName, valid.step.failure, valid.decision ? { decision: valid.decision } : {});

  const observedInput = observe(tool, parsed.value, context);
  deps.onEvent?.({
    type: 'tool_call',
    toolUseId: block.id,
    toolName,
    input: observedInput,
    activity: safeActivity(tool, parsed.value),
  });

  const pre = await runPreHooks(tool, block.id, parsed.value, observedInput, context, deps.hooks);
  if (!pre.ok) return refused(toolName, pre.failure, { observableInput: observedInput });
  const observableInput = pre.value.observableInput;
  const preventContinuation = pre.value.preventContinuation;

  const { decision, toolInput } = await decidePermission(tool, pre.value, context, deps.gate);
  const destructive = decision.behavior === 'allow' && safeIsDestructive(tool, pre.value.callInput);
  deps.onEvent?.({ type: 'permission_decision', toolUseId: block.id, toolName, input: observableInput, decision, ...(destructive ? { destructive } : {}) });
  if (decision.behavior === 'deny') {
    return refused(
      toolName,
      { step: 'permission', status: 'denied', message: decision.message },
      { observableInput, decision, extraText: pre.value.messages, ...(preventContinuation ? { preventContinuation } : {}) },
    );
  }
  let callInput = pre.value.callInput;
  if (toolInput) {
    const reparsed = tool.inputSchema.safeParse(toolInput);
    if (!reparsed.success) {
      const message = `${tool.name}'s permission check returned an invalid input: ${formatZodValidationError(tool.name, reparsed.error)}`;
      return refused(toolName, { step: 'permission', status: 'error', message }, { observableInput, decision });
    }
    callInput = reparsed.data;
  }
  const userModified = pre.value.userModified;
  return {
    kind: 'allowed',
    toolName,
    tool,
    callInput,
    userModified,
    observableInput,
    decision,
    messages: pre.value.messages,
    ...(preventContinuation ? { preventContinuation } : {}),
  };
}

/**
 * Runs one tool_use block through the eight steps. Never throws: every failure is a
 * `tool_result` with `is_error: true`, so the id is always answered.
 */
export async function runToolUse(
  block: ToolUseBlockLike,
  context: ToolUseContext,
  deps: PipelineDeps,
): Promise<ToolUseOutcome> {
  const now = deps.now ?? Date.now;
  const started = now();
  const toolUseId = block.id;
  let toolName = block.name;
  // What observers have seen so far; every outcome carries it, however early the call ended.
  const observed: { input?: Record<string, unknown>; decision?: FinalPermissionDecision } = {};

  const finish = (
    result: Omit<ToolUseOutcome, 'toolUseId' | 'toolName' | 'durationMs' | 'observableInput' | 'decision'>,
  ): ToolUseOutcome => {
    const outcome: ToolUseOutcome = {
      ...result,
      // Error texts carry hook output and thrown messages: they reach the model too.
      block: redactBlock(result.block, context.redact),
      extraText: result.extraText.map((text) => context.redact(text)),
      toolUseId,
      toolName,
      durationMs: now() - started,
      ...(observed.input ? { observableInput: observed.input } : {}),
      ...(observed.decision ? { decision: observed.decision } : {}),
    };
    deps.onEvent?.({
      type: 'tool_result',
      toolUseId,
      toolName,
      status: outcome.status,
      content: resultText(outcome.block),
      durationMs: outcome.durationMs,
      ...(outcome.failedStep ? { failedStep: outcome.failedStep } : {}),
      ...(outcome.persistedPath ? { persistedPath: outcome.persistedPath } : {}),
    });
    return outcome;
  };
  const failed = (failure: StepFailure, extra: Partial<ToolUseOutcome> = {}): ToolUseOutcome =>
    finish({
      block: toolErrorBlock(toolUseId, failure.message),
      status: failure.status,
      failedStep: failure.step,
      extraText: [],
      ...extra,
    });

  if (context.abortController.signal.aborted) {
    return failed({ step: 'call', status: 'cancelled', message: 'Interrupted: the session was cancelled before this tool ran.' });
  }

  const decided = await decideToolUse(block, context, deps);
  toolName = decided.toolName;
  if (decided.observableInput) observed.input = decided.observableInput;
  if (decided.decision) observed.decision = decided.decision;
  if (decided.kind === 'refused') {
    return failed(decided.failure, {
      extraText: decided.extraText,
      ...(decided.preventContinuation ? { preventContinuation: decided.preventContinuation } : {}),
    });
  }
  const { tool, callInput, userModified, observableInput } = decided;
  const preventAfterPre = decided.preventContinuation;

  const called = await callTool(tool, toolUseId, callInput, context, userModified, deps.onEvent);
  if (!called.ok) {
    // A cancelled call is not a failure of the tool's (Claude Code does not run the hooks on an interrupt).
    const after = called.failure.status === 'error' ? await runFailureHooks(tool, toolUseId, observableInput, called.failure.message, context, deps.hooks) : null;
    const preventContinuation = preventAfterPre ?? after?.preventContinuation;
    return failed(called.failure, {
      extraText: [...decided.messages, ...(after?.messages ?? [])],
      ...(preventContinuation ? { preventContinuation } : {}),
    });
  }
  const result = called.value;

  const post = await runPostHooks(tool, toolUseId, observableInput, result, context, deps.hooks);
  const extraText = [...decided.messages, ...(result.newMessages ?? []), ...post.messages];
  const preventContinuation = preventAfterPre ?? post.preventContinuation;
  const kept = {
    extraText,
    ...(result.refusals && result.refusals.length > 0 ? { refusals: result.refusals } : {}),
    ...(result.contextModifier ? { contextModifier: result.contextModifier } : {}),
    ...(preventContinuation ? { preventContinuation } : {}),
  };
  if (post.blocked !== undefined) {
    return failed({ step: 'post_hook', status: 'error', message: `Blocked by a PostToolUse hook: ${post.blocked}` }, kept);
  }

  const mapped = await mapResult(tool, toolUseId, post.output, context);
  if (!mapped.ok) return failed(mapped.failure, kept);
  const persistedPath = mapped.value.persistedPath ?? result.persistedOutputPath;
  return finish({
    block: mapped.value.block,
    status: mapped.value.block.is_error ? 'error' : 'success',
    ...kept,
    ...(persistedPath ? { persistedPath } : {}),
  });
}

function safeActivity(tool: AnyTool, input: Record<string, unknown>): string {
  try {
    return tool.getActivityDescription(input);
  } catch {
    return tool.name;
  }
}

/** A tool whose check throws is taken at its word as little as possible: its call is flagged. */
function safeIsDestructive(tool: AnyTool, input: Record<string, unknown>): boolean {
  try {
    return tool.isDestructive(input) === true;
  } catch {
    return true;
  }
}

/** A call that only reads runs with nothing writable; a tool whose check throws is treated as writing. */
function safeIsReadOnly(tool: AnyTool, input: Record<string, unknown>): boolean {
  try {
    return tool.isReadOnly(input) === true;
  } catch {
    return false;
  }
}

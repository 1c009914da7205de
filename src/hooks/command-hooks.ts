import type { PermissionMode, PermissionResult } from '../core/permission-types.js';
import type {
  PostToolUseFailureRequest,
  PostToolUseOutcome,
  PostToolUseRequest,
  PreToolUseOutcome,
  PreToolUseRequest,
  ToolHooks,
} from '../core/hook-types.js';
import type { CommandRunner } from '../core/command-runner.js';
import type { CommandHookConfig, HookEventName, Policy } from '../policy/schema.js';
import { hookMatches } from './hook-matcher.js';
import { parseHookStdout, type HookOutput } from './hook-output.js';
import { runHookCommand } from './run-hook-command.js';
import { describeError } from '../core/describe-error.js';

export interface CommandHooksOptions {
  readonly config: Policy['hooks'];
  readonly sessionId: string;
  readonly transcriptPath: string;
  readonly cwd: string;
  readonly permissionMode: PermissionMode;
  /** The whole environment hooks get (already cleaned by the policy). */
  readonly env: Record<string, string>;
  /** Starts the hook processes. */
  readonly runner: CommandRunner;
  readonly shell?: string;
}

export interface CommandHooks extends ToolHooks {
  /** Runs SessionStart hooks; rejects with HookError when one blocks (exit 2, or a crash without `on_error: continue`). */
  sessionStart(): Promise<void>;
  /** Runs Stop hooks; never rejects (Tollgate does not let a Stop hook extend the session). */
  stop(): Promise<void>;
  /** Runs SessionEnd hooks; never rejects. */
  sessionEnd(reason: string): Promise<void>;
  /** `additionalContext` and plain stdout from SessionStart hooks, for the model's first turn. */
  sessionStartContext(): readonly string[];
}

export class HookError extends Error {
  override readonly name = 'HookError';
}

/** What one hook run means, in Claude Code's terms. */
interface HookVerdict {
  readonly command: string;
  /** Exit 2, or a failure that blocks: the reason. */
  readonly blocked?: string;
  readonly output?: HookOutput;
  readonly text?: string;
}

const STDERR_SHOWN = 500;

function tail(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > STDERR_SHOWN ? `…${trimmed.slice(-STDERR_SHOWN)}` : trimmed;
}

function label(command: string): string {
  return command.length > 80 ? `${command.slice(0, 80)}…` : command;
}

export function createCommandHooks(options: CommandHooksOptions): CommandHooks {
  const startContext: string[] = [];

  async function runOne(hook: CommandHookConfig, event: HookEventName, input: Record<string, unknown>, cwd: string): Promise<HookVerdict> {
    const command = hook.command;
    const result = await runHookCommand({
      command,
      runner: options.runner,
      event,
      input,
      cwd,
      env: { ...options.env, CLAUDE_PROJECT_DIR: options.cwd },
      timeoutMs: hook.timeout * 1000,
      ...(options.shell !== undefined ? { shell: options.shell } : {}),
    });
    const failed = (why: string): HookVerdict =>
      hook.on_error === 'continue' ? { command } : { command, blocked: `the ${event} hook \`${label(command)}\` ${why}` };
    switch (result.kind) {
      case 'spawn_error':
        return failed(`could not start (${result.message})`);
      case 'timeout':
        return failed(`timed out after ${hook.timeout} s and was stopped`);
      case 'signalled':
        return failed(`was killed by ${result.signal}${result.stderr.trim() ? `: ${tail(result.stderr)}` : ''}`);
      case 'exited': {
        if (result.exitCode === 2) {
          return { command, blocked: tail(result.stderr) || `the ${event} hook \`${label(command)}\` exited with code 2` };
        }
        if (result.exitCode !== 0) {
          return failed(`failed with exit code ${result.exitCode}${result.stderr.trim() ? `: ${tail(result.stderr)}` : ''}`);
        }
        const parsed = parseHookStdout(result.stdout);
        if (parsed.kind === 'invalid') return failed(`printed output Tollgate cannot use: ${parsed.message}`);
        if (parsed.kind === 'text') return parsed.text ? { command, text: parsed.text } : { command };
        return { command, output: parsed.output };
      }
    }
  }

  /** Every hook whose matcher matches, in parallel; the same command runs once. */
  async function runEvent(event: HookEventName, matchValue: string | null, extra: Record<string, unknown>, cwd = options.cwd, mode = options.permissionMode): Promise<HookVerdict[]> {
    const hooks: CommandHookConfig[] = [];
    const seen = new Set<string>();
    for (const matcher of options.config[event]) {
      if (matchValue !== null && !hookMatches(matcher.matcher, matchValue)) continue;
      for (const hook of matcher.hooks) {
        if (seen.has(hook.command)) continue;
        seen.add(hook.command);
        hooks.push(hook);
      }
    }
    if (hooks.length === 0) return [];
    const input = {
      session_id: options.sessionId,
      transcript_path: options.transcriptPath,
      cwd,
      permission_mode: mode,
      hook_event_name: event,
      ...extra,
    };
    return Promise.all(hooks.map((hook) => runOne(hook, event, input, cwd)));
  }

  function stopRequest(verdicts: readonly HookVerdict[]): { reason: string } | undefined {
    const stopping = verdicts.find((v) => v.output?.continue === false);
    if (!stopping) return undefined;
    return { reason: stopping.output?.stopReason ?? `the hook \`${label(stopping.command)}\` ended the session` };
  }

  function contextOf(verdicts: readonly HookVerdict[]): string[] {
    return verdicts.map((v) => v.output?.hookSpecificOutput?.additionalContext).filter((c): c is string => typeof c === 'string' && c !== '');
  }

  function permissionOf(verdicts: readonly HookVerdict[]): PermissionResult | undefined {
    const blocked = verdicts.filter((v) => v.blocked !== undefined);
    if (blocked.length > 0) {
      const message = blocked.map((v) => v.blocked).join('; ');
      return { behavior: 'deny', message };
    }
    const decided = verdicts.map((v) => {
      const specific = v.output?.hookSpecificOutput;
      const decision = specific?.permissionDecision ?? (v.output?.decision === 'block' ? 'deny' : v.output?.decision === 'approve' ? 'allow' : undefined);
      const why = specific?.permissionDecisionReason ?? v.output?.reason;
      return { command: v.command, decision, why };
    });
    for (const behavior of ['deny', 'ask', 'allow'] as const) {
      const first = decided.find((d) => d.decision === behavior);
      if (!first) continue;
      if (behavior === 'deny') return { behavior, message: first.why ?? `the hook \`${label(first.command)}\` denied it` };
      return { behavior, ...(first.why !== undefined ? { message: first.why } : {}) };
    }
    return undefined;
  }

  return {
    async preToolUse(request: PreToolUseRequest): Promise<PreToolUseOutcome> {
      try {
        const verdicts = await runEvent(
          'PreToolUse',
          request.tool.name,
          { tool_name: request.tool.name, tool_input: request.input, tool_use_id: request.toolUseId },
          request.context.cwd,
          request.context.options.permissionMode,
        );
        const permission = permissionOf(verdicts);
        const stop = stopRequest(verdicts);
        const updatedInput = permission?.behavior === 'deny' ? undefined : verdicts.map((v) => v.output?.hookSpecificOutput?.updatedInput).find((u) => u !== undefined);
        const messages = contextOf(verdicts);
        return {
          ...(permission ? { permission } : {}),
          ...(updatedInput ? { updatedInput } : {}),
          ...(messages.length > 0 ? { messages } : {}),
          ...(stop ? { stop, preventContinuation: stop } : {}),
        };
      } catch (error) {
        const message = `the PreToolUse hooks could not run: ${describeError(error)}`;
        return { permission: { behavior: 'deny', message } };
      }
    },

    async postToolUse(request: PostToolUseRequest): Promise<PostToolUseOutcome> {
      try {
        const verdicts = await runEvent(
          'PostToolUse',
          request.tool.name,
          { tool_name: request.tool.name, tool_input: request.input, tool_response: request.output, tool_use_id: request.toolUseId },
          request.context.cwd,
          request.context.options.permissionMode,
        );
        const blocks = verdicts
          .map((v) => v.blocked ?? (v.output?.decision === 'block' ? (v.output.reason ?? `the hook \`${label(v.command)}\` blocked the result`) : undefined))
          .filter((b): b is string => b !== undefined);
        const replaced = verdicts.map((v) => v.output?.hookSpecificOutput?.updatedMCPToolOutput).find((o) => o !== undefined);
        const stop = stopRequest(verdicts);
        const messages = contextOf(verdicts);
        return {
          ...(blocks.length > 0 ? { block: { reason: blocks.join('; ') } } : {}),
          ...(replaced !== undefined ? { updatedMCPToolOutput: replaced } : {}),
          ...(messages.length > 0 ? { messages } : {}),
          ...(stop ? { preventContinuation: stop } : {}),
        };
      } catch (error) {
        return { block: { reason: `the PostToolUse hooks could not run: ${describeError(error)}` } };
      }
    },

    async postToolUseFailure(request: PostToolUseFailureRequest): Promise<PostToolUseOutcome> {
      try {
        const verdicts = await runEvent(
          'PostToolUseFailure',
          request.tool.name,
          { tool_name: request.tool.name, tool_input: request.input, tool_use_id: request.toolUseId, error: request.error, is_interrupt: false },
          request.context.cwd,
          request.context.options.permissionMode,
        );
        const stop = stopRequest(verdicts);
        const messages = contextOf(verdicts);
        return { ...(messages.length > 0 ? { messages } : {}), ...(stop ? { preventContinuation: stop } : {}) };
      } catch {
        return {};
      }
    },

    async sessionStart(): Promise<void> {
      const verdicts = await runEvent('SessionStart', 'startup', { source: 'startup' });
      const blocked = verdicts.find((v) => v.blocked !== undefined);
      if (blocked) throw new HookError(blocked.blocked ?? 'it blocked');
      const stop = stopRequest(verdicts);
      if (stop) throw new HookError(stop.reason);
      startContext.push(...contextOf(verdicts), ...verdicts.map((v) => v.text).filter((t): t is string => t !== undefined));
    },

    async stop(): Promise<void> {
      await runEvent('Stop', null, { stop_hook_active: false }).catch(() => []);
    },

    async sessionEnd(reason: string): Promise<void> {
      await runEvent('SessionEnd', reason, { reason }).catch(() => []);
    },

    sessionStartContext: () => [...startContext],
  };
}

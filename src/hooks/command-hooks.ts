import { describeError } from '../core/describe-error.js';
import type { PostToolUseFailureRequest, PostToolUseOutcome, PostToolUseRequest, PreToolUseOutcome, PreToolUseRequest, ToolHooks } from '../core/hook-types.js';
import type { CommandRunner } from '../core/command-runner.js';
import type { PermissionMode } from '../core/permission-types.js';
import type { ToolUseContext } from '../core/tool.js';
import type { CommandHookConfig, HookEventName, Policy } from '../policy/schema.js';
import { hookMatches } from './hook-matcher.js';
import { verdictOf, type HookVerdict } from './hook-verdict.js';
import { contextOf, failureOutcome, postToolUseOutcome, preToolUseOutcome, stopRequest } from './read-verdicts.js';
import { runHookCommand } from './run-hook-command.js';

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
  /**
   * How a hook's command really runs (its repository scripts swapped for trusted copies), or why it
   * cannot: then the hook fails as if it could not start (blocking unless `on_error: continue`).
   * Default: as written. Messages always name the command as written.
   */
  readonly launchOf?: (command: string) => HookLaunch;
}

/** A hook command as it runs, or why it cannot run. */
export type HookLaunch = { readonly command: string } | { readonly unavailable: string };

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

/** The hooks of an event whose matcher matches `matchValue` (every one when it is null), each command once. */
function hooksFor(options: CommandHooksOptions, event: HookEventName, matchValue: string | null): CommandHookConfig[] {
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
  return hooks;
}

/** Runs every matching hook of an event in parallel, with Claude Code's input on stdin; a tool event runs where the call is. */
async function runEvent(options: CommandHooksOptions, event: HookEventName, matchValue: string | null, fields: Record<string, unknown>, call?: ToolUseContext): Promise<HookVerdict[]> {
  const hooks = hooksFor(options, event, matchValue);
  if (hooks.length === 0) return [];
  const cwd = call?.cwd ?? options.cwd;
  const input = {
    session_id: options.sessionId,
    transcript_path: options.transcriptPath,
    cwd,
    permission_mode: call?.options.permissionMode ?? options.permissionMode,
    hook_event_name: event,
    ...fields,
  };
  const env = { ...options.env, CLAUDE_PROJECT_DIR: options.cwd };
  return Promise.all(
    hooks.map(async (hook) => {
      const launch = options.launchOf?.(hook.command) ?? { command: hook.command };
      if ('unavailable' in launch) return verdictOf(hook, event, { kind: 'spawn_error', message: launch.unavailable });
      const run = { command: launch.command, runner: options.runner, event, input, cwd, env, timeoutMs: hook.timeout * 1000, ...(options.shell !== undefined ? { shell: options.shell } : {}) };
      return verdictOf(hook, event, await runHookCommand(run));
    }),
  );
}

/** The policy's command hooks as the pipeline's ToolHooks and the session's SessionHooks. A hook that cannot run fails closed. */
export function createCommandHooks(options: CommandHooksOptions): CommandHooks {
  const startContext: string[] = [];
  const run = (event: HookEventName, matchValue: string | null, fields: Record<string, unknown>, call?: ToolUseContext) => runEvent(options, event, matchValue, fields, call);

  return {
    async preToolUse(request: PreToolUseRequest): Promise<PreToolUseOutcome> {
      const fields = { tool_name: request.tool.name, tool_input: request.input, tool_use_id: request.toolUseId };
      try {
        return preToolUseOutcome(await run('PreToolUse', request.tool.name, fields, request.context));
      } catch (error) {
        return { permission: { behavior: 'deny', message: `the PreToolUse hooks could not run: ${describeError(error)}` } };
      }
    },

    async postToolUse(request: PostToolUseRequest): Promise<PostToolUseOutcome> {
      const fields = { tool_name: request.tool.name, tool_input: request.input, tool_response: request.output, tool_use_id: request.toolUseId };
      try {
        return postToolUseOutcome(await run('PostToolUse', request.tool.name, fields, request.context));
      } catch (error) {
        return { block: { reason: `the PostToolUse hooks could not run: ${describeError(error)}` } };
      }
    },

    async postToolUseFailure(request: PostToolUseFailureRequest): Promise<PostToolUseOutcome> {
      const fields = { tool_name: request.tool.name, tool_input: request.input, tool_use_id: request.toolUseId, error: request.error, is_interrupt: false };
      try {
        return failureOutcome(await run('PostToolUseFailure', request.tool.name, fields, request.context));
      } catch {
        return {};
      }
    },

    async sessionStart(): Promise<void> {
      const verdicts = await run('SessionStart', 'startup', { source: 'startup' });
      const blocked = verdicts.find((v) => v.blocked !== undefined);
      if (blocked) throw new HookError(blocked.blocked ?? 'it blocked');
      const stop = stopRequest(verdicts);
      if (stop) throw new HookError(stop.reason);
      startContext.push(...contextOf(verdicts), ...verdicts.map((v) => v.text).filter((t): t is string => t !== undefined));
    },

    async stop(): Promise<void> {
      await run('Stop', null, { stop_hook_active: false }).catch(() => []);
    },

    async sessionEnd(reason: string): Promise<void> {
      await run('SessionEnd', reason, { reason }).catch(() => []);
    },

    sessionStartContext: () => [...startContext],
  };
}

import type { CommandHookConfig, HookEventName } from '../policy/schema.js';
import { parseHookStdout, type HookOutput } from './hook-output.js';
import type { HookCommandResult } from './run-hook-command.js';

/** What one hook run means, in Claude Code's terms. */
export interface HookVerdict {
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

/** A hook's command as messages name it, cut at 80 characters. */
export function hookLabel(command: string): string {
  return command.length > 80 ? `${command.slice(0, 80)}…` : command;
}

/**
 * How a hook's run reads: exit 2 blocks with its stderr; a crash, a timeout or output Tollgate
 * cannot use blocks too unless the hook says `on_error: continue`; exit 0 gives its JSON or text.
 */
export function verdictOf(hook: CommandHookConfig, event: HookEventName, result: HookCommandResult): HookVerdict {
  const command = hook.command;
  const failed = (why: string): HookVerdict =>
    hook.on_error === 'continue' ? { command } : { command, blocked: `the ${event} hook \`${hookLabel(command)}\` ${why}` };
  switch (result.kind) {
    case 'spawn_error':
      return failed(`could not start (${result.message})`);
    case 'timeout':
      return failed(`timed out after ${hook.timeout} s and was stopped`);
    case 'signalled':
      return failed(`was killed by ${result.signal}${result.stderr.trim() ? `: ${tail(result.stderr)}` : ''}`);
    case 'exited': {
      if (result.exitCode === 2) {
        return { command, blocked: tail(result.stderr) || `the ${event} hook \`${hookLabel(command)}\` exited with code 2` };
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

import { modeVerdict } from '../../core/permission-modes.js';
import type { PermissionMode } from '../../core/permission-types.js';
import type { EvaluationEnv } from '../verdict.js';

/**
 * What the mode makes of a command no rule decided, read off the one mode table: bypassPermissions
 * runs anything, dontAsk nothing no rule allows, the others read-only commands. (Plan mode's refusal
 * of anything else is decided before the Bash analysis, for every tool alike.)
 */
export function modeDecision(mode: PermissionMode, readOnly: boolean): { readonly behavior: 'allow' | 'ask'; readonly reason: string } {
  const verdict = modeVerdict(mode, readOnly ? 'read' : 'command');
  if (verdict.behavior === 'allow') return { behavior: 'allow', reason: readOnly ? 'it only reads inside the workspace' : verdict.reason };
  return { behavior: 'ask', reason: mode === 'dontAsk' ? 'dontAsk mode runs only what a rule allows' : 'no rule allows it' };
}

/** The mode allows what no rule allowed, read-only or not (bypassPermissions). */
export const modeAllowsAnything = (env: EvaluationEnv) => modeDecision(env.mode, false).behavior === 'allow';

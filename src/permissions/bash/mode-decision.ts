import type { PermissionMode } from '../../core/permission-types.js';
import type { EvaluationEnv } from '../verdict.js';

/**
 * What the mode makes of a command no rule decided: the one place this file reads the mode.
 * bypassPermissions runs anything, dontAsk nothing no rule allows, the others read-only commands.
 */
export function modeDecision(mode: PermissionMode, readOnly: boolean): { readonly behavior: 'allow' | 'ask'; readonly reason: string } {
  if (mode === 'bypassPermissions') return { behavior: 'allow', reason: 'bypassPermissions mode' };
  if (mode === 'dontAsk') return { behavior: 'ask', reason: 'dontAsk mode runs only what a rule allows' };
  return readOnly ? { behavior: 'allow', reason: 'it only reads inside the workspace' } : { behavior: 'ask', reason: 'no rule allows it' };
}

/** The mode allows what no rule allowed, read-only or not (bypassPermissions). */
export const modeAllowsAnything = (env: EvaluationEnv) => modeDecision(env.mode, false).behavior === 'allow';

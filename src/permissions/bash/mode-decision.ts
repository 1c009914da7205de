import { modeVerdict } from '../../core/permission-modes.js';
import type { EvaluationEnv } from '../verdict.js';

/** The mode allows what no rule allowed, read-only or not (bypassPermissions). */
export const modeAllowsAnything = (env: EvaluationEnv) => modeVerdict(env.mode, 'command').behavior === 'allow';

/** Why the mode allowed a command no rule allowed, or said nothing about it, in the words of the line. */
export function modeReason(env: EvaluationEnv): string {
  return modeVerdict(env.mode, 'command').reason;
}

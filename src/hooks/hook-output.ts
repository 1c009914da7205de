import { z } from 'zod';
import { describeError } from '../core/describe-error.js';

/** The JSON a command hook may print on stdout (exit 0), as Claude Code defines it. Unknown keys are ignored. */
export const hookOutputSchema = z.looseObject({
  continue: z.boolean().optional(),
  stopReason: z.string().optional(),
  suppressOutput: z.boolean().optional(),
  systemMessage: z.string().optional(),
  decision: z.enum(['approve', 'block']).optional(),
  reason: z.string().optional(),
  hookSpecificOutput: z
    .looseObject({
      hookEventName: z.string().optional(),
      permissionDecision: z.enum(['allow', 'deny', 'ask']).optional(),
      permissionDecisionReason: z.string().optional(),
      updatedInput: z.record(z.string(), z.unknown()).optional(),
      additionalContext: z.string().optional(),
      updatedMCPToolOutput: z.unknown().optional(),
    })
    .optional(),
});
export type HookOutput = z.output<typeof hookOutputSchema>;

export type ParsedHookStdout =
  | { readonly kind: 'json'; readonly output: HookOutput }
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'invalid'; readonly message: string };

/** Stdout that starts with `{` must be valid hook JSON; anything else is plain text. */
export function parseHookStdout(stdout: string): ParsedHookStdout {
  const trimmed = stdout.trim();
  if (!trimmed.startsWith('{')) return { kind: 'text', text: trimmed };
  let raw: unknown;
  try {
    raw = JSON.parse(trimmed);
  } catch (error) {
    return { kind: 'invalid', message: `its stdout is not valid JSON (${describeError(error)})` };
  }
  const parsed = hookOutputSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { kind: 'invalid', message: `its JSON output is invalid at ${issue?.path.join('.') || '(top)'}: ${issue?.message ?? 'unknown'}` };
  }
  return { kind: 'json', output: parsed.data };
}

import { z } from 'zod';
import { PERMISSION_MODES } from '../core/permission-types.js';
import { priceOverridesSchema } from '../model/prices.js';

export { PERMISSION_MODES };

export const HOOK_EVENTS = ['PreToolUse', 'PostToolUse', 'PostToolUseFailure', 'SessionStart', 'Stop', 'SessionEnd'] as const;
export type HookEventName = (typeof HOOK_EVENTS)[number];

const ruleString = z.string().min(1, 'a rule cannot be empty');

const commandHookSchema = z.strictObject({
  type: z.literal('command'),
  command: z.string().min(1),
  /** Seconds; Claude Code's default is 60. */
  timeout: z.number().positive().max(3600).default(60),
  /** What a crash or timeout does: block the call (CI default) or carry on. */
  on_error: z.enum(['block', 'continue']).default('block'),
});
export type CommandHookConfig = z.output<typeof commandHookSchema>;

const hookMatcherSchema = z.strictObject({
  matcher: z.string().default(''),
  hooks: z.array(commandHookSchema).min(1),
});
export type HookMatcherConfig = z.output<typeof hookMatcherSchema>;

const hooksSchema = z
  .strictObject({
    PreToolUse: z.array(hookMatcherSchema).default([]),
    PostToolUse: z.array(hookMatcherSchema).default([]),
    PostToolUseFailure: z.array(hookMatcherSchema).default([]),
    SessionStart: z.array(hookMatcherSchema).default([]),
    Stop: z.array(hookMatcherSchema).default([]),
    SessionEnd: z.array(hookMatcherSchema).default([]),
  })
  .default({ PreToolUse: [], PostToolUse: [], PostToolUseFailure: [], SessionStart: [], Stop: [], SessionEnd: [] });

const envName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'not an environment variable name');

export const policySchema = z.strictObject({
  version: z.literal(1).default(1),
  permissions: z
    .strictObject({
      defaultMode: z.enum(PERMISSION_MODES).default('default'),
      allow: z.array(ruleString).default([]),
      deny: z.array(ruleString).default([]),
      ask: z.array(ruleString).default([]),
      additionalDirectories: z.array(z.string().min(1)).default([]),
    })
    .default({ defaultMode: 'default', allow: [], deny: [], ask: [], additionalDirectories: [] }),
  non_interactive: z
    .strictObject({
      on_ask: z.enum(['deny', 'allow']).default('deny'),
      overrides: z
        .array(
          z.strictObject({
            rule: ruleString,
            decision: z.enum(['deny', 'allow']),
            reason: z.string().optional(),
          }),
        )
        .default([]),
    })
    .default({ on_ask: 'deny', overrides: [] }),
  budget: z
    .strictObject({
      max_usd: z.number().positive().optional(),
      max_turns: z.number().int().positive().optional(),
      prices: priceOverridesSchema.optional(),
    })
    .default({}),
  limits: z
    .strictObject({
      tool_timeout_s: z.number().positive().max(86_400).default(600),
      session_timeout_min: z.number().positive().max(360).default(30),
      max_result_chars: z.number().int().positive().default(30_000),
    })
    .default({ tool_timeout_s: 600, session_timeout_min: 30, max_result_chars: 30_000 }),
  hooks: hooksSchema,
  environment: z
    .strictObject({
      pass: z.array(envName).default([]),
      secrets: z.array(envName).default([]),
    })
    .default({ pass: [], secrets: [] }),
});

export type Policy = z.output<typeof policySchema>;
export type PolicyInput = z.input<typeof policySchema>;

/** Every key the schema knows, per object path: the did-you-mean list for unknown keys. */
export const KNOWN_KEYS: Readonly<Record<string, readonly string[]>> = {
  '': ['version', 'permissions', 'non_interactive', 'budget', 'limits', 'hooks', 'environment'],
  permissions: ['defaultMode', 'allow', 'deny', 'ask', 'additionalDirectories'],
  non_interactive: ['on_ask', 'overrides'],
  'non_interactive.overrides.*': ['rule', 'decision', 'reason'],
  budget: ['max_usd', 'max_turns', 'prices'],
  'budget.prices.*': ['input', 'output', 'cache_write_5m', 'cache_write_1h', 'cache_read'],
  limits: ['tool_timeout_s', 'session_timeout_min', 'max_result_chars'],
  hooks: [...HOOK_EVENTS],
  'hooks.*.*': ['matcher', 'hooks'],
  'hooks.*.*.hooks.*': ['type', 'command', 'timeout', 'on_error'],
  environment: ['pass', 'secrets'],
};

/** The safe default: read-only tools inside the workspace, every ask denied. */
export const DEFAULT_POLICY: Policy = policySchema.parse({});

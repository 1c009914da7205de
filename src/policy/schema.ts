import { z } from 'zod';
import { PERMISSION_MODES } from '../core/permission-types.js';
import { priceOverridesSchema } from '../model/prices.js';
import { PROVIDERS } from '../model/provider.js';
import { EFFORTS, MIN_THINKING_BUDGET } from '../model/thinking.js';
import { didYouMean } from './did-you-mean.js';
import { GUARD_MODES, GUARD_RULE_IDS, guardAllowProblem } from './guard-rule-ids.js';
import { RUN_DEFAULTS } from './run-defaults.js';

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

const pathEntry = z.string().min(1, 'a path cannot be empty');
/** `host`, `*.host`, `host:port`, an IP literal (`127.0.0.1:8080`, `[::1]:443`): the sandbox proxy's syntax. */
const domainEntry = z
  .string()
  .min(1, 'a domain cannot be empty')
  .regex(/^(\*\.)?[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/, 'expected a host name, *.domain, an IP address, optionally with :port');

/**
 * Claude Code's `sandbox` settings block, so users can reuse theirs. Keys Claude Code has that do
 * not apply here are accepted and ignored with a notice (ignoring each of them only confines more).
 */
const sandboxSchema = z.strictObject({
  /** false: the agent's commands run unsandboxed, and the report says so on its first line. */
  enabled: z.boolean().default(true),
  /** Unset: the action fails when the sandbox cannot start, the CLI warns and runs unsandboxed. */
  failIfUnavailable: z.boolean().optional(),
  network: z
    .strictObject({
      allowedDomains: z.array(domainEntry).default([]),
      allowManagedDomainsOnly: z.unknown().optional(),
      allowUnixSockets: z.unknown().optional(),
      allowAllUnixSockets: z.unknown().optional(),
      allowLocalBinding: z.unknown().optional(),
      httpProxyPort: z.unknown().optional(),
      socksProxyPort: z.unknown().optional(),
    })
    .default({ allowedDomains: [] }),
  filesystem: z
    .strictObject({
      allowWrite: z.array(pathEntry).default([]),
      denyWrite: z.array(pathEntry).default([]),
      denyRead: z.array(pathEntry).default([]),
      allowRead: z.unknown().optional(),
      allowManagedReadPathsOnly: z.unknown().optional(),
    })
    .default({ allowWrite: [], denyWrite: [], denyRead: [] }),
  /** Tollgate's own: command hooks run in the sandbox too (with the profile of a call that writes). */
  hooks: z.boolean().default(false),
  /** Tollgate's own: stdio MCP servers run in the sandbox too (with the profile of a call that writes). */
  mcpServers: z.boolean().default(false),
  autoAllowBashIfSandboxed: z.unknown().optional(),
  excludedCommands: z.unknown().optional(),
  allowUnsandboxedCommands: z.unknown().optional(),
  ignoreViolations: z.unknown().optional(),
  enableWeakerNestedSandbox: z.unknown().optional(),
  enableWeakerNetworkIsolation: z.unknown().optional(),
});
export type SandboxPolicy = z.output<typeof sandboxSchema>;

const DEFAULT_SANDBOX_POLICY: SandboxPolicy = sandboxSchema.parse({});

/** Where the session's change lands (see docs/policy.md#changes): a commit, a draft PR, or only the artifact. */
export const DELIVERY_MODES = ['auto', 'commit', 'pull_request', 'artifact'] as const;
export type DeliveryMode = (typeof DELIVERY_MODES)[number];

/** 1 MiB of new file content. */
const DEFAULT_CHANGES_MAX_BYTES = 1_048_576;

const changesSchema = z.strictObject({
  deliver: z.enum(DELIVERY_MODES).default('auto'),
  /** New branches are `<branch_prefix>issue-12`, `<branch_prefix>run-4242`, `<branch_prefix>pr-7`. */
  branch_prefix: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'expected a branch name prefix such as tollgate/ (letters, digits, . _ / -)')
    .refine((value) => !value.includes('..') && !value.includes('//') && !value.endsWith('.'), 'not a valid start of a branch name')
    .default('tollgate/'),
  max_files: z.number().int().positive().max(10_000).default(100),
  max_bytes: z.number().int().positive().max(100 * 1_048_576).default(DEFAULT_CHANGES_MAX_BYTES),
  allow_binary: z.boolean().default(false),
  /** The landing guard (docs/security.md#the-landing-guard): `refuse` lands nothing it finds; `warn` lands and reports. */
  guard: z.enum(GUARD_MODES).default('refuse'),
  /** Rule ids and path globs (from the repository root) whose findings a maintainer accepts. */
  guard_allow: z
    .array(z.string().min(1).max(300).superRefine((entry, ctx) => {
      const problem = guardAllowProblem(entry, (word) => didYouMean(word, GUARD_RULE_IDS));
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }))
    .default([]),
  /** Leave the agent's edits in the workspace after the run, for later steps of the job (they then run what the agent wrote). */
  keep_workspace: z.boolean().default(false),
});
export type ChangesPolicy = z.output<typeof changesSchema>;
const DEFAULT_CHANGES_POLICY: ChangesPolicy = changesSchema.parse({});

/** Claude Code sandbox keys Tollgate accepts and ignores, with why (each only confines more when ignored). */
export const IGNORED_SANDBOX_KEYS: Readonly<Record<string, string>> = {
  autoAllowBashIfSandboxed: 'the policy decides every call; the sandbox never approves one',
  excludedCommands: 'every command of the agent runs in the sandbox',
  allowUnsandboxedCommands: 'no command can ask to leave the sandbox',
  ignoreViolations: 'every refused connection is reported',
  enableWeakerNestedSandbox: 'the sandbox is never weakened',
  enableWeakerNetworkIsolation: 'the sandbox is never weakened',
  'network.allowManagedDomainsOnly': 'there are no managed settings in CI',
  'network.allowUnixSockets': 'Unix sockets stay blocked',
  'network.allowAllUnixSockets': 'Unix sockets stay blocked',
  'network.allowLocalBinding': 'only the sandbox proxy is reachable',
  'network.httpProxyPort': "Tollgate runs the sandbox's own proxy",
  'network.socksProxyPort': "Tollgate runs the sandbox's own proxy",
  'filesystem.allowRead': 'denied reads stay denied',
  'filesystem.allowManagedReadPathsOnly': 'there are no managed settings in CI',
};

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
      session_timeout_min: z.number().positive().max(360).default(RUN_DEFAULTS.timeout_minutes.value),
      max_result_chars: z.number().int().positive().default(30_000),
    })
    .default({ tool_timeout_s: 600, session_timeout_min: RUN_DEFAULTS.timeout_minutes.value, max_result_chars: 30_000 }),
  hooks: hooksSchema,
  environment: z
    .strictObject({
      pass: z.array(envName).default([]),
      secrets: z.array(envName).default([]),
    })
    .default({ pass: [], secrets: [] }),
  sandbox: sandboxSchema.default(DEFAULT_SANDBOX_POLICY),
  /** The answer the run must give (StructuredOutput): a JSON Schema here, or the path of a JSON or YAML file holding one. */
  output_schema: z
    .union([z.string().min(1), z.record(z.string(), z.unknown())], { error: 'must be a JSON Schema (a mapping such as `type: object`) or the path of a JSON or YAML file holding one' })
    .optional(),
  /**
   * What a run does when the pull request changes a file that configures it (this policy, the MCP
   * config, a script a hook or MCP server runs): run with the trusted versions and say so, or refuse.
   */
  trust: z
    .strictObject({
      on_pr_config_change: z.enum(['use_base', 'refuse']).default('use_base'),
    })
    .default({ on_pr_config_change: 'use_base' }),
  /** Where the model runs; the `provider` input or `--provider` wins over it. Unset: the Anthropic API. */
  provider: z.enum(PROVIDERS).optional(),
  /** How the model works: the inputs and flags of the same names win over these. */
  model: z
    .strictObject({
      /** `adaptive`, `off`, or a thinking budget in tokens; unset: adaptive where the model offers it. */
      thinking: z.union([z.enum(['adaptive', 'off']), z.number().int().min(MIN_THINKING_BUDGET, `a thinking budget is at least ${MIN_THINKING_BUDGET} tokens`)], {
        error: `must be adaptive, off, or a token budget of at least ${MIN_THINKING_BUDGET} (e.g. 8000)`,
      }).optional(),
      effort: z.enum(EFFORTS).optional(),
      /** Takes the rest of the run when the model stays overloaded after the retries. */
      fallback_model: z.string().regex(/^[\w.:@/-]+$/, 'expected a model id such as claude-sonnet-4-6').optional(),
      /** The context window in input tokens, over the model table and the Models API. */
      context_window: z.number().int().min(10_000).max(10_000_000).optional(),
    })
    .default({}),
  changes: changesSchema.default(DEFAULT_CHANGES_POLICY),
});

export type Policy = z.output<typeof policySchema>;
export type PolicyInput = z.input<typeof policySchema>;

/** Every key the schema knows, per object path: the did-you-mean list for unknown keys. */
export const KNOWN_KEYS: Readonly<Record<string, readonly string[]>> = {
  '': ['version', 'permissions', 'non_interactive', 'budget', 'limits', 'hooks', 'environment', 'sandbox', 'output_schema', 'provider', 'model', 'trust', 'changes'],
  model: ['thinking', 'effort', 'fallback_model', 'context_window'],
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
  trust: ['on_pr_config_change'],
  sandbox: ['enabled', 'failIfUnavailable', 'network', 'filesystem', 'hooks', 'mcpServers', ...Object.keys(IGNORED_SANDBOX_KEYS).filter((key) => !key.includes('.'))],
  'sandbox.network': ['allowedDomains', ...Object.keys(IGNORED_SANDBOX_KEYS).flatMap((key) => (key.startsWith('network.') ? [key.slice(8)] : []))],
  changes: ['deliver', 'branch_prefix', 'max_files', 'max_bytes', 'allow_binary', 'guard', 'guard_allow', 'keep_workspace'],
  'sandbox.filesystem': ['allowWrite', 'denyWrite', 'denyRead', ...Object.keys(IGNORED_SANDBOX_KEYS).flatMap((key) => (key.startsWith('filesystem.') ? [key.slice(11)] : []))],
};

/** The safe default: read-only tools inside the workspace, every ask denied. */
export const DEFAULT_POLICY: Policy = policySchema.parse({});

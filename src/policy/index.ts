export { loadPolicy, parsePolicyText, type LoadedPolicy, type PolicySource } from './load-policy.js';
export { PolicyError } from './policy-error.js';
export { RUN_DEFAULTS } from './run-defaults.js';
export { policySchema, DEFAULT_POLICY, DELIVERY_MODES, HOOK_EVENTS, PERMISSION_MODES, type SandboxPolicy, type ChangesPolicy, type DeliveryMode, type Policy, type PolicyInput, type HookEventName, type CommandHookConfig, type HookMatcherConfig } from './schema.js';
export { buildChildEnv, policySecretValues } from './child-env.js';
export { describePolicy } from './describe-policy.js';
export { parseRule, RuleSyntaxError, type PermissionRule } from './parse-rule.js';
export { resolveAdditionalDirectories } from './additional-directories.js';
export { GUARD_RULE_IDS, GUARD_MODES, type GuardRuleId, type GuardMode } from './guard-rule-ids.js';

export { createCommandHooks, HookError, type CommandHooks, type CommandHooksOptions, type HookLaunch } from './command-hooks.js';
export { hookMatches } from './hook-matcher.js';

export { createCommandHooks, HookError, type CommandHooks, type CommandHooksOptions } from './command-hooks.js';
export { hookMatches } from './hook-matcher.js';

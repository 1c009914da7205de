export { createChangeCheck, createPolicyGate, type ChangeVerdict, type PolicyGateOptions } from './policy-gate.js';
export { filterToolsForMode } from './filter-tools.js';
export { resolveToolPath, realPathOf, type PathScope, type ResolvedPath } from './workspace-paths.js';
export { isReadOnlyBashCommand } from './bash/read-only.js';
export { loadBashParser, isBashParserLoaded } from './bash/parser.js';
export { splitBashCommand, type SimpleCommand, type SplitCommand } from './bash/simple-commands.js';
export { type ProtectedFile } from './protected-writes.js';

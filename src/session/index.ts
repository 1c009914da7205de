export * from './events.js';
export * from './options.js';
export { runSession } from './run-session.js';
export { buildSystemPrompt, type SystemPromptInput } from './system-prompt.js';
export { buildModelRequest, buildCountTokensRequest, type RequestParts } from './request-builder.js';
export { CONTINUE_AFTER_CUT_TEXT } from './turn-loop.js';

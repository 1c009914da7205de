export * from './report-state.js';
export * from './report-context.js';
export * from './markdown.js';
export * from './describe-call.js';
export * from './live-body.js';
export * from './final-body.js';
export * from './result-json.js';
export * from './job-summary.js';

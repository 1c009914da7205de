import { createRedactor, type Redactor } from '../core/redact.js';
import { neutralizeMarkers } from './comment-marker.js';

/**
 * What every rendered report string passes, in the action and the CLI alike (so comment.md is
 * what would be posted): secrets redacted, and no untrusted text can pose as Tollgate's marker.
 */
export function createReportRedactor(secrets: Iterable<string | undefined>): Redactor {
  const redact = createRedactor(secrets);
  return (text) => neutralizeMarkers(redact(text));
}

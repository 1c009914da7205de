/**
 * The test set-up rebuilds dist/ only for a run that needs it: whether a test file runs the built
 * CLI or action is found by following its imports.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { usesDist } from '../support/uses-dist.js';

const test = (path: string) => join(import.meta.dirname, '..', path);

describe('which test files run dist/', () => {
  it('finds the CLI and action harnesses, directly and through other test modules', () => {
    expect(usesDist(test('cli/cli-run.test.ts'))).toBe(true);
    expect(usesDist(test('github/action-e2e.test.ts'))).toBe(true);
    // Through gate-routes.ts, which runs the CLI.
    expect(usesDist(test('permissions/rule-semantics.test.ts'))).toBe(true);
  });

  it('leaves out tests of the sources alone', () => {
    expect(usesDist(test('session/session-loop.test.ts'))).toBe(false);
    expect(usesDist(test('sandbox/profile-file-index.test.ts'))).toBe(false);
  });
});

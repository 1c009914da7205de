import { describe, expect, it } from 'vitest';
import { resolveAdditionalDirectories } from '../../src/policy/additional-directories.js';

describe('resolveAdditionalDirectories', () => {
  it('puts ~ and ~/… in the home directory and every other relative path under the workspace, each once', () => {
    expect(resolveAdditionalDirectories(['~', '~/shared', '../sibling', 'vendor', '/opt/cache', '~user', 'vendor/'], '/work/repo', '/home/ci')).toEqual([
      '/home/ci',
      '/home/ci/shared',
      '/work/sibling',
      '/work/repo/vendor',
      '/opt/cache',
      '/work/repo/~user',
    ]);
  });
});

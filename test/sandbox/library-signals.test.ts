import { describe, expect, it } from 'vitest';
import { findHostPrograms } from '../../src/sandbox/host-programs.js';
import { acquireSandboxRuntime, type ResolvedPrograms } from '../../src/sandbox/sandbox-runtime.js';

describe('the sandbox library and the stop signals', () => {
  it('leaves SIGINT and SIGTERM to the run: started, it has added no handler of its own', async () => {
    const before = { SIGINT: process.listenerCount('SIGINT'), SIGTERM: process.listenerCount('SIGTERM') };
    const found = findHostPrograms(process.env.PATH);
    const runtime = await acquireSandboxRuntime(found as ResolvedPrograms);
    try {
      await new Promise((resolve) => setImmediate(resolve));
      expect({ SIGINT: process.listenerCount('SIGINT'), SIGTERM: process.listenerCount('SIGTERM') }).toEqual(before);
    } finally {
      await runtime.release();
    }
  });
});

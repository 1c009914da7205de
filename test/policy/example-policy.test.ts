import { PassThrough } from 'node:stream';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runPolicyTest } from '../../src/cli/policy-command.js';

const root = join(import.meta.dirname, '..', '..');

describe('examples/policies/node-ci.yml', () => {
  it('is a valid policy and passes its own cases', async () => {
    const output = new PassThrough();
    const errorOutput = new PassThrough();
    let text = '';
    let errors = '';
    output.on('data', (chunk: Buffer) => (text += chunk.toString()));
    errorOutput.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const code = await runPolicyTest({
      policyPath: 'examples/policies/node-ci.yml',
      casesPath: 'examples/policies/node-ci.cases.yml',
      cwd: root,
      output,
      errorOutput,
    });
    expect(errors).toBe('');
    expect(code, text).toBe(0);
    expect(text).toContain('20 passed, 0 failed');
  });
});

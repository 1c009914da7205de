import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runToolUse } from '../../src/core/pipeline.js';
import { noHooks } from '../../src/core/hook-types.js';
import { resultText } from '../../src/core/large-result.js';
import { createPolicyGate } from '../../src/permissions/policy-gate.js';
import { parsePolicyText } from '../../src/policy/load-policy.js';
import { builtinTools } from '../../src/tools/index.js';
import { makeContext, makeTempDir } from '../support/core-fixtures.js';

let dir: string;
let cleanup: () => void;
beforeEach(() => {
  ({ dir, cleanup } = makeTempDir('tollgate-search-policy-'));
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src', 'config.js'), 'export const key = process.env.DEPLOY_KEY; // DEPLOY_KEY\n');
  writeFileSync(join(dir, '.env'), 'DEPLOY_KEY=hunter2-very-secret\n');
});
afterEach(() => cleanup());

async function search(policyYaml: string, name: 'Grep' | 'Glob', input: Record<string, unknown>): Promise<string> {
  const gate = createPolicyGate({ policy: parsePolicyText(policyYaml, 'policy.yml').policy, allowBypass: false, policyRoot: dir });
  const context = makeContext(builtinTools(), dir, { isReadDenied: gate.isReadDenied!.bind(gate) });
  const outcome = await runToolUse({ id: 'toolu_s', name, input }, context, { gate, hooks: noHooks });
  expect(outcome.status).toBe('success');
  return resultText(outcome.block);
}

describe('search tools and Read deny rules', () => {
  const denyEnv = 'permissions:\n  deny: ["Read(./.env)"]\n';

  it('Grep leaves out the lines of a file the policy denies reading, and says so', async () => {
    const text = await search(denyEnv, 'Grep', { pattern: 'DEPLOY_KEY', output_mode: 'content' });
    expect(text).toContain('src/config.js');
    expect(text).not.toContain('hunter2');
    expect(text).not.toMatch(/^\.env:/m);
    expect(text).toContain('1 matching file is not shown: the policy denies reading it.');
  });

  it('Glob leaves out a denied file', async () => {
    const text = await search(denyEnv, 'Glob', { pattern: '**/*' });
    expect(text).toContain('src/config.js');
    expect(text.split('\n')).not.toContain('.env');
    expect(text).toContain('not shown');
  });

  it('shows the file when no rule denies it', async () => {
    const text = await search('permissions:\n  allow: ["Read"]\n', 'Grep', { pattern: 'DEPLOY_KEY', output_mode: 'content' });
    expect(text).toMatch(/^\.env:1:DEPLOY_KEY=hunter2/m);
  });
});

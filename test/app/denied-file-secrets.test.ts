import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deniedFileSecrets, secretsInText } from '../../src/app/denied-file-secrets.js';
import { createToolUseContext } from '../../src/core/context.js';
import { createPolicyGate } from '../../src/permissions/index.js';
import { policySchema } from '../../src/policy/schema.js';
import { createProcessRunner } from '../../src/sandbox/process-runner.js';
import { makeTempDir } from '../support/core-fixtures.js';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

describe('secretsInText', () => {
  it('takes lines long enough to be secrets and the values of key=value and key: value lines', () => {
    expect(secretsInText('API_KEY=abc123xyz\nshort\n  token: "tok_0987654321"  \n}\n')).toEqual([
      'API_KEY=abc123xyz',
      'abc123xyz',
      'token: "tok_0987654321"',
      'tok_0987654321',
    ]);
  });
});

describe('deniedFileSecrets', () => {
  it('reads the files a Read deny rule covers, and only those', async () => {
    const temp = makeTempDir('tollgate-denied-');
    cleanup = temp.cleanup;
    const root = temp.dir;
    mkdirSync(join(root, 'secrets'), { recursive: true });
    mkdirSync(join(root, 'node_modules', 'x'), { recursive: true });
    writeFileSync(join(root, 'secrets', 'prod.env'), 'DB_PASSWORD=hunter2-but-longer\n');
    writeFileSync(join(root, '.env'), 'STRIPE_KEY=sk_live_0123456789\n');
    writeFileSync(join(root, 'README.md'), 'a public line of text\n');
    const policy = policySchema.parse({ permissions: { deny: ['Read(./secrets/**)', 'Read(./.env)'] } });
    const gate = createPolicyGate({ policy, allowBypass: false, policyRoot: root });
    const context = createToolUseContext({ tools: [], workspaceRoot: root, outputDir: join(root, '.out'), commandRunner: createProcessRunner() });
    const found = await deniedFileSecrets(root, gate, context);
    expect(found.sort()).toEqual(['DB_PASSWORD=hunter2-but-longer', 'STRIPE_KEY=sk_live_0123456789', 'hunter2-but-longer', 'sk_live_0123456789']);
  });
});

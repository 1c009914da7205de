import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
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

  it('matches a file by where it really is when the workspace is reached through a symlink', async () => {
    const temp = makeTempDir('tollgate-denied-real-');
    cleanup = temp.cleanup;
    const real = join(temp.dir, 'real');
    mkdirSync(join(real, 'keys'), { recursive: true });
    writeFileSync(join(real, 'keys', 'deploy.key'), 'DEPLOY_KEY=only-by-real-path\n');
    const linked = join(temp.dir, 'linked');
    symlinkSync(real, linked);
    // Anchored at the real folder: the walk, through the link, must still see it is denied.
    const policy = policySchema.parse({ permissions: { deny: [`Read(/${real}/keys/**)`] } });
    const gate = createPolicyGate({ policy, allowBypass: false, policyRoot: linked });
    const context = createToolUseContext({ tools: [], workspaceRoot: linked, outputDir: join(linked, '.out'), commandRunner: createProcessRunner() });
    expect((await deniedFileSecrets(linked, gate, context)).sort()).toEqual(['DEPLOY_KEY=only-by-real-path', 'only-by-real-path']);
  });

  it('follows no symlink, so a denied name that leads to an endless device is not read', async () => {
    const temp = makeTempDir('tollgate-denied-link-');
    cleanup = temp.cleanup;
    const root = temp.dir;
    symlinkSync('/dev/zero', join(root, 'endless.pem'));
    writeFileSync(join(root, 'real.pem'), 'PEM_LINE=a-real-pem-line\n');
    const policy = policySchema.parse({ permissions: { deny: ['Read(**/*.pem)'] } });
    const gate = createPolicyGate({ policy, allowBypass: false, policyRoot: root });
    const context = createToolUseContext({ tools: [], workspaceRoot: root, outputDir: join(root, '.out'), commandRunner: createProcessRunner() });
    expect((await deniedFileSecrets(root, gate, context)).sort()).toEqual(['PEM_LINE=a-real-pem-line', 'a-real-pem-line']);
  });
});

/**
 * Write and Edit open the file the gate judged (issue 25, point 7). An attacker who swaps a symlink
 * in after the gate allowed the call — a directory on the way or the file itself — gets the call
 * refused, and nothing is written where the symlink leads. The swap happens in a gate that first
 * asks the real one, then lets the attacker act: the moment between step 5 and step 6.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { noHooks } from '../../src/core/hook-types.js';
import type { PermissionGate } from '../../src/core/permission-gate.js';
import { runToolUse } from '../../src/core/pipeline.js';
import { resultText } from '../../src/core/large-result.js';
import { createPolicyGate } from '../../src/permissions/policy-gate.js';
import { policySchema } from '../../src/policy/schema.js';
import { atomicWriteFile } from '../../src/tools/file-edit/atomic-write.js';
import { SymlinkSwappedError } from '../../src/tools/file-edit/no-follow.js';
import { readTextIfExists } from '../../src/tools/file-edit/write-text-file.js';
import { makeContext, makeSandbox, type Sandbox } from './helpers.js';

let sandbox: Sandbox;
let outside: string;
beforeEach(async () => {
  sandbox = await makeSandbox();
  outside = join(sandbox.root, '..', 'outside');
  mkdirSync(outside);
  mkdirSync(join(sandbox.root, 'build'));
  mkdirSync(join(sandbox.root, 'src'));
  writeFileSync(join(sandbox.root, 'src', 'a.ts'), 'export const a = 1;\n');
});
afterEach(async () => {
  await sandbox.cleanup();
});

/** The real gate (acceptEdits: writes inside the workspace allowed), then the attacker's move. */
function gateThen(attack: () => void): PermissionGate {
  const real = createPolicyGate({ policy: policySchema.parse({ version: 1, permissions: { defaultMode: 'acceptEdits' } }), allowBypass: false, policyRoot: sandbox.root });
  return {
    async decide(request) {
      const decision = await real.decide(request);
      if (decision.behavior === 'allow') attack();
      return decision;
    },
  };
}

async function run(gate: PermissionGate, name: string, input: Record<string, unknown>, context = makeContext(sandbox)) {
  const outcome = await runToolUse({ id: `toolu_${name}`, name, input }, context, { gate, hooks: noHooks });
  return { isError: outcome.block.is_error === true, text: resultText(outcome.block) };
}

/** Swaps a directory for a symlink to the outside, atomically, keeping the original aside. */
function swapDirectory(dir: string, to: string): void {
  renameSync(dir, `${dir}.real`);
  symlinkSync(to, dir);
}

describe('Write and Edit re-check their path at call time', () => {
  it('refuses a Write whose directory became a symlink after the gate allowed it', async () => {
    const result = await run(gateThen(() => swapDirectory(join(sandbox.root, 'build'), outside)), 'Write', { file_path: join(sandbox.root, 'build', 'x.txt'), content: 'pwned\n' });
    expect(result.isError).toBe(true);
    expect(result.text).toContain('a symlink was swapped in since');
    expect(existsSync(join(outside, 'x.txt'))).toBe(false);
    expect(existsSync(join(sandbox.root, 'build.real', 'x.txt'))).toBe(false);
  });

  it('refuses a Write whose directory became a symlink into .git/hooks, inside the workspace but protected', async () => {
    mkdirSync(join(sandbox.root, '.git', 'hooks'), { recursive: true });
    const result = await run(gateThen(() => swapDirectory(join(sandbox.root, 'build'), join(sandbox.root, '.git', 'hooks'))), 'Write', { file_path: join(sandbox.root, 'build', 'pre-commit'), content: '#!/bin/sh\ntouch pwned\n' });
    expect(result.isError).toBe(true);
    expect(result.text).toContain('a symlink was swapped in since');
    expect(existsSync(join(sandbox.root, '.git', 'hooks', 'pre-commit'))).toBe(false);
  });

  it('refuses a Write whose file became a symlink after the gate allowed it', async () => {
    writeFileSync(join(outside, 'target'), 'outside\n');
    const file = join(sandbox.root, 'build', 'x.txt');
    const result = await run(gateThen(() => symlinkSync(join(outside, 'target'), file)), 'Write', { file_path: file, content: 'pwned\n' });
    expect(result.isError).toBe(true);
    expect(readFileSync(join(outside, 'target'), 'utf8')).toBe('outside\n');
  });

  it('refuses an Edit whose directory became a symlink to a look-alike outside', async () => {
    mkdirSync(join(outside, 'src'));
    writeFileSync(join(outside, 'src', 'a.ts'), 'export const a = 1;\n');
    const context = makeContext(sandbox);
    await run(gateThen(() => undefined), 'Read', { file_path: join(sandbox.root, 'src', 'a.ts') }, context);
    const result = await run(gateThen(() => swapDirectory(join(sandbox.root, 'src'), join(outside, 'src'))), 'Edit', { file_path: join(sandbox.root, 'src', 'a.ts'), old_string: '1', new_string: '2' }, context);
    expect(result.isError).toBe(true);
    expect(readFileSync(join(outside, 'src', 'a.ts'), 'utf8')).toBe('export const a = 1;\n');
    expect(readFileSync(join(sandbox.root, 'src.real', 'a.ts'), 'utf8')).toBe('export const a = 1;\n');
  });

  it('still writes through a symlink that stayed where the gate saw it lead, inside the workspace', async () => {
    symlinkSync(join(sandbox.root, 'src'), join(sandbox.root, 'in-link'));
    const result = await run(gateThen(() => undefined), 'Write', { file_path: join(sandbox.root, 'in-link', 'new.ts'), content: 'ok\n' });
    expect(result.isError, result.text).toBe(false);
    expect(readFileSync(join(sandbox.root, 'src', 'new.ts'), 'utf8')).toBe('ok\n');
  });
});

describe('the write itself follows no link (the swap after the re-check)', () => {
  it('refuses a directory on the way that is a symlink, and writes nothing where it leads', async () => {
    swapDirectory(join(sandbox.root, 'build'), outside);
    await expect(atomicWriteFile(join(sandbox.root, 'build', 'x.txt'), 'pwned\n')).rejects.toBeInstanceOf(SymlinkSwappedError);
    await expect(atomicWriteFile(join(sandbox.root, 'build', 'deep', 'x.txt'), 'pwned\n', { createDirectories: true })).rejects.toBeInstanceOf(SymlinkSwappedError);
    expect(existsSync(join(outside, 'x.txt'))).toBe(false);
    expect(existsSync(join(outside, 'deep'))).toBe(false);
  });

  it('refuses a file that is a symlink, to write or to read', async () => {
    writeFileSync(join(outside, 'target'), 'outside\n');
    symlinkSync(join(outside, 'target'), join(sandbox.root, 'build', 'x.txt'));
    await expect(atomicWriteFile(join(sandbox.root, 'build', 'x.txt'), 'pwned\n')).rejects.toBeInstanceOf(SymlinkSwappedError);
    await expect(readTextIfExists(join(sandbox.root, 'build', 'x.txt'))).rejects.toBeInstanceOf(SymlinkSwappedError);
    expect(readFileSync(join(outside, 'target'), 'utf8')).toBe('outside\n');
  });

  it('creates missing directories and writes into them', async () => {
    await atomicWriteFile(join(sandbox.root, 'build', 'a', 'b', 'x.txt'), 'ok\n', { createDirectories: true });
    expect(readFileSync(join(sandbox.root, 'build', 'a', 'b', 'x.txt'), 'utf8')).toBe('ok\n');
  });
});

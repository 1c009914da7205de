/**
 * The sandbox as a session sees it: chosen in prepareSession from the policy, stated in the result,
 * applied to hooks only when the policy asks, and an unavailable sandbox handled as the policy and
 * the entry say (stop before any tool runs, or warn and run unsandboxed).
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prepareSession } from '../../src/app/prepare-session.js';
import { endTurn, reply, toolUse } from '../support/scripted-model.js';
import { makeWorld, runScriptedSession, SESSION_API_KEY, type SandboxWorld } from '../support/sandbox-fixtures.js';
import { childProcessesOf } from '../support/processes.js';

let world: SandboxWorld;
beforeEach(() => {
  world = makeWorld();
});
afterEach(() => world.cleanup());

function hookPolicy(sandboxHooks: boolean, outside: string): string {
  return [
    'permissions:',
    '  allow: ["Bash(echo:*)"]',
    'hooks:',
    '  PreToolUse:',
    '    - matcher: Bash',
    '      hooks:',
    `        - { type: command, command: "echo ran >> ${outside}; echo inside > hook-inside.txt", on_error: continue }`,
    'sandbox:',
    `  hooks: ${sandboxHooks}`,
  ].join('\n');
}

/** A directory holding a `bwrap` that fails the way Ubuntu 24.04's AppArmor makes it fail, first on PATH. */
function brokenBwrapPath(): string {
  const bin = join(world.root, 'broken-bin');
  mkdirSync(bin);
  writeFileSync(join(bin, 'bwrap'), '#!/bin/sh\necho "bwrap: setting up uid map: Permission denied" >&2\nexit 1\n');
  chmodSync(join(bin, 'bwrap'), 0o755);
  return `${bin}:${process.env.PATH ?? '/usr/bin:/bin'}`;
}

const script = () => [reply(toolUse('Bash', { command: 'echo hello' }, 'toolu_echo')), endTurn('Done.')];

describe('the session sandbox', () => {
  it('runs command hooks unsandboxed by default: they are the maintainer’s own programs', async () => {
    const outside = join(world.root, 'hook-outside.txt');
    const run = await runScriptedSession(world, hookPolicy(false, outside), script());
    expect(run.result.sandbox?.enabled).toBe(true);
    expect(readFileSync(outside, 'utf8')).toBe('ran\n');
    expect(existsSync(join(world.workspace, 'hook-inside.txt'))).toBe(true);
  });

  it('runs command hooks in the sandbox when sandbox.hooks is true: they may write the workspace, nothing outside', async () => {
    const outside = join(world.root, 'hook-outside.txt');
    const run = await runScriptedSession(world, hookPolicy(true, outside), script());
    expect(run.toolResults[0]).toContain('hello');
    expect(existsSync(outside)).toBe(false);
    expect(readFileSync(join(world.workspace, 'hook-inside.txt'), 'utf8')).toBe('inside\n');
  });

  it('runs commands unsandboxed when sandbox.enabled is false, and says so', async () => {
    // Inline interpreter code: the gate cannot see the path it reads (the documented limit the sandbox covers).
    const command = `node -e "console.log(require('fs').readdirSync('/proc/${process.pid}').join(' '))"`;
    const run = await runScriptedSession(world, 'permissions:\n  allow: ["Bash(node:*)"]\nsandbox:\n  enabled: false\n', [
      reply(toolUse('Bash', { command }, 'toolu_ls')),
      endTurn('Done.'),
    ]);
    expect(run.result.sandbox).toEqual({ enabled: false, summary: 'Commands run unsandboxed: sandbox.enabled is false in the policy.' });
    expect(run.warnings).toEqual([expect.stringContaining('sandbox.enabled is false in the policy, so commands run unsandboxed')]);
    // Tollgate's own process is visible to the command, as it is without a sandbox.
    expect(run.toolResults[0]).toContain('environ');
  });

  it('stops before any tool runs when the sandbox cannot start: one model request, nothing run, the cause and the fix', async () => {
    // The sandbox starts beside the first model request; the model asks for a command, which must not run.
    const run = await runScriptedSession(world, 'permissions:\n  allow: ["Bash(echo:*)"]\n', [reply(toolUse('Bash', { command: 'echo ran > ran.txt' }, 'toolu_echo')), endTurn('never sent')], {
      PATH: brokenBwrapPath(),
    });
    expect(run.result.conclusion).toBe('error');
    expect(run.result.reason).toMatch(/^The OS sandbox cannot start: the sandbox did not start \(bwrap: setting up uid map: Permission denied\)\..*To fix it, .*No command ran: the session stopped before its first tool call\..*sandbox\.enabled: false/);
    expect(run.requests).toHaveLength(1);
    expect(existsSync(join(world.workspace, 'ran.txt'))).toBe(false);
    expect(run.result.sandbox).toEqual({ enabled: false, summary: 'Commands do not run: the OS sandbox could not start (the sandbox did not start (bwrap: setting up uid map: Permission denied)).' });
  });

  it('stops at the end of a session that called no tool when the sandbox cannot start', async () => {
    const run = await runScriptedSession(world, '{}', [endTurn('Nothing to do.')], { PATH: brokenBwrapPath() });
    expect(run.result.conclusion).toBe('error');
    expect(run.result.reason).toMatch(/^The OS sandbox cannot start: /);
    expect(run.requests).toHaveLength(1);
  });

  it('releases the sandbox it started when a later step of preparing fails (a missing cassette)', async () => {
    const settings = {
      prompt: 'Run the tests.',
      workspace: world.workspace,
      outputDir: world.outputDir,
      transcriptPath: join(world.outputDir, 'transcript.jsonl'),
      allowBypass: false,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: world.home },
      knownSecrets: [],
      signal: new AbortController().signal,
      onWarning: () => undefined,
      sandbox: { failIfUnavailableByDefault: true },
    };
    // The same settings with a model that exists: once started, the sandbox's relay runs while the session is open.
    const open = await prepareSession({ ...settings, modelSource: { kind: 'api', apiKey: SESSION_API_KEY, baseUrl: 'http://127.0.0.1:9' } });
    await open.deferred?.settled();
    expect(childProcessesOf(process.pid).filter((p) => p.cmdline.startsWith('/usr/bin/socat'))).not.toEqual([]);
    await open.close();
    const attempt = prepareSession({ ...settings, modelSource: { kind: 'replay', path: join(world.root, 'missing.cassette.jsonl') } });
    await expect(attempt).rejects.toThrow(/missing\.cassette\.jsonl/);
    expect(childProcessesOf(process.pid).filter((p) => /socat|bwrap|\brg\b/.test(p.cmdline))).toEqual([]);
  });

  it('warns in one line and runs unsandboxed when the policy says sandbox.failIfUnavailable: false', async () => {
    const run = await runScriptedSession(world, 'permissions:\n  allow: ["Bash(echo:*)"]\nsandbox:\n  failIfUnavailable: false\n', script(), { PATH: brokenBwrapPath() });
    expect(run.warnings).toEqual([expect.stringMatching(/^the OS sandbox is unavailable \(the sandbox did not start \(bwrap: setting up uid map: Permission denied\)\), so commands run unsandboxed; to fix it, /)]);
    expect(run.result.sandbox).toEqual({ enabled: false, summary: expect.stringContaining('Commands run unsandboxed: the OS sandbox could not start') });
    expect(run.toolResults[0]).toContain('hello');
  });
});

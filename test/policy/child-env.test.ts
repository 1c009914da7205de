import { describe, expect, it } from 'vitest';
import { buildChildEnv, policySecretValues } from '../../src/policy/child-env.js';
import { describePolicy } from '../../src/policy/describe-policy.js';
import { policySchema } from '../../src/policy/schema.js';

const runnerEnv = {
  PATH: '/usr/bin',
  HOME: '/home/runner',
  CI: 'true',
  GITHUB_REPOSITORY: 'o/r',
  GITHUB_SHA: 'abc',
  RUNNER_TEMP: '/tmp/r',
  ANTHROPIC_API_KEY: 'sk-ant-secret',
  GITHUB_TOKEN: 'ghs_secret',
  ACTIONS_RUNTIME_TOKEN: 'rt',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'idt',
  NPM_TOKEN: 'npm_secret',
  NPM_CONFIG_REGISTRY: 'https://r',
  OTHER: 'x',
};

describe('buildChildEnv', () => {
  it('passes the basics and GitHub context, never the tokens', () => {
    const env = buildChildEnv(runnerEnv, policySchema.parse({}));
    expect(env).toEqual({ PATH: '/usr/bin', HOME: '/home/runner', CI: 'true', GITHUB_REPOSITORY: 'o/r', GITHUB_SHA: 'abc', RUNNER_TEMP: '/tmp/r' });
  });

  it('adds exactly what environment.pass and environment.secrets name', () => {
    const policy = policySchema.parse({ environment: { pass: ['NPM_CONFIG_REGISTRY', 'UNSET_VAR'], secrets: ['NPM_TOKEN', 'GITHUB_TOKEN'] } });
    const env = buildChildEnv(runnerEnv, policy);
    expect(env.NPM_CONFIG_REGISTRY).toBe('https://r');
    expect(env.NPM_TOKEN).toBe('npm_secret');
    expect(env.GITHUB_TOKEN).toBe('ghs_secret');
    expect(env.ANTHROPIC_API_KEY).toBeUndefined();
    expect(env.OTHER).toBeUndefined();
    expect('UNSET_VAR' in env).toBe(false);
    expect(policySecretValues(runnerEnv, policy)).toEqual(['npm_secret', 'ghs_secret']);
  });
});

describe('describePolicy', () => {
  it('says the mode, the rules, that asks are denied and that denials are final', () => {
    const text = describePolicy(policySchema.parse({ permissions: { allow: ['Bash(npm test:*)'], deny: ['Bash(curl:*)'], ask: ['Bash(git push:*)'] } }));
    expect(text).toContain('Mode: default');
    expect(text).toContain('Allowed by rule: Bash(npm test:*).');
    expect(text).toContain('Denied by rule: Bash(curl:*).');
    expect(text).toContain('Any call that would need approval is denied.');
    expect(text).toContain('A denial is final for this run');
  });
});

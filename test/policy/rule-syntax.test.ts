import { describe, expect, it } from 'vitest';
import { bashPatternMatches } from '../../src/permissions/rules/bash-pattern.js';
import { parseRule, RuleSyntaxError } from '../../src/policy/parse-rule.js';
import { pathPatternMatches } from '../../src/permissions/rules/path-pattern.js';

describe('parseRule', () => {
  it.each([
    ['Bash', 'Bash', null],
    ['Bash(*)', 'Bash', null],
    ['Bash(npm test:*)', 'Bash', 'npm test:*'],
    ['Edit(src/**)', 'Edit', 'src/**'],
    ['mcp__github', 'mcp__github', null],
    ['mcp__github__*', 'mcp__github__*', null],
    ['Bash(echo \\(x\\))', 'Bash', 'echo (x)'],
  ] as const)('%s', (text, toolName, specifier) => {
    expect(parseRule(text)).toMatchObject({ toolName, specifier });
  });
  it.each([
    ['Bsh(ls)', /did you mean 'Bash'/],
    ['Bash(npm:* x)', /only works at the end/],
    ['Bash(ls', /does not end with/],
    ['(ls)', /not a rule/],
    ['mcp__github(x)', /takes no specifier/],
  ] as const)('refuses %s', (text, message) => {
    expect(() => parseRule(text)).toThrow(RuleSyntaxError);
    expect(() => parseRule(text)).toThrow(message);
  });
});

describe('bashPatternMatches', () => {
  it.each([
    ['ls *', 'ls', true],
    ['ls *', 'ls -la', true],
    ['ls *', 'lsof', false],
    ['ls*', 'lsof', true],
    ['npm test:*', 'npm test', true],
    ['npm test:*', 'npm testing', false],
    ['git * main', 'git push origin main', true],
    ['* --version', 'node --version', true],
    ['a.b', 'axb', false],
    ['echo \\*', 'echo *', true],
    ['echo \\*', 'echo x', false],
  ] as const)('%s vs %s', (pattern, command, expected) => {
    expect(bashPatternMatches(pattern, command)).toBe(expected);
  });
});

describe('pathPatternMatches', () => {
  const bases = { cwd: '/w/sub', policyRoot: '/w', homeDir: '/h' };
  it.each([
    ['src/**', '/w/sub/src/a/b.ts', true],
    ['src/**', '/w/src/a.ts', false],
    ['/src/**', '/w/src/a.ts', true],
    ['*.env', '/w/sub/deep/x.env', true],
    ['./.env', '/w/sub/.env', true],
    ['./.env', '/w/sub/deep/.env', false],
    ['//etc/**', '/etc/passwd', true],
    ['~/.ssh/**', '/h/.ssh/id', true],
    ['~/.ssh/**', '/w/.ssh/id', false],
    ['secrets/', '/w/sub/secrets/a', true],
  ] as const)('%s vs %s', (pattern, path, expected) => {
    expect(pathPatternMatches(pattern, path, bases, false)).toBe(expected);
  });
});

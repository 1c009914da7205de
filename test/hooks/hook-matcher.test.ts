import { describe, expect, it } from 'vitest';
import { hookMatches } from '../../src/hooks/hook-matcher.js';
import { parseHookStdout } from '../../src/hooks/hook-output.js';

describe('hookMatches', () => {
  it.each([
    ['', 'Bash', true],
    ['*', 'mcp__x__y', true],
    ['Bash', 'Bash', true],
    ['Bash', 'BashOutput', false],
    ['Edit|Write', 'Write', true],
    ['Edit,Write', 'Edit', true],
    ['Edit|Write', 'MultiEdit', false],
    ['mcp__github__.*', 'mcp__github__create_issue', true],
    ['mcp__github__.*', 'mcp__db__query', false],
    ['Notebook.*', 'NotebookEdit', true],
    ['^Read$', 'Read', true],
    ['(', 'Read', false],
  ] as const)('%s vs %s → %s', (matcher, name, expected) => {
    expect(hookMatches(matcher, name)).toBe(expected);
  });
});

describe('parseHookStdout', () => {
  it('reads hook JSON, keeps plain text as text, and rejects broken JSON', () => {
    expect(parseHookStdout('{"continue": false, "stopReason": "x", "extra": 1}')).toMatchObject({ kind: 'json', output: { continue: false, stopReason: 'x' } });
    expect(parseHookStdout('all good\n')).toEqual({ kind: 'text', text: 'all good' });
    expect(parseHookStdout('')).toEqual({ kind: 'text', text: '' });
    expect(parseHookStdout('{"hookSpecificOutput": {"permissionDecision": "maybe"}}').kind).toBe('invalid');
    expect(parseHookStdout('{oops').kind).toBe('invalid');
  });
});

import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/github/input-error.js';
import { readInputs } from '../../src/github/inputs.js';

const minimal = { anthropic_api_key: 'sk-ant-test-key', github_token: 'ghs_token' };
const reader = (values: Record<string, string>) => (name: string) => ({ ...minimal, ...values })[name as keyof typeof minimal] ?? '';

describe('the thinking, effort and fallback_model inputs', () => {
  it('leave the policy to decide when empty', () => {
    expect(readInputs(reader({}))).toMatchObject({ thinking: null, effort: null, fallbackModel: null });
  });

  it('read adaptive, off, a budget, an effort and a model id', () => {
    expect(readInputs(reader({ thinking: 'adaptive', effort: 'xhigh', fallback_model: 'claude-sonnet-4-6' }))).toMatchObject({
      thinking: { kind: 'adaptive' },
      effort: 'xhigh',
      fallbackModel: 'claude-sonnet-4-6',
    });
    expect(readInputs(reader({ thinking: 'off' })).thinking).toEqual({ kind: 'off' });
    expect(readInputs(reader({ thinking: '8000' })).thinking).toEqual({ kind: 'budget', tokens: 8000 });
  });

  it.each([
    ['thinking', 'lots', "Invalid input 'thinking': 'lots'. Expected 'adaptive', 'off', or a token budget of at least 1024 (e.g. 8000)."],
    ['thinking', '512', "Invalid input 'thinking': '512'. Expected 'adaptive', 'off', or a token budget of at least 1024 (e.g. 8000)."],
    ['effort', 'extreme', "Invalid input 'effort': 'extreme'. Expected one of low, medium, high, xhigh, max."],
    ['fallback_model', 'claude sonnet', "Invalid input 'fallback_model': 'claude sonnet'. Expected a model id such as claude-sonnet-4-6."],
  ])('refuses %s: %s, naming the input and what it takes', (name, value, message) => {
    expect(() => readInputs(reader({ [name]: value }))).toThrow(InputError);
    expect(() => readInputs(reader({ [name]: value }))).toThrow(message);
  });
});

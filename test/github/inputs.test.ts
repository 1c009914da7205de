import { describe, expect, it } from 'vitest';
import { readInputs } from '../../src/github/inputs.js';
import { DEFAULT_MODEL } from '../../src/model/prices.js';
import { InputError } from '../../src/github/input-error.js';

function reader(values: Record<string, string>) {
  return (name: string) => values[name] ?? '';
}

const minimal = { anthropic_api_key: 'sk-ant-test-key', github_token: 'ghs_token' };

describe('readInputs', () => {
  it('applies the documented defaults', () => {
    const inputs = readInputs(reader(minimal));
    expect(inputs).toMatchObject({
      triggerPhrase: '@tollgate',
      model: DEFAULT_MODEL,
      policy: null,
      maxBudgetUsd: null,
      maxTurns: null,
      allowBypass: false,
      allowedBots: [],
      okConclusions: ['success'],
      reportTo: null,
      replay: null,
      outputSchema: null,
    });
  });

  it('takes mode: policy-diff without an API key, with the history to read, and refuses a bad one', () => {
    const defaults = readInputs(reader({ github_token: 'ghs_token', mode: 'policy-diff' }));
    expect(defaults).toMatchObject({ mode: 'policy-diff', historyRuns: 20, historyWorkflow: 'tollgate.yml' });
    expect(readInputs(reader({ github_token: 'ghs_token', mode: 'policy-diff', history_runs: '5', history_workflow: 'agent.yaml' }))).toMatchObject({ historyRuns: 5, historyWorkflow: 'agent.yaml' });
    expect(() => readInputs(reader({ ...minimal, history_runs: '500' }))).toThrow("Invalid input 'history_runs': '500'. Expected a whole number of runs from 1 to 100, such as 20.");
    expect(() => readInputs(reader({ ...minimal, history_workflow: '../evil' }))).toThrow("Invalid input 'history_workflow'");
    expect(() => readInputs(reader({ ...minimal, mode: 'diff' }))).toThrow('Expected run, apply or policy-diff.');
  });

  it('parses numbers, lists, booleans and an inline policy', () => {
    const inputs = readInputs(
      reader({
        ...minimal,
        max_budget_usd: '2.50',
        max_turns: '30',
        timeout_minutes: '15',
        allowed_bots: 'dependabot[bot], renovate\n',
        allow_bypass: 'true',
        report_to: '42',
        ok_conclusions: 'success,budget_exhausted',
        policy: 'mode: plan\nallow:\n  - Read\n',
      }),
    );
    expect(inputs.maxBudgetUsd).toBe(2.5);
    expect(inputs.maxTurns).toBe(30);
    expect(inputs.timeoutMinutes).toBe(15);
    expect(inputs.allowedBots).toEqual(['dependabot[bot]', 'renovate']);
    expect(inputs.allowBypass).toBe(true);
    expect(inputs.reportTo).toBe(42);
    expect(inputs.okConclusions).toEqual(['success', 'budget_exhausted']);
    expect(inputs.policy).toEqual({ kind: 'inline', yaml: 'mode: plan\nallow:\n  - Read\n' });
  });

  it('takes an output schema inline when it is JSON or spans lines, else as a path', () => {
    const read = (value: string) => readInputs(reader({ ...minimal, output_schema: value })).outputSchema;
    expect(read('{"type": "object"}')).toEqual({ kind: 'inline', text: '{"type": "object"}' });
    expect(read('type: object\nrequired: [verdict]\n')).toEqual({ kind: 'inline', text: 'type: object\nrequired: [verdict]' });
    expect(read(' .github/review-schema.json ')).toEqual({ kind: 'path', path: '.github/review-schema.json' });
  });

  it('treats a one-line policy as a path', () => {
    expect(readInputs(reader({ ...minimal, policy: '.github/strict.yml' })).policy).toEqual({ kind: 'path', path: '.github/strict.yml' });
  });

  it.each([
    ['max_budget_usd', '-1', /Invalid input 'max_budget_usd': '-1'\. Expected a positive number of US dollars/],
    ['max_budget_usd', 'ten', /'max_budget_usd': 'ten'/],
    ['max_turns', '2.5', /Invalid input 'max_turns': '2\.5'\. Expected a positive whole number/],
    ['allow_bypass', 'yes', /Invalid input 'allow_bypass': 'yes'\. Expected true or false/],
    ['ok_conclusions', 'success,done', /'ok_conclusions'.*Expected a comma-separated list of conclusions from: success, budget_exhausted/],
    ['anthropic_base_url', 'ftp://x', /'anthropic_base_url'/],
    ['trigger_phrase', 'hey bot', /'trigger_phrase'/],
    ['report_to', '#12', /'report_to': '#12'/],
  ])('fails fast on a bad %s naming the input', (name, value, message) => {
    let caught: unknown;
    try {
      readInputs(reader({ ...minimal, [name]: value }));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(InputError);
    expect((caught as InputError).input).toBe(name);
    expect((caught as Error).message).toMatch(message);
  });

  it('requires an API key unless a replay cassette is given', () => {
    expect(() => readInputs(reader({ github_token: 't' }), {})).toThrow(/Missing input 'anthropic_api_key'/);
    expect(readInputs(reader({ github_token: 't', replay: 'demo.cassette.json' }), {}).replay).toBe('demo.cassette.json');
  });

  it('needs no API key for provider bedrock or vertex, or when cloud credentials may serve the policy\'s provider', () => {
    expect(readInputs(reader({ github_token: 't', provider: 'bedrock' }), {}).provider).toBe('bedrock');
    expect(readInputs(reader({ github_token: 't', provider: 'vertex' }), {}).provider).toBe('vertex');
    expect(readInputs(reader({ github_token: 't' }), { AWS_ACCESS_KEY_ID: 'ASIAX' }).provider).toBeNull();
    expect(readInputs(reader({ github_token: 't' }), { GOOGLE_APPLICATION_CREDENTIALS: '/tmp/gha-creds.json' }).provider).toBeNull();
    // Provider anthropic named outright still needs its key, cloud credentials or not.
    expect(() => readInputs(reader({ github_token: 't', provider: 'anthropic' }), { AWS_ACCESS_KEY_ID: 'ASIAX' })).toThrow(/Missing input 'anthropic_api_key'.*'provider: bedrock'/);
    expect(() => readInputs(reader({ ...minimal, provider: 'aws' }))).toThrow(/Invalid input 'provider': 'aws'\. Expected one of anthropic, bedrock, vertex/);
  });

  it('never echoes a secret input in its error', () => {
    expect(() => readInputs(reader({ anthropic_api_key: 'sk-x', github_token: '' }))).toThrow(/'github_token': \(hidden\)/);
  });

  it('reads INPUT_* variables through @actions/core by default', () => {
    process.env['INPUT_ANTHROPIC_API_KEY'] = 'sk-from-env';
    process.env['INPUT_GITHUB_TOKEN'] = 'ghs_env';
    process.env['INPUT_MAX_TURNS'] = '7';
    try {
      const inputs = readInputs();
      expect(inputs.anthropicApiKey).toBe('sk-from-env');
      expect(inputs.maxTurns).toBe(7);
    } finally {
      delete process.env['INPUT_ANTHROPIC_API_KEY'];
      delete process.env['INPUT_GITHUB_TOKEN'];
      delete process.env['INPUT_MAX_TURNS'];
    }
  });
});

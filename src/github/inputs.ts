import * as core from '@actions/core';
import { z } from 'zod';
import { DEFAULT_MODEL } from '../model/prices.js';
import { EFFORTS, parseEffort, parseThinking, THINKING_FORMS, type Effort, type ThinkingSetting } from '../model/thinking.js';
import { DELIVERY_MODES, type DeliveryMode } from '../policy/index.js';
import { hasCloudCredentials, PROVIDERS, type Provider } from '../model/provider.js';
import { CONCLUSIONS, type Conclusion } from '../session/events.js';
import { InputError } from './input-error.js';

/** Every `action.yml` input, parsed once; nothing downstream calls `core.getInput`. */
export interface ActionInputs {
  readonly anthropicApiKey: string;
  readonly anthropicBaseUrl: string | null;
  /** null: the policy's `provider`, else the Anthropic API. */
  readonly provider: Provider | null;
  readonly githubToken: string;
  readonly triggerPhrase: string;
  readonly prompt: string;
  readonly model: string;
  /** null: the policy's `model.fallback_model`, else none. */
  readonly fallbackModel: string | null;
  /** null: the policy's `model.thinking`, else adaptive where the model offers it. */
  readonly thinking: ThinkingSetting | null;
  /** null: the policy's `model.effort`, else the model's default. */
  readonly effort: Effort | null;
  /** A path, or inline YAML when the value spans lines; null = `.github/tollgate.yml` when it exists. */
  readonly policy: { readonly kind: 'path'; readonly path: string } | { readonly kind: 'inline'; readonly yaml: string } | null;
  readonly maxBudgetUsd: number | null;
  readonly maxTurns: number | null;
  readonly timeoutMinutes: number | null;
  readonly mcpConfig: string | null;
  /** Bot logins (without or with `[bot]`) that may trigger; `*` allows every bot. */
  readonly allowedBots: readonly string[];
  readonly allowBypass: boolean;
  readonly reportTo: number | null;
  readonly okConclusions: readonly Conclusion[];
  readonly replay: string | null;
  /** Where the change lands, overriding the policy's `changes.deliver`; null: the policy decides. */
  readonly changes: DeliveryMode | null;
  /**
   * `run`: a session, then its change delivered; `apply`: no model, the change bundle of an earlier
   * job of this run landed; `policy-diff`: no model, a PR's policy compared with its base's over the
   * transcripts of the last runs.
   */
  readonly mode: 'run' | 'apply' | 'policy-diff';
  /** policy-diff: how many of the Tollgate workflow's latest completed runs to read. */
  readonly historyRuns: number;
  /** policy-diff: the Tollgate workflow's file name (or id). */
  readonly historyWorkflow: string;
  /** The artifact holding the change bundle (apply mode); null: the run's one Tollgate artifact. */
  readonly bundleArtifact: string | null;
  /** The answer's JSON Schema: inline (JSON or YAML) or a file path; null = the policy's `output_schema`, if any. */
  readonly outputSchema: { readonly kind: 'inline'; readonly text: string } | { readonly kind: 'path'; readonly path: string } | null;
}

export const DEFAULT_TRIGGER_PHRASE = '@tollgate';
const DEFAULT_HISTORY_RUNS = 20;
const DEFAULT_HISTORY_WORKFLOW = 'tollgate.yml';

type InputReader = (name: string) => string;

interface Field<T> {
  readonly schema: z.ZodType<T>;
  readonly expected: string;
}

function field<T>(schema: z.ZodType<T>, expected: string): Field<T> {
  return { schema, expected };
}

const emptyToNull = (value: string) => (value === '' ? null : value);
const list = (value: string) =>
  value
    .split(/[\n,]/)
    .map((item) => item.trim())
    .filter(Boolean);

/** An empty string is "not set"; anything else must be a positive (whole) number. */
const optionalPositive = (whole: boolean) =>
  z.string().transform((value, ctx) => {
    if (value === '') return null;
    const n = Number(value);
    if (!/^\d*\.?\d+$/.test(value) || !Number.isFinite(n) || n <= 0 || (whole && !Number.isInteger(n))) {
      ctx.addIssue({ code: 'custom', message: 'not a positive number' });
      return z.NEVER;
    }
    return n;
  });
/** An empty string is "not set"; anything else must be what `parse` accepts. */
const optionalParsed = <T>(parse: (value: string) => T | null) =>
  z.string().transform((value, ctx) => {
    if (value.trim() === '') return null;
    const parsed = parse(value);
    if (parsed === null) {
      ctx.addIssue({ code: 'custom', message: 'not accepted' });
      return z.NEVER;
    }
    return parsed;
  });
const positiveNumber = optionalPositive(false);
const positiveInteger = optionalPositive(true);

const fields = {
  anthropic_api_key: field(z.string(), 'an Anthropic API key'),
  anthropic_base_url: field(z.string().transform(emptyToNull).pipe(z.url({ protocol: /^https?$/ }).nullable()), 'an http(s) URL such as https://api.anthropic.com'),
  provider: field(z.enum(['', ...PROVIDERS]).transform((v) => (v === '' ? null : v)), `one of ${PROVIDERS.join(', ')}`),
  github_token: field(z.string().min(1), 'a GitHub token (the default is ${{ github.token }})'),
  trigger_phrase: field(
    z.string().transform((v) => v || DEFAULT_TRIGGER_PHRASE).pipe(z.string().regex(/^\S+$/)),
    'one word without spaces, such as @tollgate',
  ),
  prompt: field(z.string(), 'text'),
  model: field(z.string().transform((v) => v || DEFAULT_MODEL).pipe(z.string().regex(/^[\w.:@/-]+$/)), 'a model id such as claude-sonnet-5-5'),
  fallback_model: field(z.string().transform(emptyToNull).pipe(z.string().regex(/^[\w.:@/-]+$/).nullable()), 'a model id such as claude-sonnet-4-6'),
  thinking: field(optionalParsed(parseThinking), THINKING_FORMS),
  effort: field(optionalParsed(parseEffort), `one of ${EFFORTS.join(', ')}`),
  policy: field(z.string(), 'a path to a policy file or inline YAML'),
  max_budget_usd: field(positiveNumber, 'a positive number of US dollars, such as 2.50'),
  max_turns: field(positiveInteger, 'a positive whole number, such as 30'),
  timeout_minutes: field(positiveNumber, 'a positive number of minutes, such as 20'),
  mcp_config: field(z.string().transform(emptyToNull), 'a path to an MCP config file or inline JSON'),
  allowed_bots: field(
    z.string().transform(list).pipe(z.array(z.string().regex(/^(\*|[\w.-]+(\[bot\])?)$/))),
    'a comma-separated list of bot logins, such as dependabot[bot],renovate, or *',
  ),
  allow_bypass: field(z.enum(['', 'true', 'false']).transform((v) => v === 'true'), 'true or false'),
  report_to: field(positiveInteger, 'an issue or pull request number, such as 42'),
  ok_conclusions: field(
    z
      .string()
      .transform((v) => (v.trim() ? list(v) : ['success']))
      .pipe(z.array(z.enum(CONCLUSIONS as [Conclusion, ...Conclusion[]])).min(1)),
    `a comma-separated list of conclusions from: ${CONCLUSIONS.join(', ')}`,
  ),
  replay: field(z.string().transform(emptyToNull), 'a path to a cassette file'),
  changes: field(z.enum(['', ...DELIVERY_MODES]).transform((v) => (v === '' ? null : v)), `one of ${DELIVERY_MODES.join(', ')} (empty: the policy's changes.deliver)`),
  mode: field(z.enum(['', 'run', 'apply', 'policy-diff']).transform((v) => (v === '' ? 'run' : v)), 'run, apply or policy-diff'),
  history_runs: field(positiveInteger.transform((n) => n ?? DEFAULT_HISTORY_RUNS).pipe(z.number().max(100)), 'a whole number of runs from 1 to 100, such as 20'),
  history_workflow: field(
    z.string().transform((v) => v.trim() || DEFAULT_HISTORY_WORKFLOW).pipe(z.string().regex(/^([\w.-]+\.ya?ml|\d+)$/)),
    'the file name of the Tollgate workflow, such as tollgate.yml (or its numeric id)',
  ),
  bundle_artifact: field(z.string().transform(emptyToNull).pipe(z.string().regex(/^[\w.-]+$/).nullable()), 'the name of an artifact of this workflow run, such as tollgate-agent-attempt-1'),
  output_schema: field(z.string().transform((v) => v.trim()), 'a JSON Schema (inline JSON or YAML) or the path of a file holding one'),
} as const;

type FieldName = keyof typeof fields;
type Parsed = { [K in FieldName]: (typeof fields)[K] extends Field<infer T> ? T : never };

function parseField<K extends FieldName>(name: K, raw: string): Parsed[K] {
  const { schema, expected } = fields[name];
  const result = schema.safeParse(raw);
  if (!result.success) {
    const shown = name === 'anthropic_api_key' || name === 'github_token' ? '(hidden)' : `'${raw.length > 80 ? `${raw.slice(0, 80)}…` : raw}'`;
    throw new InputError(name, `Invalid input '${name}': ${shown}. Expected ${expected}.`);
  }
  return result.data as Parsed[K];
}

/** Inline when it is JSON (`{…}`) or spans lines (YAML); otherwise a path. */
function outputSchemaInput(raw: string): ActionInputs['outputSchema'] {
  if (!raw) return null;
  return raw.startsWith('{') || raw.includes('\n') ? { kind: 'inline', text: raw } : { kind: 'path', path: raw };
}

function policyInput(raw: string): ActionInputs['policy'] {
  if (!raw) return null;
  return raw.includes('\n') ? { kind: 'inline', yaml: raw } : { kind: 'path', path: raw };
}

/** Reads and validates every input; a bad value throws an InputError naming it. */
export function readInputs(getInput: InputReader = (name) => core.getInput(name), env: NodeJS.ProcessEnv = process.env): ActionInputs {
  const raw = (name: FieldName) => getInput(name);
  const p = <K extends FieldName>(name: K) => parseField(name, raw(name));
  const inputs: ActionInputs = {
    anthropicApiKey: p('anthropic_api_key'),
    anthropicBaseUrl: p('anthropic_base_url'),
    provider: p('provider'),
    githubToken: p('github_token'),
    triggerPhrase: p('trigger_phrase'),
    prompt: p('prompt'),
    model: p('model'),
    fallbackModel: p('fallback_model'),
    thinking: p('thinking'),
    effort: p('effort'),
    policy: policyInput(p('policy')),
    maxBudgetUsd: p('max_budget_usd'),
    maxTurns: p('max_turns'),
    timeoutMinutes: p('timeout_minutes'),
    mcpConfig: p('mcp_config'),
    allowedBots: p('allowed_bots'),
    allowBypass: p('allow_bypass'),
    reportTo: p('report_to'),
    okConclusions: p('ok_conclusions'),
    replay: p('replay'),
    changes: p('changes'),
    mode: p('mode'),
    bundleArtifact: p('bundle_artifact'),
    historyRuns: p('history_runs'),
    historyWorkflow: p('history_workflow'),
    outputSchema: outputSchemaInput(p('output_schema')),
  };
  // With no key, no cassette and no cloud credentials there is nothing to call: stop before any request.
  const cloud = inputs.provider === 'bedrock' || inputs.provider === 'vertex' || (inputs.provider === null && hasCloudCredentials(env));
  if (!inputs.anthropicApiKey && !inputs.replay && !cloud && inputs.mode === 'run') {
    throw new InputError(
      'anthropic_api_key',
      "Missing input 'anthropic_api_key'. Expected an Anthropic API key (pass it from a secret), a 'replay' cassette for a dry run, " +
        "or 'provider: bedrock' or 'vertex' with the credentials their auth actions set.",
    );
  }
  return inputs;
}

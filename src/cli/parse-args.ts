import { resolve } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { z } from 'zod';
import { existingFile, existingFolder, mcpConfigValue, writableFile, writableFolder } from './check-paths.js';
import { UsageError } from './usage-error.js';
import { parseWhatIf, type WhatIfCommand } from './whatif-args.js';
import { describeError } from '../core/describe-error.js';
import { PROVIDERS, type Provider } from '../model/provider.js';
import { EFFORTS, parseEffort, parseThinking, THINKING_FORMS, type Effort, type ThinkingSetting } from '../model/thinking.js';

/** Where the demo writes its report unless --out says otherwise (relative to where it runs). */
export const DEMO_OUT_DIR = 'tollgate-out/demo';

/** Paths are absolute and checked: files exist, folders exist or can be created. */
export interface RunArgs {
  readonly prompt?: string;
  readonly promptFile?: string;
  readonly cwd: string;
  readonly policy?: string;
  readonly model?: string;
  readonly fallbackModel?: string;
  readonly thinking?: ThinkingSetting;
  readonly effort?: Effort;
  readonly maxBudgetUsd?: number;
  readonly maxTurns?: number;
  readonly timeoutMinutes?: number;
  readonly out: string;
  /** Inline JSON as given, or an absolute path. */
  readonly mcpConfig?: string;
  readonly record?: string;
  readonly replay?: string;
  readonly baseUrl?: string;
  /** Unset: the policy's `provider`, else the Anthropic API. */
  readonly provider?: Provider;
  readonly allowBypass: boolean;
  readonly json: boolean;
  /** Read the policy, a path-given MCP config and hook scripts from this git ref, as the action does on a PR. */
  readonly trustedRef?: string;
  /** `owner/name` the GitHub tools read (they need GITHUB_TOKEN or GH_TOKEN). */
  readonly repo?: string;
  /** The pull request GitHubPRThreads and GitHubChecks default to. */
  readonly pr?: number;
  /** Inline JSON as given, or an absolute path. */
  readonly outputSchema?: string;
}

export type CliCommand =
  /** `exitCode` 2: the help was shown because a command was missing. */
  | { readonly kind: 'help'; readonly topic: string; readonly exitCode: 0 | 2 }
  | { readonly kind: 'version' }
  | { readonly kind: 'run'; readonly args: RunArgs }
  | { readonly kind: 'replay'; readonly file: string; readonly cwd: string; readonly out: string; readonly policy?: string; readonly json: boolean }
  | { readonly kind: 'demo'; readonly out: string; readonly json: boolean; readonly keep: boolean }
  /** `policy` undefined: `.github/tollgate.yml` under `cwd`. */
  | { readonly kind: 'policy-check'; readonly policy?: string; readonly cwd: string; readonly hooks: boolean }
  | { readonly kind: 'policy-test'; readonly policy?: string; readonly cases: string; readonly cwd: string }
  | { readonly kind: 'apply'; readonly bundle: string; readonly cwd: string; readonly policy?: string; readonly json: boolean }
  | Exclude<WhatIfCommand, { kind: 'help' }>;

type Options = NonNullable<ParseArgsConfig['options']>;

const help = { help: { type: 'boolean', short: 'h' } } as const satisfies Options;

/**
 * `--max-budget-usd -1` as `--max-budget-usd=-1`: a string option's value may look like a flag
 * only when it is a negative number, so both spellings get the same message.
 */
function joinNegativeValues(argv: readonly string[], options: Options): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const next = argv[i + 1];
    const name = arg.startsWith('--') ? arg.slice(2) : null;
    if (name && options[name]?.type === 'string' && next !== undefined && /^-(\d|\.\d)/.test(next)) {
      out.push(`${arg}=${next}`);
      i++;
    } else out.push(arg);
  }
  return out;
}

function parse(argv: readonly string[], options: Options, topic: string, allowPositionals: boolean) {
  try {
    return parseArgs({ args: joinNegativeValues(argv, options), options, strict: true, allowPositionals });
  } catch (error) {
    const message = describeError(error).split('\n')[0]!;
    throw new UsageError(message.replace(/\. To specify a positional argument.*$/, '.'), topic);
  }
}

function numberFlag(name: string, value: string | undefined, schema: z.ZodNumber, topic: string): number | undefined {
  if (value === undefined) return undefined;
  const parsed = schema.safeParse(Number(value));
  if (value.trim() === '' || !parsed.success) {
    const expected = schema.isInt ? 'a positive whole number' : 'a positive number';
    throw new UsageError(`--${name} must be ${expected}; got '${value}'.`, topic);
  }
  return parsed.data;
}

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function providerFlag(value: string): Provider {
  const provider = PROVIDERS.find((name) => name === value.trim());
  if (!provider) throw new UsageError(`--provider must be one of ${PROVIDERS.join(', ')}; got '${value}'.`, 'run');
  return provider;
}

function thinkingFlag(value: string): ThinkingSetting {
  const setting = parseThinking(value);
  if (setting === null) throw new UsageError(`--thinking must be ${THINKING_FORMS}; got '${value}'.`, 'run');
  return setting;
}

function effortFlag(value: string): Effort {
  const effort = parseEffort(value);
  if (effort === null) throw new UsageError(`--effort must be one of ${EFFORTS.join(', ')}; got '${value}'.`, 'run');
  return effort;
}

function modelFlag(name: string, value: string): string {
  if (!/^[\w.:@/-]+$/.test(value)) throw new UsageError(`--${name} must be a model id such as claude-sonnet-4-6; got '${value}'.`, 'run');
  return value;
}

function parseRun(argv: readonly string[], cwd: string): CliCommand {
  const { values } = parse(
    argv,
    {
      ...help,
      prompt: { type: 'string' },
      'prompt-file': { type: 'string' },
      cwd: { type: 'string' },
      policy: { type: 'string' },
      model: { type: 'string' },
      'fallback-model': { type: 'string' },
      thinking: { type: 'string' },
      effort: { type: 'string' },
      'max-budget-usd': { type: 'string' },
      'max-turns': { type: 'string' },
      'timeout-minutes': { type: 'string' },
      out: { type: 'string' },
      'mcp-config': { type: 'string' },
      record: { type: 'string' },
      replay: { type: 'string' },
      'base-url': { type: 'string' },
      provider: { type: 'string' },
      'allow-bypass': { type: 'boolean' },
      json: { type: 'boolean' },
      'trusted-ref': { type: 'string' },
      repo: { type: 'string' },
      pr: { type: 'string' },
      'output-schema': { type: 'string' },
    },
    'run',
    false,
  );
  if (values.help) return { kind: 'help', topic: 'run', exitCode: 0 };
  if (str(values.prompt) !== undefined && str(values['prompt-file']) !== undefined) {
    throw new UsageError('Give the prompt once: --prompt TEXT or --prompt-file FILE, not both.', 'run');
  }
  if (!str(values.prompt)?.trim() && !str(values['prompt-file'])) {
    throw new UsageError('run needs a prompt: pass --prompt TEXT or --prompt-file FILE.', 'run');
  }
  if (str(values.record) && str(values.replay)) {
    throw new UsageError('--record and --replay cannot be used together.', 'run');
  }
  const maxBudgetUsd = numberFlag('max-budget-usd', str(values['max-budget-usd']), z.number().positive().finite(), 'run');
  const maxTurns = numberFlag('max-turns', str(values['max-turns']), z.number().int().positive(), 'run');
  const timeoutMinutes = numberFlag('timeout-minutes', str(values['timeout-minutes']), z.number().positive().finite(), 'run');
  const pr = numberFlag('pr', str(values.pr), z.number().int().positive(), 'run');
  const repo = str(values.repo);
  if (repo !== undefined && !/^[\w.-]+\/[\w.-]+$/.test(repo)) throw new UsageError(`--repo must be owner/name, such as octo/repo; got '${repo}'.`, 'run');
  const given = (name: string) => str(values[name]);
  const checked = <T>(name: string, check: (value: string) => T): T | undefined => {
    const value = given(name);
    return value === undefined ? undefined : check(value);
  };
  const trustedRef = given('trusted-ref');
  if (trustedRef !== undefined && !/^[^\s\0]+$/.test(trustedRef)) throw new UsageError(`--trusted-ref '${trustedRef}' is not a git ref; give a branch, tag or commit such as origin/main.`, 'run');
  // With a trusted ref, the policy and MCP config are files of that commit: they need not exist in the working tree.
  const optional = {
    prompt: str(values.prompt),
    promptFile: checked('prompt-file', (v) => existingFile('--prompt-file', v, cwd, 'run')),
    policy: checked('policy', (v) => (trustedRef !== undefined ? resolve(cwd, v) : existingFile('--policy', v, cwd, 'run', 'policy file'))),
    model: str(values.model),
    fallbackModel: checked('fallback-model', (v) => modelFlag('fallback-model', v)),
    thinking: checked('thinking', thinkingFlag),
    effort: checked('effort', effortFlag),
    mcpConfig: checked('mcp-config', (v) => (trustedRef !== undefined && !v.trimStart().startsWith('{') ? resolve(cwd, v) : mcpConfigValue(v, cwd, 'run'))),
    trustedRef,
    record: checked('record', (v) => writableFile('--record', v, cwd, 'run')),
    replay: checked('replay', (v) => existingFile('--replay', v, cwd, 'run', 'recording')),
    baseUrl: str(values['base-url']),
    provider: checked('provider', providerFlag),
    repo,
    pr,
    outputSchema: checked('output-schema', (v) => (v.trimStart().startsWith('{') ? v : existingFile('--output-schema', v, cwd, 'run', 'file (or inline JSON starting with {)'))),
    maxBudgetUsd,
    maxTurns,
    timeoutMinutes,
  };
  return {
    kind: 'run',
    args: {
      ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined)),
      cwd: existingFolder('--cwd', given('cwd') ?? cwd, cwd, 'run'),
      out: writableFolder('--out', given('out') ?? 'tollgate-out', cwd, 'run'),
      allowBypass: values['allow-bypass'] === true,
      json: values.json === true,
    },
  };
}

function parseReplay(argv: readonly string[], cwd: string): CliCommand {
  const { values, positionals } = parse(
    argv,
    { ...help, cwd: { type: 'string' }, out: { type: 'string' }, policy: { type: 'string' }, json: { type: 'boolean' } },
    'replay',
    true,
  );
  if (values.help) return { kind: 'help', topic: 'replay', exitCode: 0 };
  if (positionals.length !== 1) {
    throw new UsageError('replay needs exactly one FILE: a cassette or a transcript.jsonl.', 'replay');
  }
  const policy = str(values.policy);
  return {
    kind: 'replay',
    file: existingFile('replay', positionals[0]!, cwd, 'replay', 'recording'),
    cwd: existingFolder('--cwd', str(values.cwd) ?? cwd, cwd, 'replay'),
    out: writableFolder('--out', str(values.out) ?? 'tollgate-out/replay', cwd, 'replay'),
    json: values.json === true,
    ...(policy ? { policy: existingFile('--policy', policy, cwd, 'replay', 'policy file') } : {}),
  };
}

function parseDemo(argv: readonly string[], cwd: string): CliCommand {
  const { values } = parse(argv, { ...help, out: { type: 'string' }, json: { type: 'boolean' }, keep: { type: 'boolean' } }, 'demo', false);
  if (values.help) return { kind: 'help', topic: 'demo', exitCode: 0 };
  // The default folder is checked too: `tollgate demo` where nothing can be written says so first.
  const out = writableFolder('--out', str(values.out) ?? DEMO_OUT_DIR, cwd, 'demo');
  return { kind: 'demo', json: values.json === true, keep: values.keep === true, out };
}

function parsePolicy(argv: readonly string[], cwd: string): CliCommand {
  const [sub, ...rest] = argv;
  if (sub === undefined) return { kind: 'help', topic: 'policy', exitCode: 2 };
  if (sub === '-h' || sub === '--help') return { kind: 'help', topic: 'policy', exitCode: 0 };
  if (sub === 'diff' || sub === 'suggest') return parseWhatIf(sub, rest, cwd);
  if (sub !== 'check' && sub !== 'test') {
    throw new UsageError(`Unknown policy command '${sub}'. Expected 'check', 'test', 'diff' or 'suggest'.`, 'policy');
  }
  const { values, positionals } = parse(
    rest,
    { ...help, policy: { type: 'string' }, cwd: { type: 'string' }, hooks: { type: 'boolean' } },
    'policy',
    sub === 'test',
  );
  if (values.help) return { kind: 'help', topic: 'policy', exitCode: 0 };
  const policy = str(values.policy);
  if (policy === '') throw new UsageError(`--policy needs a FILE (leave it out for .github/tollgate.yml).`, 'policy');
  const given = policy === undefined ? {} : { policy };
  const dir = existingFolder('--cwd', str(values.cwd) ?? cwd, cwd, 'policy');
  if (sub === 'check') return { kind: 'policy-check', ...given, cwd: dir, hooks: values.hooks === true };
  if (positionals.length !== 1) throw new UsageError('policy test needs exactly one CASES.yml file.', 'policy');
  return { kind: 'policy-test', ...given, cases: positionals[0]!, cwd: dir };
}

function parseApply(argv: readonly string[], cwd: string): CliCommand {
  const { values, positionals } = parse(
    argv,
    { ...help, 'dry-run': { type: 'boolean' }, cwd: { type: 'string' }, policy: { type: 'string' }, json: { type: 'boolean' } },
    'apply',
    true,
  );
  if (values.help) return { kind: 'help', topic: 'apply', exitCode: 0 };
  if (positionals.length !== 1) throw new UsageError('apply needs exactly one BUNDLE: the change-bundle.json from a run\'s artifact.', 'apply');
  if (values['dry-run'] !== true) {
    throw new UsageError('apply lands nothing from the command line: the action does that (mode: apply). Pass --dry-run to see what would land.', 'apply');
  }
  const dir = existingFolder('--cwd', str(values.cwd) ?? cwd, cwd, 'apply');
  const policy = str(values.policy);
  return {
    kind: 'apply',
    bundle: existingFile('apply', positionals[0]!, cwd, 'apply', 'change bundle'),
    cwd: dir,
    json: values.json === true,
    ...(policy ? { policy: existingFile('--policy', policy, cwd, 'apply', 'policy file') } : {}),
  };
}

/** The command line as a typed command; throws UsageError with the help topic to point at. */
export function parseCommandLine(argv: readonly string[], cwd: string): CliCommand {
  const [command, ...rest] = argv;
  switch (command) {
    case undefined:
      return { kind: 'help', topic: 'main', exitCode: 2 };
    case '-h':
    case '--help':
      return { kind: 'help', topic: 'main', exitCode: 0 };
    case 'help':
      return { kind: 'help', topic: rest[0] && ['run', 'replay', 'demo', 'policy', 'apply'].includes(rest[0]) ? rest[0] : 'main', exitCode: 0 };
    case '-v':
    case '--version':
      return { kind: 'version' };
    case 'run':
      return parseRun(rest, cwd);
    case 'replay':
      return parseReplay(rest, cwd);
    case 'demo':
      return parseDemo(rest, cwd);
    case 'policy':
      return parsePolicy(rest, cwd);
    case 'apply':
      return parseApply(rest, cwd);
    default:
      throw new UsageError(`Unknown command '${command}'.`, 'main');
  }
}

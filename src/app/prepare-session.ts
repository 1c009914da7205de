import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import type { CommandRunner } from '../core/command-runner.js';
import type { PermissionGate } from '../core/permission-gate.js';
import { createToolUseContext } from '../core/context.js';
import { SecretList } from '../core/redact.js';
import type { AnyTool, Tools } from '../core/tool.js';
import type { OpenedModel } from '../model/opened-model.js';
import type { Effort, ThinkingSetting } from '../model/thinking.js';
import { openSessionModel, type ModelSource } from '../model/session-model.js';
import { createPolicyGate, filterToolsForMode, loadBashParser, type ProtectedFile } from '../permissions/index.js';
import { buildChildEnv, describePolicy, policySecretValues, resolveAdditionalDirectories, RUN_DEFAULTS, type LoadedPolicy } from '../policy/index.js';
import { createCommandHooks, type CommandHooks } from '../hooks/index.js';
import type { McpConfig } from '../mcp/index.js';
import { runSession, type McpServerSummary, type SessionEventListener, type SessionOptions, type SystemContext } from '../session/index.js';
import { applyDeferral } from '../mcp/deferral.js';
import { setUpSandbox, type SandboxSettings, type SessionSandbox } from './sandbox-setup.js';
import { builtinTools } from '../tools/index.js';
import { deniedFileSecrets } from './denied-file-secrets.js';
import type { OutputSchemaSetting } from './output-schema.js';
import { workingTreeSource, type ConfigSource } from './config-source.js';
import { DisposalStack } from '../core/disposal-stack.js';
import { notifyFirstRequestSent, notifyWhileWaiting } from '../model/request-sent.js';
import { DeferredWork } from './deferred-work.js';
import { withEventsHeldUntil } from './held-events.js';
import { DEFAULT_POLICY_PATH, readRunConfig, type PolicySetting, type RunConfig } from './run-config.js';
import { refusedSession } from './refused-session.js';
import type { PreparedSession } from './prepared-session.js';

export { DEFAULT_POLICY_PATH, type PolicySetting, type PreparedSession };
const DEFAULT_MAX_BUDGET_USD = RUN_DEFAULTS.max_budget_usd.value;
const DEFAULT_MAX_TURNS = RUN_DEFAULTS.max_turns.value;
/** A model request out this long leaves the process idle: warm-ups (the Bash parser) run then. */
const MODEL_WAIT_BEFORE_WARM_UP_MS = 100;

export type { ModelSource };

/** What the action and the CLI both know before a session: settings, not GitHub or argv. */
export interface SessionSettings {
  readonly prompt: string;
  /** Absolute path of the work tree. */
  readonly workspace: string;
  /** Where large outputs go (uploaded as the artifact in CI). */
  readonly outputDir: string;
  readonly transcriptPath: string;
  /** Undefined: `.github/tollgate.yml` when it exists, else the safe default. */
  readonly policy?: PolicySetting;
  /**
   * Where the policy, a path-given MCP config and the scripts hooks and MCP servers run are read
   * from; undefined: the working tree. A commit's files are compared with the working tree's.
   */
  readonly configSource?: ConfigSource;
  /** Who wrote the working tree's copies of those files, for the report: "this PR" (default "the working tree"). */
  readonly configChangedBy?: string;
  readonly allowBypass: boolean;
  readonly model?: string;
  /** Over the policy's `model.fallback_model`. */
  readonly fallbackModel?: string;
  /** Over the policy's `model.thinking`. */
  readonly thinking?: ThinkingSetting;
  /** Over the policy's `model.effort`. */
  readonly effort?: Effort;
  readonly maxBudgetUsd?: number;
  readonly maxTurns?: number;
  readonly timeoutMinutes?: number;
  /** A path or inline JSON in the `.mcp.json` format. */
  readonly mcpConfig?: string;
  readonly modelSource: ModelSource;
  /** Write a cassette of every model call here. */
  readonly recordPath?: string;
  readonly systemContext?: SystemContext;
  /** Tools only one entry has (PRInlineComment in the action). */
  readonly extraTools?: Tools;
  /** The answer's JSON Schema (the action input, the CLI flag); else the policy's `output_schema`, if any. */
  readonly outputSchema?: OutputSchemaSetting;
  /** The runner's environment: child environments are derived from it by the policy. */
  readonly env: NodeJS.ProcessEnv;
  /** Secrets the entry knows (API key, GitHub token): redacted everywhere. */
  readonly knownSecrets: readonly string[];
  readonly signal: AbortSignal;
  readonly onWarning: (message: string) => void;
  /** Progress worth a log line (the sandbox check and what it took). */
  readonly onInfo?: (message: string) => void;
  /** How the entry wants an unavailable sandbox handled (the policy's `sandbox` block decides the rest). */
  readonly sandbox?: SandboxSettings;
  /** Replaying against another checkout, where requests differ by design: told of each instead of `onWarning`. */
  readonly onReplayDivergence?: (message: string) => void;
}

/** Variables that hold credentials wherever Tollgate runs: their values are secrets even when no input names them. */
const SECRET_VARIABLES = ['ANTHROPIC_API_KEY', 'ANTHROPIC_AUTH_TOKEN', 'GITHUB_TOKEN', 'GH_TOKEN', 'ACTIONS_RUNTIME_TOKEN', 'ACTIONS_ID_TOKEN_REQUEST_TOKEN'];

/** The values of the variables that hold credentials wherever Tollgate runs. */
export function environmentSecrets(env: NodeJS.ProcessEnv): string[] {
  return SECRET_VARIABLES.map((name) => env[name]).filter((value): value is string => typeof value === 'string');
}

/** Only a `Read(...)` deny rule makes files unreadable; without one there is nothing to look for. */
function hasReadDenyRule(policy: LoadedPolicy['policy']): boolean {
  return policy.permissions.deny.some((rule) => /^\s*Read\s*\(/.test(rule));
}

/**
 * The files of a session no call may write unless an allow rule names them: the policy that governs
 * it, the default policy later runs read, and the MCP config when it is a file.
 */
export function sessionProtectedFiles(workspace: string, policy: PolicySetting | undefined, mcpConfig?: string): ProtectedFile[] {
  const defaultPolicy = resolve(workspace, DEFAULT_POLICY_PATH);
  const files: ProtectedFile[] = [{ path: defaultPolicy, what: 'the Tollgate policy file' }];
  const inUse = policy?.kind === 'path' ? resolve(workspace, policy.path) : defaultPolicy;
  if (inUse !== defaultPolicy) files.push({ path: inUse, what: 'the Tollgate policy file in use' });
  // Inline JSON (it starts with `{`) names no file, as the MCP loader reads it.
  if (mcpConfig !== undefined && mcpConfig.trim() !== '' && !mcpConfig.trimStart().startsWith('{')) {
    files.push({ path: resolve(workspace, mcpConfig.trim()), what: 'the MCP server configuration' });
  }
  return files;
}

/** The model side: a cassette, or the provider chosen (the policy's `provider` unless the entry named one), recorded when asked. */
function createModelClient(settings: SessionSettings, secrets: readonly string[], policy: LoadedPolicy['policy']): Promise<OpenedModel> {
  const { modelSource: source, model, workspace, env, recordPath, onWarning, onReplayDivergence, onInfo } = settings;
  const fallbackModel = settings.fallbackModel ?? policy.model.fallback_model;
  return openSessionModel({ source, model, ...(fallbackModel ? { fallbackModel } : {}), policy, workspace, env, recordPath, secrets, onWarning, onReplayDivergence, onInfo });
}

/** The policy's `model.thinking` as a setting; undefined when it gives none. */
function policyThinking(value: LoadedPolicy['policy']['model']['thinking']): ThinkingSetting | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'number' ? { kind: 'budget', tokens: value } : { kind: value };
}

interface McpTools {
  readonly tools: Tools;
  /** The servers as the session reports them, given the tools it ends up with (some deferred). */
  summarize(sessionTools: Tools): readonly McpServerSummary[];
  readonly secrets: readonly string[];
  close(): Promise<void>;
}

/** MCP is imported only when a config is given, to keep start-up cheap. Every server starts through the session's runner. */
async function connectMcp(settings: SessionSettings, config: McpConfig | null, childEnv: Readonly<Record<string, string>>, runner: CommandRunner): Promise<McpTools> {
  if (!config) return { tools: [], summarize: () => [], secrets: [], close: async () => {} };
  const mcp = await import('../mcp/index.js');
  const runnerEnv = Object.fromEntries(Object.entries(settings.env).filter((e): e is [string, string] => typeof e[1] === 'string'));
  const connection = await mcp.connectMcpServers(config, { runner, env: runnerEnv, baseEnv: childEnv, cwd: settings.workspace, signal: settings.signal });
  const summarize = (sessionTools: Tools) =>
    connection.servers.map((server): McpServerSummary => {
      const prefix = `mcp__${mcp.normalizeMcpName(server.name)}__`;
      return {
        name: server.name,
        status: server.status,
        ...(server.error !== undefined ? { error: server.error } : {}),
        toolCount: server.toolCount,
        deferredCount: sessionTools.filter((tool) => tool.shouldDefer === true && tool.name.startsWith(prefix)).length,
        skippedTools: server.skippedTools,
        normalizedTools: server.normalizedTools,
      };
    });
  return { tools: connection.tools, summarize, secrets: connection.secretValues, close: () => connection.close() };
}

/** StructuredOutput for the run's output schema, or null without one; Ajv is loaded only then. A bad schema throws OutputSchemaError. */
async function structuredOutputTool(settings: SessionSettings, loaded: LoadedPolicy, source: ConfigSource): Promise<AnyTool | null> {
  if (settings.outputSchema === undefined && loaded.policy.output_schema === undefined) return null;
  const { loadOutputSchemaTool } = await import('./output-schema.js');
  return loadOutputSchemaTool(settings.outputSchema, loaded, source);
}

/** The files that configure this run (the policy, the MCP config): no command may write them. */
export function runConfigFiles(settings: Pick<SessionSettings, 'workspace' | 'policy' | 'mcpConfig'>): string[] {
  return sessionProtectedFiles(settings.workspace, settings.policy, settings.mcpConfig).map((file) => file.path);
}

/** The settings with every warning also kept, for the report's list. */
function keepingWarnings(given: SessionSettings): { settings: SessionSettings; warnings: string[] } {
  const warnings: string[] = [];
  const onWarning = (message: string) => {
    warnings.push(message);
    given.onWarning(message);
  };
  return { settings: { ...given, onWarning }, warnings };
}

/** Every value to redact known before the session starts: the known ones, the runner's credentials, the policy's, the model's and the MCP servers' secrets. */
function knownSessionSecrets(settings: SessionSettings, found: { policySecrets: readonly string[]; mcpSecrets: readonly string[]; modelSecrets: readonly string[] }): SecretList {
  return new SecretList([...settings.knownSecrets, ...environmentSecrets(settings.env), ...found.modelSecrets, ...found.policySecrets, ...found.mcpSecrets]);
}

/** The walk for the contents of the files the policy denies reading: settles `known` once it added them to the list. */
interface DeniedContents {
  readonly known: Promise<void>;
  /** Starts the walk if it has not started, and waits for it. */
  readonly gather: () => Promise<void>;
}

/**
 * Registers the walk for what the files a `Read` deny rule covers hold, to run beside the first
 * model request (on a large repository it is hundreds of milliseconds): redacted like secrets from
 * every tool result, it is known before the first tool runs. Null without such a rule.
 */
function deferDeniedContents(settings: SessionSettings, found: { policy: LoadedPolicy['policy']; gate: PermissionGate; tools: Tools; runner: CommandRunner }, secrets: SecretList, deferred: DeferredWork): DeniedContents | null {
  if (!hasReadDenyRule(found.policy)) return null;
  const { workspace, outputDir } = settings;
  let settle = () => {};
  const known = new Promise<void>((resolve) => (settle = resolve));
  const walk = deferred.add('reading the files the policy denies reading', () =>
    deniedFileSecrets(workspace, found.gate, createToolUseContext({ tools: found.tools, workspaceRoot: workspace, outputDir, commandRunner: found.runner }))
      .then((contents) => secrets.add(contents))
      .finally(settle),
  );
  return { known, gather: () => walk() };
}

/** What a prepared session starts with; the MCP servers are summed up when it starts. */
interface SessionParts {
  readonly settings: SessionSettings;
  readonly policy: LoadedPolicy['policy'];
  readonly sessionId: string;
  readonly tools: Tools;
  readonly gate: PermissionGate;
  readonly hooks: CommandHooks;
  readonly model: OpenedModel;
  readonly sandbox: SessionSandbox;
  readonly mcp: McpTools;
  readonly hasMcp: boolean;
  readonly childEnv: Readonly<Record<string, string>>;
  readonly additionalDirectories: readonly string[];
  readonly secrets: SecretList;
  readonly maxBudgetUsd: number;
  readonly maxTurns: number;
  readonly structuredOutput: AnyTool | null;
}

function sessionOptions(parts: SessionParts, onEvent: SessionEventListener): SessionOptions {
  const { settings, policy, tools, hooks } = parts;
  const timeoutMinutes = settings.timeoutMinutes ?? policy.limits.session_timeout_min;
  const thinking = settings.thinking ?? policyThinking(policy.model.thinking);
  const effort = settings.effort ?? policy.model.effort;
  return {
    sessionId: parts.sessionId,
    prompt: settings.prompt,
    ...(settings.systemContext ? { systemContext: settings.systemContext } : {}),
    policySummary: describePolicy(policy),
    tools,
    gate: parts.gate,
    hooks,
    sessionHooks: hooks,
    client: parts.model.client,
    model: parts.model.model,
    ...(parts.model.fallbackModel ? { fallbackModel: parts.model.fallbackModel } : {}),
    serverCompaction: parts.model.serverCompaction,
    ...(thinking ? { thinking } : {}),
    ...(effort ? { effort } : {}),
    ...(policy.model.context_window !== undefined ? { contextWindow: policy.model.context_window } : {}),
    maxBudgetUsd: parts.maxBudgetUsd,
    maxTurns: parts.maxTurns,
    timeoutMs: timeoutMinutes * 60_000,
    signal: settings.signal,
    workspaceRoot: settings.workspace,
    outputDir: settings.outputDir,
    env: parts.childEnv,
    commandRunner: parts.sandbox.runner,
    ...(parts.hasMcp ? { mcpServers: parts.mcp.summarize(tools) } : {}),
    sandbox: () => parts.sandbox.status(),
    additionalDirectories: parts.additionalDirectories,
    limits: { toolTimeoutMs: policy.limits.tool_timeout_s * 1000, maxResultChars: policy.limits.max_result_chars },
    ...(parts.model.prices ? { prices: parts.model.prices } : {}),
    permissionMode: policy.permissions.defaultMode,
    secrets: parts.secrets,
    ...(parts.structuredOutput ? { structuredOutput: { toolName: parts.structuredOutput.name } } : {}),
    onEvent,
  };
}

/** Reads the run's configuration from its source (the working tree unless the entry gives another). */
function runConfigOf(settings: SessionSettings, stack: DisposalStack): Promise<RunConfig> {
  return readRunConfig({
    workspace: settings.workspace,
    policy: settings.policy,
    allowBypass: settings.allowBypass,
    mcpConfig: settings.mcpConfig,
    source: settings.configSource ?? workingTreeSource(settings.workspace),
    ...(settings.configChangedBy !== undefined ? { changedBy: settings.configChangedBy } : {}),
    ...(settings.outputSchema !== undefined ? { outputSchema: settings.outputSchema } : {}),
    env: settings.env,
    hookEnv: (policy) => buildChildEnv(settings.env, policy),
    stack,
    onWarning: settings.onWarning,
  });
}

/** The session with everything opened: the sandbox first, then the model client, the MCP servers, the tools and the hooks. */
async function openSession(settings: SessionSettings, config: RunConfig, stack: DisposalStack, warnings: readonly string[], deferred: DeferredWork): Promise<PreparedSession> {
  const { loaded } = config;
  const { policy } = loaded;
  const { workspace } = settings;
  // Before anything starts: a schema that is not JSON Schema stops the run here.
  const structuredOutput = await structuredOutputTool(settings, loaded, config.files);
  const gate = createPolicyGate({ policy, allowBypass: settings.allowBypass, policyRoot: workspace, protectedFiles: sessionProtectedFiles(workspace, settings.policy, settings.mcpConfig) });
  const childEnv = buildChildEnv(settings.env, policy);
  const policySecrets = policySecretValues(settings.env, policy);
  const additionalDirectories = resolveAdditionalDirectories(policy.permissions.additionalDirectories, workspace);
  // The one place that chooses how child processes start: in the OS sandbox unless the policy turns it
  // off. It starts beside the first model request; one that cannot start stops the run before any tool.
  const sandbox = await setUpSandbox({
    policy,
    settings: settings.sandbox,
    workspace,
    additionalDirectories,
    outputDir: settings.outputDir,
    transcriptPath: settings.transcriptPath,
    runConfigFiles: runConfigFiles(settings),
    env: settings.env,
    onWarning: settings.onWarning,
    ...(settings.onInfo ? { onInfo: settings.onInfo } : {}),
  });
  stack.defer('the sandbox', () => sandbox.close());
  stack.defer("the agent's processes", () => sandbox.runner.terminateAll(2_000));
  deferred.add('starting the OS sandbox', () => sandbox.ready());
  deferred.warmUp("preparing the sandbox's wraps", () => sandbox.warmUp());
  const opened = await createModelClient(settings, [...settings.knownSecrets, ...policySecrets], policy);
  const sent = notifyFirstRequestSent(opened.client, () => deferred.begin());
  const model: OpenedModel = { ...opened, client: notifyWhileWaiting(sent, () => deferred.idle(), MODEL_WAIT_BEFORE_WARM_UP_MS) };
  const mcp = await connectMcp(settings, config.mcp, childEnv, sandbox.runner);
  stack.defer('the MCP servers', () => mcp.close());
  const mode = policy.permissions.defaultMode;
  // Above 15 MCP tools or 10,000 characters of their schemas, only names and hints are sent; ToolSearch loads the rest.
  const tools = applyDeferral(filterToolsForMode([...builtinTools(), ...(settings.extraTools ?? []), ...(structuredOutput ? [structuredOutput] : []), ...mcp.tools], mode));
  const secrets = knownSessionSecrets(settings, { policySecrets, mcpSecrets: mcp.secrets, modelSecrets: model.secrets });
  const deniedContents = deferDeniedContents(settings, { policy, gate, tools, runner: sandbox.runner }, secrets, deferred);
  const sessionId = randomUUID();
  const hooks = createCommandHooks({ config: policy.hooks, sessionId, transcriptPath: settings.transcriptPath, cwd: workspace, permissionMode: mode, env: childEnv, runner: sandbox.runner, launchOf: config.hookLaunch });
  const maxBudgetUsd = settings.maxBudgetUsd ?? policy.budget.max_usd ?? DEFAULT_MAX_BUDGET_USD;
  const maxTurns = settings.maxTurns ?? policy.budget.max_turns ?? DEFAULT_MAX_TURNS;
  const parts: SessionParts = { settings, policy, sessionId, tools, gate, hooks, model, sandbox, mcp, hasMcp: config.mcp !== null, childEnv, additionalDirectories, secrets, maxBudgetUsd, maxTurns, structuredOutput };
  // Unwound first: deferred work that has not started by the time the session closes never starts.
  stack.defer('the deferred work', async () => deferred.stop());
  // SessionStart hooks run commands before the first request: then the sandbox must be settled first.
  const readyBeforeStart = policy.hooks.SessionStart !== undefined && policy.hooks.SessionStart.length > 0;
  return {
    policy: loaded,
    secrets,
    maxBudgetUsd,
    maxTurns,
    warnings,
    config: config.summary,
    deferred,
    start: (onEvent) => {
      const run = (listener: SessionEventListener) => runSession({ ...sessionOptions(parts, listener), ready: () => deferred.settled(), readyBeforeStart });
      return deniedContents ? withEventsHeldUntil(deniedContents.known, deniedContents.gather, run, onEvent) : run(onEvent);
    },
    close: () => stack.unwind(),
  };
}

/**
 * Turns settings into a session ready to start: the configuration read from its source (the policy,
 * the MCP config, the scripts hooks and MCP servers run), gate, hooks, tools (built-in, extra, MCP),
 * clean child environment and model client. Throws PolicyError / McpConfigError on bad configuration
 * and ConfigSourceError when the source cannot give a file. When the working tree changes that
 * configuration and the policy says `trust.on_pr_config_change: refuse`, the session it returns
 * ends at once with `config_refused`, having opened nothing. Everything it opens (the trusted
 * copies, the sandbox, the agent's processes, the MCP servers) is held on one disposal stack:
 * released newest first when a later step throws, and by `close`.
 */
export async function prepareSession(given: SessionSettings): Promise<PreparedSession> {
  const deferred = new DeferredWork();
  // The Bash classifier needs the parser at its first check of a command, and awaits it there: loaded
  // while the session waits on the model, without holding back a tool that is no command.
  deferred.warmUp('loading the Bash parser', () => loadBashParser().catch(() => undefined));
  const { settings, warnings } = keepingWarnings(given);
  const stack = new DisposalStack();
  return stack.openAll(async () => {
    const config = await runConfigOf(settings, stack);
    const { loaded } = config;
    for (const notice of loaded.notices) settings.onWarning(`Policy: ${notice}`);
    if (config.summary.changes.length > 0 && loaded.policy.trust.on_pr_config_change === 'refuse') {
      const maxBudgetUsd = settings.maxBudgetUsd ?? loaded.policy.budget.max_usd ?? DEFAULT_MAX_BUDGET_USD;
      const maxTurns = settings.maxTurns ?? loaded.policy.budget.max_turns ?? DEFAULT_MAX_TURNS;
      return refusedSession({ policy: loaded, config: config.summary, secrets: new SecretList([...settings.knownSecrets, ...environmentSecrets(settings.env)]), maxBudgetUsd, maxTurns, warnings, close: () => stack.unwind() });
    }
    return openSession(settings, config, stack, warnings, deferred);
  });
}

import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import type { CommandRunner } from '../core/command-runner.js';
import type { PermissionGate } from '../core/permission-gate.js';
import { createToolUseContext } from '../core/context.js';
import type { AnyTool, Tools } from '../core/tool.js';
import type { OpenedModel } from '../model/opened-model.js';
import { openSessionModel, type ModelSource } from '../model/session-model.js';
import { createPolicyGate, filterToolsForMode, loadBashParser, type ProtectedFile } from '../permissions/index.js';
import { buildChildEnv, describePolicy, loadPolicy, parsePolicyText, PolicyError, policySecretValues, resolveAdditionalDirectories, type LoadedPolicy } from '../policy/index.js';
import { createCommandHooks, type CommandHooks } from '../hooks/index.js';
import { runSession, type McpServerSummary, type SessionEventListener, type SessionOptions, type SessionRun, type SystemContext } from '../session/index.js';
import { applyDeferral } from '../mcp/deferral.js';
import { setUpSandbox, type SandboxSettings, type SessionSandbox } from './sandbox-setup.js';
import { builtinTools } from '../tools/index.js';
import { deniedFileSecrets } from './denied-file-secrets.js';
import type { OutputSchemaSetting } from './output-schema.js';
import { workingTreeSource, type ConfigSource } from './config-source.js';
import { DisposalStack } from '../core/disposal-stack.js';

export const DEFAULT_POLICY_PATH = '.github/tollgate.yml';
export const DEFAULT_MAX_BUDGET_USD = 1;
export const DEFAULT_MAX_TURNS = 30;

export type PolicySetting = { readonly kind: 'path'; readonly path: string } | { readonly kind: 'inline'; readonly yaml: string };

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
  /** Where a path-given policy is read from; undefined: the working tree. */
  readonly configSource?: ConfigSource;
  readonly allowBypass: boolean;
  readonly model?: string;
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

/** A session ready to start: its policy loaded and its secrets known, so they can be masked first. */
export interface PreparedSession {
  readonly policy: LoadedPolicy;
  /** Every value to redact: the known secrets, the policy's and the MCP servers'. */
  readonly secrets: readonly string[];
  readonly maxBudgetUsd: number;
  readonly maxTurns: number;
  /** What preparing warned about (policy notices, MCP servers that failed), also given to `onWarning`: the report lists them. */
  readonly warnings: readonly string[];
  start(onEvent: SessionEventListener): SessionRun;
  /** Releases what preparing opened (MCP servers, the command runner's processes, the sandbox), every one even when one fails; throws naming each failure. */
  close(): Promise<void>;
}

/** Variables that hold credentials wherever Tollgate runs: their values are secrets even when no input names them. */
const SECRET_VARIABLES = ['ANTHROPIC_API_KEY', 'ANTHROPIC_AUTH_TOKEN', 'GITHUB_TOKEN', 'GH_TOKEN', 'ACTIONS_RUNTIME_TOKEN', 'ACTIONS_ID_TOKEN_REQUEST_TOKEN'];

function environmentSecrets(env: NodeJS.ProcessEnv): string[] {
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

/** The policy: inline as the entry gave it, else the file read from the run's configuration source. */
async function loadSessionPolicy(settings: SessionSettings, source: ConfigSource): Promise<LoadedPolicy> {
  const { policy, allowBypass, workspace: cwd } = settings;
  if (policy?.kind === 'inline') return loadPolicy({ inline: policy.yaml, cwd, allowBypass });
  const path = policy?.kind === 'path' ? policy.path : DEFAULT_POLICY_PATH;
  const bytes = await source.readFile(path);
  if (bytes !== null) return parsePolicyText(bytes.toString('utf8'), path, allowBypass);
  if (policy?.kind === 'path') {
    throw new PolicyError(`The policy file '${policy.path}' does not exist in ${source.description}. Fix the path, or leave it out to use ${DEFAULT_POLICY_PATH} or the safe default.`);
  }
  return loadPolicy({ cwd, allowBypass });
}

/** The model side: a cassette, or the provider chosen (the policy's `provider` unless the entry named one), recorded when asked. */
function createModelClient(settings: SessionSettings, secrets: readonly string[], policy: LoadedPolicy['policy']): Promise<OpenedModel> {
  const { modelSource: source, model, workspace, env, recordPath, onWarning, onReplayDivergence, onInfo } = settings;
  return openSessionModel({ source, model, policy, workspace, env, recordPath, secrets, onWarning, onReplayDivergence, onInfo });
}

interface McpTools {
  readonly tools: Tools;
  /** The servers as the session reports them, given the tools it ends up with (some deferred). */
  summarize(sessionTools: Tools): readonly McpServerSummary[];
  readonly secrets: readonly string[];
  close(): Promise<void>;
}

/** MCP is imported only when a config is given, to keep start-up cheap. Every server starts through the session's runner. */
async function connectMcp(settings: SessionSettings, childEnv: Readonly<Record<string, string>>, runner: CommandRunner): Promise<McpTools> {
  if (!settings.mcpConfig) return { tools: [], summarize: () => [], secrets: [], close: async () => {} };
  const mcp = await import('../mcp/index.js');
  const config = mcp.loadMcpConfig(mcp.mcpConfigSource(settings.mcpConfig, settings.workspace));
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

/** Every value to redact: the known ones, the runner's credentials, the policy's and the MCP servers' secrets, the contents of files the policy denies reading. */
async function sessionSecrets(settings: SessionSettings, found: { policy: LoadedPolicy['policy']; gate: PermissionGate; tools: Tools; runner: CommandRunner; policySecrets: readonly string[]; mcpSecrets: readonly string[]; modelSecrets: readonly string[] }): Promise<string[]> {
  const { workspace, outputDir } = settings;
  const deniedContents = hasReadDenyRule(found.policy)
    ? await deniedFileSecrets(workspace, found.gate, createToolUseContext({ tools: found.tools, workspaceRoot: workspace, outputDir, commandRunner: found.runner }))
    : [];
  return [...settings.knownSecrets, ...environmentSecrets(settings.env), ...found.modelSecrets, ...found.policySecrets, ...found.mcpSecrets, ...deniedContents].filter((s) => s.length > 0);
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
  readonly childEnv: Readonly<Record<string, string>>;
  readonly additionalDirectories: readonly string[];
  readonly secrets: readonly string[];
  readonly maxBudgetUsd: number;
  readonly maxTurns: number;
  readonly structuredOutput: AnyTool | null;
}

function sessionOptions(parts: SessionParts, onEvent: SessionEventListener): SessionOptions {
  const { settings, policy, tools, hooks } = parts;
  const timeoutMinutes = settings.timeoutMinutes ?? policy.limits.session_timeout_min;
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
    maxBudgetUsd: parts.maxBudgetUsd,
    maxTurns: parts.maxTurns,
    timeoutMs: timeoutMinutes * 60_000,
    signal: settings.signal,
    workspaceRoot: settings.workspace,
    outputDir: settings.outputDir,
    env: parts.childEnv,
    commandRunner: parts.sandbox.runner,
    ...(settings.mcpConfig ? { mcpServers: parts.mcp.summarize(tools) } : {}),
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

/**
 * Turns settings into a session ready to start: policy, gate, hooks, tools (built-in, extra, MCP),
 * clean child environment and model client. Throws PolicyError / McpConfigError on bad configuration.
 * Everything it opens (the sandbox, the agent's processes, the MCP servers) is held on one disposal
 * stack: released newest first when a later step throws, and by `close`.
 */
export async function prepareSession(given: SessionSettings): Promise<PreparedSession> {
  // The Bash classifier needs the parser; it loads while the rest is prepared, off the critical path.
  void loadBashParser().catch(() => undefined);
  const { settings, warnings } = keepingWarnings(given);
  const configSource = settings.configSource ?? workingTreeSource(settings.workspace);
  const loaded = await loadSessionPolicy(settings, configSource);
  for (const notice of loaded.notices) settings.onWarning(`Policy: ${notice}`);
  const { policy } = loaded;
  const { workspace } = settings;
  // Before anything starts: a schema that is not JSON Schema stops the run here.
  const structuredOutput = await structuredOutputTool(settings, loaded, configSource);
  const gate = createPolicyGate({ policy, allowBypass: settings.allowBypass, policyRoot: workspace, protectedFiles: sessionProtectedFiles(workspace, settings.policy, settings.mcpConfig) });
  const childEnv = buildChildEnv(settings.env, policy);
  const policySecrets = policySecretValues(settings.env, policy);
  const additionalDirectories = resolveAdditionalDirectories(policy.permissions.additionalDirectories, workspace);
  const stack = new DisposalStack();
  return stack.openAll(async () => {
    // The one place that chooses how child processes start: in the OS sandbox unless the policy turns it
    // off. First, so a sandbox that cannot start stops the run before anything else is opened.
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
    const model = await createModelClient(settings, [...settings.knownSecrets, ...policySecrets], policy);
    const mcp = await connectMcp(settings, childEnv, sandbox.runner);
    stack.defer('the MCP servers', () => mcp.close());
    const mode = policy.permissions.defaultMode;
    // Above 15 MCP tools or 10,000 characters of their schemas, only names and hints are sent; ToolSearch loads the rest.
    const tools = applyDeferral(filterToolsForMode([...builtinTools(), ...(settings.extraTools ?? []), ...(structuredOutput ? [structuredOutput] : []), ...mcp.tools], mode));
    const secrets = await sessionSecrets(settings, { policy, gate, tools, runner: sandbox.runner, policySecrets, mcpSecrets: mcp.secrets, modelSecrets: model.secrets });
    const sessionId = randomUUID();
    const hooks = createCommandHooks({ config: policy.hooks, sessionId, transcriptPath: settings.transcriptPath, cwd: workspace, permissionMode: mode, env: childEnv, runner: sandbox.runner });
    const maxBudgetUsd = settings.maxBudgetUsd ?? policy.budget.max_usd ?? DEFAULT_MAX_BUDGET_USD;
    const maxTurns = settings.maxTurns ?? policy.budget.max_turns ?? DEFAULT_MAX_TURNS;
    const parts: SessionParts = { settings, policy, sessionId, tools, gate, hooks, model, sandbox, mcp, childEnv, additionalDirectories, secrets, maxBudgetUsd, maxTurns, structuredOutput };
    return {
      policy: loaded,
      secrets,
      maxBudgetUsd,
      maxTurns,
      warnings,
      start: (onEvent) => runSession(sessionOptions(parts, onEvent)),
      close: () => stack.unwind(),
    };
  });
}

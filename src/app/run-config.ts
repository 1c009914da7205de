// The files that configure a run, read from one source: the policy, a path-given MCP config, and
// the repository scripts hooks and stdio MCP servers run (copied out of the source, and run from
// the copy). With a commit as the source, the working tree's copies are compared with it.
import { lstat, readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { DisposalStack } from '../core/disposal-stack.js';
import type { HookLaunch } from '../hooks/index.js';
import type { McpConfig, McpServerConfig } from '../mcp/index.js';
import { loadBashParser } from '../permissions/index.js';
import { HOOK_EVENTS, loadPolicy, parsePolicyText, PolicyError, type LoadedPolicy, type Policy } from '../policy/index.js';
import type { ConfigChange, RunConfigSummary } from '../report/config-notice.js';
import type { RecordedPolicy } from '../report/recorded-policy.js';
import { ConfigReader, type UsedConfigFile } from './config-reader.js';
import type { ConfigSource } from './config-source.js';
import { MAX_CONFIG_FILE_BYTES } from './git-commit-source.js';
import { hookCommandScripts } from './hook-command-scripts.js';
import { loadRefusal, scriptUses } from './program-scripts.js';
import { isOutsideRepository, repositoryPath } from './repository-path.js';
import type { OutputSchemaSetting } from './output-schema.js';
import { TrustedCopies } from './trusted-copies.js';

export const DEFAULT_POLICY_PATH = '.github/tollgate.yml';

export type PolicySetting = { readonly kind: 'path'; readonly path: string } | { readonly kind: 'inline'; readonly yaml: string };

export interface RunConfigInput {
  readonly workspace: string;
  readonly policy: PolicySetting | undefined;
  readonly allowBypass: boolean;
  /** A path or inline JSON in the `.mcp.json` format. */
  readonly mcpConfig: string | undefined;
  /** The entry's output schema; a path (or, without one, the policy's `output_schema` path) is read from the source too. */
  readonly outputSchema?: OutputSchemaSetting;
  readonly source: ConfigSource;
  /** Who wrote the working tree's copies, for the report: "this PR"; default "the working tree". */
  readonly changedBy?: string;
  /** The runner's environment (MCP `${VAR}` expansion). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The environment hooks get under a policy (their `$VAR`s are read from it). */
  readonly hookEnv: (policy: Policy) => Readonly<Record<string, string>>;
  /** The private copies are removed when this stack unwinds. */
  readonly stack: DisposalStack;
  readonly onWarning: (message: string) => void;
}

export interface RunConfig {
  readonly loaded: LoadedPolicy;
  /** How each hook command runs: its repository scripts swapped for the trusted copies, or why it cannot run. */
  readonly hookLaunch: (command: string) => HookLaunch;
  /** The MCP servers as they start (their scripts swapped too); null when no MCP config is given. */
  readonly mcp: McpConfig | null;
  readonly summary: RunConfigSummary;
  /** The source as the session reads further files of its configuration from it (the output schema): the same bytes that were compared. */
  readonly files: ConfigSource;
}

/** A path the entry gave (policy, MCP config) as the source reads it: a repository path when the source is a commit. */
function sourcePath(input: Pick<RunConfigInput, 'workspace' | 'source'>, path: string, what: string): string {
  if (input.source.commit === null) return path;
  const inRepository = repositoryPath(path, input.workspace);
  if (inRepository === null) {
    throw new PolicyError(`The ${what} '${path}' is outside the repository; Tollgate reads configuration from ${input.source.description}, so give a path inside the repository.`);
  }
  return inRepository;
}

/** The policy: inline as the entry gave it, else the file read from the source. */
async function readPolicy(input: Pick<RunConfigInput, 'workspace' | 'policy' | 'allowBypass' | 'source'>, reader: ConfigReader): Promise<LoadedPolicy> {
  const { policy, allowBypass, workspace: cwd } = input;
  if (policy?.kind === 'inline') return loadPolicy({ inline: policy.yaml, cwd, allowBypass });
  const path = sourcePath(input, policy?.kind === 'path' ? policy.path : DEFAULT_POLICY_PATH, 'policy file');
  const bytes = await reader.read(path, 'the policy');
  if (bytes !== null) return parsePolicyText(bytes.toString('utf8'), path, allowBypass);
  if (policy?.kind === 'path') {
    throw new PolicyError(`The policy file '${policy.path}' does not exist in ${input.source.description}. Fix the path, or leave it out to use ${DEFAULT_POLICY_PATH} or the safe default.`);
  }
  return loadPolicy({ cwd, allowBypass });
}

/**
 * The policy alone, read from `source` as a run reads it: what the apply job of a two-job delivery
 * and `tollgate apply --dry-run` check a change with (no session, so no hooks or MCP servers to read).
 */
export function readPolicyFrom(input: Pick<RunConfigInput, 'workspace' | 'policy' | 'allowBypass' | 'source'>): Promise<LoadedPolicy> {
  return readPolicy(input, new ConfigReader(input.source));
}

/** Every hook command of the policy, once, with the event that runs it first. */
function hookCommands(policy: Policy): Map<string, string> {
  const commands = new Map<string, string>();
  for (const event of HOOK_EVENTS) {
    for (const matcher of policy.hooks[event]) for (const hook of matcher.hooks) if (!commands.has(hook.command)) commands.set(hook.command, event);
  }
  return commands;
}

/** Each hook command as it runs from the trusted copies (or why it cannot run), when the source is a commit. */
async function hookLaunches(input: RunConfigInput, policy: Policy, copies: TrustedCopies): Promise<Map<string, HookLaunch>> {
  const launches = new Map<string, HookLaunch>();
  const commands = hookCommands(policy);
  if (input.source.commit === null || commands.size === 0) return launches;
  await loadBashParser();
  const env = { ...input.hookEnv(policy), CLAUDE_PROJECT_DIR: input.workspace };
  for (const [command, event] of commands) {
    const scripts = hookCommandScripts(command, { workspace: input.workspace, env });
    if ('unreadable' in scripts) {
      launches.set(command, { unavailable: `${scripts.unreadable}; a hook on a pull request must name the scripts it runs plainly` });
      continue;
    }
    const copied = new Map<string, string>();
    let missing: string | null = null;
    for (const path of scripts.paths) {
      const copy = await copies.copy(path, `run by a ${event} hook`);
      if (copy.ok) copied.set(path, copy.file);
      else missing ??= copy.reason;
    }
    launches.set(command, missing !== null ? { unavailable: missing } : { command: scripts.rewrite((path) => copied.get(path)!) });
  }
  return launches;
}

/** A stdio server with its repository scripts swapped for the trusted copies, or marked unavailable. */
async function trustedServer(server: McpServerConfig, input: RunConfigInput, hookEnv: Readonly<Record<string, string>>, copies: TrustedCopies): Promise<McpServerConfig> {
  if (server.type !== 'stdio') return server;
  const { expandServerConfig } = await import('../mcp/index.js');
  const expanded = expandServerConfig(server, input.env);
  // A server whose variables are missing fails at connect, saying which.
  if (!expanded.ok || expanded.server.type !== 'stdio') return server;
  const words = [expanded.server.command, ...expanded.server.args];
  const replaced = new Map<number, string>();
  const role = `run by the MCP server ${server.name}`;
  const unavailable = (why: string): McpServerConfig => ({ ...server, unavailable: why });
  for (const use of scriptUses(words, (value) => isOutsideRepository(value, input.workspace))) {
    const word = words[use.index];
    if (use.kind === 'unknown' && use.loads !== undefined) return unavailable(loadRefusal(words.slice(use.index, use.loads + 1).join(' ')));
    if (use.kind === 'unknown' || word === undefined) return unavailable('Tollgate cannot tell which program it runs (it reads its commands from its input)');
    if (use.kind === 'shell') {
      const inner = hookCommandScripts(word, { workspace: input.workspace, env: hookEnv });
      if ('unreadable' in inner) return unavailable(inner.unreadable);
      const copied = new Map<string, string>();
      for (const path of inner.paths) {
        const copy = await copies.copy(path, role);
        if (!copy.ok) return unavailable(copy.reason);
        copied.set(path, copy.file);
      }
      if (inner.paths.length > 0) replaced.set(use.index, inner.rewrite((path) => copied.get(path)!));
      continue;
    }
    const path = repositoryPath(word, input.workspace);
    if (path === null) continue;
    const copy = await copies.copy(path, role);
    if (!copy.ok) return unavailable(copy.reason);
    replaced.set(use.index, copy.file);
  }
  return { ...server, command: replaced.get(0) ?? server.command, args: server.args.map((arg, i) => replaced.get(i + 1) ?? arg) };
}

/** The MCP config: inline, or the file read from the source; its stdio servers' scripts copied when the source is a commit. */
async function readMcpConfig(input: RunConfigInput, reader: ConfigReader, policy: Policy, copies: TrustedCopies): Promise<McpConfig | null> {
  const value = input.mcpConfig?.trim();
  if (!value) return null;
  const mcp = await import('../mcp/index.js');
  const given = mcp.mcpConfigSource(value, input.workspace);
  let config: McpConfig;
  if (given.path === undefined) config = mcp.loadMcpConfig(given);
  else {
    const path = sourcePath(input, given.path, 'MCP config');
    const bytes = await reader.read(path, 'the MCP config');
    if (bytes === null) throw new mcp.McpConfigError(`Cannot read the MCP config ${given.path}: it does not exist in ${input.source.description}.`, given.path);
    config = mcp.loadMcpConfig({ path: given.path, text: bytes.toString('utf8'), cwd: input.workspace });
  }
  if (input.source.commit === null) return config;
  const hookEnv = input.hookEnv(policy);
  return { ...config, servers: await Promise.all(config.servers.map((server) => trustedServer(server, input, hookEnv, copies))) };
}

/** Stands for what the working tree has at a path that is no plain file (a link, a folder) or is too large to compare: it differs. */
const NOT_A_PLAIN_FILE = Buffer.from('\0not a plain file');

/**
 * The working tree's bytes at a path, only when it is a plain file of a sane size: the PR's author
 * chose what is there, and a link to `/dev/zero` must not be read.
 */
async function workingTreeBytes(workspace: string, path: string): Promise<Buffer | null> {
  const full = resolve(workspace, path);
  const info = await lstat(full).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' || error.code === 'ENOTDIR' ? null : Promise.reject(error)));
  if (info === null) return null;
  if (!info.isFile() || info.size > MAX_CONFIG_FILE_BYTES) return NOT_A_PLAIN_FILE;
  return readFile(full).catch(() => NOT_A_PLAIN_FILE);
}

/** The output schema's file, when it is one: the entry's path, else the policy's `output_schema` when that is a path. */
function outputSchemaPath(setting: OutputSchemaSetting | undefined, policy: Policy): string | null {
  if (setting !== undefined) return setting.kind === 'path' ? setting.path : null;
  return typeof policy.output_schema === 'string' ? policy.output_schema : null;
}

/** The source read through the reader: paths as the entry gave them, the bytes compared with the working tree. */
function readerView(input: RunConfigInput, reader: ConfigReader): ConfigSource {
  const { source, workspace } = input;
  return {
    description: source.description,
    commit: source.commit,
    readFile: (path) => reader.read(source.commit === null ? path : (repositoryPath(path, workspace) ?? path), 'the output schema'),
    listFiles: (folder) => source.listFiles(folder),
  };
}

/** How the working tree's copy of each file the run used differs from the source's. */
async function changesFrom(used: readonly UsedConfigFile[], workspace: string): Promise<ConfigChange[]> {
  const changes: ConfigChange[] = [];
  for (const file of used) {
    const working = await workingTreeBytes(workspace, file.path).catch(() => NOT_A_PLAIN_FILE);
    if (working === null && file.bytes === null) continue;
    if (working !== null && file.bytes !== null && working.equals(file.bytes)) continue;
    changes.push({ path: file.path, role: file.role, change: file.bytes === null ? 'added' : working === null ? 'deleted' : 'modified' });
  }
  return changes;
}

/** What the transcript keeps of the policy: its rules, and the files it protects by being the run's configuration. */
function recordedPolicy(input: RunConfigInput, loaded: LoadedPolicy): RecordedPolicy {
  const { workspace, policy, mcpConfig } = input;
  const file = policy?.kind === 'inline' ? null : repositoryPath(policy?.path ?? DEFAULT_POLICY_PATH, workspace);
  const mcp = mcpConfig !== undefined && mcpConfig.trim() !== '' && !mcpConfig.trimStart().startsWith('{') ? repositoryPath(mcpConfig.trim(), workspace) : null;
  const { permissions, non_interactive } = loaded.policy;
  return { origin: loaded.origin, file, mcp_config_file: mcp, permissions, non_interactive };
}

/**
 * Reads the run's configuration from `input.source` (the policy, the MCP config, and the scripts
 * its hooks and stdio MCP servers run, copied to a private folder and run from there) and says how
 * the working tree's copies differ. Throws PolicyError / McpConfigError on bad configuration, and
 * ConfigSourceError when the source cannot give a file.
 */
export async function readRunConfig(input: RunConfigInput): Promise<RunConfig> {
  const reader = new ConfigReader(input.source);
  const copies = new TrustedCopies(reader, input.stack, input.onWarning);
  const loaded = await readPolicy(input, reader);
  const launches = await hookLaunches(input, loaded.policy, copies);
  const mcp = await readMcpConfig(input, reader, loaded.policy, copies);
  const files = readerView(input, reader);
  const schemaPath = outputSchemaPath(input.outputSchema, loaded.policy);
  // Read now, so a change to it is named with the others; a file that cannot be read is said when the schema loads.
  if (schemaPath !== null) await files.readFile(schemaPath).catch(() => null);
  const changes = input.source.commit === null ? [] : await changesFrom(await reader.used(), input.workspace);
  return {
    loaded,
    hookLaunch: (command) => launches.get(command) ?? { command },
    mcp,
    summary: { source: input.source.description, commit: input.source.commit, changedBy: input.changedBy ?? 'the working tree', changes, policy: recordedPolicy(input, loaded) },
    files,
  };
}

import type { PermissionMode } from './permission-types.js';

/** What a call does, as far as a mode cares, once no rule has decided it. */
export type ModeCallKind =
  /** Reads inside the workspace (a file tool, a read-only command, a `cd`), or changes nothing outside the session's own state. */
  | 'read'
  /**
   * A tool that declares it only reads or changes only the session's own state (TodoWrite, ToolSearch,
   * PRInlineComment, an MCP tool its server annotates read-only): the tool's claim, not a read of the workspace.
   */
  | 'declaredRead'
  /** Writes a file inside the workspace. */
  | 'edit'
  /** One of the filesystem commands Claude Code's acceptEdits mode runs (`mkdir`, `touch`, `rm`, `rmdir`, `cp`, `mv`, `sed -i`), every path inside the workspace. */
  | 'fileCommand'
  /** Runs a command that is not known to only read. */
  | 'command'
  /** Reaches the network. */
  | 'network'
  /** Any other call that may change something (an MCP tool its server does not annotate read-only). */
  | 'other';

/** `refuse`: denied, and no rule, hook or override lifts it. */
export type ModeBehavior = 'allow' | 'ask' | 'refuse';

export interface PermissionModeProfile {
  /** What a call that no rule decided gets, by what it does. */
  readonly unruled: Readonly<Record<ModeCallKind, ModeBehavior>>;
  /** How an ask that no rule settled ends: by the policy's `non_interactive` section, or denied. */
  readonly openAsks: 'non_interactive' | 'deny';
  /** A session started in this mode stays in it whatever the policy's `defaultMode` says. */
  readonly keptBySession: boolean;
  /** The policy may choose it only when the workflow opts in (`allow_bypass: true`). */
  readonly needsOptIn: boolean;
  /** The model is offered tools every call of which writes (Edit, Write). */
  readonly offersWritingTools: boolean;
  /** One line for the model's system prompt. */
  readonly summary: string;
}

/**
 * Every permission mode, in one place. Adding a mode to `PERMISSION_MODES` is a compile error here
 * until its profile is written (the `satisfies` below), and every decision reads this table.
 */
export const PERMISSION_MODE_PROFILES = {
  default: {
    unruled: { read: 'allow', declaredRead: 'allow', edit: 'ask', fileCommand: 'ask', command: 'ask', network: 'ask', other: 'ask' },
    openAsks: 'non_interactive',
    keptBySession: false,
    needsOptIn: false,
    offersWritingTools: true,
    summary: 'read-only tools may be used inside the workspace without a rule; everything else needs an allow rule',
  },
  acceptEdits: {
    unruled: { read: 'allow', declaredRead: 'allow', edit: 'allow', fileCommand: 'allow', command: 'ask', network: 'ask', other: 'ask' },
    openAsks: 'non_interactive',
    keptBySession: false,
    needsOptIn: false,
    offersWritingTools: true,
    summary: 'read-only tools, file edits and the filesystem commands mkdir, touch, rm, rmdir, cp, mv and sed -i inside the workspace are allowed; other commands and tools need an allow rule',
  },
  plan: {
    unruled: { read: 'allow', declaredRead: 'allow', edit: 'refuse', fileCommand: 'refuse', command: 'refuse', network: 'refuse', other: 'refuse' },
    openAsks: 'non_interactive',
    keptBySession: true,
    needsOptIn: false,
    offersWritingTools: false,
    summary: 'plan mode: only read-only calls are allowed, and the file-writing tools are not available',
  },
  dontAsk: {
    unruled: { read: 'allow', declaredRead: 'ask', edit: 'ask', fileCommand: 'ask', command: 'ask', network: 'ask', other: 'ask' },
    openAsks: 'deny',
    keptBySession: true,
    needsOptIn: false,
    offersWritingTools: true,
    summary: 'read-only calls inside the workspace are allowed; everything else only when an allow rule covers it',
  },
  bypassPermissions: {
    unruled: { read: 'allow', declaredRead: 'allow', edit: 'allow', fileCommand: 'allow', command: 'allow', network: 'allow', other: 'allow' },
    openAsks: 'non_interactive',
    keptBySession: false,
    needsOptIn: true,
    offersWritingTools: true,
    summary: 'every call is allowed except those a deny or ask rule names, protected paths and paths outside the workspace',
  },
} as const satisfies Record<PermissionMode, PermissionModeProfile>;

export function modeProfile(mode: PermissionMode): PermissionModeProfile {
  return PERMISSION_MODE_PROFILES[mode];
}

const KIND_TEXT: Record<ModeCallKind, string> = {
  read: 'reads inside the workspace',
  declaredRead: 'tools that declare they only read',
  edit: 'edits inside the workspace',
  fileCommand: 'filesystem commands inside the workspace',
  command: 'commands',
  network: 'network access',
  other: 'calls that may change something',
};

export type ModeVerdict =
  | { readonly behavior: 'allow'; readonly reason: string }
  | { readonly behavior: 'ask'; readonly reason: string }
  /** Only plan mode refuses: `unpermittable` says so, and no rule lifts it. */
  | { readonly behavior: 'deny'; readonly reason: string; readonly unpermittable: string };

/** What `mode` does with a call of `kind` that no rule decided. */
export function modeVerdict(mode: PermissionMode, kind: ModeCallKind): ModeVerdict {
  switch (modeProfile(mode).unruled[kind]) {
    case 'allow':
      return { behavior: 'allow', reason: `${mode} mode allows ${KIND_TEXT[kind]}` };
    case 'ask':
      return { behavior: 'ask', reason: `${mode} mode allows no ${KIND_TEXT[kind]} without a rule` };
    case 'refuse':
      return { behavior: 'deny', reason: `${mode} mode allows read-only calls only`, unpermittable: `${mode} mode allows read-only calls only` };
  }
}

/** The mode a call is decided in: the policy's, unless the session was started in a mode it keeps. */
export function effectiveMode(policyMode: PermissionMode, sessionMode: PermissionMode): PermissionMode {
  return modeProfile(sessionMode).keptBySession ? sessionMode : policyMode;
}

/** Every permission mode; `src/core/permission-modes.ts` says what each one does, in one table. */
export const PERMISSION_MODES = ['default', 'acceptEdits', 'plan', 'dontAsk', 'bypassPermissions'] as const;
export type PermissionMode = (typeof PERMISSION_MODES)[number];

/** One file a call reads or writes, as the tool names it (absolute, or relative to the cwd). */
export interface PathAccess {
  readonly path: string;
  readonly access: 'read' | 'write';
  /** The call searches below this directory (Glob, Grep): a deny rule on the files below it denies the call. */
  readonly directory?: boolean;
}

/**
 * What a permission check looks at in one call, as the tool declares it from its input: the
 * gate matches rules against this and never against the tool's name or input keys.
 */
export type PermissionSubject =
  /** Files read or written: `Read(...)` / `Edit(...)` path rules, the workspace boundary, protected paths. */
  | { readonly kind: 'paths'; readonly paths: readonly PathAccess[] }
  /** A shell command line, checked part by part against `Bash(...)` rules. */
  | { readonly kind: 'command'; readonly command: string }
  /** A URL the call fetches: `Tool(domain:host)` rules; never allowed by a mode alone. */
  | { readonly kind: 'url'; readonly url: string }
  /**
   * Nothing a rule can name but the tool itself. `readOnly`: the call changes nothing outside
   * this session's own state (a todo list, loaded tool schemas, review comments posted with the
   * report); otherwise it may change anything and needs an allow rule. `paths`: files it is known
   * to name (an MCP file server's tool), held to the policy's path deny and ask rules.
   */
  | { readonly kind: 'opaque'; readonly readOnly: boolean; readonly paths?: readonly PathAccess[] };

/** A tool's or a hook's own view of a call, before the policy resolves it; `message` says why, in its words. */
export type PermissionResult =
  | { behavior: 'allow'; updatedInput?: Record<string, unknown>; message?: string }
  | { behavior: 'deny'; message: string; suggestedRule?: string }
  | { behavior: 'ask'; message?: string; suggestedRule?: string };

/** A file a call writes, as the gate judged it: the path as given (symlinks kept) and where it led then. */
export interface JudgedPath {
  readonly path: string;
  readonly real: string;
}

/** What the gate returns in a non-interactive session: never "ask". */
export type FinalPermissionDecision =
  | {
      behavior: 'allow';
      /** The rule that allowed the call, or null when the mode or a read-only default did. */
      rule: string | null;
      reason: string;
      /** The protected path an explicit path rule lifted for this call; the report marks such a run. */
      liftedProtection?: string;
      /** Every part of the call was judged to only read: it runs with nothing writable. */
      readOnly?: boolean;
      /** The files the call writes, where they led when judged: a file tool opens these and no other. */
      judgedWrites?: readonly JudgedPath[];
    }
  | {
      behavior: 'deny';
      /** The rule that denied the call, or null when no rule allowed it. */
      rule: string | null;
      /** Text that reaches the model. */
      message: string;
      reason: string;
      /** A rule a maintainer could add to the policy to permit this call, when one would. */
      suggestedRule: string | null;
      /** Set when no rule can permit the call, saying why ("outside the workspace", "a protected path: git hooks"). */
      unpermittable?: string;
      /** On a protected path: an allow rule naming it, which would lift the protection (the call may need its own rules too). */
      liftingRule?: string;
    };

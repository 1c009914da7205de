/** A protected path pattern: path segments matched at any depth ('*' at the end of a segment matches a prefix). */
export interface ProtectedPattern {
  readonly segments: readonly string[];
  readonly what: string;
}

/** Everything the sandbox profiles of one session are made from. Every path is absolute. */
export interface SandboxScope {
  readonly workspace: string;
  /** The workspace and the policy's additionalDirectories: writable for calls that write, minus the protected paths in them. */
  readonly codeRoots: readonly string[];
  /** `sandbox.filesystem.allowWrite`: writable for calls that write, as they are. */
  readonly extraWritable: readonly string[];
  /** The session's temp folder (TMPDIR of calls that write). */
  readonly tmpDir: string;
  /** The private scratch folder of calls that only read (their TMPDIR, the one place they can write). */
  readonly scratchDir: string;
  /** Where large outputs go: writable for calls that write, except Tollgate's own records in it. */
  readonly outputDir: string;
  /** Tollgate's own records (transcript, logs, saved results): never writable. */
  readonly records: readonly string[];
  /** Files that configure this very run (the policy file, the MCP config): never writable. */
  readonly runConfigFiles: readonly string[];
  /** `sandbox.filesystem.denyWrite`. */
  readonly denyWrite: readonly string[];
  /** Read deny rules and `sandbox.filesystem.denyRead`, as absolute paths or globs. */
  readonly denyRead: readonly string[];
  readonly homeDir: string;
  readonly protectedPatterns: readonly ProtectedPattern[];
  /** Hosts calls that write may connect to (`sandbox.network.allowedDomains`). */
  readonly allowedDomains: readonly string[];
}

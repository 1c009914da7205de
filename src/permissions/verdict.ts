import type { PermissionMode } from '../core/permission-types.js';
import type { ProtectedFile } from './protected-writes.js';
import type { RuleSet } from './rules/rule-set.js';
import type { MatchBases, RuleSubject } from './rules/rule-subject.js';
import type { PathScope } from './workspace-paths.js';

/** The policy's view of one part of a call (a Bash call has one per simple command and redirect). */
export interface PartVerdict {
  readonly behavior: 'allow' | 'deny' | 'ask';
  /** The rule that decided, when one did. */
  readonly rule: string | null;
  readonly reason: string;
  /** What an override is matched against. */
  readonly subject: RuleSubject;
  /** Asks from an ask rule or the workspace boundary: a hook's allow does not lift them. */
  readonly firm: boolean;
  readonly suggestedRule: string | null;
  /** The call leaves the workspace: no rule, override or on_ask permits it. */
  readonly outsideWorkspace?: boolean;
  /** On a deny that no rule can lift (outside the workspace, a protected path, plan mode): why, plainly. */
  readonly unpermittable?: string;
  /** On the deny of a write to a protected path: an allow rule that names the path, which would lift the protection. */
  readonly liftingRule?: string;
  /** On an allow or ask of a write to a protected path that an explicit rule lifted: what it lifted. */
  readonly liftedProtection?: string;
  /** On an allow: the part only reads (a read-only command, a `cd`, a file read). A call all of whose parts only read runs with nothing writable. */
  readonly readOnly?: boolean;
}

/** Everything the evaluation of one call needs, fixed for that call. */
export interface EvaluationEnv {
  readonly rules: RuleSet;
  readonly bases: MatchBases;
  readonly scope: PathScope;
  readonly mode: PermissionMode;
  /** Files of this session no write may change (the policy file, the MCP config), besides the protected paths. */
  readonly protectedFiles?: readonly ProtectedFile[];
  /** What one call's evaluation reads from disk once, however many paths of a Bash line need it. */
  readonly lineCache?: LineCache;
}

/** Disk reads the evaluation of one call shares between its paths. */
export interface LineCache {
  /** The paths git tracks in the repository at this root (its index), or null when unreadable. */
  readonly trackedPaths: Map<string, string[] | null>;
  /** The work tree root each directory is in, or null outside one. */
  readonly repositoryRoots: Map<string, string | null>;
}

export function createLineCache(): LineCache {
  return { trackedPaths: new Map(), repositoryRoots: new Map() };
}

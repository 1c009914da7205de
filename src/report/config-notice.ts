import { inlineCode } from './markdown.js';
import type { RecordedPolicy } from './recorded-policy.js';

/** How the working tree's copy of a configuration file differs from the one the run used. */
export type ConfigChangeKind = 'modified' | 'added' | 'deleted';

export interface ConfigChange {
  /** The repository path. */
  readonly path: string;
  /** What the file is to the run: "the policy", "run by a PreToolUse hook". */
  readonly role: string;
  readonly change: ConfigChangeKind;
}

/** Where the run's configuration came from, and what the working tree would have changed. */
export interface RunConfigSummary {
  /** "main (abc1234)", "the working tree (/path)". */
  readonly source: string;
  /** The commit the files came from; null for the working tree. */
  readonly commit: string | null;
  /** Who wrote the working tree's copies: "this PR", "the working tree". */
  readonly changedBy: string;
  readonly changes: readonly ConfigChange[];
  /** The run did not happen because of the changes (`trust.on_pr_config_change: refuse`). */
  readonly refused?: boolean;
  /** The policy the run's calls were decided by, kept in the transcript for `tollgate policy diff`. */
  readonly policy?: RecordedPolicy;
}

const NOTE: Readonly<Record<ConfigChangeKind, string>> = { modified: '', added: '; new, not in the trusted version', deleted: '; deleted' };

function listed(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The sentence the report starts with when the working tree changes a file that configures the
 * run: "This PR changes .github/tollgate.yml (the policy); the run used the version on main (abc1234)."
 * For a refused run, that it did not run, and why.
 */
export function configChangeNotice(summary: RunConfigSummary): string | null {
  if (summary.changes.length === 0) return null;
  const files = summary.changes.map((change) => `${inlineCode(change.path)} (${change.role}${NOTE[change.change]})`);
  const changes = `${capitalised(summary.changedBy)} changes ${listed(files)}`;
  if (summary.refused) {
    return `${changes}. The policy on ${summary.source} sets trust.on_pr_config_change: refuse, so Tollgate did not run: no model call was made and no hook or MCP server was started. Review the change and merge it, or set on_pr_config_change: use_base there to run such pull requests with the trusted configuration.`;
  }
  return `${changes}; the run used ${summary.changes.length === 1 ? 'the version' : 'the versions'} on ${summary.source}.`;
}

/** The settings line's part that says where the configuration came from; null for the working tree (the user's own). */
export function configSourceText(summary: RunConfigSummary | null): string | null {
  if (!summary || summary.commit === null) return null;
  return `config from ${summary.source}`;
}

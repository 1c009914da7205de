import { environmentSecrets, sessionProtectedFiles } from '../app/prepare-session.js';
import { workingTreeSource } from '../app/config-source.js';
import { openGitCommitSource } from '../app/git-commit-source.js';
import { readPolicyFrom } from '../app/run-config.js';
import { createRedactor } from '../core/redact.js';
import { bundleFiles, readChangeBundle } from '../delivery/change-bundle.js';
import { checkChange } from '../delivery/change-checks.js';
import { changeCheckSettings } from '../delivery/check-settings.js';
import { commitMessage } from '../delivery/commit-message.js';
import { modesMatter } from '../delivery/land-change.js';
import type { BaseReader } from '../delivery/landing-file.js';
import { policySecretValues } from '../policy/index.js';
import { findingText } from '../report/check-finding.js';
import { formatCount } from '../report/markdown.js';
import type { CliIo } from './run-command.js';

export interface ApplyArgs {
  readonly bundle: string;
  /** The repository root the paths are judged under, and where the policy is read. */
  readonly cwd: string;
  readonly policy?: string;
  readonly json: boolean;
}

const LETTER = { added: 'A', modified: 'M', deleted: 'D' } as const;

function findingLines(findings: readonly { readonly verdict: string; readonly text: string }[], verdict: string, heading: string): string[] {
  const these = findings.filter((finding) => finding.verdict === verdict);
  return these.length > 0 ? [heading, ...these.map((finding) => `  - ${finding.text}`)] : [];
}

const bytes = (n: number) => `${formatCount(n)} byte${n === 1 ? '' : 's'}`;

/**
 * `tollgate apply BUNDLE --dry-run`: what the apply job would land from a change bundle, checked
 * against the local policy exactly as the action checks it (files, bytes, paths, modes, protected
 * paths, binary files, secrets, the landing guard), and by which API. Writes nothing. Exit 0 when it would land, 1
 * when a check refuses it.
 */
export async function applyDryRun(args: ApplyArgs, io: CliIo): Promise<number> {
  const bundle = await readChangeBundle(args.bundle);
  const source = workingTreeSource(args.cwd);
  const setting = args.policy ? { kind: 'path' as const, path: args.policy } : undefined;
  const loaded = await readPolicyFrom({ policy: setting, allowBypass: true, workspace: args.cwd, source });
  const secrets = createRedactor([...environmentSecrets(io.env), ...policySecretValues(io.env, loaded.policy)]);
  // The base commit's files from this repository's objects; without them every line of the bundle counts as added.
  const base = await openGitCommitSource({ workspace: args.cwd, commit: bundle.base_commit, description: `the base commit (${bundle.base_commit.slice(0, 7)})`, env: io.env });
  const readBase: BaseReader = base ? (path) => base.readFile(path) : async () => null;
  const files = bundleFiles(bundle, readBase);
  const checked = await checkChange(files, changeCheckSettings({ policy: loaded.policy, root: args.cwd, protectedFiles: sessionProtectedFiles(args.cwd, setting) }), { readBase, secrets });
  const findings = checked.findings.map((finding) => ({ ...finding, text: findingText(finding) }));
  const baseNote = base ? null : `the base commit ${bundle.base_commit.slice(0, 7)} is not in this repository, so every line of the bundle counts as added (fetch it for a closer check)`;
  const api = checked.ok ? (modesMatter(checked.files) ? 'rest' : 'graphql') : null;
  const subject = commitMessage({ request: bundle.request, summary: '', coAuthor: null, runUrl: null, reference: null, redact: secrets }).headline;
  const sizes = await Promise.all(files.map((file) => file.size()));
  if (args.json) {
    io.stdout.write(
      `${JSON.stringify(
        {
          bundle: args.bundle,
          base_commit: bundle.base_commit,
          policy: loaded.origin,
          subject,
          files: bundle.files.map((file, i) => ({ path: file.path, status: file.status, mode: file.mode, bytes: sizes[i] })),
          would_land: checked.ok,
          reasons: findings.filter((finding) => finding.verdict === 'refuse').map((finding) => finding.text),
          findings: findings.map(({ rule, path, line, why, accept, verdict }) => ({ rule, path, line, why, accept, verdict })),
          base_note: baseNote,
          api,
          deliver: loaded.policy.changes.deliver,
        },
        null,
        2,
      )}\n`,
    );
    return checked.ok ? 0 : 1;
  }
  const total = sizes.reduce<number>((sum, size) => sum + (size ?? 0), 0);
  const lines = [
    `Change bundle ${args.bundle}: ${files.length} file${files.length === 1 ? '' : 's'} on ${bundle.base_commit.slice(0, 7)}, ${bytes(total)} of new content`,
    `  commit subject: ${subject}`,
    ...bundle.files.map((file, i) => `  ${LETTER[file.status]} ${file.path}${file.mode ? ` (${file.mode}, ${bytes(sizes[i] ?? 0)})` : ''}`),
    `Checked with ${loaded.origin} (changes.max_files ${loaded.policy.changes.max_files}, max_bytes ${formatCount(loaded.policy.changes.max_bytes)}, allow_binary ${loaded.policy.changes.allow_binary}, guard ${loaded.policy.changes.guard}):`,
    ...(baseNote ? [`  note: ${baseNote}`] : []),
    ...(checked.ok
      ? [
          `  would land, through ${api === 'rest' ? 'the Git Data API (a file mode matters)' : 'GraphQL createCommitOnBranch'}`,
          `  where: changes.deliver is ${loaded.policy.changes.deliver}; the action decides from the event (a same-repository PR's branch, or a new branch ${loaded.policy.changes.branch_prefix}… and a draft PR)`,
        ]
      : ['  refused:', ...findings.filter((finding) => finding.verdict === 'refuse').map((finding) => `  - ${finding.text}`)]),
    ...findingLines(findings, 'warn', '  lands with these (changes.guard: warn):'),
    ...findingLines(findings, 'accepted', '  accepted by changes.guard_allow:'),
    'Dry run: nothing was written.',
  ];
  io.stdout.write(`${lines.join('\n')}\n`);
  return checked.ok ? 0 : 1;
}

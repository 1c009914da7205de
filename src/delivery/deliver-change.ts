import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createRedactor, type SecretRedactor } from '../core/redact.js';
import type { ChangesPolicy, DeliveryMode } from '../policy/index.js';
import type { CheckFinding } from '../report/check-finding.js';
import { deliveryOutcome, type DeliveryOutcome } from '../report/delivery-outcome.js';
import type { Conclusion } from '../session/events.js';
import { writeChangeBundle } from './change-bundle.js';
import { checkChange, type ChangeCheckSettings } from './change-checks.js';
import { commitMessage, type CoAuthor } from './commit-message.js';
import { landChange, type Landing } from './land-change.js';
import type { LandingApi } from './landing-api.js';
import type { BaseReader, LandingFile } from './landing-file.js';
import { landingBase } from './landing-base.js';
import { landingTarget, type RunFacts } from './landing-target.js';

/** Everything delivery knows about the run, fixed before the change is looked at. */
export interface DeliveryContext {
  readonly mode: DeliveryMode;
  /** Where `mode` came from, for messages: "changes.deliver" or "the `changes` input". */
  readonly modeSource: string;
  readonly changes: ChangesPolicy;
  /** The checks before any write (`changeCheckSettings`), from the policy in force. */
  readonly checks: ChangeCheckSettings;
  /** Every secret of the run, in any form: one in the change refuses it, and none is in a commit message or PR body. */
  readonly secrets: Iterable<string>;
  /** The run's event, for where the change lands. */
  readonly facts: RunFacts;
  /** null: a local run, which checks and bundles the change and lands nothing. */
  readonly api: LandingApi | null;
  /** Where the change bundle goes (the artifact's folder); null: no bundle (the apply job lands one). */
  readonly outputDir: string | null;
  readonly request: string;
  /** Who asked, for the commit's `Co-authored-by:`; asked only when a commit is made. */
  coAuthor(): Promise<CoAuthor | null>;
  readonly runUrl: string | null;
  /** The issue or PR asked from (`#12`), for the commit and the PR body. */
  readonly reference: string | null;
  /** How a maintainer lands the change by hand, when Tollgate does not. */
  readonly howToApply: string;
  /** The change came from another job's bundle. */
  readonly untrustedBase: boolean;
}

export interface ChangeToDeliver {
  readonly baseCommit: string | null;
  readonly files: readonly LandingFile[];
  /** Files of the commit the change is made on (the registries its `.npmrc` configures). */
  readonly readBase: BaseReader;
  /** The model's final answer: the commit's body. */
  readonly summary: string;
  /** How the session ended: only a successful session's change lands. */
  readonly conclusion: Conclusion;
}

/** `notes`: what the reader should know of how the change was built (the checkout was the PR's merge commit). */
function outcomeOf(landing: Landing, context: DeliveryContext, bundleFile: string | null, findings: readonly CheckFinding[], notes: readonly string[]): DeliveryOutcome {
  switch (landing.kind) {
    case 'committed':
      return deliveryOutcome('committed', `Committed ${landing.commit.sha.slice(0, 7)} on ${landing.commit.branch}.`, { commit: landing.commit, reasons: [...notes, ...landing.notes], bundleFile, findings });
    case 'pull_request':
      return deliveryOutcome('pull_request', landing.why ? `${landing.why}: the change is on a new branch instead.` : `Opened a draft pull request from ${landing.commit.branch}.`, {
        commit: landing.commit,
        pullRequest: landing.pullRequest,
        reasons: notes,
        bundleFile,
        findings,
      });
    case 'not_landed':
      return deliveryOutcome('artifact', `Nothing was written: ${landing.why}.`, { howToApply: context.howToApply, permission: landing.permission, reasons: notes, bundleFile, findings });
  }
}

function pullRequestBody(context: DeliveryContext, summary: string, coAuthor: CoAuthor | null, redact: SecretRedactor): (why: string | null) => string {
  return (why) =>
    redact(
      [
        `Draft opened by Tollgate${context.reference ? ` for ${context.reference}` : ''}${coAuthor ? `, asked by @${coAuthor.login}` : ''}.`,
        why ? `Why a new branch: ${why}.` : null,
        context.request.trim() ? `**The request**\n\n${context.request.trim().split('\n').map((line) => `> ${line}`).join('\n')}` : null,
        summary.trim() ? `**The agent's summary**\n\n${summary.trim()}` : null,
        context.runUrl ? `[The workflow run](${context.runUrl}) has the full report.` : null,
      ]
        .filter(Boolean)
        .join('\n\n'),
    );
}

/**
 * The delivery of one change: checked before any write request (files, bytes, paths, modes,
 * protected paths, binary files, secrets, the landing guard), bundled into the artifact, then landed where the
 * policy and the run say, through the API. Nothing throws for a refused or failed landing: the
 * outcome says what happened and what to do.
 */
export async function deliverChange(change: ChangeToDeliver, context: DeliveryContext): Promise<DeliveryOutcome> {
  if (change.files.length === 0) return deliveryOutcome('none', 'The session changed no file.');
  if (change.conclusion !== 'success') {
    return deliveryOutcome('artifact', `The session ended with ${change.conclusion.replace(/_/g, ' ')}, so its change is not landed.`, { howToApply: context.howToApply });
  }
  const redactor = createRedactor(context.secrets);
  const checked = await checkChange(change.files, context.checks, { readBase: change.readBase, secrets: redactor });
  if (!checked.ok) {
    const refusing = checked.findings.filter((finding) => finding.verdict === 'refuse').length;
    return deliveryOutcome('refused', `${refusing === 1 ? 'one check' : `${refusing} checks`} failed.`, {
      findings: checked.findings,
      howToApply: 'The diff (`changes.diff`, secrets redacted) is in the artifact for a person to review.',
    });
  }
  const { findings } = checked;
  const summary = redactor(change.summary);
  if (change.baseCommit === null) {
    return deliveryOutcome('artifact', 'The workspace is not the root of a git checkout, so there is no commit to build on.', { howToApply: context.howToApply, findings });
  }
  const { api } = context;
  const base = api ? await landingBase(change.baseCommit, checked.files.map(({ file }) => file.path), context.facts.subject, api) : { ok: true as const, commit: change.baseCommit, note: null };
  if (!base.ok) return deliveryOutcome('artifact', `Nothing was written: ${base.why}.`, { howToApply: context.howToApply, findings });
  const bundleFile = context.outputDir ? await writeChangeBundle(context.outputDir, { baseCommit: base.commit, request: context.request, summary, files: checked.files }) : null;
  if (api === null) return deliveryOutcome('artifact', 'A local run writes nothing to GitHub: the change passed the checks and is bundled for `tollgate apply --dry-run`.', { howToApply: context.howToApply, bundleFile, findings });
  const notes = base.note ? [base.note] : [];
  const target = landingTarget(context.mode, context.changes, context.facts, context.modeSource);
  if (target.kind === 'artifact') return deliveryOutcome('artifact', `Nothing was written: ${target.why}.`, { howToApply: context.howToApply, bundleFile, reasons: notes, findings });
  const coAuthor = await context.coAuthor();
  const message = commitMessage({ request: context.request, summary, coAuthor, runUrl: context.runUrl, reference: context.reference, redact: redactor });
  const landing = await landChange(api, target, {
    baseCommit: base.commit,
    files: checked.files,
    message,
    pullRequest: { title: message.headline, body: pullRequestBody(context, summary, coAuthor, redactor) },
    untrustedBase: context.untrustedBase,
  });
  // A landed change must not be landed twice (an apply job after a job that landed it): its bundle goes.
  if (landing.kind !== 'not_landed' && bundleFile && context.outputDir) {
    await rm(join(context.outputDir, bundleFile), { force: true });
    return outcomeOf(landing, context, null, findings, notes);
  }
  return outcomeOf(landing, context, bundleFile, findings, notes);
}

import { randomUUID } from 'node:crypto';
import { neutralizeMarkers } from './comment-marker.js';
import { findingMarkdown, type FindingVerdict } from './check-finding.js';
import type { DeliveryOutcome } from './delivery-outcome.js';
import { escapeHtml, inlineCode } from './markdown.js';

/**
 * The parts of the report that say where the change went sit between these markers, so the apply job
 * of a two-job setup can replace them in the comment the agent's job posted. They start like every
 * Tollgate marker, and every untrusted text has those neutralized (see neutralizeMarkers), so no
 * model answer or file name can forge one.
 */
type Region = 'headline' | 'section';
const START: Readonly<Record<Region, string>> = { headline: '<!-- tollgate:delivery=headline -->', section: '<!-- tollgate:delivery=section -->' };
const END = '<!-- tollgate:delivery-end -->';

/**
 * How a renderer puts the markers in: the report is redacted whole (which neutralizes markers), so it
 * renders placeholders no text can guess and restores them once redacted.
 */
export interface DeliveryMarkers {
  wrap(region: Region, text: string): string;
  /** The redacted body with the real markers in place of the placeholders. */
  restore(body: string): string;
}

export function deliveryMarkers(): DeliveryMarkers {
  const nonce = randomUUID();
  const open = (region: Region) => `[tollgate-${nonce}-${region}]`;
  const close = `[tollgate-${nonce}-end]`;
  return {
    wrap: (region, text) => `${open(region)}${text}${close}`,
    restore: (body) => body.split(open('headline')).join(START.headline).split(open('section')).join(START.section).split(close).join(END),
  };
}

/** The real markers, for text that is not redacted afterwards (the apply job's edit). */
const literalMarkers: Pick<DeliveryMarkers, 'wrap'> = { wrap: (region, text) => `${START[region]}${neutralizeMarkers(text)}${END}` };

const short = (sha: string) => sha.slice(0, 7);

/** The headline's word on the change, plain: `committed 1a2b3c4`, `draft PR #13`; null when there was no change. */
export function deliveryHeadlineText(outcome: DeliveryOutcome | null): string | null {
  if (!outcome) return null;
  switch (outcome.result) {
    case 'committed':
      return outcome.commit ? `committed ${short(outcome.commit.sha)}` : 'committed';
    case 'pull_request':
      return outcome.pullRequest ? `draft PR #${outcome.pullRequest.number}` : 'draft PR';
    case 'artifact':
      return 'change not landed';
    case 'refused':
      return 'landing refused';
    case 'none':
      return null;
  }
}

function headlineMarkdown(outcome: DeliveryOutcome): string | null {
  const text = deliveryHeadlineText(outcome);
  if (text === null) return null;
  const url = outcome.result === 'committed' ? outcome.commit?.url : outcome.result === 'pull_request' ? outcome.pullRequest?.url : null;
  return url ? `[${text}](${url})` : text;
}

/** The headline's part, linked to the commit or PR, inside its markers; null when there is nothing to say. */
export function renderDeliveryHeadline(outcome: DeliveryOutcome | null, markers: Pick<DeliveryMarkers, 'wrap'> = literalMarkers): string | null {
  const text = outcome ? headlineMarkdown(outcome) : null;
  return text === null ? null : markers.wrap('headline', text);
}

function commitLine(outcome: DeliveryOutcome): string {
  const commit = outcome.commit;
  if (!commit) return '';
  const verified = commit.verified === null ? '' : commit.verified ? ', verified by GitHub' : ', not verified by GitHub';
  const api = commit.api === 'graphql' ? 'GraphQL `createCommitOnBranch`' : 'the Git Data API (file modes kept)';
  return `commit [${inlineCode(short(commit.sha))}](${commit.url}) on ${inlineCode(commit.branch)}${verified}, made through ${api}`;
}

/** The findings of the checks, by what they did: refusals as a plain list, then what landed anyway and what a maintainer accepted. */
function findingsBlock(outcome: DeliveryOutcome): string {
  const list = (verdict: FindingVerdict) => outcome.findings.filter((finding) => finding.verdict === verdict).map(findingMarkdown).join('\n');
  const refused = list('refuse');
  const warned = list('warn');
  const accepted = list('accepted');
  return [
    refused,
    warned ? `The landing guard found these, and \`changes.guard: warn\` let the change land:\n\n${warned}` : '',
    accepted ? `Accepted by \`changes.guard_allow\`:\n\n${accepted}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

function sectionBody(outcome: DeliveryOutcome): string {
  const reasons = [outcome.reasons.map((reason) => `- ${escapeHtml(reason)}`).join('\n'), findingsBlock(outcome)].filter(Boolean).join('\n\n');
  const tail = [outcome.howToApply, outcome.permission ? `To let Tollgate land it: ${outcome.permission}` : null].filter(Boolean).join(' ');
  switch (outcome.result) {
    case 'committed':
      return [`**Landed:** ${commitLine(outcome)}.`, reasons].filter(Boolean).join('\n\n');
    case 'pull_request': {
      const pr = outcome.pullRequest;
      const head = pr ? `draft pull request [#${pr.number}](${pr.url}) into ${inlineCode(pr.base)}` : 'a draft pull request';
      return [`**Landed:** ${head}, ${commitLine(outcome)}. ${escapeHtml(outcome.summary)}`, reasons].filter(Boolean).join('\n\n');
    }
    case 'artifact':
      return [`**Not landed:** ${escapeHtml(outcome.summary)}`, reasons, tail].filter(Boolean).join('\n\n');
    case 'refused':
      return [`**Landing refused**, nothing was written to GitHub: ${escapeHtml(outcome.summary)}`, reasons, tail].filter(Boolean).join('\n\n');
    case 'none':
      return escapeHtml(outcome.summary);
  }
}

/** What became of the change, for the files-changed section, inside its markers. */
export function renderDeliverySection(outcome: DeliveryOutcome | null, markers: Pick<DeliveryMarkers, 'wrap'> = literalMarkers): string {
  if (!outcome || outcome.result === 'none') return '';
  return markers.wrap('section', `\n${sectionBody(outcome)}\n`);
}

function replaceRegion(body: string, start: string, replacement: string): string {
  const at = body.indexOf(start);
  if (at === -1) return body;
  const end = body.indexOf(END, at + start.length);
  if (end === -1) return body;
  return body.slice(0, at) + replacement + body.slice(end + END.length);
}

/**
 * A posted report with the parts about the change rewritten (the apply job's landing): the same
 * body when it has no such parts.
 */
export function replaceDeliveryRegions(body: string, outcome: DeliveryOutcome): string {
  const headline = renderDeliveryHeadline(outcome) ?? `${START.headline}${END}`;
  const section = renderDeliverySection(outcome) || `${START.section}\n${END}`;
  return replaceRegion(replaceRegion(body, START.headline, headline), START.section, section);
}

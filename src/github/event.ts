import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { hasTollgateMarker } from './marker.js';

export interface Actor {
  readonly login: string;
  readonly isBot: boolean;
  /** The account's numeric id, when the event names it (the co-author address needs it). */
  readonly id?: number;
}

export type TriggerKind = 'comment' | 'pull_request' | 'automation';

/** A run Tollgate should make: what was asked, by whom, and where to report. */
export interface RunRequest {
  readonly action: 'run';
  readonly eventName: string;
  readonly kind: TriggerKind;
  readonly request: string;
  /** Who must be authorized; null for `schedule` (the workflow on the default branch is the authority). */
  readonly actor: Actor | null;
  /** The issue or PR the run reports to, if any. */
  readonly number: number | null;
  readonly isPullRequest: boolean;
  readonly title: string | null;
  /** The comment that triggered the run, to react to (👀). */
  readonly comment: { readonly id: number; readonly kind: 'issue' | 'review' } | null;
  readonly triggerComment: string | null;
  /** The PR's base as the event's payload gave it (pull_request events): only used when the API cannot say. */
  readonly payloadBase: { readonly sha: string; readonly ref: string } | null;
}

export interface Skip {
  readonly action: 'skip';
  readonly reason: string;
}

export type TriggerDecision = RunRequest | Skip;

const user = z.object({ login: z.string(), type: z.string().optional(), id: z.number().int().optional() });
const pullRequest = z.object({
  number: z.number().int(),
  title: z.string(),
  draft: z.boolean().optional(),
  base: z.object({ sha: z.string().regex(/^[0-9a-f]{40,64}$/), ref: z.string() }).optional(),
});

const issueCommentPayload = z.object({
  action: z.string(),
  comment: z.object({ id: z.number().int(), body: z.string().nullable(), user }),
  issue: z.object({ number: z.number().int(), title: z.string(), pull_request: z.object({}).passthrough().optional() }),
});
const reviewCommentPayload = z.object({
  action: z.string(),
  comment: z.object({ id: z.number().int(), body: z.string().nullable(), user }),
  pull_request: pullRequest,
});
const reviewPayload = z.object({
  action: z.string(),
  review: z.object({ id: z.number().int(), body: z.string().nullable(), user }),
  pull_request: pullRequest,
});
const pullRequestPayload = z.object({ action: z.string(), pull_request: pullRequest, sender: user });

const PR_ACTIONS = new Set(['opened', 'synchronize', 'reopened', 'ready_for_review']);

export interface EventSource {
  readonly eventName: string;
  readonly payload: unknown;
  /** GITHUB_ACTOR, for events whose payload names no one (workflow_dispatch). */
  readonly actor: string;
}

export interface TriggerSettings {
  readonly triggerPhrase: string;
  readonly prompt: string;
  readonly reportTo: number | null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The phrase as a whole word: not inside `foo@tollgate.dev` or `@tollgate-bot`. */
export function phrasePattern(phrase: string): RegExp {
  return new RegExp(`(?<![\\w@./-])${escapeRegExp(phrase)}(?![\\w@/-]|\\.\\w)`, 'i');
}

/**
 * The body with what only quotes or shows the phrase blanked out, character for character: quoted
 * lines (`> @tollgate …`, a reply quoting an earlier request), fenced code blocks and code spans.
 */
export function maskQuotedAndCode(body: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, ' ');
  let masked = body.replace(/^( {0,3})(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\2[^\n]*$|(?![\s\S]))/gm, blank);
  masked = masked.replace(/^[ \t]*>[^\n]*$/gm, blank);
  masked = masked.replace(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g, blank);
  return masked;
}

/**
 * The comment's text with the trigger phrase removed, or null when the phrase is not there as a
 * request: a mention inside a quote or in code does not count.
 */
export function extractRequest(body: string, phrase: string): string | null {
  const match = phrasePattern(phrase).exec(maskQuotedAndCode(body));
  if (!match) return null;
  return (body.slice(0, match.index) + body.slice(match.index + match[0].length)).trim();
}

export function isBot(login: string, type?: string): boolean {
  return type === 'Bot' || login.endsWith('[bot]');
}

/** The id of the payload's sender when it is `login` (workflow_dispatch names the actor only by login). */
function senderId(payload: unknown, login: string): number | undefined {
  const parsed = z.object({ sender: user }).safeParse(payload);
  return parsed.success && parsed.data.sender.login === login ? parsed.data.sender.id : undefined;
}

function actorOf(login: string, bot: boolean, id: number | undefined): Actor {
  return { login, isBot: bot, ...(id !== undefined ? { id } : {}) };
}

function invalid(eventName: string, error: z.ZodError): Skip {
  const where = error.issues[0]?.path.join('.') ?? '';
  return { action: 'skip', reason: `The ${eventName} payload is not in the expected shape (${where || 'root'}); nothing to do.` };
}

function fromComment(
  source: EventSource,
  settings: TriggerSettings,
  comment: { id: number; body: string | null; user: { login: string; type?: string | undefined; id?: number | undefined } },
  target: { number: number; title: string; isPullRequest: boolean; commentKind: 'issue' | 'review' | null; base?: { sha: string; ref: string } | undefined },
): TriggerDecision {
  const body = comment.body ?? '';
  if (hasTollgateMarker(body)) return { action: 'skip', reason: 'The comment was written by Tollgate itself.' };
  const request = extractRequest(body, settings.triggerPhrase);
  if (request === null) {
    return { action: 'skip', reason: `The comment does not mention ${settings.triggerPhrase} outside quotes and code.` };
  }
  const text = request || settings.prompt.trim();
  if (!text) return { action: 'skip', reason: `The comment mentions ${settings.triggerPhrase} but asks nothing, and no prompt input is set.` };
  return {
    action: 'run',
    eventName: source.eventName,
    kind: 'comment',
    request: text,
    actor: actorOf(comment.user.login, isBot(comment.user.login, comment.user.type), comment.user.id),
    number: target.number,
    isPullRequest: target.isPullRequest,
    title: target.title,
    comment: target.commentKind ? { id: comment.id, kind: target.commentKind } : null,
    triggerComment: body,
    payloadBase: target.base ?? null,
  };
}

/** Decides from the event alone whether to run; authorization comes after, with the API. */
export function decideTrigger(source: EventSource, settings: TriggerSettings): TriggerDecision {
  const { eventName, payload } = source;
  switch (eventName) {
    case 'issue_comment': {
      const parsed = issueCommentPayload.safeParse(payload);
      if (!parsed.success) return invalid(eventName, parsed.error);
      const { action, comment, issue } = parsed.data;
      if (action !== 'created') return { action: 'skip', reason: `Comment ${action}; only new comments trigger a run.` };
      return fromComment(source, settings, comment, {
        number: issue.number,
        title: issue.title,
        isPullRequest: issue.pull_request !== undefined,
        commentKind: 'issue',
      });
    }
    case 'pull_request_review_comment': {
      const parsed = reviewCommentPayload.safeParse(payload);
      if (!parsed.success) return invalid(eventName, parsed.error);
      const { action, comment, pull_request: pr } = parsed.data;
      if (action !== 'created') return { action: 'skip', reason: `Review comment ${action}; only new comments trigger a run.` };
      return fromComment(source, settings, comment, { number: pr.number, title: pr.title, isPullRequest: true, commentKind: 'review', base: pr.base });
    }
    case 'pull_request_review': {
      const parsed = reviewPayload.safeParse(payload);
      if (!parsed.success) return invalid(eventName, parsed.error);
      const { action, review, pull_request: pr } = parsed.data;
      if (action !== 'submitted') return { action: 'skip', reason: `Review ${action}; only submitted reviews trigger a run.` };
      return fromComment(source, settings, review, { number: pr.number, title: pr.title, isPullRequest: true, commentKind: null, base: pr.base });
    }
    case 'pull_request': {
      const parsed = pullRequestPayload.safeParse(payload);
      if (!parsed.success) return invalid(eventName, parsed.error);
      const { action, pull_request: pr, sender } = parsed.data;
      if (!PR_ACTIONS.has(action)) return { action: 'skip', reason: `pull_request ${action} is not one of ${[...PR_ACTIONS].join(', ')}.` };
      if (!settings.prompt.trim()) return { action: 'skip', reason: 'pull_request runs need the prompt input; it is empty.' };
      return {
        action: 'run',
        eventName,
        kind: 'pull_request',
        request: settings.prompt.trim(),
        actor: actorOf(sender.login, isBot(sender.login, sender.type), sender.id),
        number: pr.number,
        isPullRequest: true,
        title: pr.title,
        comment: null,
        triggerComment: null,
        payloadBase: pr.base ?? null,
      };
    }
    case 'schedule':
    case 'workflow_dispatch': {
      if (!settings.prompt.trim()) return { action: 'skip', reason: `${eventName} runs need the prompt input; it is empty.` };
      return {
        action: 'run',
        eventName,
        kind: 'automation',
        request: settings.prompt.trim(),
        actor: eventName === 'schedule' ? null : actorOf(source.actor, isBot(source.actor), senderId(payload, source.actor)),
        number: settings.reportTo,
        isPullRequest: false,
        title: null,
        comment: null,
        triggerComment: null,
        payloadBase: null,
      };
    }
    default:
      return {
        action: 'skip',
        reason: `Tollgate does not run on ${eventName || 'an unnamed'} events (it runs on issue_comment, pull_request_review_comment, pull_request_review, pull_request, schedule and workflow_dispatch).`,
      };
  }
}

/** Reads GITHUB_EVENT_NAME / GITHUB_EVENT_PATH / GITHUB_ACTOR; a missing or unreadable payload is an empty one. */
export function readEventSource(env: NodeJS.ProcessEnv): EventSource {
  const eventName = env['GITHUB_EVENT_NAME'] ?? '';
  const path = env['GITHUB_EVENT_PATH'];
  let payload: unknown = {};
  if (path) {
    try {
      payload = JSON.parse(readFileSync(path, 'utf8'));
    } catch {
      payload = {};
    }
  }
  return { eventName, payload, actor: env['GITHUB_ACTOR'] ?? '' };
}

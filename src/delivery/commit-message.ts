import type { Redactor } from '../core/redact.js';
import type { CommitMessage } from './landing-api.js';

const HEADLINE_MAX = 72;
const BODY_MAX = 20_000;

/** Who asked, credited on the commit with their GitHub no-reply address. */
export interface CoAuthor {
  readonly login: string;
  /** The account's numeric id (from the event payload or the users API). */
  readonly id: number;
}

export interface CommitMessageInput {
  /** What was asked: the comment after the trigger phrase, or the prompt. */
  readonly request: string;
  /** The model's final answer. */
  readonly summary: string;
  readonly coAuthor: CoAuthor | null;
  /** The workflow run, for the body. */
  readonly runUrl: string | null;
  /** The issue or PR the request came from, for the body. */
  readonly reference: string | null;
  readonly redact: Redactor;
}

/** GitHub's no-reply address for an account, which attributes the commit to it. */
export function noReplyAddress(author: CoAuthor): string {
  return `${author.id}+${author.login}@users.noreply.github.com`;
}

function headline(request: string): string {
  const line = request.split('\n').map((l) => l.replace(/\s+/g, ' ').trim()).find(Boolean) ?? '';
  if (!line) return 'Changes made by Tollgate';
  const text = line.charAt(0).toUpperCase() + line.slice(1);
  return text.length > HEADLINE_MAX ? `${text.slice(0, HEADLINE_MAX - 1).trimEnd()}…` : text;
}

/**
 * The commit's message: a short subject from the task, the model's summary in the body, where the
 * run was, and a `Co-authored-by:` trailer for the person who asked. Redacted whole.
 */
export function commitMessage(input: CommitMessageInput): CommitMessage {
  const summary = input.summary.trim();
  const cutSummary = summary.length > BODY_MAX ? `${summary.slice(0, BODY_MAX)}\n[…summary cut; the whole answer is in the run's report]` : summary;
  const made = ['Made by Tollgate', input.reference ? `for ${input.reference}` : null, input.runUrl ? `in ${input.runUrl}` : null].filter(Boolean).join(' ');
  const trailer = input.coAuthor ? `Co-authored-by: ${input.coAuthor.login} <${noReplyAddress(input.coAuthor)}>` : '';
  const body = [cutSummary, `${made}.`, trailer].filter(Boolean).join('\n\n');
  return { headline: input.redact(headline(input.request)), body: input.redact(body) };
}

/** The message as one text (the REST API's `message`). */
export function messageText(message: CommitMessage): string {
  return message.body ? `${message.headline}\n\n${message.body}` : message.headline;
}

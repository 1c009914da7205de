import { z } from 'zod';
import { buildTool } from '../../core/build-tool.js';
import type { Tool } from '../../core/tool.js';
import type { GitHubClient, RepoRef } from '../octokit.js';
import { untrusted } from '../pr-context.js';
import { describeGitHubFailure, gitHubFailure } from './github-failure.js';

export const GITHUB_CHECKS_TOOL = 'GitHubChecks';

/** Check runs read per commit (three pages); a commit with more is rare and said so. */
const MAX_CHECK_RUNS = 300;
const MAX_TITLE_CHARS = 200;

const inputSchema = z.strictObject({
  ref: z
    .string()
    .min(1)
    .max(255)
    .regex(/^[\w./-]+$/, 'a commit SHA, branch or tag name')
    .optional()
    .describe("A commit SHA, branch or tag. Default: the pull request's head commit (else the commit the run is on)."),
});

const checkRunSchema = z.object({
  id: z.number(),
  name: z.string(),
  status: z.string(),
  conclusion: z.string().nullable().optional(),
  details_url: z.string().nullable().optional(),
  html_url: z.string().nullable().optional(),
  app: z.object({ slug: z.string().optional(), name: z.string().optional() }).nullable().optional(),
  output: z.object({ title: z.string().nullable().optional() }).nullable().optional(),
});
const statusSchema = z.object({
  context: z.string(),
  state: z.string(),
  description: z.string().nullable().optional(),
  target_url: z.string().nullable().optional(),
});

type Outcome = 'failing' | 'pending' | 'passed';

interface CheckEntry {
  readonly kind: 'check' | 'status';
  readonly name: string;
  readonly outcome: Outcome;
  /** `failure`, `in_progress`, `success`, …: GitHub's own word. */
  readonly state: string;
  /** The Actions job behind a check run, for GitHubJobLog; null for other apps and statuses. */
  readonly jobId: number | null;
  readonly app: string | null;
  readonly url: string | null;
  /** What the check's author wrote about it (a title, a status description): untrusted. */
  readonly note: string | null;
}

interface ChecksOutput {
  readonly ref: string;
  readonly refLabel: string;
  readonly entries: readonly CheckEntry[];
  readonly moreRuns: boolean;
  /** Why one of the two lists could not be read (the other still is). */
  readonly problems: readonly string[];
}

const FAILING_CONCLUSIONS = new Set(['failure', 'timed_out', 'cancelled', 'action_required', 'startup_failure']);

/** An Actions check run's job id: the `/job/<id>` of its details URL, else its own id (GitHub gives a job and its check run one id). */
function actionsJobId(run: z.output<typeof checkRunSchema>): number | null {
  const fromUrl = /\/actions\/runs\/\d+\/job\/(\d+)/.exec(run.details_url ?? run.html_url ?? '');
  if (fromUrl) return Number(fromUrl[1]);
  return run.app?.slug === 'github-actions' ? run.id : null;
}

function checkEntry(run: z.output<typeof checkRunSchema>): CheckEntry {
  const conclusion = run.conclusion ?? null;
  const outcome: Outcome = run.status !== 'completed' ? 'pending' : conclusion !== null && FAILING_CONCLUSIONS.has(conclusion) ? 'failing' : 'passed';
  return {
    kind: 'check',
    name: run.name,
    outcome,
    state: run.status === 'completed' ? (conclusion ?? 'completed') : run.status,
    jobId: actionsJobId(run),
    app: run.app?.slug ?? run.app?.name ?? null,
    url: run.details_url ?? run.html_url ?? null,
    note: run.output?.title ?? null,
  };
}

function statusEntry(status: z.output<typeof statusSchema>): CheckEntry {
  const outcome: Outcome = status.state === 'failure' || status.state === 'error' ? 'failing' : status.state === 'pending' ? 'pending' : 'passed';
  return { kind: 'status', name: status.context, outcome, state: status.state, jobId: null, app: null, url: status.target_url ?? null, note: status.description ?? null };
}

async function readCheckRuns(octokit: GitHubClient, repo: RepoRef, ref: string, signal: AbortSignal): Promise<{ entries: CheckEntry[]; more: boolean }> {
  const entries: CheckEntry[] = [];
  let more = false;
  for await (const page of octokit.paginate.iterator(octokit.rest.checks.listForRef, { ...repo, ref, per_page: 100, request: { signal } })) {
    for (const run of z.array(checkRunSchema).parse(page.data)) {
      if (entries.length >= MAX_CHECK_RUNS) {
        more = true;
        break;
      }
      entries.push(checkEntry(run));
    }
    if (more) break;
  }
  return { entries, more };
}

async function readStatuses(octokit: GitHubClient, repo: RepoRef, ref: string, signal: AbortSignal): Promise<CheckEntry[]> {
  const { data } = await octokit.rest.repos.getCombinedStatusForRef({ ...repo, ref, per_page: 100, request: { signal } });
  return z.object({ statuses: z.array(statusSchema) }).parse(data).statuses.map(statusEntry);
}

const ORDER: Record<Outcome, number> = { failing: 0, pending: 1, passed: 2 };
const ICON: Record<Outcome, string> = { failing: '✗', pending: '…', passed: '✓' };

function entryLine(entry: CheckEntry): string {
  const what = entry.kind === 'status' ? `status ${entry.name}` : entry.name;
  const job = entry.jobId !== null ? ` · Actions job ${entry.jobId}` : entry.app && entry.kind === 'check' ? ` · app ${entry.app}` : '';
  const note = entry.note ? ` · "${entry.note.replace(/\s+/g, ' ').slice(0, MAX_TITLE_CHARS)}"` : '';
  return `${ICON[entry.outcome]} ${what}: ${entry.state}${job}${entry.url ? ` · ${entry.url}` : ''}${note}`;
}

function formatChecks(output: ChecksOutput): string {
  const { entries } = output;
  const count = (outcome: Outcome) => entries.filter((e) => e.outcome === outcome).length;
  const head = [
    `Checks of ${output.refLabel}: ${entries.length === 0 ? 'none reported' : `${count('failing')} failing, ${count('pending')} pending, ${count('passed')} passed or skipped`}.`,
    ...output.problems,
    ...(output.moreRuns ? [`Only the first ${MAX_CHECK_RUNS} check runs were read.`] : []),
  ];
  if (entries.length === 0) return head.join('\n');
  const failingJobs = entries.filter((e) => e.outcome === 'failing' && e.jobId !== null);
  const hint = failingJobs.length > 0 ? [`Read a failing job's log with GitHubJobLog {"job_id": ${failingJobs[0]!.jobId}, "pattern": "error|fail"}.`] : [];
  // Names, titles and descriptions are written by workflow and app authors.
  const list = [...entries].sort((a, b) => ORDER[a.outcome] - ORDER[b.outcome]).map(entryLine).join('\n');
  return [...head, ...hint, untrusted('checks', list)].join('\n');
}

export interface ChecksToolOptions {
  readonly octokit: GitHubClient;
  readonly repo: RepoRef;
  /** The commit read when no ref is given, and how to call it; null when the run knows none. */
  readonly defaultRef: () => Promise<{ readonly ref: string; readonly label: string } | null>;
}

/**
 * `GitHubChecks {ref?}`: the check runs and commit statuses of a commit (the PR head by default),
 * failing ones first, each Actions check with the job id GitHubJobLog takes.
 */
export function createChecksTool(options: ChecksToolOptions): Tool<typeof inputSchema, ChecksOutput> {
  const { octokit, repo } = options;
  return buildTool({
    name: GITHUB_CHECKS_TOOL,
    inputSchema,
    description: async () =>
      "List the CI checks of the pull request's head commit (or of `ref`): check runs and commit statuses with their conclusion, URL and, for GitHub Actions, the job id to read with GitHubJobLog. Failing checks come first.",
    isReadOnly: () => true,
    isConcurrencySafe: () => true,
    permissionSubject: () => ({ kind: 'opaque', readOnly: true }),
    getActivityDescription: (input) => `Listing the checks of ${input.ref ?? 'the head commit'}`,
    reportSubject: (input) => (input.ref !== undefined ? { kind: 'text', text: input.ref } : { kind: 'input' }),
    validateInput: async (input) => {
      if (input.ref !== undefined || (await options.defaultRef()) !== null) return { result: true };
      return { result: false, message: 'This run has no pull request or commit to default to: pass `ref` (a commit SHA, branch or tag).' };
    },
    call: async (input, context) => {
      const fallback = input.ref === undefined ? await options.defaultRef() : null;
      const ref = input.ref ?? fallback!.ref;
      const refLabel = `${repo.owner}/${repo.repo} at ${fallback?.label ?? ref}`;
      const signal = context.abortController.signal;
      const [runs, statuses] = await Promise.allSettled([readCheckRuns(octokit, repo, ref, signal), readStatuses(octokit, repo, ref, signal)]);
      const runsRead = { what: `the check runs of ${ref}`, permission: 'checks: read' };
      const statusesRead = { what: `the commit statuses of ${ref}`, permission: 'statuses: read' };
      if (runs.status === 'rejected' && statuses.status === 'rejected') throw gitHubFailure(runs.reason, runsRead);
      const problems = [
        ...(runs.status === 'rejected' ? [`Check runs not read: ${describeGitHubFailure(runs.reason, runsRead)}`] : []),
        ...(statuses.status === 'rejected' ? [`Commit statuses not read: ${describeGitHubFailure(statuses.reason, statusesRead)}`] : []),
      ];
      const entries = [...(runs.status === 'fulfilled' ? runs.value.entries : []), ...(statuses.status === 'fulfilled' ? statuses.value : [])];
      return { data: { ref, refLabel, entries, moreRuns: runs.status === 'fulfilled' && runs.value.more, problems } };
    },
    mapToolResultToToolResultBlockParam: (output, toolUseId) => ({ type: 'tool_result', tool_use_id: toolUseId, content: formatChecks(output) }),
  });
}

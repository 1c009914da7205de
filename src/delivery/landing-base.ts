import { describeError } from '../core/describe-error.js';
import type { LandingApi } from './landing-api.js';
import type { RunSubject } from './landing-target.js';

/** The commit the change is built on: the checkout, or the PR's head when the checkout was its merge commit. */
export type LandingBase = { readonly ok: true; readonly commit: string; readonly note: string | null } | { readonly ok: false; readonly why: string };

const short = (sha: string) => sha.slice(0, 7);

function pathList(paths: readonly string[]): string {
  const names = paths.slice(0, 5).map((path) => `\`${path}\``);
  if (paths.length > names.length) names.push(`${paths.length - names.length} more files`);
  const text = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
  return `${text} ${paths.length === 1 ? 'differs' : 'differ'}`;
}

/**
 * Where a pull request's change is built. On pull_request events actions/checkout takes GitHub's
 * test merge commit (`refs/pull/N/merge`: the base, then the head, as parents) unless the workflow
 * names a ref. A change made there lands on the head only when every file it touches is the same in
 * the merge commit and the head: the head's files plus the agent's edits, nothing of the base's later
 * changes. Otherwise nothing lands, and the reason names the files. Any other checkout is the base as is.
 */
export async function landingBase(checkout: string, paths: readonly string[], subject: RunSubject, api: LandingApi): Promise<LandingBase> {
  if (subject.kind !== 'pull_request' || checkout === subject.headSha) return { ok: true, commit: checkout, note: null };
  const head = subject.headSha;
  try {
    const parents = await api.commitParents(checkout);
    if (parents === null || parents.length !== 2 || parents[1] !== head) return { ok: true, commit: checkout, note: null };
    const merge = `the merge commit of PR #${subject.number} (${short(checkout)}, GitHub's test merge of the head ${short(head)} into ${short(parents[0]!)})`;
    const differ = await api.pathsThatDiffer(checkout, head, paths);
    if (differ.length > 0) {
      return {
        ok: false,
        why:
          `the workflow checked out ${merge}, not the head, and ${pathList(differ)} between the two, so the change made there cannot land on the head as it is; ` +
          `check out the head instead (\`ref: refs/pull/${subject.number}/head\` in actions/checkout, as the README's workflows do)`,
      };
    }
    return { ok: true, commit: head, note: `The workflow checked out ${merge}; every file the change touches is the same on the head, so it was built on the head.` };
  } catch (error) {
    return { ok: false, why: `the checkout ${short(checkout)} is not the head of PR #${subject.number} (${short(head)}), and GitHub could not say whether it is the PR's merge commit: ${describeError(error)}` };
  }
}

import * as core from '@actions/core';
import type { Reporter } from '../../report/reporter.js';
import type { GitHubClient, RepoRef } from '../octokit.js';
import type { PrContext } from '../pr-context.js';
import { postInlineReview, type InlineCommentCollector } from '../pr-inline-comment-tool.js';
import { describeError } from '../../core/describe-error.js';

/** The PRInlineComment tool's comments, posted as one review once the session is over. */
export function createReviewReporter(options: {
  readonly octokit: GitHubClient;
  readonly repo: RepoRef;
  readonly pr: PrContext;
  readonly collector: InlineCommentCollector;
}): Reporter {
  return {
    name: 'review',
    stage: 'publish',
    async finish(_report, context) {
      const { comments } = options.collector;
      if (comments.length === 0) return;
      try {
        await postInlineReview(options.octokit, options.repo, options.pr.number, options.pr.headSha, comments, context.redact, `Tollgate left ${comments.length} comment(s) on this diff.`);
      } catch (error) {
        core.warning(`Tollgate: could not post the review with ${comments.length} inline comment(s): ${describeError(error)}`);
      }
    },
  };
}

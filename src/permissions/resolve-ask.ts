import { modeProfile } from '../core/permission-modes.js';
import type { Policy } from '../policy/schema.js';
import { ruleMatches } from './rules/rule-subject.js';
import type { RuleSubject } from './rules/rule-subject.js';
import type { EvaluationEnv } from './verdict.js';

export interface AskResolution {
  readonly behavior: 'allow' | 'deny';
  /** The override that decided, when one did. */
  readonly rule: string | null;
  readonly reason: string;
}

/**
 * An ask never waits in CI: the first override whose rule covers every subject decides,
 * else `non_interactive.on_ask`. `dontAsk` mode denies whatever no rule allowed.
 */
export function resolveAsk(subjects: readonly RuleSubject[], policy: Policy, env: EvaluationEnv): AskResolution {
  if (modeProfile(env.mode).openAsks === 'deny') return { behavior: 'deny', rule: null, reason: `${env.mode} mode denies anything no allow rule covers` };
  for (const override of env.rules.overrides) {
    const covers =
      override.decision === 'allow'
        ? subjects.every((subject) => ruleMatches(override.rule, subject, 'allow', env.bases))
        : subjects.some((subject) => ruleMatches(override.rule, subject, 'deny', env.bases));
    if (covers) {
      const why = override.reason ? `: ${override.reason}` : '';
      return {
        behavior: override.decision,
        rule: override.rule.text,
        reason: `the policy's non_interactive override ${override.rule.text} ${override.decision === 'allow' ? 'allows' : 'denies'} it${why}`,
      };
    }
  }
  const onAsk = policy.non_interactive.on_ask;
  return {
    behavior: onAsk,
    rule: null,
    reason: onAsk === 'deny' ? 'nobody can approve it in CI, and the policy turns every ask into a denial (non_interactive.on_ask: deny)' : 'the policy turns every ask into an approval (non_interactive.on_ask: allow)',
  };
}

import type { GuardRuleId } from '../../policy/index.js';
import { isCommentLine, isMarkup, type GuardFile } from './guard-file.js';

/** Where a rule found something in a file (null: the file as a whole), and why it matters. */
export interface RuleHit {
  readonly line: number | null;
  /** Never the matched text: a hit may be a secret. */
  readonly why: string;
}

/** What a rule may ask about the change beyond one file. */
export interface GuardContext {
  /** The registry hosts the base commit configures (`.npmrc`, `.yarnrc.yml`), and the public ones. */
  registryHosts(): Promise<ReadonlySet<string>>;
}

export interface GuardRule<Id extends GuardRuleId = GuardRuleId> {
  readonly id: Id;
  /** Whether the rule reads this file at all. */
  applies(file: GuardFile): boolean;
  check(file: GuardFile, context: GuardContext): Promise<readonly RuleHit[]>;
}

export interface LineRuleSpec<Id extends GuardRuleId> {
  readonly id: Id;
  /** Run only on files that run (not on prose), and skip their comment lines. */
  readonly code: boolean;
  /** Shell commands only: markup (HTML, XML, SVG) counts as prose, since no shell runs its text. */
  readonly shellOnly?: boolean;
  /** Tested on the whole new content first: most files never get further. */
  readonly quick: RegExp;
  /** Why one added line matters, or null. */
  readonly match: (text: string) => string | null;
}

/** A rule that reads the added lines one at a time. */
export function lineRule<Id extends GuardRuleId>(spec: LineRuleSpec<Id>): GuardRule<Id> {
  return {
    id: spec.id,
    applies: (file) => (!spec.code || file.runs) && !(spec.shellOnly && isMarkup(file.path)),
    async check(file) {
      spec.quick.lastIndex = 0;
      if (!spec.quick.test(file.text)) return [];
      const hits: RuleHit[] = [];
      for (const { line, text } of await file.addedLines()) {
        if (spec.code && isCommentLine(file.path, text)) continue;
        const why = spec.match(text);
        if (why) hits.push({ line, why });
      }
      return hits;
    },
  };
}

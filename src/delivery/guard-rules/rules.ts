import type { GuardRuleId } from '../../policy/index.js';
import { bidiControl } from './bidi-control.js';
import { credential } from './credential.js';
import { decodedCode } from './decoded-code.js';
import { dependencySource } from './dependency-source.js';
import { envExfiltration } from './env-exfiltration.js';
import { invisibleCharacter } from './invisible-character.js';
import { lifecycleScript } from './lifecycle-script.js';
import { lockfileSource } from './lockfile-source.js';
import { miningPool } from './mining-pool.js';
import { pipeToShell } from './pipe-to-shell.js';
import { pthImport } from './pth-import.js';
import { reverseShell } from './reverse-shell.js';
import type { GuardRule } from './rule.js';

/**
 * The landing guard's rules, one per id of `GUARD_RULE_IDS` (the compiler checks that each id has
 * its rule and that each rule sits under its own id): manifests, what runs, what hides, credentials.
 */
export const GUARD_RULES = {
  'lifecycle-script': lifecycleScript,
  'dependency-source': dependencySource,
  'lockfile-source': lockfileSource,
  'pth-import': pthImport,
  'pipe-to-shell': pipeToShell,
  'reverse-shell': reverseShell,
  'mining-pool': miningPool,
  'decoded-code': decodedCode,
  'env-exfiltration': envExfiltration,
  'bidi-control': bidiControl,
  'invisible-character': invisibleCharacter,
  credential,
} as const satisfies { readonly [Id in GuardRuleId]: GuardRule<Id> };

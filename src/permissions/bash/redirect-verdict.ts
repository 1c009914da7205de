import { isAbsolute, resolve } from 'node:path';
import { evaluatePathCall } from '../path-verdict.js';
import type { EvaluationEnv, PartVerdict } from '../verdict.js';
import type { LineScope } from './analyse-command.js';
import { expandWord, lineVariables } from './expand.js';
import { part } from './part.js';
import { physicalPath } from './path-checks.js';
import { isDevice, type BashRedirect } from './simple-commands.js';

function unanalysable(text: string, why: string): PartVerdict {
  return part('ask', { kind: 'bash', forms: [text], allowForms: [], exactOnly: true, dynamicName: false }, why);
}

/** A redirect target is a file read or written, checked like a Read or an Edit of it. */
export function evaluateRedirect(redirect: BashRedirect, env: EvaluationEnv, scope: LineScope): PartVerdict[] {
  const cwds = scope.cwdsAt(redirect.position);
  const cwd = cwds?.length === 1 ? (cwds[0] ?? null) : null;
  const targets = expandWord(redirect.target, { cwd, home: scope.home, variable: lineVariables(scope.split.variables, { home: scope.home, pwdAt: scope.cwdsAt }, () => cwd) });
  if (targets === null || targets.length !== 1) return [unanalysable(redirect.target.text, `a redirect target (${redirect.target.text}) is only known at run time`)];
  const target = targets[0] ?? '';
  // Writing `/dev/fd/N` writes whatever the line opened as N (its own redirect is checked); not taken as harmless here.
  if (isDevice(target) && !(redirect.kind === 'write' && target.startsWith('/dev/fd/'))) return [];
  // expandWord has turned an unquoted `~` into the home directory; one still here was quoted, a literal name.
  if (!isAbsolute(target) && cwds === null) return [unanalysable(target, `a redirect to ${target} after a cd to a directory only known at run time cannot be checked against the workspace`)];
  const bases = isAbsolute(target) ? ['/'] : (cwds ?? []);
  // Where the kernel lands counts too (`src/link/../../x` after a symlink), as for arguments.
  const paths = [...new Set(bases.flatMap((base) => [resolve(base, target), physicalPath(base, target)].filter((path): path is string => path !== null)))];
  return paths.map((path) => {
    const verdict = evaluatePathCall({ toolName: redirect.kind === 'write' ? 'Edit' : 'Read', access: redirect.kind, path, readOnly: redirect.kind === 'read' }, env);
    return { ...verdict, reason: `redirect to ${target}: ${verdict.reason}` };
  });
}

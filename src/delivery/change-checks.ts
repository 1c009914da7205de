import type { SecretRedactor } from '../core/redact.js';
import type { ChangesPolicy } from '../policy/index.js';
import type { CheckFinding } from '../report/check-finding.js';
import { formatCount } from '../report/markdown.js';
import type { BaseReader, LandingFile } from './landing-file.js';
import { guardChange, type GuardedFile, type GuardSettings } from './landing-guard.js';
import { pathProblem, type PathCheckSettings } from './path-checks.js';

export interface ChangeCheckSettings extends PathCheckSettings {
  readonly limits: Pick<ChangesPolicy, 'max_files' | 'max_bytes' | 'allow_binary'>;
  readonly guard: GuardSettings;
}

/** What a check needs of the change and the run besides the files. */
export interface ChangeCheckInput {
  /** Files of the commit the change is made on (the registries its `.npmrc` configures). */
  readonly readBase: BaseReader;
  /** Every secret of the run: a file holding one, in any form the redactor knows, refuses the whole landing. */
  readonly secrets: SecretRedactor;
}

/** A file whose new content was read once for the checks, and is what lands. */
export interface CheckedFile {
  readonly file: LandingFile;
  readonly content: Buffer | null;
}

export type ChangeCheck =
  /** Nothing refuses it; `findings` are those `changes.guard: warn` lets land, and those `changes.guard_allow` accepts. */
  | { readonly ok: true; readonly files: readonly CheckedFile[]; readonly bytes: number; readonly findings: readonly CheckFinding[] }
  | { readonly ok: false; readonly findings: readonly CheckFinding[] };

/** git's own test: a NUL in the first 8,000 bytes; and text must be UTF-8 to land as text. */
function textOf(content: Buffer): string | null {
  if (content.subarray(0, 8000).includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return null;
  }
}

/** Whether `text` holds a secret in any form the redactor knows (literal, JSON, URL, hex, base64). */
function holdsSecret(secrets: SecretRedactor, text: string): boolean {
  if (!secrets.pattern) return false;
  secrets.pattern.lastIndex = 0;
  const found = secrets.pattern.test(text);
  secrets.pattern.lastIndex = 0;
  return found;
}

const bytesText = (n: number) => `${formatCount(n)} bytes`;

/** Over max_files or max_bytes the content is still checked (a secret or a guard finding is named too), up to this many times the limit. */
const CONTENT_CHECK_FACTOR = 10;

const refusal = (rule: string, path: string | null, why: string, accept: string | null): CheckFinding => ({ rule, path, line: null, why, accept, verdict: 'refuse' });

/**
 * Everything that decides whether a change may land, before any write request: the number of
 * files, each path (inside the workspace, not in `.git`, not a symlink or submodule, not protected
 * unless an allow rule names it, not denied), the size of the new content, binary files, the run's
 * secrets (one refuses the whole landing), and the landing guard's rules on every text file (what
 * the change does). Each file's content is read once; its content at the base only when a guard
 * rule needs it.
 */
export async function checkChange(files: readonly LandingFile[], settings: ChangeCheckSettings, input: ChangeCheckInput): Promise<ChangeCheck> {
  const { limits } = settings;
  const { secrets, readBase } = input;
  const findings: CheckFinding[] = [];
  if (files.length > limits.max_files) findings.push(refusal('max-files', null, `${formatCount(files.length)} files changed`, `changes.max_files is ${formatCount(limits.max_files)}`));
  const readable: LandingFile[] = [];
  for (const file of files) {
    if (holdsSecret(secrets, file.path)) {
      findings.push(refusal('run-secret', null, 'a changed path holds a secret Tollgate knows (the path is not shown)', null));
      continue;
    }
    const problem = pathProblem(file, settings);
    if (problem) findings.push(refusal(problem.rule, file.path, problem.why, problem.accept));
    else readable.push(file);
  }
  // Far more files than allowed: refused already, and not worth reading.
  if (files.length > limits.max_files * CONTENT_CHECK_FACTOR) return { ok: false, findings };

  let bytes = 0;
  const checked: CheckedFile[] = [];
  const texts: GuardedFile[] = [];
  let unread = false;
  for (const file of readable) {
    const size = await file.size();
    if (size === null) {
      checked.push({ file, content: null });
      continue;
    }
    bytes += size;
    if (bytes > limits.max_bytes * CONTENT_CHECK_FACTOR) {
      unread = true;
      break;
    }
    const content = (await file.content()) ?? Buffer.alloc(0);
    checked.push({ file, content });
    const text = textOf(content);
    if (holdsSecret(secrets, content.toString(text === null ? 'latin1' : 'utf8'))) {
      findings.push(refusal('run-secret', file.path, 'it holds a secret Tollgate knows; the whole landing is refused, and the value never reaches GitHub', null));
    } else if (text === null) {
      if (!limits.allow_binary) findings.push(refusal('binary', file.path, 'a binary file', 'set `changes.allow_binary: true` to land binary files'));
    } else {
      texts.push({ path: file.path, text, readOld: async () => (await file.oldContent())?.toString('utf8') ?? null });
    }
  }
  if (bytes > limits.max_bytes) {
    const more = unread ? ` (the files from ${readable[checked.length]?.path ?? 'there'} on were not read)` : '';
    findings.push(refusal('max-bytes', null, `the new content is ${bytesText(bytes)}${more}`, `changes.max_bytes is ${bytesText(limits.max_bytes)}`));
  }
  findings.push(...(await guardChange(texts, settings.guard, readBase)));
  if (findings.some((finding) => finding.verdict === 'refuse')) return { ok: false, findings };
  return { ok: true, files: checked, bytes, findings };
}

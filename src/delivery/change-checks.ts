import { posix } from 'node:path';
import type { SecretRedactor } from '../core/redact.js';
import type { ChangeVerdict } from '../permissions/index.js';
import type { ChangesPolicy } from '../policy/index.js';
import { formatCount } from '../report/markdown.js';
import { EXECUTABLE_FILE, REGULAR_FILE, SUBMODULE, SYMLINK, type LandingFile } from './landing-file.js';

export interface ChangeCheckSettings {
  readonly limits: Pick<ChangesPolicy, 'max_files' | 'max_bytes' | 'allow_binary'>;
  /** The gate's judgement of a write to an absolute path (protected paths, deny rules). */
  readonly checkWrite: (absolutePath: string) => ChangeVerdict;
  /** The repository root paths are judged under (the workspace). */
  readonly root: string;
  /** Every secret of the run: a file holding one, in any form this knows, refuses the whole landing. */
  readonly secrets: SecretRedactor;
}

/** A file whose new content passed the checks, read once for the landing. */
export interface CheckedFile {
  readonly file: LandingFile;
  readonly content: Buffer | null;
}

export type ChangeCheck =
  | { readonly ok: true; readonly files: readonly CheckedFile[]; readonly bytes: number }
  | { readonly ok: false; readonly reasons: readonly string[] };

/** git's own test: a NUL in the first 8,000 bytes; and text must be UTF-8 to land as text. */
function isBinary(content: Buffer): boolean {
  if (content.subarray(0, 8000).includes(0)) return true;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(content);
    return false;
  } catch {
    return true;
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

/** Why a path cannot name a file of the repository, or null: relative, no `..`, nothing in `.git`. */
function pathProblem(path: string): string | null {
  if (path === '' || path.includes('\0') || path.includes('\\')) return 'not a file path';
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) return 'an absolute path, outside the workspace';
  const segments = path.split('/');
  if (segments.some((s) => s === '..')) return 'it leaves the workspace (`..`)';
  if (segments.some((s) => s === '' || s === '.') || posix.normalize(path) !== path) return 'not a normalised path';
  if (segments.some((s) => s.toLowerCase() === '.git')) return "inside a .git folder (git's internals)";
  return null;
}

function modeProblem(file: LandingFile): string | null {
  const modes = [file.oldMode, file.newMode];
  if (modes.includes(SYMLINK)) return 'a symbolic link: Tollgate never lands symlinks (a link can point outside the repository)';
  if (modes.includes(SUBMODULE)) return 'a submodule: Tollgate never lands submodule changes';
  if (file.newMode !== null && file.newMode !== REGULAR_FILE && file.newMode !== EXECUTABLE_FILE) return `mode ${file.newMode}, which is not a regular file`;
  return null;
}

function writeProblem(file: LandingFile, settings: ChangeCheckSettings): string | null {
  const verdict = settings.checkWrite(posix.join(settings.root, file.path));
  if (verdict.allowed) return null;
  return `${verdict.reason}${verdict.liftingRule ? `; an allow rule naming it lifts this: \`${verdict.liftingRule}\`` : ''}`;
}

const bytesText = (n: number) => `${formatCount(n)} bytes`;

/** Over max_files, the content is still checked (a secret is named too) up to this many times max_files. */
const CONTENT_CHECK_FACTOR = 10;

/**
 * Everything that decides whether a change may land, before any write request: the number of
 * files, each path (inside the workspace, not in `.git`, not a symlink or submodule, not protected
 * unless an allow rule names it), the size of the new content, binary files, and secrets (one
 * refuses the whole landing). Every failing check is a reason; the content is read only up to ten
 * times `max_files` files, and never past `max_bytes`.
 */
export async function checkChange(files: readonly LandingFile[], settings: ChangeCheckSettings): Promise<ChangeCheck> {
  const { limits } = settings;
  const reasons: string[] = [];
  if (files.length > limits.max_files) reasons.push(`${formatCount(files.length)} files changed; changes.max_files is ${formatCount(limits.max_files)}`);
  for (const file of files) {
    if (holdsSecret(settings.secrets, file.path)) {
      reasons.push('a changed path holds a secret Tollgate knows (the path is not shown)');
      continue;
    }
    const problem = pathProblem(file.path) ?? modeProblem(file) ?? writeProblem(file, settings);
    if (problem) reasons.push(`${file.path}: ${problem}`);
  }
  // Far more files than allowed: refused already, and not worth reading.
  if (files.length > limits.max_files * CONTENT_CHECK_FACTOR) return { ok: false, reasons };

  let bytes = 0;
  const checked: CheckedFile[] = [];
  for (const file of files) {
    const size = await file.size();
    if (size === null) {
      checked.push({ file, content: null });
      continue;
    }
    bytes += size;
    if (bytes > limits.max_bytes) {
      reasons.push(`the new content is over ${bytesText(limits.max_bytes)} (changes.max_bytes); the files up to ${file.path} hold ${bytesText(bytes)}`);
      break;
    }
    const content = (await file.content()) ?? Buffer.alloc(0);
    if (holdsSecret(settings.secrets, content.toString('utf8')) || holdsSecret(settings.secrets, content.toString('latin1'))) {
      reasons.push(`${file.path}: it holds a secret Tollgate knows; the whole landing is refused, and the value never reaches GitHub`);
    } else if (!limits.allow_binary && isBinary(content)) {
      reasons.push(`${file.path}: a binary file; set changes.allow_binary: true to land binary files`);
    }
    checked.push({ file, content });
  }
  return reasons.length > 0 ? { ok: false, reasons } : { ok: true, files: checked, bytes };
}

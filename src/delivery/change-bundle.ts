import { open, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { describeError } from '../core/describe-error.js';
import { formatCount } from '../report/markdown.js';
import type { CheckedFile } from './change-checks.js';
import type { BaseReader, LandingFile } from './landing-file.js';

/**
 * The change bundle: every changed path with its mode and new content (or its deletion) and the
 * commit the change was made on, written to the output folder (so into the artifact). The apply job
 * of a two-job setup lands it, and `tollgate apply BUNDLE --dry-run` shows what would land. It is
 * written only for a change that passed every check, so it never holds a known secret; it is read
 * as untrusted input (the agent's job made it) and checked again before anything lands.
 */
export const CHANGE_BUNDLE_FILE = 'change-bundle.json';
const CHANGE_BUNDLE_FORMAT = 'tollgate-change-bundle';

/** A bundle larger than this is refused before it is parsed (100 MiB of content is the most changes.max_bytes allows). */
const MAX_BUNDLE_BYTES = 150 * 1024 * 1024;

const mode = z.string().regex(/^[0-7]{6}$/, 'expected a git file mode such as 100644');

const fileSchema = z
  .strictObject({
    path: z.string().min(1).max(4096),
    status: z.enum(['added', 'modified', 'deleted']),
    old_mode: mode.nullable(),
    mode: mode.nullable(),
    content_base64: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'expected base64').nullable(),
  })
  .refine((file) => (file.status === 'deleted') === (file.mode === null && file.content_base64 === null), 'a deleted file has no mode and no content; any other has both')
  .refine((file) => (file.status === 'added') === (file.old_mode === null), 'only an added file has no old mode');

const bundleSchema = z.strictObject({
  format: z.literal(CHANGE_BUNDLE_FORMAT),
  version: z.literal(1),
  base_commit: z.string().regex(/^[0-9a-f]{40}$/, 'expected a full commit id'),
  request: z.string().max(100_000),
  summary: z.string().max(100_000),
  files: z.array(fileSchema).min(1).max(100_000),
});

export type ChangeBundle = z.output<typeof bundleSchema>;

export class ChangeBundleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ChangeBundleError';
  }
}

export interface BundleContents {
  readonly baseCommit: string;
  /** What was asked (the commit's subject). */
  readonly request: string;
  /** The model's final answer, redacted (the commit's body). */
  readonly summary: string;
  readonly files: readonly CheckedFile[];
}

/** Writes the bundle into `outputDir`; returns its file name there. */
export async function writeChangeBundle(outputDir: string, contents: BundleContents): Promise<string> {
  const bundle: ChangeBundle = {
    format: CHANGE_BUNDLE_FORMAT,
    version: 1,
    base_commit: contents.baseCommit,
    request: contents.request,
    summary: contents.summary,
    files: contents.files.map(({ file, content }) => ({
      path: file.path,
      status: file.status,
      old_mode: file.oldMode,
      mode: file.newMode,
      content_base64: content === null ? null : content.toString('base64'),
    })),
  };
  await writeFile(join(outputDir, CHANGE_BUNDLE_FILE), `${JSON.stringify(bundle, null, 1)}\n`);
  return CHANGE_BUNDLE_FILE;
}

function where(path: readonly PropertyKey[]): string {
  return path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('').replace(/^\./, '') || '(the top level)';
}

/** Reads and validates a bundle; a ChangeBundleError names the file and the key that is wrong. */
export async function readChangeBundle(path: string): Promise<ChangeBundle> {
  let text: string;
  try {
    const size = (await stat(path)).size;
    if (size > MAX_BUNDLE_BYTES) throw new ChangeBundleError(`${path} is ${formatCount(size)} bytes; a change bundle is at most ${formatCount(MAX_BUNDLE_BYTES)}.`);
    const handle = await open(path, 'r');
    try {
      text = await handle.readFile('utf8');
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (error instanceof ChangeBundleError) throw error;
    throw new ChangeBundleError(`Could not read the change bundle ${path}: ${describeError(error)}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ChangeBundleError(`${path} is not JSON: ${describeError(error)}`);
  }
  const parsed = bundleSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.slice(0, 5).map((issue) => `${where(issue.path)}: ${issue.message}`);
    throw new ChangeBundleError(`${path} is not a Tollgate change bundle: ${problems.join('; ')}`);
  }
  return parsed.data;
}

/**
 * The bundle's files as landing reads them; their old contents from `readBase` (the base commit as
 * the reader trusts it, never the bundle, which the agent's job wrote).
 */
export function bundleFiles(bundle: ChangeBundle, readBase: BaseReader): LandingFile[] {
  return bundle.files.map((file) => {
    const content = file.content_base64 === null ? null : Buffer.from(file.content_base64, 'base64');
    return {
      path: file.path,
      status: file.status,
      oldMode: file.old_mode,
      newMode: file.mode,
      size: async () => content?.length ?? null,
      content: async () => content,
      oldContent: () => (file.status === 'added' ? Promise.resolve(null) : readBase(file.path)),
    };
  });
}

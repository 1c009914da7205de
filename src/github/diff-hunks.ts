/** Which lines of each file a PR review comment may target: those inside the diff's hunks. */
export interface CommentableLines {
  /** New-file line numbers of added and context lines (side RIGHT). */
  readonly right: ReadonlySet<number>;
  /** Old-file line numbers of deleted and context lines (side LEFT). */
  readonly left: ReadonlySet<number>;
}

const HUNK_HEADER = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@/;

/** Parses one file's unified-diff `patch` (as the PR files API returns it). */
export function commentableLines(patch: string): CommentableLines {
  const right = new Set<number>();
  const left = new Set<number>();
  let oldLine = 0;
  let newLine = 0;
  let inHunk = false;
  for (const line of patch.split('\n')) {
    const header = HUNK_HEADER.exec(line);
    if (header) {
      oldLine = Number(header[1]);
      newLine = Number(header[2]);
      inHunk = true;
      continue;
    }
    if (!inHunk || line.startsWith('\\')) continue;
    if (line.startsWith('+')) right.add(newLine++);
    else if (line.startsWith('-')) left.add(oldLine++);
    else {
      right.add(newLine++);
      left.add(oldLine++);
    }
  }
  return { right, left };
}

export type DiffIndex = ReadonlyMap<string, CommentableLines>;

export function indexPatches(files: readonly { readonly filename: string; readonly patch?: string | undefined }[]): DiffIndex {
  return new Map(files.map((file) => [file.filename, commentableLines(file.patch ?? '')]));
}

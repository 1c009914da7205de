import { describe, expect, it } from 'vitest';
import { applyEdit } from '../../src/tools/file-edit/apply-edit.js';
import { detectLineEnding } from '../../src/tools/file-edit/line-endings.js';
import { shortDiff } from '../../src/tools/file-edit/short-diff.js';

const numbered = (n: number) => Array.from({ length: n }, (_, i) => `line ${i + 1}`).join('\n') + '\n';

describe('shortDiff', () => {
  it('shows separate hunks with three lines of context and correct headers', () => {
    const before = numbered(30);
    const after = before.replace('line 5\n', 'five\n').replace('line 25\n', '');
    expect(shortDiff(before, after)).toBe(
      [
        '@@ -2,7 +2,7 @@',
        ' line 2',
        ' line 3',
        ' line 4',
        '-line 5',
        '+five',
        ' line 6',
        ' line 7',
        ' line 8',
        '@@ -22,7 +22,6 @@',
        ' line 22',
        ' line 23',
        ' line 24',
        '-line 25',
        ' line 26',
        ' line 27',
        ' line 28',
      ].join('\n'),
    );
  });

  it('caps a large rewrite and is empty when nothing changed', () => {
    const diff = shortDiff(numbered(200), numbered(200).replaceAll('line', 'LINE'));
    expect(diff.split('\n')).toHaveLength(81);
    expect(diff).toMatch(/\.\.\. \(\d+ more diff lines not shown\)$/);
    expect(shortDiff('same\n', 'same\n')).toBe('');
  });
});

describe('applyEdit', () => {
  it('matches LF text in a CRLF file and writes CRLF back', () => {
    const outcome = applyEdit('a\r\nb\r\n', 'a\nb', 'a\nx\nb', false);
    expect(outcome).toEqual({ ok: true, updated: 'a\r\nx\r\nb\r\n', replacements: 1 });
  });

  it('leaves other lines of a mixed file alone', () => {
    const outcome = applyEdit('a\r\nb\nc\r\n', 'b', 'B', false);
    expect(outcome).toEqual({ ok: true, updated: 'a\r\nB\nc\r\n', replacements: 1 });
  });

  it('counts matches and keeps $ sequences literal', () => {
    expect(applyEdit('x x x', 'x', 'y', false)).toEqual({ ok: false, matches: 3 });
    expect(applyEdit('x x', 'x', "$'$&", true)).toEqual({ ok: true, updated: "$'$& $'$&", replacements: 2 });
    expect(applyEdit('x', 'z', 'y', false)).toEqual({ ok: false, matches: 0 });
  });

  it('detects line endings', () => {
    expect(detectLineEnding('a\r\nb\r\n')).toBe('CRLF');
    expect(detectLineEnding('a\r\nb\n')).toBe('LF');
    expect(detectLineEnding('no break')).toBe('LF');
  });
});

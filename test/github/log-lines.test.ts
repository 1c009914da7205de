import { describe, expect, it } from 'vitest';
import { cleanLogLine, createLogSelector, riskyPattern } from '../../src/github/context-tools/log-lines.js';

const select = (lines: readonly string[], view: Parameters<typeof createLogSelector>[0]) => {
  const selector = createLogSelector(view);
  for (const line of lines) selector.push(line);
  return selector.finish();
};

describe('a job log line as the model reads it', () => {
  it('loses the byte-order mark, the timestamp and the colour codes, nothing else', () => {
    expect(cleanLogLine('\uFEFF2024-01-01T00:00:00.0000000Z ##[group]Run npm test')).toBe('##[group]Run npm test');
    expect(cleanLogLine('2024-01-01T12:34:56.1234567Z \u001b[31mFAIL\u001b[39m a.test.ts')).toBe('FAIL a.test.ts');
    expect(cleanLogLine('  2024-01-01T00:00:00Z is a date in the output')).toBe('  2024-01-01T00:00:00Z is a date in the output');
  });
});

describe('the patterns GitHubJobLog refuses', () => {
  it('accepts the patterns people grep logs with', () => {
    for (const pattern of ['error|fail|panic', 'FAIL.*test', '\\d+ (passed|failed)', '(?:foo|bar) baz', '(?<file>\\w+\\.ts):\\d+', '^##\\[error\\]', '[(+*)]+x']) {
      expect(riskyPattern(pattern), pattern).toBeNull();
    }
  });

  it('refuses nested repeats, repeated alternatives, back-references and many unbounded repeats', () => {
    expect(riskyPattern('(a+)+$')).toMatch(/repeated group/);
    expect(riskyPattern('(?:a|aa)*b')).toMatch(/repeated group/);
    expect(riskyPattern('((ab)*c)+')).toMatch(/repeated group/);
    expect(riskyPattern('(\\w+\\s?){2,}$')).toMatch(/repeated group/);
    expect(riskyPattern('(x)\\1')).toMatch(/back-reference/);
    expect(riskyPattern('(?<q>x)\\k<q>')).toMatch(/back-reference/);
    expect(riskyPattern('a.*b.*c.*d.*e.*f')).toMatch(/5 unbounded repeats/);
  });
});

describe('the lines a view picks from a log', () => {
  const log = Array.from({ length: 30 }, (_, i) => `line ${i + 1}${i % 10 === 4 ? ' ERROR' : ''}`);

  it('shows at most the first matches, with their context, and counts all of them', () => {
    const picked = select(log, { kind: 'matches', pattern: /error/i, context: 1, maxMatches: 2 });
    expect(picked).toMatchObject({ totalLines: 30, matches: 3, matchesShown: 2 });
    expect(picked.runs.map((run) => run.map((line) => line.n))).toEqual([
      [4, 5, 6],
      [14, 15, 16],
    ]);
  });

  it('keeps only the last lines for a tail, and a range for offset/limit', () => {
    expect(select(log, { kind: 'tail', lines: 3 }).runs.map((run) => run.map((l) => l.text))).toEqual([['line 28', 'line 29', 'line 30']]);
    expect(select(log, { kind: 'range', offset: 29, limit: 10 }).runs.flat().map((l) => l.n)).toEqual([29, 30]);
  });

  it('cuts a very long line where it is shown', () => {
    const [run] = select(['x'.repeat(5_000)], { kind: 'tail', lines: 1 }).runs;
    expect(run![0]!.text).toBe(`${'x'.repeat(2_000)}… [3000 more characters]`);
  });
});

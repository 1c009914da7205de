/** The pieces the Bash analysis stands on: sed scripts, git's index, braces, globs, option abbreviations. */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expandBraces } from '../../../src/permissions/bash/brace.js';
import { trackedPaths } from '../../../src/permissions/bash/git-index.js';
import { createLineCache } from '../../../src/permissions/verdict.js';
import { expandGlob } from '../../../src/permissions/bash/glob.js';
import { resolveLong, type OptionTable } from '../../../src/permissions/bash/tools/option-parser.js';
import { sedEffects } from '../../../src/permissions/bash/tools/sed-script.js';

const dir = realpathSync(mkdtempSync(join(tmpdir(), 'tollgate-bash-units-')));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('sed scripts', () => {
  it.each([
    ['s/a/b/g', { reads: [], writes: [], commands: [], runsPatternSpace: false }],
    ['1r secrets/key', { reads: ['secrets/key'] }],
    ['/x/R other.txt', { reads: ['other.txt'] }],
    ['w out.txt', { writes: ['out.txt'] }],
    ['s/a/b/w out.txt', { writes: ['out.txt'] }],
    ['2,$W log', { writes: ['log'] }],
    ['e touch x', { commands: ['touch x'] }],
    ['1!G;e id', { commands: ['id'] }],
    ['s/.*/id/e', { runsPatternSpace: true }],
    ['s|a|b|ge', { runsPatternSpace: true }],
    ['/start/,/end/{s/a/b/;p}', { reads: [], writes: [] }],
    [':a;N;$!ba;s/\\n/ /g', { reads: [], writes: [] }],
    ['y/abc/xyz/', { reads: [], writes: [] }],
    ['1i\\\nheader', { reads: [], writes: [] }],
    ['$a trailer w not-a-file', { writes: [] }],
    ['0,/re/s//x/', { writes: [] }],
    ['\\%x%d', { writes: [] }],
  ])('%j', (script, expected) => {
    expect(sedEffects(script)).toMatchObject(expected);
  });

  it.each(['s/a/b', 'k', 'y/ab/', '/unterminated'])('refuses to guess at %j', (script) => {
    expect(sedEffects(script)).toBeNull();
  });
});

describe("git's index", () => {
  const repo = join(dir, 'repo');
  mkdirSync(join(repo, 'a', 'b'), { recursive: true });
  for (const file of ['top.txt', 'a/one.txt', 'a/b/two-with-a-longer-name.txt']) writeFileSync(join(repo, file), `${file}\n`);
  execFileSync('git', ['init', '-q'], { cwd: repo });

  it('has no tracked files before the first add', () => {
    expect(trackedPaths(repo)).toEqual([]);
  });

  it.each(['2', '3', '4'])('reads every tracked path from an index of version %s', (version) => {
    execFileSync('git', ['add', '.'], { cwd: repo });
    execFileSync('git', ['update-index', '--index-version', version], { cwd: repo });
    expect(trackedPaths(repo)).toEqual(['a/b/two-with-a-longer-name.txt', 'a/one.txt', 'top.txt']);
  });

  it('is read once for every path of one Bash line, and afresh for the next line', () => {
    const line = createLineCache();
    expect(trackedPaths(repo, line)).toHaveLength(3);
    writeFileSync(join(repo, 'later.txt'), 'later\n');
    execFileSync('git', ['add', 'later.txt'], { cwd: repo });
    // The same line (a second path of it) gets the index as it was read for the first.
    expect(trackedPaths(repo, line)).toHaveLength(3);
    expect(line.trackedPaths.size).toBe(1);
    // The next line reads it again.
    expect(trackedPaths(repo, createLineCache())).toHaveLength(4);
  });

  it('gives null for an index it cannot read', () => {
    writeFileSync(join(repo, '.git', 'index'), 'not an index');
    expect(trackedPaths(repo)).toBeNull();
  });
});

describe('brace expansion', () => {
  it.each([
    ['a{b,c}d', ['abd', 'acd']],
    ['{push,}', ['push', '']],
    ['{1..3}', ['1', '2', '3']],
    ['{a..e..2}', ['a', 'c', 'e']],
    ['x{a,{b,c}}y', ['xay', 'xby', 'xcy']],
    ['\\{a,b\\}', ['\\{a,b\\}']],
    ['{single}', ['{single}']],
  ])('%s', (pattern, expected) => {
    expect(expandBraces(pattern)).toEqual(expected);
  });

  it('gives up past its limit rather than guess', () => {
    expect(expandBraces('{1..9}{1..9}{1..9}{1..9}')).toBeNull();
  });
});

describe('glob expansion against the real tree', () => {
  const tree = join(dir, 'tree');
  mkdirSync(join(tree, 'secrets'), { recursive: true });
  for (const file of ['secrets/key', 'secrets/.hidden', 'a.ts', 'b.ts', '.env']) writeFileSync(join(tree, file), 'x');

  it.each([
    ['*.ts', ['a.ts', 'b.ts']],
    ['secrets/*', ['secrets/key']],
    ['secrets/.*', ['secrets/.hidden']],
    ['s?crets/k*', ['secrets/key']],
    ['[ab].ts', ['a.ts', 'b.ts']],
    ['[!a].ts', ['b.ts']],
    ['*.none', ['*.none']],
    ['\\*.ts', ['*.ts']],
  ])('%s', (pattern, expected) => {
    expect(expandGlob(pattern, tree)).toEqual(expected);
  });
});

describe('long option abbreviations', () => {
  const table: OptionTable = { long: { check: { kind: 'flag' }, 'compress-program': { kind: 'code' }, output: { kind: 'write' }, co: { kind: 'value' } } };
  it('takes an exact name over a prefix of a longer one', () => {
    expect(resolveLong(table, 'co')?.name).toBe('co');
  });
  it('takes the one option a prefix names', () => {
    expect(resolveLong(table, 'compress-p')?.name).toBe('compress-program');
    expect(resolveLong(table, 'out')?.name).toBe('output');
  });
  it('counts an ambiguous prefix as the most dangerous option it could be', () => {
    expect(resolveLong(table, 'c')?.spec.kind).toBe('code');
  });
  it('knows nothing of a name no option starts with', () => {
    expect(resolveLong(table, 'zz')).toBeNull();
  });
});

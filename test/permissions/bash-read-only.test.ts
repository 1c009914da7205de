import { describe, expect, it } from 'vitest';
import { isBashParserLoaded, loadBashParser } from '../../src/permissions/bash/parser.js';
import { isReadOnlyBashCommand } from '../../src/permissions/bash/read-only.js';
import { splitBashCommand } from '../../src/permissions/bash/simple-commands.js';

describe('the bash parser', () => {
  it('is not loaded at import time, fails closed until it is, and loads once for many callers', async () => {
    // This file imports the parser module but never loads it before this test.
    expect(isBashParserLoaded()).toBe(false);
    expect(isReadOnlyBashCommand('ls')).toBe(false);
    expect(splitBashCommand('ls')).toBeNull();
    await Promise.all([loadBashParser(), loadBashParser(), loadBashParser()]);
    expect(isBashParserLoaded()).toBe(true);
    await loadBashParser();
    expect(isReadOnlyBashCommand('ls')).toBe(true);
  });

  it('splits at every operator and finds commands inside substitutions', async () => {
    await loadBashParser();
    const split = splitBashCommand('a && b || c; d | e |& f & g\nh $(i) `j` <(k); (l)');
    expect(split?.commands.map((c) => c.words[0]?.text)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l']);
  });

  it('removes quotes and keeps env prefixes apart', async () => {
    await loadBashParser();
    const split = splitBashCommand(`A=1 "r"'m' -rf "a b"`);
    const command = split?.commands[0];
    expect(command?.assignments.map((a) => a.name)).toEqual(['A']);
    expect(command?.words.map((w) => w.text)).toEqual(['rm', '-rf', 'a b']);
  });

  it('reports redirect targets as reads and writes, not fd duplications', async () => {
    await loadBashParser();
    const split = splitBashCommand('a > out.txt 2>&1 < in.txt >> log &> all');
    expect(split?.redirects.map((r) => `${r.kind}:${r.target.text}`)).toEqual(['write:out.txt', 'read:in.txt', 'write:log', 'write:all']);
  });

  it('refuses a command longer than 10,000 characters', async () => {
    await loadBashParser();
    expect(splitBashCommand(`echo ${'a'.repeat(10_000)}`)).toBeNull();
  });
});

describe('isReadOnlyBashCommand', () => {
  const readOnly = [
    'ls', 'ls -la src', 'cat a.txt', 'head -20 a', 'tail -n 5 a', 'wc -l a', 'grep -rn foo .', 'rg foo', 'git status',
    'git log --oneline', 'git diff HEAD~1', 'git show abc', 'git blame a.ts', 'git branch -a', 'git rev-parse HEAD',
    'git --no-pager log', 'find . -name "*.ts"', 'sed -n 1,10p a', 'sort a', 'uniq a', 'jq . a.json',
    'echo hi', 'pwd', 'ls | wc -l', 'cat a 2>/dev/null', 'git status && git diff', 'diff a b', 'stat a',
    'git remote -v', 'git config --get user.name', 'git tag', 'git stash list', 'du -sh .', 'which node',
    'git clean -n', 'git clean -nd', 'git clean --dry-run -x', 'git clean -fdn',
  ];
  const notReadOnly = [
    'rm a', 'touch a', 'mkdir x', 'mv a b', 'cp a b', 'npm test', 'node x.js', 'find . -delete', 'find . -exec rm {} ;',
    'find . -fprint out', 'sed -i s/a/b/ f', 'sed --in-place s/a/b/ f', "sed 's/a/b/w out' f", 'git branch -D x', 'git branch new',
    'git branch -m a b', 'git push', 'git commit -m x', 'git checkout x', 'git -c core.pager=x log', 'git log --output=x',
    'git tag v1', 'git config user.name x', 'git stash', 'git clean -f', 'git clean -fd', 'git clean -n src', 'git clean -f -- -n', 'sort -o out a', 'uniq a out', 'ls > out', 'cat a >> b', 'echo $(rm x)',
    'ls; rm x', 'PATH=/x ls', 'date -s 2020-01-01', 'env rm x', 'xargs rm', 'bash -c ls', 'eval ls', '$X', 'ls (', 'yq -i . a',
    'awk "{print}" a', 'tee out', 'curl x',
    // Another repository's config can run code; wrappers, env prefixes and subshells are not on the list.
    'git -C sub status', 'timeout 5 ls', 'FOO=1 ls', 'nice ls', '(ls src)', 'env', 'echo src | xargs ls',
    'diff <(ls) <(ls src)', 'git remote show origin', 'date --set 2020-01-01', 'printenv', 'jq -n env', 'ls $DIR', 'ls &', 'sort --compress-program=sh a',
  ];
  it.each(readOnly)('%s is read-only', async (command) => {
    await loadBashParser();
    expect(isReadOnlyBashCommand(command)).toBe(true);
  });
  it.each(notReadOnly)('%s is not read-only', async (command) => {
    await loadBashParser();
    expect(isReadOnlyBashCommand(command)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { guardChange, guardSettings, type GuardedFile } from '../../src/delivery/landing-guard.js';
import { GUARD_RULE_IDS } from '../../src/policy/index.js';
import { GUARD_CORPUS, type GuardCase } from './guard-corpus.js';

function filesOf(item: GuardCase): GuardedFile[] {
  return Object.entries(item.change).map(([path, text]) => ({ path, text, readOld: async () => item.base?.[path] ?? null }));
}

const readBaseOf = (item: GuardCase) => async (path: string) => (item.base?.[path] !== undefined ? Buffer.from(item.base[path]) : null);

describe('the landing guard over the corpus', () => {
  it('covers every guard rule with a threat, and has ordinary near-misses', () => {
    const refusedBy = new Set(GUARD_CORPUS.flatMap((c) => (c.expect === 'lands' ? [] : [c.expect.refused])));
    for (const rule of GUARD_RULE_IDS) expect(refusedBy.has(rule), rule).toBe(true);
    expect(GUARD_CORPUS.filter((c) => c.expect === 'lands').length).toBeGreaterThanOrEqual(15);
  });

  for (const item of GUARD_CORPUS.filter((c) => !(c.expect !== 'lands' && c.expect.refused === 'protected-path'))) {
    it(`${item.expect === 'lands' ? 'lands' : `refuses (${item.expect.refused})`}: ${item.name}`, async () => {
      const findings = await guardChange(filesOf(item), guardSettings('refuse', []), readBaseOf(item));
      if (item.expect === 'lands') {
        expect(findings).toEqual([]);
      } else {
        expect(findings.map((f) => f.rule)).toContain(item.expect.refused);
        expect(findings.every((f) => f.verdict === 'refuse' && f.path !== null)).toBe(true);
      }
    });
  }
});

describe('what the guard says and what accepts it', () => {
  const threat = (name: string) => GUARD_CORPUS.find((c) => c.name === name)!;

  it('names file, line, rule and why, and the key that accepts it; never the secret', async () => {
    const item = threat('a GitHub token in source');
    const [finding] = await guardChange(filesOf(item), guardSettings('refuse', []), readBaseOf(item));
    expect(finding).toEqual({
      rule: 'credential',
      path: 'src/config.ts',
      line: 1,
      why: "a GitHub token (found by secretlint's github rule; the value is not shown): once pushed, it is in the history for good",
      accept: '`changes.guard_allow: [credential]` (the rule) or `["src/config.ts"]` (the file) accepts it',
      verdict: 'refuse',
    });
    expect(JSON.stringify(finding)).not.toMatch(/ghp_/);
  });

  it('warns instead of refusing with changes.guard: warn, and accepts a rule id or a path glob', async () => {
    const item = threat('eval of atob');
    expect((await guardChange(filesOf(item), guardSettings('warn', []), readBaseOf(item))).map((f) => f.verdict)).toEqual(['warn']);
    expect((await guardChange(filesOf(item), guardSettings('refuse', ['decoded-code']), readBaseOf(item))).map((f) => f.verdict)).toEqual(['accepted']);
    expect((await guardChange(filesOf(item), guardSettings('refuse', ['/src/**']), readBaseOf(item))).map((f) => f.verdict)).toEqual(['accepted']);
    expect((await guardChange(filesOf(item), guardSettings('refuse', ['credential', 'test/**']), readBaseOf(item))).map((f) => f.verdict)).toEqual(['refuse']);
  });

  it('judges only what the change adds: a lifecycle script or a line already in the base is not the change', async () => {
    const base = '{ "scripts": { "postinstall": "node setup.js" } }\n';
    const after = '{ "scripts": { "postinstall": "node setup.js", "test": "vitest" } }\n';
    expect(await guardChange([{ path: 'package.json', text: after, readOld: async () => base }], guardSettings('refuse', []), async () => null)).toEqual([]);
    const old = 'eval(atob(x)); // legacy\n';
    expect(await guardChange([{ path: 'src/old.js', text: `${old}export const y = 1;\n`, readOld: async () => old }], guardSettings('refuse', []), async () => null)).toEqual([]);
    // A new copy of an old line is new.
    expect(await guardChange([{ path: 'src/old.js', text: `${old}${old}`, readOld: async () => old }], guardSettings('refuse', []), async () => null)).toHaveLength(1);
  });

  it('refuses a file a rule cannot read (the base could not be read): nothing lands unchecked', async () => {
    const findings = await guardChange(
      [{ path: 'package.json', text: '{ "scripts": { "postinstall": "x" } }\n', readOld: async () => Promise.reject(new Error('the API answered 502')) }],
      guardSettings('refuse', []),
      async () => null,
    );
    expect(findings).toMatchObject([{ rule: 'lifecycle-script', verdict: 'refuse', why: 'the rule could not read this file (the API answered 502), and nothing lands unchecked' }]);
  });

  it('leaves nothing on the performance timeline (secretlint would mark every rule of every file, and search its marks at each one)', async () => {
    const before = performance.getEntriesByType('mark').length;
    const files = Array.from({ length: 50 }, (_, i) => ({ path: `src/m${i}.ts`, text: `export const m${i} = ${i};\n`, readOld: async () => null }));
    expect(await guardChange(files, guardSettings('refuse', []), async () => null)).toEqual([]);
    expect(performance.getEntriesByType('mark').length).toBe(before);
  });

  it('does not obey a secretlint-disable comment in the change', async () => {
    const token = ['ghp', 'R7kQ2mX9pL4vN8wT3yB6cF1hJ5dG0sA2eU7i'].join('_');
    const findings = await guardChange([{ path: 'a.ts', text: `const t = '${token}'; // secretlint-disable-line\n`, readOld: async () => null }], guardSettings('refuse', []), async () => null);
    expect(findings.map((f) => f.rule)).toEqual(['credential']);
  });
});

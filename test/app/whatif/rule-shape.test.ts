import { mkdirSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCall } from '../../../src/app/whatif/local-call.js';
import { folderRule, narrowerBashRule, protectionsFor, refusedShape, subsumes } from '../../../src/app/whatif/rule-shape.js';
import { loadBashParser } from '../../../src/permissions/index.js';
import { makeTempDir } from '../../support/core-fixtures.js';

let root: string;
let cleanup: () => void;
beforeAll(async () => {
  const temp = makeTempDir('tollgate-rule-shape-');
  cleanup = temp.cleanup;
  root = realpathSync(temp.dir);
  mkdirSync(join(root, 'src', 'a'), { recursive: true });
  await loadBashParser();
});
afterAll(() => cleanup());

const protections = () => protectionsFor([{ path: join(root, '.github/tollgate.yml'), what: 'the Tollgate policy file' }]);

describe('refusedShape', () => {
  it('refuses a whole tool, a lone wildcard, a path outside the workspace and a rule that names a protected path', () => {
    expect(refusedShape('Bash', protections())).toContain('a suggestion never grants a whole tool');
    expect(refusedShape('mcp__tracker__create_issue', protections())).toContain('a suggestion never grants a whole tool');
    for (const rule of ['Edit(**)', 'Edit(/**)', 'Read(./**)', 'Bash(:*)', 'Edit(*)']) expect(refusedShape(rule, protections()), rule).not.toBeNull();
    expect(refusedShape('Edit(//etc/passwd)', protections())).toBe('it names a path outside the workspace');
    expect(refusedShape('Read(~/.ssh/id_rsa)', protections())).toBe('it names a path outside the workspace');
    expect(refusedShape('Edit(.github/workflows/**)', protections())).toContain('would name a protected path (GitHub Actions workflows)');
    expect(refusedShape('Edit(pkg/.git/hooks/x)', protections())).toContain('would name a protected path');
    expect(refusedShape('Edit(.github/tollgate.yml)', protections())).toContain('the Tollgate policy file');
    expect(refusedShape('Bash(npm run lint:*)', protections())).toBeNull();
    expect(refusedShape('Edit(src/**)', protections())).toBeNull();
    expect(refusedShape('Edit(.github/**)', protections())).toBeNull();
  });
});

describe('folderRule', () => {
  it("gives a file's folder below the root, anchored when the call was made elsewhere, and nothing for a file at the root", () => {
    expect(folderRule('Edit(src/a/b.ts)', root, root)).toBe('Edit(src/a/**)');
    expect(folderRule('Edit(b.ts)', join(root, 'src', 'a'), root)).toBe('Edit(/src/a/**)');
    expect(folderRule('Edit(README.md)', root, root)).toBeNull();
    expect(folderRule('Edit(../x/y.ts)', root, root)).toBeNull();
    expect(folderRule('Edit(//tmp/x.ts)', root, root)).toBeNull();
    expect(folderRule('Bash(npm test:*)', root, root)).toBeNull();
  });
});

describe('narrowerBashRule', () => {
  it("takes a command's first two words for a one-word prefix the gate suggested, when they are plain", () => {
    expect(narrowerBashRule('Bash(node:*)', 'node --test')).toBe('Bash(node --test:*)');
    expect(narrowerBashRule('Bash(node:*)', 'cd src && node scripts/x.js --fast')).toBe('Bash(node scripts/x.js:*)');
    expect(narrowerBashRule('Bash(node:*)', 'node "$SCRIPT"')).toBeNull();
    expect(narrowerBashRule('Bash(node:*)', 'node')).toBeNull();
    expect(narrowerBashRule('Bash(npm install:*)', 'npm install x')).toBeNull();
  });
});

describe('subsumes', () => {
  it('folds a narrower path rule of the same tool into a folder rule', () => {
    expect(subsumes('Edit(src/**)', 'Edit(src/a/**)')).toBe(true);
    expect(subsumes('Edit(src/**)', 'Edit(src/x.ts)')).toBe(true);
    expect(subsumes('Edit(/src/**)', 'Edit(src/x.ts)')).toBe(true);
    expect(subsumes('Edit(src/**)', 'Edit(/src/x.ts)')).toBe(false);
    expect(subsumes('Edit(src/**)', 'Read(src/x.ts)')).toBe(false);
    expect(subsumes('Edit(src/**)', 'Edit(srcx/y.ts)')).toBe(false);
    expect(subsumes('Bash(npm:*)', 'Bash(npm test:*)')).toBe(false);
  });
});

describe('localCall', () => {
  it("moves the run's workspace paths to this one, in every string, and only at a path boundary", () => {
    const recorded = '/home/runner/work/r/r';
    const call = localCall(
      { toolUseId: 't', tool: 'Bash', cwd: 'src', input: { command: `cat ${recorded}/a.ts ${recorded}2/b.ts '${recorded}'`, nested: [{ path: recorded }] } },
      recorded,
      root,
    );
    expect(call.cwd).toBe(join(root, 'src'));
    expect(call.input).toEqual({ command: `cat ${root}/a.ts ${recorded}2/b.ts '${root}'`, nested: [{ path: root }] });
  });
});

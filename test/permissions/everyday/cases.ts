/**
 * Everyday agent calls (issue 25): the shapes real sessions use — `cd <dir> &&`, wrappers, env
 * prefixes, `2>&1`, pipes into filters, subshells, extra spaces — across the four modes, under
 * maintainer policies like the README's and examples/policies/node-ci.yml. Every call here is one
 * the policy means to allow; `rule` is the rule the decision must name (null: the mode allowed it).
 * Groups run in order in one session each, so a group's calls may depend on the ones before them (a
 * `cd` moves the session's directory too, so groups that go on with relative paths end with theirs).
 */
import type { PermissionMode } from '../../../src/core/permission-types.js';

export interface EverydayPolicy {
  readonly defaultMode: PermissionMode;
  readonly allow?: readonly string[];
  readonly deny?: readonly string[];
  readonly ask?: readonly string[];
  readonly overrides?: readonly { readonly rule: string; readonly decision: 'allow' | 'deny' }[];
}

export interface EverydayCall {
  readonly tool: string;
  readonly input: Record<string, unknown>;
  /** The rule the decision names; null when the mode allowed it without one. */
  readonly rule: string | null;
}

export interface EverydayGroup {
  readonly name: string;
  readonly policy: EverydayPolicy;
  readonly calls: readonly EverydayCall[];
}

const B = (command: string, rule: string | null = null): EverydayCall => ({ tool: 'Bash', input: { command }, rule });
const R = (file_path: string, rule: string | null = null): EverydayCall => ({ tool: 'Read', input: { file_path }, rule });
const W = (file_path: string, content: string, rule: string | null = null): EverydayCall => ({ tool: 'Write', input: { file_path, content }, rule });
const E = (file_path: string, old_string: string, new_string: string, rule: string | null = null): EverydayCall => ({ tool: 'Edit', input: { file_path, old_string, new_string }, rule });
const G = (pattern: string, path?: string): EverydayCall => ({ tool: 'Grep', input: { pattern, ...(path ? { path } : {}) }, rule: null });
const GLOB = (pattern: string): EverydayCall => ({ tool: 'Glob', input: { pattern }, rule: null });

/** The issue's own policy. */
const ISSUE = ['Bash(npm test:*)', 'Bash(ls:*)'];
const NPM_TEST = 'Bash(npm test:*)';
const LS = 'Bash(ls:*)';
/** The README's policy. */
const README_POLICY = { allow: ['Bash(npm test:*)', 'Bash(npm run lint:*)', 'Edit(src/**)'], deny: ['Bash(curl:*)', 'Read(./.env)'], ask: ['Bash(git push:*)'] };
/** examples/policies/node-ci.yml. */
const NODE_CI = {
  allow: ['Bash(npm test:*)', 'Bash(npm run lint:*)', 'Bash(npm run build)', 'Bash(npx tsc --noEmit)', 'Bash(git diff:*)', 'Edit(src/**)', 'Edit(test/**)'],
  deny: ['Bash(curl:*)', 'Bash(wget:*)', 'Bash(npm publish:*)', 'Read(./.env)', 'Edit(.github/**)'],
  ask: ['Bash(git push:*)'],
  overrides: [{ rule: 'Bash(git push:*)', decision: 'deny' as const }, { rule: 'Bash(npm ci)', decision: 'allow' as const }],
};

export const EVERYDAY: readonly EverydayGroup[] = [
  {
    name: 'cd steps, wrappers, env prefixes, redirects and pipes under the issue policy',
    policy: { defaultMode: 'default', allow: ISSUE },
    calls: [
      B('cd packages/core && npm test', NPM_TEST),
      B('cd src && ls', LS),
      B('cd packages/core && ls src', LS),
      B('cd packages/core; npm test', NPM_TEST),
      B('cd packages/cli && npm test && cd ../core && npm test', NPM_TEST),
      B('cd @WS@/packages/core && npm test', NPM_TEST),
      B('cd "packages/core" && npm test', NPM_TEST),
      B('cd ./packages/core/ && npm test -- --watch=false', NPM_TEST),
      B('cd packages/core && npm test && cd ../..', NPM_TEST),
      B('cd packages/core && npm test 2>&1 | tail -30', NPM_TEST),
      B('cd packages/core && NODE_ENV=test npm test', NPM_TEST),
      B('cd packages/core && timeout 120 npm test', NPM_TEST),
      B('timeout 300 npm test', NPM_TEST),
      B('timeout 5m npm test -- --coverage', NPM_TEST),
      B('nice npm test', NPM_TEST),
      B('nice -n 10 npm test', NPM_TEST),
      B('time npm test', NPM_TEST),
      B('nohup npm test', NPM_TEST),
      B('stdbuf -oL npm test', NPM_TEST),
      B('timeout 60 ls src', LS),
      B('NODE_ENV=test npm test', NPM_TEST),
      B('CI=true npm test', NPM_TEST),
      B('FORCE_COLOR=0 npm test -- --reporter=dot', NPM_TEST),
      B('NODE_ENV=test timeout 120 npm test', NPM_TEST),
      B('npm test 2>&1', NPM_TEST),
      B('npm test 2>&1 | tail -50', NPM_TEST),
      B('npm test 2>&1 | head -100', NPM_TEST),
      B('npm test | grep -i fail', NPM_TEST),
      B('npm test 2>&1 | grep -E "test|fail"', NPM_TEST),
      B('npm test -- --reporter=dot 2>&1 | grep -v "^$" | head -50', NPM_TEST),
      B('npm test > /dev/null 2>&1; echo "exit code: $?"', NPM_TEST),
      B('npm  test', NPM_TEST),
      B('npm test  -- --grep "adds numbers"', NPM_TEST),
      B('"npm" test', NPM_TEST),
      B('(npm test)', NPM_TEST),
      B('(cd packages/core && npm test)', NPM_TEST),
      B('for p in packages/core packages/cli; do (cd $p && npm test); done', NPM_TEST),
      B('ls -la src && npm test', `${LS}, ${NPM_TEST}`),
    ],
  },
  {
    name: 'prefix rules compared on the parsed words',
    policy: { defaultMode: 'default', allow: ['Bash(npm run:*)', 'Bash(git log:*)'] },
    calls: [
      B('npm  run build', 'Bash(npm run:*)'),
      B('npm run  build', 'Bash(npm run:*)'),
      B('npm\trun build', 'Bash(npm run:*)'),
      B('npm run "build"', 'Bash(npm run:*)'),
      B("'npm' run lint", 'Bash(npm run:*)'),
      B('npm run build -- --mode=production', 'Bash(npm run:*)'),
      B('cd packages/cli && npm  run  build', 'Bash(npm run:*)'),
      B('git  log --oneline -3', 'Bash(git log:*)'),
    ],
  },
  {
    name: "the README's policy in default mode",
    policy: { defaultMode: 'default', ...README_POLICY },
    calls: [
      B('npm run lint 2>&1 | tail -20', 'Bash(npm run lint:*)'),
      B('CI=1 npm run lint', 'Bash(npm run lint:*)'),
      B('npm test -- --coverage', NPM_TEST),
      B('git blame -L 1,12 src/math.ts'),
      B('node --version'),
      B('git --version'),
      B('git status --short'),
      B('git log -5 --format="%h %s"'),
      B('git diff --stat HEAD~1'),
      B('git show --stat HEAD'),
      B('git show HEAD:src/math.ts'),
      B('git log -p -3 -- src'),
      B('git branch --show-current'),
      B('grep -rn "export function" src'),
      B('cat package.json | jq .scripts'),
      B('sort src/math.ts | uniq -c | sort -rn | head'),
      B('cat src/math.ts | grep -n add'),
      B('ls build 2>/dev/null || true'),
      B('test -f package.json && echo yes'),
      B('[ -d src ] && ls src'),
      B('which node && node --version'),
      B('git log --oneline | head -20'),
      B('find . -name "*.ts" -not -path "./node_modules/*" | head -20'),
      R('src/math.ts'),
      E('src/math.ts', '// TODO: div', '// TODO: division', 'Edit(src/**)'),
      W('src/util.ts', 'export const util = 1;\n', 'Edit(src/**)'),
      G('TODO'),
      GLOB('src/**/*.ts'),
    ],
  },
  {
    name: 'read-only shapes in default mode with no rules',
    policy: { defaultMode: 'default' },
    calls: [
      B('wc -l src/*.ts'),
      B('ls packages/*/src'),
      B('du -sh packages/*'),
      B("git ls-files '*.ts' | xargs wc -l"),
      B('git ls-files | wc -l'),
      B('cat src/*.ts'),
      B('grep -n export src/*.ts'),
      B('head -5 packages/*/package.json'),
      B('git log --oneline -- src/'),
      B('git diff HEAD~1 --stat'),
      B('ls -la && git status'),
      B('rg TODO src'),
      R('README.md'),
      R('@WS@/packages/core/src/index.ts'),
      B('cd src && ls'),
      B('cd packages/core && ls -la'),
    ],
  },
  {
    name: 'plan mode: a review session',
    policy: { defaultMode: 'plan' },
    calls: [
      B('wc -l src/*.ts'),
      B('ls packages/*/src'),
      B('du -sh packages/*'),
      B("git ls-files '*.ts' | xargs wc -l"),
      B('cat src/*.ts'),
      B('grep -n export src/*.ts'),
      B('head -5 packages/*/package.json'),
      B('git log --oneline -- src/'),
      B('git blame -L 1,12 src/math.ts'),
      B('node --version'),
      B('git diff HEAD~1 --stat'),
      B('git show --stat HEAD'),
      B('ls -la && git status'),
      B('find . -name "*.ts" -not -path "./node_modules/*" | head -20'),
      B('git ls-files | wc -l'),
      B('git log -p -3 -- src'),
      B('cat src/math.ts | grep -n add'),
      B('find src -name "*.ts" | xargs grep -n TODO'),
      R('src/math.ts'),
      R('packages/core/src/index.ts'),
      G('TODO', 'src'),
      GLOB('**/*.md'),
      B('cd packages/core && ls -la'),
      B('cd src && ls'),
    ],
  },
  {
    name: 'plan mode with a Read deny rule',
    policy: { defaultMode: 'plan', deny: ['Read(./.env)'] },
    calls: [
      B('git blame -L 1,12 src/math.ts'),
      B('git show HEAD:src/math.ts'),
      B("git ls-files '*.ts' | xargs wc -l"),
      B('git diff HEAD~1 -- src'),
      B('grep -rn TODO src'),
      G('TOKEN'),
      GLOB('**/*'),
    ],
  },
  {
    name: "dontAsk mode: read-only calls and the rules' calls",
    policy: { defaultMode: 'dontAsk', ...README_POLICY },
    calls: [
      B('ls'),
      B('cat README.md'),
      B('git status'),
      B('git log --oneline -10'),
      B('git diff'),
      B('head -20 src/math.ts'),
      B('wc -l src/*.ts'),
      B('find src -name "*.ts"'),
      B('grep -rn TODO src'),
      B('npm test', NPM_TEST),
      R('README.md'),
      R('src/math.ts'),
      G('TODO', 'src'),
      G('export'),
      GLOB('**/*.ts'),
      E('src/math.ts', '// TODO: div', '// TODO: divide', 'Edit(src/**)'),
      B('cd packages/core && ls'),
      B('cd packages/core && npm test 2>&1 | tail -5', NPM_TEST),
    ],
  },
  {
    name: 'acceptEdits mode: the filesystem commands and file tools',
    policy: { defaultMode: 'acceptEdits' },
    calls: [
      B('mkdir -p src/utils'),
      B('touch src/new.ts'),
      B('touch src/a.ts src/b.ts'),
      B('cp src/math.ts src/math.bak.ts'),
      B('rm src/math.bak.ts'),
      B('mv src/old.ts src/legacy.ts'),
      B("sed -i 's/foo/bar/g' src/app.ts"),
      B("sed -i.bak 's/bar/baz/' src/app.ts"),
      B('rm -f src/*.bak'),
      B('rmdir build/empty'),
      B('rm -rf build'),
      B('mkdir build && cp src/math.ts build/'),
      B('rm -rf build && mkdir build'),
      B('mkdir -p packages/core/src/utils && touch packages/core/src/utils/index.ts'),
      B('cp -r packages/cli packages/cli-copy'),
      B('mv docs/guide.md docs/handbook.md'),
      B('touch test/new.test.ts'),
      B('echo "export {};" > src/empty.ts'),
      B('cat src/a.ts > src/c.ts'),
      B('printf "a\\nb\\n" >> docs/handbook.md'),
      R('src/app.ts'),
      W('src/created.ts', 'export const created = true;\n'),
      E('src/app.ts', 'console.log', 'console.info'),
      B('ls src && cat src/app.ts'),
      B('cd packages/core && mkdir -p dist'),
    ],
  },
  {
    name: 'acceptEdits with the README policy',
    policy: { defaultMode: 'acceptEdits', ...README_POLICY },
    calls: [
      B("sed -i 's/foo/bar/' src/app.ts"),
      B('mkdir -p src/lib && touch src/lib/x.ts'),
      B('npm test 2>&1 | tail -20', NPM_TEST),
      B('cd packages/core && npm test', NPM_TEST),
      B('npm test -- --reporter=json > build-report.json', NPM_TEST),
    ],
  },
  {
    name: 'examples/policies/node-ci.yml',
    policy: { defaultMode: 'default', ...NODE_CI },
    calls: [
      B('npx tsc --noEmit', 'Bash(npx tsc --noEmit)'),
      B('cd packages/core && npx tsc --noEmit', 'Bash(npx tsc --noEmit)'),
      B('git diff HEAD~1 -- src', 'Bash(git diff:*)'),
      B('npm run lint -- --fix', 'Bash(npm run lint:*)'),
      B('npm run build', 'Bash(npm run build)'),
      B('npm run build 2>&1 | tail', 'Bash(npm run build)'),
      B('cd packages/core && npm run build', 'Bash(npm run build)'),
      B('NODE_ENV=production npm run build', 'Bash(npm run build)'),
      B('timeout 300 npm test', NPM_TEST),
      W('src/feature.ts', 'export const feature = 1;\n', 'Edit(src/**)'),
      W('test/feature.test.ts', 'import "../src/feature";\n', 'Edit(test/**)'),
      B('git diff', 'Bash(git diff:*)'),
    ],
  },
  {
    name: 'a git workflow policy',
    policy: { defaultMode: 'default', allow: ['Bash(git add:*)', 'Bash(git commit:*)', 'Bash(git checkout -b:*)', 'Bash(git switch -c:*)'] },
    calls: [
      B('git checkout -b fix/math', 'Bash(git checkout -b:*)'),
      B('git add src/math.ts', 'Bash(git add:*)'),
      B('git add -A && git commit -m "fix: math"', 'Bash(git add:*), Bash(git commit:*)'),
      B('git commit --allow-empty -m "wip"', 'Bash(git commit:*)'),
      B('git add . && git commit --allow-empty -m "feat: x" && git log --oneline -1', 'Bash(git add:*), Bash(git commit:*)'),
      B('cd packages/core && git add . && git commit --allow-empty -m "core"', 'Bash(git add:*), Bash(git commit:*)'),
      B("git commit --allow-empty -m \"$(cat <<'EOF'\nfix: math\n\nCo-authored-by: agent <a@example.com>\nEOF\n)\"", 'Bash(git commit:*)'),
      B('git switch -c feature/y', 'Bash(git switch -c:*)'),
    ],
  },
  {
    name: 'other ecosystems',
    policy: { defaultMode: 'default', allow: ['Bash(pytest:*)', 'Bash(python3 -m pytest:*)', 'Bash(make test)', 'Bash(cargo test:*)', 'Bash(go test:*)'] },
    calls: [
      B('pytest -q tests/', 'Bash(pytest:*)'),
      B('timeout 600 pytest -q', 'Bash(pytest:*)'),
      B('PYTHONUNBUFFERED=1 pytest -q', 'Bash(pytest:*)'),
      B('python3 -m pytest -x 2>&1 | tail -30', 'Bash(python3 -m pytest:*)'),
      B('cd packages/core && make test', 'Bash(make test)'),
      B('go test ./...', 'Bash(go test:*)'),
      B('cargo test --workspace', 'Bash(cargo test:*)'),
      B('RUST_BACKTRACE=1 cargo test', 'Bash(cargo test:*)'),
    ],
  },
];

export const EVERYDAY_CALL_COUNT = EVERYDAY.reduce((n, group) => n + group.calls.length, 0);

/** The policy file of a group, as a maintainer would write it. */
export function policyFileOf(group: EverydayGroup): Record<string, unknown> {
  const { overrides, ...permissions } = group.policy;
  return { version: 1, permissions, ...(overrides ? { non_interactive: { on_ask: 'deny', overrides } } : {}) };
}

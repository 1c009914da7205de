/**
 * Issue 25's security side, as Bash cases run like issue 14's classes (through the gate and the
 * built CLI's `policy check`): path rules by access, lexical forms bash removes before it runs, the
 * protected list grown to Claude Code's, cd steps and && chains, and the modes' new allowances
 * held to the workspace. Placeholders as in cases.ts.
 */
import type { BashCase, Permissions } from './cases.js';

const c = (policy: Permissions, expect: 'allow' | 'deny', ...commands: string[]): BashCase[] => commands.map((command) => ({ policy, command, expect }));

// 4. A Write/Edit deny or ask rule on a path covers every way a command writes it; reads stay reads.
const NO_DOCS_WRITES: Permissions = { allow: ['Bash'], deny: ['Write(docs/**)'] };
const NO_DOCS_WRITES_ACCEPT: Permissions = { deny: ['Write(docs/**)'], defaultMode: 'acceptEdits' };
const ASK_DOCS: Permissions = { allow: ['Bash'], ask: ['Edit(docs/**)'] };
export const PATHS_BY_ACCESS: readonly BashCase[] = [
  ...c(
    NO_DOCS_WRITES,
    'deny',
    'echo x > docs/a.md', 'echo x >> docs/a.md', 'cp README.md docs/a.md', 'cp README.md docs/', 'mv README.md docs/new.md', 'touch docs/new.md', 'rm docs/a.md',
    'rm -rf docs', "sed -i 's/doc/x/' docs/a.md", 'tee docs/a.md < README.md', 'dd if=README.md of=docs/a.md', 'ln -sf README.md docs/a.md', 'install README.md docs/x',
    'rsync README.md docs/', 'tar -xf build/x.tar -C docs', 'find docs -delete', 'truncate -s 0 docs/a.md', 'git mv README.md docs/r.md', 'git checkout -- docs',
    'sort -o docs/a.md README.md', 'mkdir -p docs/deep', 'cd docs && touch new.md', 'cd docs && echo x > a.md', "bash -c 'echo x > docs/a.md'", 'echo x | tee -a docs/a.md',
  ),
  ...c(NO_DOCS_WRITES, 'allow', 'cat docs/a.md', 'grep -r doc docs', 'ls docs', 'cp docs/a.md build/a.md', 'touch src/new.ts'),
  ...c(NO_DOCS_WRITES_ACCEPT, 'deny', 'touch docs/new.md', 'cp README.md docs/a.md', 'rm docs/a.md', 'mv docs/a.md docs/b.md', "sed -i 's/doc/x/' docs/a.md", 'echo x > docs/a.md', 'mkdir docs/sub'),
  ...c(NO_DOCS_WRITES_ACCEPT, 'allow', 'touch src/new.ts', 'cp README.md build/', 'cat docs/a.md'),
  ...c(ASK_DOCS, 'deny', 'echo x > docs/a.md', 'touch docs/new.md', 'cp README.md docs/'),
  ...c({ allow: ['Bash'], deny: ['MultiEdit(docs/**)'] }, 'deny', 'echo x > docs/a.md', 'rm docs/a.md'),
  ...c({ allow: ['Bash'], deny: ['NotebookEdit(docs/**)'] }, 'deny', 'touch docs/x.ipynb'),
];

// 5a. Forms bash removes before it runs: line continuations inside and between words, quotes, escapes.
const NO_RM: Permissions = { allow: ['Bash'], deny: ['Bash(rm:*)'] };
export const LEXICAL_FORMS: readonly BashCase[] = [
  ...c(
    NO_RM,
    'deny',
    'r\\\nm README.md', 'r\\\n\\\nm README.md', 'rm\\\n README.md', '"r\\\nm" README.md', "r''\\\nm README.md", "'r'\\\nm README.md", "$'r'\\\nm README.md",
    '\\r\\\nm README.md', 'timeout 5 r\\\nm README.md', "bash -c 'r\\\nm README.md'", 'echo $(r\\\nm README.md)', "eval 'r\\\nm README.md'", 'x=1; r\\\nm README.md',
    'true && r\\\nm README.md', 'r\\\nm\\\n README.md', 'find . -name x -exec r\\\nm {} \\;', 'sudo r\\\nm README.md', 'r"m" README.md', "r''m README.md", '$"rm" README.md',
    'rm README.md # done', '# first\nrm README.md', 'command r\\\nm README.md', 'nice r\\\nm x',
  ),
  ...c(NO_RM, 'allow', 'echo r\\\nm', "echo 'r\\\nm'", 'ls \\\n src', 'echo rm # rm README.md'),
  // An exact rule stays the text as written; a prefix rule sees the words bash runs.
  ...c({ allow: ['Bash(npm test)'] }, 'deny', 'npm te\\\nst', 'npm \\\ntest'),
  ...c({ allow: ['Bash(npm test:*)'] }, 'allow', 'npm te\\\nst', 'npm \\\n test -- --ci'),
  ...c({ allow: ['Bash(npm test:*)'] }, 'deny', 'npm test \\\n; touch x', 'np\\\nm test; touch x'),
];

// 5b. The protected list grown to Claude Code's: editor settings, git config and attributes, at any depth.
const BROAD: Permissions = { allow: ['Bash', 'Write', 'Edit(**)'] };
const ACCEPT: Permissions = { defaultMode: 'acceptEdits', allow: ['Bash(echo:*)', 'Bash(tee:*)'] };
export const PROTECTED_LIST: readonly BashCase[] = [
  ...c(
    ACCEPT,
    'deny',
    'mkdir .vscode', 'touch .vscode/settings.json', 'echo {} > .vscode/settings.json', 'echo {} > .vscode/tasks.json', 'mkdir -p .idea && touch .idea/workspace.xml',
    'echo x > .gitconfig', 'echo x > src/.gitconfig', 'echo "* filter=x" > .gitattributes', 'echo "* diff=x" >> sub/.gitattributes', 'cp README.md .ripgreprc',
    'echo {} > .claude.json', 'echo {} > .VSCode/settings.json', 'echo x | tee .IDEA/x', 'mv README.md .gitattributes', 'rm -rf .vscode', "sed -i 's/a/b/' .gitattributes",
  ),
  ...c(ACCEPT, 'allow', 'cat .gitattributes', 'ls -a', 'echo x > vscode.txt', 'touch src/gitconfig.ts', 'mkdir idea'),
];
export const PROTECTED_LIST_BROAD: readonly BashCase[] = c(BROAD, 'deny', 'touch .vscode/settings.json', 'echo x > .gitconfig', 'echo x > .gitattributes', 'cp README.md .idea/x.xml', 'mkdir -p sub/.vscode');

// cd steps and && chains: followed where they go, refused where they leave.
const TOUCH: Permissions = { allow: ['Bash(touch:*)', 'Bash(cat:*)', 'Bash(ls:*)'] };
export const CD_STEPS: readonly BashCase[] = [
  ...c(
    TOUCH,
    'deny',
    'cd src && cd ../.. && touch x', 'cd src; cd ..; cd ..; touch x', '(cd src) && touch ../x', 'cd src && true || cd / && cat etc/passwd', 'cd / && ls',
    'cd .. && ls', 'cd ~ && ls', 'cd && ls', 'cd link && touch x', 'cd $D && ls', 'cd - && ls', 'CDPATH=/ cd etc && cat passwd', 'cd src && cat ../../outside/data.txt',
    'cd src && touch /proc/self/cwd/../../x', 'pushd /etc && ls', 'cd src && cd .. && cd .. && ls',
  ),
  ...c(TOUCH, 'allow', 'cd src && touch new.ts', 'cd src && cd .. && touch x', 'cd src && ls && cd .. && ls', 'cd src || true', '(cd src && touch y.ts)', 'cd @WS@/src && ls'),
  // With no rule, a cd into the workspace is a step and nothing more: what follows still needs to be allowed.
  ...c({}, 'deny', 'cd src && touch x', 'cd src && nice ls', '(cd src && ls)'),
  ...c({}, 'allow', 'cd src && ls', 'cd src'),
];

// The modes' new allowances stay inside the workspace and off the protected paths.
export const MODE_LIMITS: readonly BashCase[] = [
  ...c(
    { defaultMode: 'acceptEdits' },
    'deny',
    'rm -rf .', 'rm -rf .git', 'cp -r src /tmp/x', 'mv src/a.ts .git/hooks/pre-commit', "sed -i 's/a/b/e' src/a.ts", 'rm -rf ~', 'touch $(cat README.md)', 'FOO=1 rm src/a.ts',
    'nice rm src/a.ts', 'rm src/a.ts && curl http://127.0.0.1:9', 'mkdir ../outside/d', 'cp src/a.ts link/', 'rm $X', 'touch src/a.ts &', 'chmod +x src/a.ts', 'ln -s /etc/passwd src/pw',
  ),
  ...c({ defaultMode: 'acceptEdits' }, 'allow', 'LANG=C rm src/a.ts', 'rm -- src/a.ts', 'mkdir -p build/x && cp src/a.ts build/x/', 'mv src/b.js src/c.js'),
  ...c({ defaultMode: 'dontAsk' }, 'deny', 'cat /etc/passwd', 'ls > out.txt', 'touch x', 'npm test', 'FOO=1 ls', 'nice ls', 'cat ~/.bashrc'),
  ...c({ defaultMode: 'dontAsk' }, 'allow', 'ls', 'cat README.md', 'git status', 'cd src && ls', 'wc -l src/*.ts'),
  ...c(
    { defaultMode: 'plan', allow: ['Bash', 'Edit(**)'], deny: [] },
    'deny',
    'ls > out.txt', 'cd src && touch x', 'npm test', 'timeout 5 ls', 'ls $X', 'touch x', 'rm src/a.ts', 'mkdir x',
  ),
  ...c({ defaultMode: 'plan', allow: ['Bash', 'Edit(**)'] }, 'allow', 'wc -l src/*.ts', 'cd src && ls', 'ls 2>/dev/null', 'git log --oneline'),
];

// Found in this round: tree-sitter puts every word after a redirect into it; bash gives them to the command.
const SECRETS_AND_RM: Permissions = { allow: ['Bash'], deny: ['Read(./secrets/**)', 'Bash(rm -rf:*)'] };
export const WORDS_AFTER_REDIRECTS: readonly BashCase[] = [
  ...c(
    SECRETS_AND_RM,
    'deny',
    'cat 2>/dev/null secrets/key', 'cat 2>&1 secrets/key', 'cat > /dev/null secrets/key', 'cat >/dev/null README.md secrets/key', 'rm 2>/dev/null -rf src', 'rm >/dev/null -rf src',
    'echo x > se\\\ncrets/key', 'grep 2>/dev/null -r KEY .', 'cat 2>/dev/null $(echo secrets/key)',
  ),
  ...c(SECRETS_AND_RM, 'allow', 'cat 2>&1 README.md', 'cat 2>/dev/null src/a.ts', 'ls 2>/dev/null src'),
  ...c({ allow: ['Bash(touch:*)'] }, 'deny', 'touch 2>/dev/null /etc/x', 'touch 2>&1 ../outside/x'),
  ...c({ allow: ['Bash(npm test:*)'] }, 'allow', 'npm test < /dev/null', 'npm test 2>&1 </dev/null | tail'),
];

export const ISSUE25_CLASSES: Readonly<Record<string, readonly BashCase[]>> = {
  '25.4 path rules by access': PATHS_BY_ACCESS,
  '25.5 lexical forms bash removes': LEXICAL_FORMS,
  '25.5 protected list (acceptEdits)': PROTECTED_LIST,
  '25.5 protected list (broad allow rules)': PROTECTED_LIST_BROAD,
  '25 cd steps and && chains': CD_STEPS,
  '25 mode limits': MODE_LIMITS,
  '25 words after a redirect': WORDS_AFTER_REDIRECTS,
};

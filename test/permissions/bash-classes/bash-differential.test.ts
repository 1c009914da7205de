/**
 * The gate against real bash: every line here makes bash create the file `x` (checked by running
 * it in a scratch directory), so under `deny: Bash(touch:*)` the gate must deny it. The last lines
 * are the documented limit: an interpreter's inline code, which the gate allows under `Bash`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBashParser } from '../../../src/permissions/bash/parser.js';
import { decide, type Workspace } from '../gate-fixture.js';
import { makeBashWorkspace } from './bash-workspace.js';

const EVASIONS = [
  "echo $'a\\'b'; touch x", 'echo ${x/ /}; touch x', 'echo {a,b}$(touch x)', '[[ $(touch x) ]]', 'for ((i=$(touch x);i<1;i++)); do :; done',
  'case a in a) touch x;;& *) :;; esac', 'echo a\\\n; touch x', 'echo `echo \\`touch x\\``', "x=$'\\ntouch x'; eval \"$x\"", 'echo ${x:-$(touch x)}',
  'echo "${x:-`touch x`}"', 'echo $((1))$(touch x)', 'f(){ touch x; }; f', 'function f { touch x; }; f', 'if touch x; then :; fi', 'while touch x; [ ! -e x ]; do :; done',
  'echo hi | tee >(touch x)', 'time touch x', '! touch x', 'touch x >/dev/null', '{ touch x; }', 'exec touch x', 'declare -a a=([0]=$(touch x))', 'a[$(touch x)]=1',
  'echo ${a[$(touch x)]}', 'x=1 y=$(touch x)', 'read x <<< $(touch x)', 'echo $(( $(touch x) ))', "eval $'tou\\x63h x'", "bash -c $'tou\\x63h x'", "printf 'touch x' | bash",
  "cat <<'E' | sh\ntouch x\nE", 'touc$@h x', 'touc${X}h x', 't=touc; ${t}h x', "$'\\164ouch' x", 'touch${IFS}x', 'IFS=,; cmd=touch,x; $cmd', 'echo touch x | xargs -I{} sh -c {}',
  'find . -maxdepth 0 -exec sh -c "touch x" \\;', "shopt -s expand_aliases; alias a='touch x'\na", 'trap "touch x" EXIT', 'BASH_ENV=<(echo touch x) bash -c :', 'env -S "touch x"',
  'nice -n1 -- touch x', 'timeout -- 5 touch x', 'timeout --signal=KILL --kill-after=1 5 touch x', 'command -- touch x', 'exec -a foo touch x', 'echo x | xargs -r -- touch',
  'stdbuf -o L -- touch x', "sed -e '1e touch x' README.md", "sed '1!G;e touch x' README.md", "awk 'BEGIN { \"touch x\" | getline }'", 'case x in *) touch x;; esac',
  'select a in 1; do touch x; break; done <<< 1', 'until touch x; do :; done', 'echo $(</dev/null; touch x)', "x='$(touch x)'; echo ${x@P}", "x='a[$(touch x)]'; (( x ))",
  "bash <<<'touch x'", 'bash <<E\ntouch x\nE', "find . -name README.md -exec touch x \\;", '/usr/bin/touch x', 'timeout 1e3 touch x', "git -c alias.t='!touch x' t", 'touch x &\nwait',
];
const LIMIT = ["perl -e 'system(\"touch x\")'", "node -e \"require('fs').writeFileSync('x', '')\"", 'python3 -c "open(\'x\', \'w\')"'];

let ws: Workspace;
beforeAll(async () => {
  ws = makeBashWorkspace();
  await loadBashParser();
});
afterAll(() => ws.cleanup());

/** Runs the line with bash in a fresh directory (a git repository with a README) and says whether `x` appeared. */
function bashCreatesX(line: string): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'tollgate-differential-'));
  try {
    writeFileSync(join(dir, 'README.md'), 'readme\n');
    execFileSync('git', ['init', '-q'], { cwd: dir, stdio: 'ignore' });
    try {
      execFileSync('bash', ['-c', line], { cwd: dir, stdio: 'ignore', timeout: 5000, env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir } });
    } catch {
      // A failing line may still have made the file.
    }
    // A process substitution (`>(touch x)`) may still be running when bash returns.
    for (let waited = 0; waited < 2000 && !existsSync(join(dir, 'x')); waited += 50) execFileSync('sleep', ['0.05']);
    return existsSync(join(dir, 'x'));
  } finally {
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  }
}

const NO_TOUCH = { permissions: { allow: ['Bash'], deny: ['Bash(touch:*)'] } };

describe('the gate against real bash', () => {
  it.each(EVASIONS)('bash runs touch in %j, and the gate denies it', async (line) => {
    expect(bashCreatesX(line)).toBe(true);
    const decision = await decide(ws, NO_TOUCH, 'Bash', { command: line });
    expect(decision.behavior, decision.reason).toBe('deny');
  });

  it.each(LIMIT)('the documented limit: %j writes x and is allowed under an allow-all Bash', async (line) => {
    expect(bashCreatesX(line)).toBe(true);
    expect((await decide(ws, NO_TOUCH, 'Bash', { command: line })).behavior).toBe('allow');
  });
});

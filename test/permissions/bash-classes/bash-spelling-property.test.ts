/**
 * Generated spellings of denied commands: however the name or path is quoted, escaped, wrapped,
 * nested in a shell or a runner, the gate's verdict stays "deny".
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBashParser } from '../../../src/permissions/bash/parser.js';
import { decide, type Workspace } from '../gate-fixture.js';
import { makeBashWorkspace } from './bash-workspace.js';

let ws: Workspace;
beforeAll(async () => {
  ws = makeBashWorkspace();
  await loadBashParser();
});
afterAll(() => ws.cleanup());

/** One character, written any way bash reads back as that character. */
const spelledChar = (ch: string) =>
  fc.constantFrom(ch, `'${ch}'`, `"${ch}"`, `\\${ch}`, `${ch}''`, `""${ch}`, `$'${ch}'`, `$'\\x${ch.charCodeAt(0).toString(16)}'`, `$'\\${ch.charCodeAt(0).toString(8)}'`);
const spelled = (word: string) => fc.tuple(...[...word].map(spelledChar)).map((parts) => parts.join(''));

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

const wrapper = fc.constantFrom(
  '', 'timeout 5 ', 'timeout 1e3 ', 'timeout .5 ', 'timeout 5s ', 'timeout inf ', 'timeout 0x10 ', 'timeout -k 1 5 ', 'timeout --preserve-status 5 ', 'timeout -s KILL 1d ',
  'nice ', 'nice -n 5 ', 'nice -5 ', 'nohup ', 'command ', 'exec ', 'env ', 'env -i ', 'env FOO=1 ', 'stdbuf -oL ', 'time ', 'sudo ', 'sudo -u nobody ', 'sudo FOO=1 ', 'setsid ', 'ionice -c 3 ',
);
/** Assignments only count before the command word (after a wrapper they would be its program name). */
const prefix = fc.constantFrom('', 'FOO=1 ', 'NODE_ENV=x ', 'A=1 B=2 ', 'PATH=/usr/bin:/bin ');
const namePath = fc.constantFrom('', '/usr/bin/', '/bin/', './', '/usr/local/bin/');

/** Ways to run a simple command line: as is, in a subshell, the background, a substitution, a shell, eval, a runner. */
const context = fc.constantFrom(
  (cmd: string) => cmd,
  (cmd: string) => `(${cmd})`,
  (cmd: string) => `{ ${cmd}; }`,
  (cmd: string) => `${cmd} &`,
  (cmd: string) => `echo $(${cmd})`,
  // Backticks do not nest: only a command without them goes inside.
  (cmd: string) => (cmd.includes('`') ? `echo $(${cmd})` : `echo \`${cmd}\``),
  (cmd: string) => `ls && ${cmd}`,
  (cmd: string) => `if true; then ${cmd}; fi`,
  (cmd: string) => `for i in 1 2; do ${cmd}; done`,
  (cmd: string) => `bash -c ${shellQuote(cmd)}`,
  (cmd: string) => `sh -c ${shellQuote(cmd)}`,
  (cmd: string) => `eval ${shellQuote(cmd)}`,
  (cmd: string) => `bash <<<${shellQuote(cmd)}`,
  (cmd: string) => `echo ${shellQuote(cmd)} | sh`,
  (cmd: string) => `bash <<'EOF'\n${cmd}\nEOF`,
  (cmd: string) => `f() { ${cmd}; }; f`,
  (cmd: string) => `find . -maxdepth 0 -exec ${cmd} \\;`,
  (cmd: string) => `echo . | xargs ${cmd}`,
  (cmd: string) => `trap ${shellQuote(cmd)} EXIT`,
  (cmd: string) => `alias z=${shellQuote(cmd)}`,
);

const NO_TOUCH = { permissions: { allow: ['Bash'], deny: ['Bash(touch:*)'] } };

describe('a command deny rule, against generated spellings', () => {
  it('holds for any quoting of the name, any wrapper, path prefix and context', async () => {
    await fc.assert(
      fc.asyncProperty(spelled('touch'), prefix, wrapper, wrapper, namePath, context, async (name, assignment, outer, inner, path, around) => {
        const simple = `${outer}${inner}${path && /^[a-z]+$/.test(name) ? path : ''}${name} x`;
        // find -exec and xargs run a program, not a shell line: an assignment there would be the program's name.
        const runsArgv = around('X').includes('-exec X') || around('X').includes('xargs X');
        const command = around(runsArgv ? simple : `${assignment}${simple}`);
        const decision = await decide(ws, NO_TOUCH, 'Bash', { command });
        expect(decision.behavior, command).toBe('deny');
      }),
      { numRuns: 300 },
    );
  });

  it('holds for a git subcommand however it is spelled or hidden', async () => {
    const subcommand = fc.oneof(spelled('push'), fc.constantFrom('{push,}', '$(echo push)', '`echo push`', '${SUB}', '"$(printf push)"', 'pu""sh', "$'\\160ush'"));
    const globals = fc.constantFrom('', '-C . ', '--no-pager ', '-c user.name=x ', '-P ', '--no-optional-locks ', '-c color.ui=never ');
    await fc.assert(
      fc.asyncProperty(spelled('git'), globals, subcommand, context, async (git, global, sub, around) => {
        const command = around(`${git} ${global}${sub} origin main`);
        const decision = await decide(ws, { permissions: { allow: ['Bash'], deny: ['Bash(git push:*)'] } }, 'Bash', { command });
        expect(decision.behavior, command).toBe('deny');
      }),
      { numRuns: 300 },
    );
  });
});

describe('the workspace boundary, against generated spellings of a path outside it', () => {
  const outsidePath = fc.constantFrom('../outside/x', '~/x', '$HOME/x', '"$HOME"/x', '${HOME}/x', 'link/x', 'dangling/x', 'src/link/../../outside/x', './../outside/x', 'src/../../outside/x', 'build/../../outside/x', '/tmp/x', '//tmp/x', '/etc/x');
  it('refuses the path whatever the allow rules, quoting and command', async () => {
    const verb = fc.constantFrom('touch', 'mkdir -p', 'cp src/a.ts', 'tee', 'cat', 'rm -f', 'ln -s src/a.ts', 'sort -o', 'sed -i s/a/b/');
    await fc.assert(
      fc.asyncProperty(verb, outsidePath, fc.boolean(), context, async (command, path, quoteIt, around) => {
        const target = quoteIt && !path.includes('$') && !path.startsWith('~') ? `"${path}"` : path;
        const line = around(`${command} ${target}`);
        const decision = await decide(ws, { permissions: { allow: ['Bash(touch:*)', 'Bash(mkdir:*)', 'Bash(cp:*)', 'Bash(tee:*)', 'Bash(cat:*)', 'Bash(rm:*)', 'Bash(ln:*)', 'Bash(sort:*)', 'Bash(sed:*)', 'Bash(bash:*)', 'Bash(sh:*)'] } }, 'Bash', { command: line });
        expect(decision.behavior, line).toBe('deny');
      }),
      { numRuns: 300 },
    );
  });
});

describe('a Read deny rule, against generated spellings of the denied path', () => {
  const secretFile = fc.oneof(
    fc.constantFrom('secrets/key', './secrets/key', 'secrets//key', 'src/../secrets/key', 'src/link/key', 'secrets/*', 'sec*/key', 's?crets/k?y', '{secrets,docs}/key', '[s]ecrets/key', '"secrets"/key', 'secrets/k\\ey'),
    spelled('secrets/key'),
  );
  const secretDirectory = fc.oneof(fc.constantFrom('secrets', './secrets/', 'src/link', 'src/../secrets', 'sec*', '"secrets"'), spelled('secrets'));
  // The workspace root itself: only a reader that goes below it reaches the secrets.
  const recursiveReader = fc.constantFrom('grep -r KEY', 'rg KEY', 'find', 'du -a', 'tree', 'tar czf build/t.tgz', 'ls -R', 'cp -r', 'git grep KEY --');
  const fileReader = fc.constantFrom('cat', 'head -1', 'tail -n1', 'grep KEY', 'wc -l', 'sed -n p', 'sort', 'xxd', 'cp', 'git show HEAD:', 'less', 'base64', 'od -c', 'cut -c1-3', 'awk 1', 'diff src/a.ts', 'md5sum', 'strings', 'nl', 'tac');
  const directoryReader = fc.constantFrom('ls', 'ls -la', 'grep -r KEY', 'grep -R KEY', 'rg KEY', 'find', 'du -a', 'tree', 'cp -r', 'tar czf build/t.tgz', 'git log -p --', 'git diff --', 'diff -r src', 'ls -R');
  it('keeps the file from being read by any reader', async () => {
    // git does not glob `rev:path`, and the shell finds no file to match `HEAD:sec*`: that one reads nothing.
    const read = fc.oneof(fc.tuple(fileReader, secretFile).filter(([reader, path]) => !(reader.endsWith(':') && /[*?[]/.test(path))), fc.tuple(directoryReader, secretDirectory), fc.tuple(recursiveReader, fc.constantFrom('.', './', '"."', '*')));
    await fc.assert(
      fc.asyncProperty(read, context, async ([command, path], around) => {
        const line = around(command.endsWith(':') ? `${command}${path}` : command.startsWith('cp') ? `${command} ${path} build/` : `${command} ${path}`);
        const decision = await decide(ws, { permissions: { allow: ['Bash'], deny: ['Read(./secrets/**)'] } }, 'Bash', { command: line });
        expect(decision.behavior, line).toBe('deny');
      }),
      { numRuns: 300 },
    );
  });
});

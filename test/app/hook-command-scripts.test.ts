import { beforeAll, describe, expect, it } from 'vitest';
import { hookCommandScripts, type HookCommandScripts, type UnreadableHookCommand } from '../../src/app/hook-command-scripts.js';
import { scriptUses } from '../../src/app/program-scripts.js';
import { loadBashParser } from '../../src/permissions/index.js';

const workspace = '/work/repo';
const scope = { workspace, env: { HOME: '/home/runner', PATH: '/usr/bin', TOOLS: '/work/repo/tools' } };

beforeAll(async () => {
  await loadBashParser();
});

function scripts(command: string): HookCommandScripts {
  const found = hookCommandScripts(command, scope);
  if ('unreadable' in found) throw new Error(`unexpectedly unreadable: ${found.unreadable}`);
  return found;
}

function unreadable(command: string): string {
  const found = hookCommandScripts(command, scope);
  expect('unreadable' in found, `${command} should be unreadable`).toBe(true);
  return (found as UnreadableHookCommand).unreadable;
}

const copyOf = (path: string) => `/private/copy/${path}`;

describe('the repository files a hook command runs', () => {
  it.each([
    ['./ci/guard.sh', ['ci/guard.sh'], `'/private/copy/ci/guard.sh'`],
    ['bash ci/guard.sh', ['ci/guard.sh'], `bash '/private/copy/ci/guard.sh'`],
    ['sh -e ./ci/guard.sh --strict', ['ci/guard.sh'], `sh -e '/private/copy/ci/guard.sh' --strict`],
    ['"$CLAUDE_PROJECT_DIR"/ci/guard.sh', ['ci/guard.sh'], `'/private/copy/ci/guard.sh'`],
    ['${CLAUDE_PROJECT_DIR}/ci/guard.sh', ['ci/guard.sh'], `'/private/copy/ci/guard.sh'`],
    ['node scripts/check.js "$(jq -r .tool_input.command)"', ['scripts/check.js'], `node '/private/copy/scripts/check.js' "$(jq -r .tool_input.command)"`],
    ['python3 -u -W ignore hooks/gate.py', ['hooks/gate.py'], `python3 -u -W ignore '/private/copy/hooks/gate.py'`],
    ['/work/repo/ci/guard.sh', ['ci/guard.sh'], `'/private/copy/ci/guard.sh'`],
    ['env FOO=1 timeout 10 ./ci/guard.sh', ['ci/guard.sh'], `env FOO=1 timeout 10 '/private/copy/ci/guard.sh'`],
    ['source ci/lib.sh && check', ['ci/lib.sh'], `source '/private/copy/ci/lib.sh' && check`],
    ['cat | ./ci/a.sh; ./ci/b.sh || exit 2', ['ci/a.sh', 'ci/b.sh'], `cat | '/private/copy/ci/a.sh'; '/private/copy/ci/b.sh' || exit 2`],
    ['bash -c "./ci/guard.sh --x"', ['ci/guard.sh'], `bash -c ''\\''/private/copy/ci/guard.sh'\\'' --x'`],
    ['$TOOLS/lint.sh', ['tools/lint.sh'], `'/private/copy/tools/lint.sh'`],
  ])('%s', (command, paths, rewritten) => {
    const found = scripts(command);
    expect(found.paths).toEqual(paths);
    expect(found.rewrite(copyOf)).toBe(rewritten);
  });

  it('leaves programs from PATH, data files and paths outside the repository alone', () => {
    for (const command of ['jq -r .tool_input.command', 'npx prettier --check src/a.ts', 'grep -q rm README.md', '/usr/bin/env bash -c "echo hi"', 'cat ../outside.sh', 'node -e "require(\'./ci/x\')"', 'bun run lint']) {
      expect(scripts(command).paths, command).toEqual([]);
      expect(scripts(command).rewrite(copyOf)).toBe(command);
    }
  });

  it('cannot tell, and says so, when what runs is only known at run time or the line does not parse', () => {
    expect(unreadable('"$(git rev-parse --show-toplevel)"/ci/guard.sh')).toContain('only known when it runs');
    expect(unreadable('d=ci; ./$d/guard.sh')).toContain('only known when it runs');
    expect(unreadable('./ci/*.sh')).toContain('only known when it runs');
    expect(unreadable('bash <<EOF\n./ci/guard.sh\nEOF')).toContain('only known when it runs');
    expect(unreadable('if then fi (')).toContain('cannot parse');
  });
});

describe('an interpreter that loads a file or module through an option', () => {
  it.each([
    ['node -r ./x.js guard.js', '-r ./x.js'],
    ['node -r./x.js guard.js', '-r./x.js'],
    ['node --require ./ci/setup.js ci/check.js', '--require ./ci/setup.js'],
    ['node --import=./ci/setup.mjs ci/check.js', '--import=./ci/setup.mjs'],
    ['node --loader ./ci/loader.mjs ci/check.js', '--loader ./ci/loader.mjs'],
    ['node --experimental-loader ./ci/loader.mjs ci/check.js', '--experimental-loader ./ci/loader.mjs'],
    ['python3 -m ci.guard', '-m ci.guard'],
    ['python3 -u -mci.guard', '-mci.guard'],
    ['env A=1 python -m pkg', '-m pkg'],
    ['ruby -r ./ci/setup.rb ci/guard.rb', '-r ./ci/setup.rb'],
    ['perl -Mci::Guard ci/guard.pl', '-Mci::Guard'],
    ['php -d auto_prepend_file=ci/x.php ci/guard.php', '-d auto_prepend_file=ci/x.php'],
    ['tsx --import ./ci/setup.ts ci/check.ts', '--import ./ci/setup.ts'],
    ['bun --preload ./ci/setup.ts ci/check.ts', '--preload ./ci/setup.ts'],
    ['deno run --import-map ci/map.json ci/check.ts', '--import-map ci/map.json'],
    ['bash -c "node -r ./x.js ci/check.js"', '-r ./x.js'],
  ])('%s is refused, saying what to write instead', (command, shown) => {
    const why = unreadable(command);
    expect(why).toContain(`\`${shown}\` loads a file or module that Tollgate does not copy from the trusted commit`);
    expect(why).toContain('run the script by its path');
  });

  it('lets an option load a file from outside the repository (an absolute path elsewhere), and still copies the script', () => {
    expect(scripts('node --import /opt/tools/tsx/loader.mjs ci/check.ts').paths).toEqual(['ci/check.ts']);
    expect(scripts('node -r /opt/hooks/setup.js ci/check.js').paths).toEqual(['ci/check.js']);
    expect(scripts('node --import=/opt/tools/loader.mjs ci/check.js').paths).toEqual(['ci/check.js']);
    expect(scripts('node --import file:///opt/tools/loader.mjs ci/check.js').paths).toEqual(['ci/check.js']);
    expect(unreadable('node --import file:///work/repo/ci/setup.mjs ci/check.js')).toContain('loads a file or module');
    // Inside the repository, absolute or not, it is still the pull request's file.
    expect(unreadable('node --import /work/repo/ci/setup.mjs ci/check.js')).toContain('loads a file or module');
    expect(unreadable('node --import /work/repo/../repo/ci/setup.mjs ci/check.js')).toContain('loads a file or module');
  });

  it('still reads options that take other values', () => {
    expect(scripts('node -C dev --stack-size 100 ci/check.js').paths).toEqual(['ci/check.js']);
    expect(scripts('python3 -W ignore -X dev ci/gate.py').paths).toEqual(['ci/gate.py']);
    expect(scriptUses(['node', '-r', './x.js', 'guard.js'])).toEqual([{ kind: 'unknown', index: 1, loads: 2 }]);
    expect(scriptUses(['python', '-m', 'pkg'])).toEqual([{ kind: 'unknown', index: 1, loads: 2 }]);
  });
});

describe('which words of an argv run something', () => {
  it('finds the program path, the interpreter script, and shell code', () => {
    expect(scriptUses(['./server.js'])).toEqual([{ kind: 'file', index: 0 }]);
    expect(scriptUses(['node', '--inspect', 'mcp/server.js', '--port', '1'])).toEqual([{ kind: 'file', index: 2 }]);
    expect(scriptUses(['bash', '-lc', './x.sh'])).toEqual([{ kind: 'shell', index: 2 }]);
    expect(scriptUses(['php', '-f', 'x.php'])).toEqual([{ kind: 'file', index: 2 }]);
    expect(scriptUses(['deno', 'run', '--allow-read', 'srv.ts'])).toEqual([{ kind: 'file', index: 3 }]);
    expect(scriptUses(['npx', '-y', '@modelcontextprotocol/server-everything'])).toEqual([]);
    expect(scriptUses(['env', '-S', 'node x.js'])).toEqual([{ kind: 'unknown', index: 1 }]);
    expect(scriptUses(['./ci/timeout', '5'])).toEqual([{ kind: 'file', index: 0 }]);
  });
});

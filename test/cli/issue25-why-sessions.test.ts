/**
 * The examples of issue 25's "Why", each in a real session of the built CLI (scripted model, the
 * loopback Messages API, the sandbox on as in CI), judged by their effect: what the command left on
 * disk, what the model was sent, and what stayed untouched.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeEverydayWorkspace, type EverydayWorkspace } from '../permissions/everyday/everyday-workspace.js';
import { startFakeMessagesApi, type FakeMessagesApi } from '../support/fake-messages-api.js';
import { runCli } from '../support/run-cli.js';
import { endTurn, reply, toolUse } from '../support/scripted-model.js';

let ws: EverydayWorkspace;
let api: FakeMessagesApi | undefined;
beforeEach(() => {
  ws = makeEverydayWorkspace();
});
afterEach(async () => {
  await api?.close();
  api = undefined;
  ws.cleanup();
});

interface Ran {
  readonly status: Map<string, string>;
  readonly text: Map<string, string>;
}

type Call = [tool: string, input: Record<string, unknown>, id: string];
const bash = (command: string, id: string): Call => ['Bash', { command }, id];

/** One session making `calls` (in that order, one turn each) under `permissions`. */
async function session(permissions: Record<string, unknown>, calls: Call[]): Promise<Ran> {
  api = await startFakeMessagesApi({ script: [...calls.map(([tool, input, id]) => reply(toolUse(tool, input, id))), endTurn('Done.')] });
  writeFileSync(join(ws.base, 'policy.json'), JSON.stringify({ version: 1, permissions }));
  const out = join(ws.base, 'out');
  const run = await runCli(['run', '--prompt', 'work', '--cwd', ws.root, '--out', out, '--policy', join(ws.base, 'policy.json')], {
    cwd: ws.base,
    env: { ANTHROPIC_API_KEY: 'sk-test-why-0123456789', ANTHROPIC_BASE_URL: api.baseURL, HOME: ws.home },
    timeoutMs: 120_000,
  });
  expect(run.code, run.stdout + run.stderr).toBe(0);
  const result = JSON.parse(readFileSync(join(out, 'result.json'), 'utf8')) as { tool_calls: { tool_use_id: string; status: string }[] };
  const text = new Map<string, string>();
  for (const request of api.requests) {
    for (const message of (request.body.messages ?? []) as { role: string; content: unknown }[]) {
      if (message.role !== 'user' || !Array.isArray(message.content)) continue;
      for (const block of message.content as { type?: string; tool_use_id?: string; content?: unknown }[]) {
        if (block.type !== 'tool_result' || !block.tool_use_id) continue;
        text.set(block.tool_use_id, typeof block.content === 'string' ? block.content : JSON.stringify(block.content));
      }
    }
  }
  return { status: new Map(result.tool_calls.map((c) => [c.tool_use_id, c.status])), text };
}

const file = (path: string) => join(ws.root, path);
const read = (path: string) => readFileSync(file(path), 'utf8');

describe('what real sessions do, allowed as the maintainer meant', () => {
  it('under Bash(npm test:*) and Bash(ls:*): cd into a package and test it, cd and list, and two spaces in a prefix rule', async () => {
    // (A cd also moves the session's directory for the next call, as in Claude Code: each call says where it goes.)
    const ran = await session({ allow: ['Bash(npm test:*)', 'Bash(ls:*)', 'Bash(npm run:*)'] }, [
      bash('cd src && ls', 'cd_ls'),
      bash(`cd ${ws.root}/packages/core && npm test`, 'cd_test'),
      bash(`cd ${ws.root} && npm  run build`, 'two_spaces'),
    ]);
    expect(ran.text.get('cd_ls')).toContain('math.ts');
    expect(ran.status.get('cd_test')).toBe('success');
    expect(read('packages/core/runs.log').trim()).toBe('test -');
    expect(ran.status.get('two_spaces')).toBe('success');
    expect(read('runs.log').trim()).toBe('build -');
  });

  it('Read ~/.bashrc is the home directory, refused as outside the workspace, not a file called ~', async () => {
    const ran = await session({ defaultMode: 'acceptEdits' }, [['Read', { file_path: '~/.bashrc' }, 'home'], ['Write', { file_path: '~/planted.txt', content: 'x' }, 'home_write']]);
    expect(ran.status.get('home')).toBe('denied');
    expect(ran.text.get('home')).toContain(`${ws.home}/.bashrc`);
    expect(ran.text.get('home')).toContain('outside the workspace');
    expect(ran.text.get('home')).not.toContain('File does not exist');
    expect(ran.text.get('home')).not.toContain('# home rc');
    expect(existsSync(join(ws.home, 'planted.txt'))).toBe(false);
    expect(existsSync(file('~'))).toBe(false);
  });

  it('acceptEdits runs touch, mkdir, rm, cp, mv and sed -i on workspace files', async () => {
    const ran = await session({ defaultMode: 'acceptEdits' }, [
      bash('touch src/new.ts', 'touch'),
      bash('mkdir -p src/utils', 'mkdir'),
      bash('rm src/old.ts', 'rm'),
      bash('cp src/math.ts src/math.copy.ts', 'cp'),
      bash('mv docs/guide.md docs/handbook.md', 'mv'),
      bash("sed -i 's/foo/bar/' src/app.ts", 'sed'),
    ]);
    for (const id of ['touch', 'mkdir', 'rm', 'cp', 'mv', 'sed']) expect(ran.status.get(id), `${id}: ${ran.text.get(id)}`).toBe('success');
    expect(existsSync(file('src/new.ts'))).toBe(true);
    expect(existsSync(file('src/utils'))).toBe(true);
    expect(existsSync(file('src/old.ts'))).toBe(false);
    expect(read('src/math.copy.ts')).toBe(read('src/math.ts'));
    expect(existsSync(file('docs/guide.md'))).toBe(false);
    expect(read('docs/handbook.md')).toContain('# Guide');
    expect(read('src/app.ts')).toContain('// bar');
  });

  it('dontAsk runs read-only commands and Read inside the workspace', async () => {
    const ran = await session({ defaultMode: 'dontAsk' }, [bash('ls', 'ls'), bash('cat README.md', 'cat'), bash('git status', 'status'), ['Read', { file_path: 'README.md' }, 'read']]);
    for (const id of ['ls', 'cat', 'status', 'read']) expect(ran.status.get(id), `${id}: ${ran.text.get(id)}`).toBe('success');
    expect(ran.text.get('ls')).toContain('package.json');
    expect(ran.text.get('cat')).toContain('A fixture.');
    expect(ran.text.get('status')).toContain('On branch');
    expect(ran.text.get('read')).toContain('A fixture.');
  });

  it('plan mode reads with globs, cd and xargs, knows node --version, and writes nothing', async () => {
    const before = read('src/math.ts');
    const ran = await session({ defaultMode: 'plan', deny: ['Read(./.env)'] }, [
      bash('wc -l src/*.ts', 'wc'),
      bash('ls packages/*/src', 'ls'),
      bash('du -sh packages/*', 'du'),
      bash("git ls-files '*.ts' | xargs wc -l", 'xargs'),
      bash('node --version', 'node'),
      bash('git blame -L 1,12 src/math.ts', 'blame'),
      bash('cd packages/core && ls -la', 'cd'),
    ]);
    for (const id of ['wc', 'ls', 'du', 'xargs', 'node', 'blame', 'cd']) expect(ran.status.get(id), `${id}: ${ran.text.get(id)}`).toBe('success');
    expect(ran.text.get('wc')).toContain('src/math.ts');
    expect(ran.text.get('xargs')).toContain('packages/core/src/sum.ts');
    expect(ran.text.get('node')).toMatch(/v\d+\./);
    expect(ran.text.get('blame')).toContain('export function add');
    expect(ran.text.get('cd')).toContain('package.json');
    expect(read('src/math.ts')).toBe(before);
  });
});

describe('and no to the last evasions', () => {
  it('a Write deny on a path stops Edit, redirects and cp on it too', async () => {
    const ran = await session({ defaultMode: 'acceptEdits', deny: ['Write(secret/**)'] }, [
      ['Read', { file_path: 'secret/k' }, 'read'],
      ['Edit', { file_path: 'secret/k', old_string: 'SECRET', new_string: 'PWNED' }, 'edit'],
      bash('echo pwned > secret/k', 'redirect'),
      bash('cp README.md secret/k', 'cp'),
      bash('touch secret/new', 'touch'),
    ]);
    expect(ran.status.get('read')).toBe('success');
    for (const id of ['edit', 'redirect', 'cp', 'touch']) expect(ran.status.get(id), `${id}: ${ran.text.get(id)}`).toBe('denied');
    expect(read('secret/k')).toBe('SECRET-KEY-VALUE\n');
    expect(existsSync(file('secret/new'))).toBe(false);
  });

  it('a backslash-newline inside a word does not hide rm from Bash(rm:*)', async () => {
    mkdirSync(file('victims'));
    writeFileSync(file('victims/x'), 'keep\n');
    const ran = await session({ allow: ['Bash'], deny: ['Bash(rm:*)'] }, [bash('r\\\nm victims/x', 'split'), bash('"r\\\nm" -f victims/x', 'quoted'), bash('cat victims/x', 'still')]);
    expect(ran.status.get('split')).toBe('denied');
    expect(ran.status.get('quoted')).toBe('denied');
    expect(read('victims/x')).toBe('keep\n');
    expect(ran.text.get('still')).toContain('keep');
  });

  it('words after a redirect are arguments: `cat 2>/dev/null secret/k` is a read of secret/k (main allowed it)', async () => {
    const ran = await session({ allow: ['Bash'], deny: ['Read(secret/**)', 'Bash(rm -rf:*)'] }, [
      bash('cat 2>/dev/null secret/k', 'cat'),
      bash('cat 2>&1 secret/k', 'cat_dup'),
      bash('rm 2>/dev/null -rf docs', 'rm'),
      bash('cat 2>&1 README.md', 'readme'),
    ]);
    for (const id of ['cat', 'cat_dup', 'rm']) expect(ran.status.get(id), `${id}: ${ran.text.get(id)}`).toBe('denied');
    expect([...ran.text.values()].join('\n')).not.toContain('SECRET-KEY-VALUE');
    expect(existsSync(file('docs/guide.md'))).toBe(true);
    expect(ran.text.get('readme')).toContain('A fixture.');
  });

  it('.vscode/settings.json and a workspace .gitconfig are not written under a bare Write rule', async () => {
    const ran = await session({ allow: ['Write', 'Bash'] }, [
      ['Write', { file_path: '.vscode/settings.json', content: '{"task.allowAutomaticTasks": "on"}' }, 'vscode'],
      ['Write', { file_path: '.gitconfig', content: '[core]\n\tfsmonitor = ./x\n' }, 'gitconfig'],
      ['Write', { file_path: '.gitattributes', content: '* filter=x\n' }, 'attributes'],
      bash("node -e \"require('fs').mkdirSync('.idea',{recursive:true});require('fs').writeFileSync('.idea/x.xml','x')\"", 'sandboxed'),
    ]);
    for (const id of ['vscode', 'gitconfig', 'attributes']) expect(ran.status.get(id), `${id}: ${ran.text.get(id)}`).toBe('denied');
    for (const path of ['.vscode/settings.json', '.gitconfig', '.gitattributes', '.idea/x.xml']) expect(existsSync(file(path)), path).toBe(false);
  });
});

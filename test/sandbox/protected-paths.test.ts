/**
 * The profile of a call that writes: the workspace and the other writable roots are writable, the
 * protected paths in them are not, whether they exist yet or not, at the top or deeper down. Real
 * bubblewrap; what a command managed to do is read back from the host.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AnyTool } from '../../src/core/tool.js';
import { loadBashParser } from '../../src/permissions/bash/parser.js';
import { createBashTool } from '../../src/tools/bash.js';
import { git, makeWorld, sandboxedContext, type SandboxWorld } from '../support/sandbox-fixtures.js';

const bash = () => [createBashTool() as unknown as AnyTool];

let world: SandboxWorld;
beforeAll(async () => {
  await loadBashParser();
});
beforeEach(() => {
  world = makeWorld({ '.github/tollgate.yml': 'permissions: {}\n', 'pkg/.npmrc': 'registry=https://registry.npmjs.org/\n' });
});
afterEach(() => world.cleanup());

describe('the profile of a call that writes', () => {
  it('keeps protected paths that do not exist yet uncreatable, and leaves no mount point behind', async () => {
    rmSync(join(world.workspace, '.git', 'hooks'), { recursive: true, force: true });
    const sandbox = await sandboxedContext(world, '{}', bash());
    try {
      const attempt = await sandbox.call('Bash', {
        command: [
          'mkdir -p .git/hooks; echo "#!/bin/sh" > .git/hooks/pre-commit',
          'echo x > .gitmodules; echo x > .envrc; echo x > .yarnrc.yml; echo "{}" > .mcp.json',
          'mkdir -p .claude && echo "{}" > .claude/settings.json',
          'mkdir -p .github/workflows && echo "on: push" > .github/workflows/ci.yml',
          'echo "permissions: {allow: [Bash]}" > .github/tollgate.yml',
          'echo ok > notes.txt',
          // git works around the mount points: they are not untracked files to it.
          'git add -A && git -c user.email=a@b -c user.name=n commit -qm notes && echo committed',
        ].join('\n'),
      });
      expect(attempt.text).toContain('committed');
      for (const path of ['.git/hooks', '.gitmodules', '.envrc', '.yarnrc.yml', '.mcp.json', '.claude', '.github/workflows']) {
        expect(existsSync(join(world.workspace, path)), path).toBe(false);
      }
      expect(readFileSync(join(world.workspace, '.github', 'tollgate.yml'), 'utf8')).toBe('permissions: {}\n');
      expect(readFileSync(join(world.workspace, 'notes.txt'), 'utf8')).toBe('ok\n');
      expect(git(world.workspace, 'show', '--stat', '--format=%s', 'HEAD')).toMatch(/notes\n[\s\S]*notes\.txt/);
      expect(git(world.workspace, 'status', '--porcelain')).toBe('');
    } finally {
      await sandbox.close();
    }
  });

  it('shows a protected file that does not exist as an empty read-only file: git and config readers work, nothing can be written there', async () => {
    const sandbox = await sandboxedContext(world, '{}', bash());
    try {
      const result = await sandbox.call('Bash', {
        command: [
          'cat .gitattributes .npmrc; echo read=$?',
          'git status --porcelain 2>&1; git diff --stat 2>&1',
          '(echo "* filter=evil" > .gitattributes) 2>/dev/null && echo WROTE-attributes',
          'echo ok > notes.txt',
        ].join('\n'),
      });
      expect(result.text).toContain('read=0');
      expect(result.text).not.toContain('Permission denied');
      expect(result.text).not.toContain('unable to access');
      expect(result.text).not.toContain('WROTE-attributes');
      expect(existsSync(join(world.workspace, '.gitattributes'))).toBe(false);
      expect(existsSync(join(world.workspace, '.npmrc'))).toBe(false);
      expect(readFileSync(join(world.workspace, 'notes.txt'), 'utf8')).toBe('ok\n');
    } finally {
      await sandbox.close();
    }
  });

  it('keeps its own files read-only from the first call when the policy makes the temp folder writable', async () => {
    const temp = join(world.root, 'temp');
    mkdirSync(temp);
    const before = process.env.TMPDIR;
    process.env.TMPDIR = temp;
    try {
      const sandbox = await sandboxedContext(world, `sandbox:\n  filesystem:\n    allowWrite: ["${temp}"]\n`, bash());
      try {
        const result = await sandbox.call('Bash', {
          command: [
            'cat .gitattributes; echo read=$?',
            `for f in ${temp}/tollgate-sandbox-*/empty ${temp}/tollgate-sandbox-*/git-excludes; do (echo '* filter=evil' > "$f") 2>/dev/null && echo "WROTE $f"; done`,
            `echo ok > ${temp}/note.txt && echo temp-written`,
          ].join('\n'),
        });
        expect(result.text).toContain('read=0');
        expect(result.text).not.toContain('WROTE');
        expect(result.text).toContain('temp-written');
      } finally {
        await sandbox.close();
      }
    } finally {
      if (before === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = before;
    }
  });

  it('protects nested repositories, packages and a worktree pointer, and the run records in the output folder', async () => {
    mkdirSync(join(world.workspace, 'vendor', 'lib'), { recursive: true });
    git(join(world.workspace, 'vendor', 'lib'), 'init', '-q');
    rmSync(join(world.workspace, 'vendor', 'lib', '.git', 'hooks'), { recursive: true, force: true });
    const worktree = join(world.root, 'worktree');
    git(world.workspace, 'worktree', 'add', '-q', worktree);
    writeFileSync(join(world.outputDir, 'transcript.jsonl'), '{"type":"start"}\n');
    const sandbox = await sandboxedContext(world, `permissions:\n  additionalDirectories: ["${worktree}"]\n`, bash());
    try {
      const result = await sandbox.call('Bash', {
        command: [
          'mkdir -p vendor/lib/.git/hooks; echo hook > vendor/lib/.git/hooks/post-checkout',
          'echo "registry=http://evil" > pkg/.npmrc',
          `echo "gitdir: /tmp" > ${worktree}/.git`,
          `echo edit >> ${worktree}/src/index.js && echo worktree-edited`,
          `echo forged >> ${join(world.outputDir, 'transcript.jsonl')}`,
          `echo extra > ${join(world.outputDir, 'extra.txt')} && echo output-written`,
        ].join('\n'),
      });
      expect(existsSync(join(world.workspace, 'vendor', 'lib', '.git', 'hooks'))).toBe(false);
      expect(readFileSync(join(world.workspace, 'pkg', '.npmrc'), 'utf8')).toContain('registry.npmjs.org');
      expect(readFileSync(join(worktree, '.git'), 'utf8')).toMatch(/^gitdir: .*worktrees/);
      expect(result.text).toContain('worktree-edited');
      expect(readFileSync(join(world.outputDir, 'transcript.jsonl'), 'utf8')).toBe('{"type":"start"}\n');
      expect(result.text).toContain('output-written');
    } finally {
      await sandbox.close();
    }
  });

  it('protects what one call made from the next: a new repository, package, editor and agent settings', async () => {
    rmSync(join(world.workspace, '.github'), { recursive: true });
    const sandbox = await sandboxedContext(world, '{}', bash());
    // Each kind of protected path, nested where only a scan finds it, by Tollgate's list and the library's.
    const made = {
      'vendor/lib/.git/hooks/pre-commit': '#!/bin/sh\necho original hook\n',
      'vendor/lib/.git/config': '[core]\n\tbare = false\n',
      'pkg2/.npmrc': 'registry=https://registry.npmjs.org/\n',
      'tools/.vscode/tasks.json': '{"original": true}\n',
      'tools/.idea/workspace.xml': '<original/>\n',
      'tools/.claude/settings.json': '{"original": true}\n',
      'tools/.gitconfig': '[user]\n\tname = original\n',
      'tools/ci/.github/workflows/ci.yml': 'on: push\n',
    };
    const tamper = Object.keys(made)
      .map((path) => `echo tampered > ${path} 2>/dev/null && echo "WROTE ${path}"`)
      .join('\n');
    try {
      const first = await sandbox.call('Bash', {
        command: ['git init -q vendor/lib', ...Object.entries(made).map(([path, content]) => `mkdir -p $(dirname ${path}) && printf '%s' '${content}' > ${path}`), 'echo made'].join('\n'),
      });
      expect(first.text).toContain('made');
      for (const [path, content] of Object.entries(made)) expect(readFileSync(join(world.workspace, path), 'utf8'), path).toBe(content);

      const second = await sandbox.call('Bash', { command: `${tamper}\necho tried` });
      // A call that changes nothing protected, then another attempt: the wrap reused must still hold.
      const third = await sandbox.call('Bash', { command: 'echo notes > notes.txt && echo benign' });
      const fourth = await sandbox.call('Bash', { command: `${tamper}\necho tried` });
      // Made on the host between calls (a hook, a file tool): the next call sees it protected too.
      writeFileSync(join(world.workspace, 'tools', '.vscode', 'launch.json'), '{"host": true}\n');
      const fifth = await sandbox.call('Bash', { command: 'echo tampered > tools/.vscode/launch.json 2>/dev/null && echo WROTE-launch; echo tried' });
      // Where an earlier wrap laid an empty mount point (.github, for .github/workflows), a folder made since is seen as it is.
      mkdirSync(join(world.workspace, '.github'));
      writeFileSync(join(world.workspace, '.github', 'CODEOWNERS'), '* @owner\n');
      const sixth = await sandbox.call('Bash', { command: 'cat .github/CODEOWNERS; mkdir -p .github/workflows 2>/dev/null && echo WROTE-workflows; echo tried' });
      expect(third.text).toContain('benign');
      for (const result of [second, fourth, fifth, sixth]) {
        expect(result.text).toContain('tried');
        expect(result.text).not.toContain('WROTE');
      }
      for (const [path, content] of Object.entries(made)) expect(readFileSync(join(world.workspace, path), 'utf8'), path).toBe(content);
      expect(readFileSync(join(world.workspace, 'tools', '.vscode', 'launch.json'), 'utf8')).toBe('{"host": true}\n');
      expect(sixth.text).toContain('* @owner');
      expect(existsSync(join(world.workspace, '.github', 'workflows'))).toBe(false);
      // No mount point of a reused wrap is left on the host.
      for (const path of ['.gitmodules', '.envrc', '.mcp.json', '.vscode', '.idea', '.claude', 'vendor/lib/.gitmodules']) {
        expect(existsSync(join(world.workspace, path)), path).toBe(false);
      }
    } finally {
      await sandbox.close();
    }
  });

  it('keeps the mount points of a sandbox that writes while calls come and go beside it', async () => {
    const sandbox = await sandboxedContext(world, 'sandbox:\n  mcpServers: true\n', bash());
    try {
      // A long-lived sandboxed process (as an MCP server is) that tries, after the calls below have ended, what they could not.
      const server = await sandbox.sandbox.runner.spawn({
        file: '/bin/bash',
        args: ['-c', 'sleep 2; echo server > .gitmodules 2>/dev/null && echo WROTE-gitmodules; mkdir .vscode 2>/dev/null && echo WROTE-vscode; echo done'],
        cwd: world.workspace,
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
        stdio: ['ignore', 'pipe', 'pipe'],
        purpose: { kind: 'mcp_server', server: 'long-lived' },
      });
      let said = '';
      server.stdout?.on('data', (chunk: Buffer) => (said += chunk.toString('utf8')));
      for (const command of ['echo one > one.txt', 'git init -q nested', 'echo two > two.txt']) {
        const result = await sandbox.call('Bash', { command: `${command} && echo ok` });
        expect(result.text).toContain('ok');
      }
      expect(await server.exited).toEqual({ kind: 'exited', code: 0, signal: null });
      expect(said).toContain('done');
      expect(said).not.toContain('WROTE');
      // Once nothing sandboxed runs, the mount points are gone from the host.
      for (const path of ['.gitmodules', '.vscode', '.mcp.json']) expect(existsSync(join(world.workspace, path)), path).toBe(false);
      expect(readFileSync(join(world.workspace, 'two.txt'), 'utf8')).toBe('two\n');
    } finally {
      await sandbox.close();
    }
  });

  it('applies sandbox.filesystem: allowWrite opens a folder, denyWrite closes one, home dotfiles stay read-only', async () => {
    mkdirSync(join(world.workspace, 'generated'));
    writeFileSync(join(world.home, '.gitconfig'), '[user]\n\tname = me\n');
    const policy = 'sandbox:\n  filesystem:\n    allowWrite: ["~", "~/.cache"]\n    denyWrite: ["generated"]\n';
    const sandbox = await sandboxedContext(world, policy, bash());
    try {
      const result = await sandbox.call('Bash', {
        command: 'echo x > generated/out.txt; echo "[core]" >> ~/.gitconfig; echo x > ~/.profile; mkdir -p ~/.cache && echo c > ~/.cache/item && echo cache-ok; echo n > ~/notes.txt && echo home-ok',
      });
      expect(existsSync(join(world.workspace, 'generated', 'out.txt'))).toBe(false);
      expect(readFileSync(join(world.home, '.gitconfig'), 'utf8')).toBe('[user]\n\tname = me\n');
      expect(existsSync(join(world.home, '.profile'))).toBe(false);
      expect(result.text).toContain('cache-ok');
      expect(result.text).toContain('home-ok');
      expect(readFileSync(join(world.home, 'notes.txt'), 'utf8')).toBe('n\n');
    } finally {
      await sandbox.close();
    }
  });
});

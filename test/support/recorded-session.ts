/**
 * A transcript recorded the way a maintainer gets one: `tollgate run` (the built CLI) on a copy
 * of the demo repository under POLICY_A, against the loopback Messages API with a scripted model
 * (no model API is reachable here). The session asks for calls of every kind the what-if commands
 * judge: allowed by a rule and by the mode, denied for want of a rule, by a deny rule, on a
 * protected path, outside the workspace, a command line with one part missing, and an edit made
 * after a `cd` that persisted between calls. `pristine` is a copy of the repository as it was
 * before the session changed it.
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startFakeMessagesApi } from './fake-messages-api.js';
import { runCli, type CliRun } from './run-cli.js';
import { endTurn, reply, toolUse } from './scripted-model.js';

export const POLICY_A = [
  'version: 1',
  'permissions:',
  '  defaultMode: default',
  '  allow: ["Bash(node --test:*)", "Edit(src/**)", "Bash(npm run lint:*)"]',
  '  deny: ["Bash(curl:*)", "Read(./.env)"]',
  '',
].join('\n');

/** The calls of the session, by id, as the model sends them. */
export const CALLS = {
  read: toolUse('Read', { file_path: 'src/stats.js' }, 'toolu_read'),
  edit: toolUse('Edit', { file_path: 'src/stats.js', old_string: '(values.length - 1)', new_string: 'values.length' }, 'toolu_edit'),
  test: toolUse('Bash', { command: 'node --test' }, 'toolu_test'),
  install: toolUse('Bash', { command: 'npm install --save-dev mocha' }, 'toolu_install'),
  curl: toolUse('Bash', { command: 'curl -s https://example.com' }, 'toolu_curl'),
  notesA: toolUse('Write', { file_path: 'docs/notes/a.md', content: '# A\n' }, 'toolu_notes_a'),
  notesB: toolUse('Write', { file_path: 'docs/notes/b.md', content: '# B\n' }, 'toolu_notes_b'),
  workflow: toolUse('Write', { file_path: '.github/workflows/x.yml', content: 'on: push\n' }, 'toolu_workflow'),
  outside: toolUse('Read', { file_path: '../outside.txt' }, 'toolu_outside'),
  publish: toolUse('Bash', { command: 'npm run lint && npm publish' }, 'toolu_publish'),
  cd: toolUse('Bash', { command: 'cd src' }, 'toolu_cd'),
  editInSrc: toolUse('Edit', { file_path: 'stats.js', old_string: 'export function median', new_string: '/** The middle value. */\nexport function median' }, 'toolu_edit_in_src'),
} as const;

export interface RecordedSession {
  readonly dir: string;
  /** The repository the session ran in (changed by it). */
  readonly repo: string;
  /** The same repository as it was before the session. */
  readonly pristine: string;
  readonly transcriptPath: string;
  readonly transcript: string;
  readonly run: CliRun;
}

export async function recordSession(dir: string): Promise<RecordedSession> {
  const repo = join(dir, 'repo');
  const pristine = join(dir, 'pristine');
  cpSync('examples/demo/repo', repo, { recursive: true });
  mkdirSync(join(repo, '.github'), { recursive: true });
  writeFileSync(join(repo, '.github', 'tollgate.yml'), POLICY_A);
  writeFileSync(join(repo, 'package.json'), JSON.stringify({ name: 'demo', scripts: { lint: 'node -e 0' } }));
  writeFileSync(join(dir, 'outside.txt'), 'not the workspace\n');
  cpSync(repo, pristine, { recursive: true });
  const c = CALLS;
  const api = await startFakeMessagesApi({
    script: [
      reply(c.read),
      reply(c.edit),
      reply(c.test),
      reply(c.install, c.curl),
      reply(c.notesA, c.notesB, c.workflow, c.outside),
      reply(c.publish),
      reply(c.cd),
      reply(c.editInSrc),
      endTurn('Done.'),
    ],
  });
  try {
    const out = join(dir, 'out');
    const run = await runCli(['run', '--prompt', 'fix the mean', '--cwd', repo, '--out', out, '--max-turns', '20'], {
      cwd: dir,
      env: { ANTHROPIC_API_KEY: 'sk-test-whatif-key-123456', ANTHROPIC_BASE_URL: api.baseURL },
    });
    const transcriptPath = join(out, 'transcript.jsonl');
    return { dir, repo, pristine, transcriptPath, transcript: readFileSync(transcriptPath, 'utf8'), run };
  } finally {
    await api.close();
  }
}

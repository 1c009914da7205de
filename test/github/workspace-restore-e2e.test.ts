/**
 * A step after Tollgate in the same job runs with the job's secrets whatever is in the workspace.
 * Through the built action (`node dist/index.js`): the agent edits package.json's test script, adds
 * a conftest.py and changes a file in the ignored node_modules; the change lands on the PR branch;
 * then `npm test` in the workspace, as a later step would run it, runs the original script, and
 * nothing the agent wrote is left. `changes.keep_workspace: true` keeps the edits, and says so.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeGitRepo, type FakeGitRepo } from '../support/fake-git-repo.js';
import { runActionProcess, startActionServers, type ActionServers } from '../support/action-harness.js';
import { endTurn, reply, toolUse } from '../support/scripted-model.js';
import { commentOnPull, repoPull, seedRepo, type RepoWorld } from './delivery-fixture.js';

const ORIGINAL = { name: 'app', version: '1.0.0', scripts: { test: "node -e \"console.log('the original test script')\"" } };
const EDITED = { ...ORIGINAL, scripts: { test: "node -e \"console.log('the agent test script')\"" } };

let servers: ActionServers | null = null;
let repo: FakeGitRepo;
let world: RepoWorld;
beforeEach(() => {
  repo = createFakeGitRepo();
  world = seedRepo(repo, { 'package.json': `${JSON.stringify(ORIGINAL, null, 2)}\n`, '.gitignore': 'node_modules/\n' });
});
afterEach(async () => {
  await servers?.close();
  servers = null;
  repo.dispose();
});

function agentEdits() {
  return [
    reply(toolUse('Read', { file_path: 'package.json' }), toolUse('Read', { file_path: 'node_modules/tool/index.js' })),
    reply(
      toolUse('Write', { file_path: 'package.json', content: `${JSON.stringify(EDITED, null, 2)}\n` }),
      toolUse('Write', { file_path: 'conftest.py', content: 'import os\nos.system("env > /tmp/leak")\n' }),
      toolUse('Write', { file_path: 'node_modules/tool/index.js', content: "console.log('the agent tool');\n" }),
    ),
    endTurn('Edited the test script.'),
  ];
}

const POLICY = ['permissions:', '  allow:', '    - Read', '    - Write(/package.json)', '    - Write(/conftest.py)', '    - Write(/node_modules/**)', ''].join('\n');

/** The checkout as actions/checkout and an `npm ci` leave it: the PR's head, and an installed dependency git ignores. */
function checkout(workspace: string): void {
  repo.checkout(workspace, world.head);
  mkdirSync(join(workspace, 'node_modules', 'tool'), { recursive: true });
  mkdirSync(join(workspace, 'node_modules', 'other'), { recursive: true });
  writeFileSync(join(workspace, 'node_modules', 'tool', 'index.js'), "console.log('the installed tool');\n");
  writeFileSync(join(workspace, 'node_modules', 'other', 'index.js'), "console.log('untouched');\n");
}

/** `npm test` as a later step runs it (its cache in the run's home, outside the workspace). */
const npmTest = (run: { workspace: string; root: string }) => execFileSync('npm', ['test', '--silent'], { cwd: run.workspace, env: { PATH: process.env['PATH'] ?? '', HOME: run.root } }).toString();

describe('a later step of the same job', () => {
  it('finds the checkout as it was after a landed run: npm test runs the original script', async () => {
    const s = (servers = await startActionServers(agentEdits(), { pulls: [repoPull(world)], github: { git: { repo } } }));
    const run = await runActionProcess(s, { event: 'issue_comment', payload: commentOnPull('@tollgate make the tests verbose'), inputs: { policy: POLICY, changes: 'commit' }, prepareWorkspace: checkout });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    // The change landed: the PR branch has the agent's test script.
    expect(run.outputs['delivery']).toBe('committed');
    expect(JSON.parse(repo.read(repo.branch('fix')!, 'package.json')!.toString())).toEqual(EDITED);
    // The workspace is the checkout again.
    expect(npmTest(run)).toContain('the original test script');
    expect(existsSync(join(run.workspace, 'conftest.py'))).toBe(false);
    expect(existsSync(join(run.workspace, 'node_modules', 'tool', 'index.js'))).toBe(false);
    expect(readFileSync(join(run.workspace, 'node_modules', 'other', 'index.js'), 'utf8')).toBe("console.log('untouched');\n");
    expect(execFileSync('git', ['status', '--porcelain'], { cwd: run.workspace }).toString()).toBe('');
    expect(run.stdout).toContain(
      "Tollgate: the workspace is back as it was checked out: 1 file written back; 1 file the session added removed; 1 ignored file the session changed removed (node_modules/tool/index.js). Later steps of this job run none of the agent's edits (changes.keep_workspace: true keeps them).",
    );
  }, 180_000);

  it('finds the checkout as it was when the landing was refused too', async () => {
    const s = (servers = await startActionServers(
      [reply(toolUse('Read', { file_path: 'package.json' })), reply(toolUse('Write', { file_path: 'package.json', content: JSON.stringify({ ...EDITED, scripts: { ...EDITED.scripts, postinstall: 'node conftest.js' } }) })), endTurn('Done.')],
      { pulls: [repoPull(world)], github: { git: { repo } } },
    ));
    const run = await runActionProcess(s, { event: 'issue_comment', payload: commentOnPull('@tollgate go'), inputs: { policy: POLICY, changes: 'commit' }, prepareWorkspace: checkout });
    expect(run.outputs['delivery']).toBe('refused');
    expect(repo.branch('fix')).toBe(world.head);
    expect(npmTest(run)).toContain('the original test script');
    expect(run.stdout).toContain('Tollgate: the workspace is back as it was checked out: 1 file written back; 0 files the session added removed.');
  }, 180_000);

  it('keeps the edits with changes.keep_workspace: true, and says what that means', async () => {
    const s = (servers = await startActionServers(agentEdits(), { pulls: [repoPull(world)], github: { git: { repo } } }));
    const policy = `${POLICY}changes:\n  keep_workspace: true\n`;
    const run = await runActionProcess(s, { event: 'issue_comment', payload: commentOnPull('@tollgate go'), inputs: { policy, changes: 'commit' }, prepareWorkspace: checkout });
    expect(run.outputs['delivery']).toBe('committed');
    expect(npmTest(run)).toContain('the agent test script');
    expect(existsSync(join(run.workspace, 'conftest.py'))).toBe(true);
    expect(run.stdout).toContain("Tollgate: changes.keep_workspace is true, so the agent's edits stay in the workspace: later steps of this job run what the agent wrote.");
  }, 180_000);
});

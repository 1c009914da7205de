/**
 * The landing guard's corpus through the built action (`node dist/index.js`) against the loopback
 * git-data API over a real bare repository: for each case the session writes the case's files (a
 * script the policy lets it run writes them, so protected paths are reached where the gate cannot
 * see, as a build step would), and the action lands or refuses the change. Every threat leaves the
 * PR branch where it was, with nothing written to git and the rule and path in the comment; every
 * ordinary change lands as one commit holding exactly the case's files.
 */
import { describe, expect, it } from 'vitest';
import { createFakeGitRepo } from '../support/fake-git-repo.js';
import { runActionProcess, startActionServers } from '../support/action-harness.js';
import { endTurn, reply, toolUse } from '../support/scripted-model.js';
import { GUARD_CORPUS, type GuardCase } from '../delivery/guard-corpus.js';
import { commentOnPull, gitWrites, repoPull, seedRepo } from './delivery-fixture.js';

/** Writes the case's files, given as base64 JSON in GUARD_CASE (passed through by the policy, so the command stays short). */
const PUT = [
  "const { mkdirSync, writeFileSync } = require('fs');",
  "const { dirname } = require('path');",
  "const files = JSON.parse(Buffer.from(process.env.GUARD_CASE, 'base64').toString('utf8'));",
  'for (const [path, content] of Object.entries(files)) {',
  '  mkdirSync(dirname(path), { recursive: true });',
  '  writeFileSync(path, content);',
  '}',
  '',
].join('\n');

const POLICY = [
  'permissions:',
  '  allow:',
  '    - Bash(node tools/put.js)',
  'environment:',
  '  pass: [GUARD_CASE]',
  // The gate cannot see what the script writes; with the sandbox off nothing but the landing checks stops it.
  'sandbox:',
  '  enabled: false',
  '',
].join('\n');

async function runCase(item: GuardCase, more = '') {
  const repo = createFakeGitRepo();
  const world = seedRepo(repo, { 'tools/put.js': PUT, ...item.base });
  const servers = await startActionServers([reply(toolUse('Bash', { command: 'node tools/put.js' })), endTurn('Done.')], { pulls: [repoPull(world)], github: { git: { repo } } });
  try {
    const run = await runActionProcess(servers, {
      event: 'issue_comment',
      payload: commentOnPull('@tollgate make the change'),
      inputs: { policy: `${POLICY}${more}`, changes: 'commit' },
      env: { GUARD_CASE: Buffer.from(JSON.stringify(item.change)).toString('base64') },
      prepareWorkspace: (workspace) => repo.checkout(workspace, world.head),
    });
    const tip = repo.branch('fix');
    const landed = tip && tip !== world.head ? { parents: repo.parents(tip), files: Object.fromEntries(Object.keys(item.change).map((path) => [path, repo.read(tip, path)?.toString('utf8') ?? null])) } : null;
    return { run, head: world.head, tip, landed, writes: gitWrites(servers.github), comment: [...servers.github.comments.values()][0]?.body ?? '', branches: repo.branches().sort() };
  } finally {
    await servers.close();
    repo.dispose();
  }
}

describe.concurrent('the landing guard through the built action', () => {
  const byName = (name: string) => GUARD_CORPUS.find((c) => c.name === name)!;

  it('with changes.guard: warn lands a threat and lists what it found under the commit', async () => {
    const result = await runCase(byName('eval of atob'), 'changes:\n  guard: warn\n');
    expect(result.run.outputs).toMatchObject({ delivery: 'committed', commit_sha: result.tip });
    expect(result.landed?.parents).toEqual([result.head]);
    expect(result.comment).toContain('The landing guard found these, and `changes.guard: warn` let the change land:\n\n- `src/util.js:2` **decoded-code**');
  }, 240_000);

  it('lands what changes.guard_allow accepts (a rule id, or a path glob), and lists it as accepted', async () => {
    const byRule = await runCase(byName('a mining pool in a worker'), 'changes:\n  guard_allow: [mining-pool]\n');
    expect(byRule.run.outputs['delivery']).toBe('committed');
    expect(byRule.comment).toContain('Accepted by `changes.guard_allow`:\n\n- `src/worker.js:1` **mining-pool**');
    const byPath = await runCase(byName('a GitHub token in source'), 'changes:\n  guard_allow: ["src/config.ts"]\n');
    expect(byPath.run.outputs['delivery']).toBe('committed');
    // A glob for other files accepts nothing here.
    const elsewhere = await runCase(byName('a GitHub token in source'), 'changes:\n  guard_allow: ["test/**", decoded-code]\n');
    expect(elsewhere.run.outputs['delivery']).toBe('refused');
  }, 240_000);

  it('stops at a guard_allow entry that is no rule id, naming the key and the rules', async () => {
    const result = await runCase(byName('eval of atob'), 'changes:\n  guard_allow: [decoded]\n');
    expect(result.run.code).toBe(1);
    expect(result.run.stdout).toContain("::error::<inline policy>:9:17: changes.guard_allow[0]: 'decoded' is no guard rule (did you mean 'decoded-code'?); the rules are lifecycle-script,");
    expect(result.writes).toEqual([]);
  }, 240_000);

  it('has at least 40 cases, threats and ordinary changes', () => {
    expect(GUARD_CORPUS.length).toBeGreaterThanOrEqual(40);
  });

  for (const item of GUARD_CORPUS) {
    if (item.expect === 'lands') {
      it(`lands: ${item.name}`, async () => {
        const result = await runCase(item);
        expect(result.run.code, result.run.stdout + result.run.stderr).toBe(0);
        expect(result.run.outputs).toMatchObject({ conclusion: 'success', delivery: 'committed', commit_sha: result.tip, branch: 'fix' });
        expect(result.landed?.parents).toEqual([result.head]);
        expect(result.landed?.files).toEqual(item.change);
        expect(result.comment).not.toContain('The landing guard found');
      }, 240_000);
    } else {
      const rule = item.expect.refused;
      it(`refuses (${rule}): ${item.name}`, async () => {
        const result = await runCase(item);
        expect(result.run.code, result.run.stdout + result.run.stderr).toBe(0);
        expect(result.run.outputs).toMatchObject({ conclusion: 'success', delivery: 'refused', commit_sha: '', branch: '' });
        expect(result.tip).toBe(result.head);
        expect(result.writes).toEqual([]);
        expect(result.branches).toEqual(['fix', 'main']);
        expect(result.comment).toContain('**Landing refused**, nothing was written to GitHub');
        const line = result.comment.split('\n').find((l) => l.includes(`**${rule}**`)) ?? '';
        expect(line, result.comment).toMatch(new RegExp(`^- \`${Object.keys(item.change)[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?::\\d+)?\``));
        if (rule !== 'protected-path') expect(line).toContain(`\`changes.guard_allow: [${rule}]\``);
      }, 240_000);
    }
  }
});

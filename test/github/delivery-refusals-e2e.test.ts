/**
 * What may not land does not: through the built action, a change set holding a secret a child
 * process wrote, more files than changes.max_files, and a protected path written where the gate
 * could not see it. Nothing is written to GitHub, no request carries the secret in any form, and
 * the report lists each reason; the conclusion stays the session's.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readZipEntries } from '../support/fake-artifact-service.js';
import { createFakeGitRepo, type FakeGitRepo } from '../support/fake-git-repo.js';
import { runActionProcess, startActionServers, type ActionServers } from '../support/action-harness.js';
import { endTurn, reply, toolUse } from '../support/scripted-model.js';
import { commentOnPull, gitWrites, repoPull, requestsCarry, seedRepo, type RepoWorld } from './delivery-fixture.js';

const SECRET = 'dpl_9fK2mQ7vX4tR8wZ1';
const PLANT = [
  "const { join } = require('path');",
  "const out = join(process.env.RUNNER_TEMP, 'tollgate-4242-1', 'change-bundle.json');",
  "const bundle = { format: 'tollgate-change-bundle', version: 1, base_commit: 'f'.repeat(40), request: 'x', summary: 'x', files: [{ path: 'evil.txt', status: 'added', old_mode: null, mode: '100644', content_base64: 'eA==' }] };",
  "require('fs').writeFileSync(out, JSON.stringify(bundle));",
  "console.log('planted ' + out);",
  '',
].join('\n');

let servers: ActionServers | null = null;
let repo: FakeGitRepo;
let world: RepoWorld;
beforeEach(() => {
  repo = createFakeGitRepo();
  // A build script the policy lets the agent run: it writes where the gate cannot see.
  world = seedRepo(repo, {
    'gen.js': "require('fs').mkdirSync('.github/workflows', { recursive: true });\nrequire('fs').writeFileSync('.github/workflows/release.yml', 'on: push\\n');\n",
    // A script that plants a change bundle of its own in Tollgate's output folder, hoping it reaches the artifact.
    'plant.js': PLANT,
  });
});
afterEach(async () => {
  await servers?.close();
  servers = null;
  repo.dispose();
});

describe('a landing the checks refuse', () => {
  it('writes nothing when the change holds a secret, is over max_files and touches a protected path, and says each', async () => {
    const policy = [
      'permissions:',
      '  allow:',
      '    - Edit(/src/**)',
      '    - Edit(/leak.txt)',
      '    - Bash(printenv DEPLOY_TOKEN)',
      '    - Bash(node gen.js)',
      'environment:',
      '  secrets: [DEPLOY_TOKEN]',
      'changes:',
      '  max_files: 3',
      // The gate cannot see what `node gen.js` writes; with the sandbox off nothing else stops it.
      'sandbox:',
      '  enabled: false',
      '',
    ].join('\n');
    const s = (servers = await startActionServers(
      [
        reply(toolUse('Write', { file_path: 'src/c.ts', content: 'export const c = 2;\n' }), toolUse('Write', { file_path: 'src/b.ts', content: 'export const b = 1;\n' })),
        reply(toolUse('Bash', { command: 'printenv DEPLOY_TOKEN > leak.txt' }), toolUse('Bash', { command: 'node gen.js' })),
        endTurn('Done.'),
      ],
      { pulls: [repoPull(world)], github: { git: { repo } } },
    ));
    const run = await runActionProcess(s, {
      event: 'issue_comment',
      payload: commentOnPull('@tollgate fix the parser'),
      inputs: { policy },
      env: { DEPLOY_TOKEN: SECRET },
      prepareWorkspace: (workspace) => repo.checkout(workspace, world.head),
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs).toMatchObject({ conclusion: 'success', delivery: 'refused', commit_sha: '', branch: '', pull_request_url: '' });
    expect(gitWrites(s.github)).toEqual([]);
    expect(repo.branch('fix')).toBe(world.head);
    expect(repo.branches().sort()).toEqual(['fix', 'main']);
    expect(requestsCarry(s.github, SECRET)).toBe(false);
    const body = [...s.github.comments.values()][0]?.body ?? '';
    expect(body).toContain('· 4 files changed · <!-- tollgate:delivery=headline -->landing refused<!-- tollgate:delivery-end -->');
    expect(body).toContain('**Landing refused**, nothing was written to GitHub: 3 checks failed.');
    expect(body).toContain('- **max-files**: 4 files changed; changes.max_files is 3');
    expect(body).toContain(
      '- `.github/workflows/release.yml` **protected-path**: it is a protected path (GitHub Actions workflows); an allow rule naming it lifts this: `Edit(.github/workflows/release.yml)`',
    );
    expect(body).toContain('- `leak.txt` **run-secret**: it holds a secret Tollgate knows; the whole landing is refused, and the value never reaches GitHub');
    expect(body).not.toContain(SECRET);
    // No bundle for a refused change; the diff stays, redacted.
    const entries = readZipEntries(s.artifacts.artifacts[0]?.zip ?? Buffer.alloc(0));
    expect(entries.has('change-bundle.json')).toBe(false);
    expect(entries.get('changes.diff')?.toString()).toContain('+++ b/leak.txt');
    expect(entries.get('changes.diff')?.toString()).not.toContain(SECRET);
    const result = JSON.parse(entries.get('result.json')?.toString() ?? '{}');
    expect(result.delivery).toMatchObject({ result: 'refused', commit_sha: null });
    expect(result.delivery.reasons).toHaveLength(3);
    expect(result.delivery.findings.map((f: { rule: string }) => f.rule).sort()).toEqual(['max-files', 'protected-path', 'run-secret']);
  }, 180_000);

  it('refuses a secret alone, with the sandbox on: a child process wrote it into a file; a bundle the agent planted never reaches the artifact', async () => {
    const policy = ['permissions:', '  allow:', '    - Edit(/leak.txt)', '    - Bash(printenv DEPLOY_TOKEN)', '    - Bash(node plant.js)', 'environment:', '  secrets: [DEPLOY_TOKEN]', ''].join('\n');
    const s = (servers = await startActionServers([reply(toolUse('Bash', { command: 'printenv DEPLOY_TOKEN > leak.txt' }), toolUse('Bash', { command: 'node plant.js' })), endTurn('Saved.')], {
      pulls: [repoPull(world)],
      github: { git: { repo } },
    }));
    const run = await runActionProcess(s, {
      event: 'issue_comment',
      payload: commentOnPull('@tollgate save the token'),
      inputs: { policy, changes: 'commit' },
      env: { DEPLOY_TOKEN: SECRET },
      prepareWorkspace: (workspace) => repo.checkout(workspace, world.head),
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.outputs['delivery']).toBe('refused');
    expect(gitWrites(s.github)).toEqual([]);
    expect(requestsCarry(s.github, SECRET)).toBe(false);
    const body = [...s.github.comments.values()][0]?.body ?? '';
    expect(body).toContain('- `leak.txt` **run-secret**: it holds a secret Tollgate knows');
    // The plant happened (the sandbox lets a writing command write the output folder), and was removed.
    expect(body).toMatch(/✅ <b>Bash<\/b> <code>node plant\.js<\/code>[\s\S]*?planted \/\S+\/tollgate-4242-1\/change-bundle\.json/);
    expect(readZipEntries(s.artifacts.artifacts[0]?.zip ?? Buffer.alloc(0)).has('change-bundle.json')).toBe(false);
  }, 180_000);
});

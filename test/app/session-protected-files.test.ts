/**
 * prepareSession hands the gate this session's own files: the policy file in use, the default
 * policy later runs read, and the MCP config. A scripted session tries to rewrite each; only an
 * allow rule that names one lifts it, and the decision says which protection was lifted.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { prepareSession } from '../../src/app/prepare-session.js';
import type { FinalPermissionDecision } from '../../src/core/permission-types.js';
import type { SessionEvent } from '../../src/session/events.js';
import { makeTempDir } from '../support/core-fixtures.js';
import { startFakeMessagesApi, type FakeMessagesApi } from '../support/fake-messages-api.js';
import { endTurn, reply, toolUse } from '../support/scripted-model.js';

let api: FakeMessagesApi | undefined;
let cleanup: (() => void) | undefined;
afterEach(async () => {
  await api?.close();
  cleanup?.();
  api = undefined;
  cleanup = undefined;
});

async function runScripted(policyYaml: string, calls: ReturnType<typeof toolUse>[]) {
  const temp = makeTempDir('tollgate-protected-files-');
  cleanup = temp.cleanup;
  const workspace = join(temp.dir, 'repo');
  mkdirSync(join(workspace, 'ci'), { recursive: true });
  mkdirSync(join(workspace, '.github'));
  writeFileSync(join(workspace, 'ci', 'policy.yml'), policyYaml);
  writeFileSync(join(workspace, 'ci', 'servers.json'), '{"mcpServers": {}}\n');
  // Existing files are read first, so only the gate can refuse the writes.
  const reads = ['ci/policy.yml', 'ci/servers.json'].map((file_path, i) => toolUse('Read', { file_path }, `toolu_read_${i}`));
  api = await startFakeMessagesApi({ script: [reply(...reads), reply(...calls), endTurn('done')] });
  const prepared = await prepareSession({
    prompt: 'rewrite the configuration',
    workspace,
    outputDir: join(temp.dir, 'out'),
    transcriptPath: join(temp.dir, 'out', 'transcript.jsonl'),
    policy: { kind: 'path', path: 'ci/policy.yml' },
    mcpConfig: 'ci/servers.json',
    allowBypass: true,
    modelSource: { kind: 'api', apiKey: 'sk-test-protected-0123456789', baseUrl: api.baseURL },
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
    knownSecrets: [],
    signal: new AbortController().signal,
    onWarning: () => {},
  });
  const events: SessionEvent[] = [];
  try {
    const result = await prepared.start((event) => events.push(event)).result;
    const decisions = new Map<string, FinalPermissionDecision>();
    for (const event of events) if (event.type === 'permission_decision') decisions.set(event.toolUseId, event.decision);
    return { result, decisions, file: (path: string) => readFileSync(join(workspace, path), 'utf8'), workspace };
  } finally {
    await prepared.close();
  }
}

const write = (file_path: string, id: string) => toolUse('Write', { file_path, content: 'permissions: { defaultMode: bypassPermissions }\n' }, id);

describe('the session’s own files are protected', () => {
  it('refuses rewriting the policy in use, the default policy and the MCP config, in bypassPermissions under a bare Write', async () => {
    const run = await runScripted('permissions:\n  defaultMode: bypassPermissions\n  allow: [Write, "Edit(**)"]\n', [
      write('ci/policy.yml', 'toolu_policy'),
      write('.github/tollgate.yml', 'toolu_default'),
      write('ci/servers.json', 'toolu_mcp'),
      write('ci/notes.md', 'toolu_notes'),
    ]);
    expect(run.file('ci/policy.yml')).toContain('allow: [Write');
    expect(run.file('ci/servers.json')).toBe('{"mcpServers": {}}\n');
    expect(() => run.file('.github/tollgate.yml')).toThrow();
    expect(run.file('ci/notes.md')).toContain('bypassPermissions');
    const denials = new Map(run.result.denials.map((d) => [d.toolUseId, d]));
    expect(denials.get('toolu_policy')).toMatchObject({ rule: null, suggestedRule: null, unpermittable: 'a protected path (the Tollgate policy file in use)' });
    expect(denials.get('toolu_default')?.unpermittable).toBe('a protected path (the Tollgate policy file)');
    expect(denials.get('toolu_mcp')?.unpermittable).toBe('a protected path (the MCP server configuration)');
    expect(denials.has('toolu_notes')).toBe(false);
  });

  it('lets an allow rule that names the file lift it, and the decision carries what it lifted', async () => {
    const run = await runScripted('permissions:\n  defaultMode: acceptEdits\n  allow: ["Edit(/ci/servers.json)"]\n', [write('ci/servers.json', 'toolu_mcp'), write('ci/policy.yml', 'toolu_policy')]);
    expect(run.file('ci/servers.json')).toContain('bypassPermissions');
    expect(run.decisions.get('toolu_mcp')).toMatchObject({ behavior: 'allow', rule: 'Edit(/ci/servers.json)', liftedProtection: 'the MCP server configuration' });
    expect(run.decisions.get('toolu_policy')).toMatchObject({ behavior: 'deny', unpermittable: 'a protected path (the Tollgate policy file in use)' });
    expect(run.file('ci/policy.yml')).toContain('Edit(/ci/servers.json)');
  });
});

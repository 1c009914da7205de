import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { workingTreeSource, type ConfigSource } from '../../src/app/config-source.js';
import { prepareSession, type SessionSettings } from '../../src/app/prepare-session.js';
import { makeTempDir } from '../support/core-fixtures.js';

let dir: string;
let cleanup: () => void;
let ws: string;
beforeEach(() => {
  ({ dir, cleanup } = makeTempDir('tollgate-config-source-'));
  ws = join(dir, 'ws');
  mkdirSync(join(ws, '.github'), { recursive: true });
  mkdirSync(join(dir, 'out'));
  // The working tree's policy: what a pull request's author could have written.
  writeFileSync(join(ws, '.github', 'tollgate.yml'), 'permissions:\n  defaultMode: acceptEdits\n  allow: ["Bash"]\nsandbox:\n  enabled: false\n');
});
afterEach(() => cleanup());

const trusted = (files: Record<string, string>): ConfigSource => ({
  description: 'main (abc1234)',
  commit: 'abc1234'.padEnd(40, '0'),
  readFile: async (path) => (path in files ? Buffer.from(files[path]!) : null),
  listFiles: async () => [],
});

function settings(extra: Partial<SessionSettings>): SessionSettings {
  return {
    prompt: 'p',
    workspace: ws,
    outputDir: join(dir, 'out'),
    transcriptPath: join(dir, 'out', 't.jsonl'),
    allowBypass: false,
    modelSource: { kind: 'api', apiKey: 'k', baseUrl: 'http://127.0.0.1:9' },
    env: { PATH: process.env.PATH, HOME: dir },
    knownSecrets: [],
    signal: new AbortController().signal,
    onWarning: () => undefined,
    sandbox: { failIfUnavailableByDefault: false },
    ...extra,
  };
}

describe('the configuration source', () => {
  it('reads the policy from the source it is given, never from the working tree', async () => {
    const prepared = await prepareSession(settings({ configSource: trusted({ '.github/tollgate.yml': 'permissions:\n  defaultMode: plan\nsandbox:\n  enabled: false\n' }) }));
    try {
      expect(prepared.policy.policy.permissions).toMatchObject({ defaultMode: 'plan', allow: [] });
    } finally {
      await prepared.close();
    }
  });

  it('uses the safe default when the source has no policy, whatever the working tree holds', async () => {
    const prepared = await prepareSession(settings({ configSource: trusted({}) }));
    try {
      expect(prepared.policy.usedDefault).toBe(true);
      expect(prepared.policy.policy.permissions.allow).toEqual([]);
    } finally {
      await prepared.close();
    }
  });

  it('names the source when a policy path given by the entry is not there', async () => {
    await expect(prepareSession(settings({ configSource: trusted({}), policy: { kind: 'path', path: 'ci/policy.yml' } }))).rejects.toThrow(
      "The policy file 'ci/policy.yml' does not exist in main (abc1234).",
    );
  });

  it('reads the working tree when no source is given (the CLI on the user\'s own checkout)', async () => {
    expect((await workingTreeSource(ws).readFile('.github/tollgate.yml'))?.toString()).toContain('acceptEdits');
    expect(await workingTreeSource(ws).readFile('nope.yml')).toBeNull();
  });
});

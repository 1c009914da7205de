/**
 * With `sandbox.failIfUnavailable: false`, the action's preflight still gets its chance: missing
 * packages are something it can install, so the quick "not installed" answer must not skip it.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setUpSandbox } from '../../src/app/sandbox-setup.js';
import { parsePolicyText } from '../../src/policy/load-policy.js';
import type { CommandResult } from '../../src/sandbox/preflight.js';

const root = mkdtempSync(join(tmpdir(), 'tollgate-repair-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the sandbox set-up, with failIfUnavailable: false', () => {
  it('asks the preflight to install the missing packages instead of giving up at once', async () => {
    const workspace = join(root, 'ws');
    const out = join(root, 'out');
    mkdirSync(workspace);
    mkdirSync(out);
    // No bubblewrap, socat or ripgrep on this PATH: the quick check finds them missing.
    const emptyBin = join(root, 'bin');
    mkdirSync(emptyBin);
    const asked: string[] = [];
    const exec = async (argv: readonly string[]): Promise<CommandResult> => {
      asked.push(argv.join(' '));
      return { code: 1, stdout: '', stderr: 'not in this test' };
    };
    const { policy } = parsePolicyText('sandbox:\n  failIfUnavailable: false\n', 'policy.yml');
    const warnings: string[] = [];
    const sandbox = await setUpSandbox({
      policy,
      settings: { failIfUnavailableByDefault: true, repair: { exec, isRoot: true } },
      workspace,
      additionalDirectories: [],
      outputDir: out,
      transcriptPath: join(out, 'transcript.jsonl'),
      runConfigFiles: [],
      env: { PATH: emptyBin, HOME: root },
      onWarning: (message) => warnings.push(message),
    });
    // The start runs beside the session's first request: ready() starts it and settles once the preflight gave up.
    await sandbox.ready();
    await sandbox.close();
    expect(asked.some((command) => /apt-get/.test(command)), asked.join('\n')).toBe(true);
    expect(warnings).toEqual([expect.stringMatching(/^the OS sandbox is unavailable .* so commands run unsandboxed/)]);
  });
});

/**
 * The CLI treats the tokens in its environment as secrets too, redacts tool results before the
 * model sees them, leaves no secret in any file it writes (the Bash log included), and redacts the
 * contents of files a Read deny rule covers even when a command reads them in a way the static
 * analysis cannot see.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../support/core-fixtures.js';
import { startFakeMessagesApi, type FakeMessagesApi } from '../support/fake-messages-api.js';
import { runCli } from '../support/run-cli.js';
import { endTurn, reply, toolUse } from '../support/scripted-model.js';

const GITHUB_TOKEN = 'ghp_CliEnvironmentToken0123456789';
const DENIED_LINE = 'private-signing-key=MIIEvQIBADANBgkqhkiG9w0BAQEFAASC';
const API_KEY = 'sk-ant-cli-secrets-test-key-0000';

let api: FakeMessagesApi | undefined;
let cleanup: (() => void) | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
  cleanup?.();
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('secrets in the CLI', () => {
  it('redacts the environment tokens and denied files from what the model sees and from every file written', async () => {
    const temp = makeTempDir('tollgate-secrets-cli-');
    cleanup = temp.cleanup;
    const repo = join(temp.dir, 'repo');
    const out = join(temp.dir, 'out');
    mkdirSync(join(repo, 'keys'), { recursive: true });
    writeFileSync(join(repo, 'keys', 'signing.txt'), `v1\n${DENIED_LINE}\n`);
    writeFileSync(join(repo, 'README.md'), '# repo\n');
    const policy = join(temp.dir, 'policy.yml');
    writeFileSync(
      policy,
      // The sandbox would hide keys/ from the command; off here, so the redaction behind it is what is tested.
      ['permissions:', '  allow: [Bash]', '  deny: ["Read(./keys/**)"]', 'environment:', '  pass: [GITHUB_TOKEN]', 'sandbox:', '  enabled: false', ''].join('\n'),
    );
    api = await startFakeMessagesApi({
      script: [
        reply(
          toolUse('Bash', { command: 'echo "token: $GITHUB_TOKEN"; printf %s "$GITHUB_TOKEN" | base64' }, 'toolu_token'),
          // A read the gate cannot see through: the path is assembled at run time.
          toolUse('Bash', { command: 'node -e "process.stdout.write(require(\'fs\').readFileSync(\'ke\'+\'ys/signing.txt\',\'utf8\'))"' }, 'toolu_denied'),
        ),
        endTurn('Done.'),
      ],
    });
    const run = await runCli(['run', '--prompt', 'look around', '--cwd', repo, '--out', out, '--policy', policy], {
      cwd: temp.dir,
      env: { ANTHROPIC_API_KEY: API_KEY, ANTHROPIC_BASE_URL: api.baseURL, GITHUB_TOKEN },
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);

    type Block = { type: string; tool_use_id?: string; content?: unknown };
    const results = ((api.requests[1]?.body.messages as { role: string; content: Block[] }[]).at(-1)?.content ?? []).filter((b) => b.type === 'tool_result');
    const tokenResult = JSON.stringify(results.find((b) => b.tool_use_id === 'toolu_token')?.content);
    const deniedResult = JSON.stringify(results.find((b) => b.tool_use_id === 'toolu_denied')?.content);
    // Positive control: the commands ran and printed; the model got their redacted output.
    expect(tokenResult).toContain('token: ***');
    expect(deniedResult).toMatch(/v1\\n\*\*\*/); // a line too short to be a secret stays; the key line is gone
    const sent = api.requests.map((r) => r.raw).join('\n');
    for (const secret of [GITHUB_TOKEN, Buffer.from(GITHUB_TOKEN).toString('base64').slice(0, 24), DENIED_LINE, 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC', API_KEY]) {
      expect(sent.includes(secret), `${secret} reached the model`).toBe(false);
      for (const file of filesUnder(out)) {
        expect(readFileSync(file, 'utf8').includes(secret), `${secret} in ${file}`).toBe(false);
      }
      expect(run.stdout.includes(secret) || run.stderr.includes(secret), `${secret} printed`).toBe(false);
    }
    // The Bash logs exist (the output went through them) and were redacted in place.
    const logs = filesUnder(join(out, 'bash')).filter((file) => file.endsWith('.log'));
    expect(logs.length).toBe(2);
    expect(logs.every((file) => statSync(file).size > 0)).toBe(true);
  }, 60_000);
});

/**
 * Seeded secrets (the API key, the GitHub token and a variable the policy lists in
 * `environment.secrets`) come back in tool output every way we could think of: `env`, a file,
 * an error message, an MCP result, base64 of the token (also shifted inside a longer base64 text),
 * hex, the basic-auth header actions/checkout writes, the model's own answer. None of them reaches
 * the model, and none appears in any comment, review, summary, annotation, log line, output or
 * artifact file.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { STDIO_SERVER } from '../mcp/helpers.js';
import { commentEvent, E2E_API_KEY, E2E_GITHUB_TOKEN, runActionProcess, startActionServers, type ActionServers } from '../support/action-harness.js';
import { readZipEntries } from '../support/fake-artifact-service.js';
import { endTurn, reply, toolUse } from '../support/scripted-model.js';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

let s: ActionServers | null = null;
afterEach(async () => {
  await s?.close();
  s = null;
});

const DEPLOY_TOKEN = 'dpl_SeededPolicySecret_0042xyz';
const b64 = (value: string) => Buffer.from(value).toString('base64');
/** The part of base64(prefix + value) that depends on `value` alone. */
const shiftedB64 = (prefix: string, value: string) => b64(prefix + value).slice(Math.ceil((prefix.length * 8) / 6), -2);
const CHECKOUT_HEADER = `http.https://github.com/.extraheader AUTHORIZATION: basic ${b64(`x-access-token:${E2E_GITHUB_TOKEN}`)}`;
const FORMS: Record<string, string> = {
  'API key': E2E_API_KEY,
  'GitHub token': E2E_GITHUB_TOKEN,
  'policy secret': DEPLOY_TOKEN,
  'base64 of the GitHub token': b64(E2E_GITHUB_TOKEN),
  'base64 of the API key': b64(E2E_API_KEY),
  'URL-encoded policy secret': encodeURIComponent(`${DEPLOY_TOKEN}/`).slice(0, -3),
  'hex of the policy secret': Buffer.from(DEPLOY_TOKEN).toString('hex'),
  'base64 of the policy secret one byte in': shiftedB64('A', DEPLOY_TOKEN),
  'base64 of the policy secret two bytes in': shiftedB64('AB', DEPLOY_TOKEN),
  'the basic-auth header of the GitHub token': b64(`x-access-token:${E2E_GITHUB_TOKEN}`).slice(0, -2),
};

const POLICY = [
  'permissions:',
  '  allow:',
  '    - Read',
  '    - Bash',
  '    - mcp__vault__env',
  '    - mcp__vault__echo',
  'environment:',
  '  secrets: [DEPLOY_TOKEN]',
  '',
].join('\n');

const TSX_LOADER = pathToFileURL(resolve('node_modules/tsx/dist/loader.mjs')).href;
const MCP_CONFIG = JSON.stringify({
  mcpServers: { vault: { command: process.execPath, args: ['--import', TSX_LOADER, STDIO_SERVER], env: { VAULT_TOKEN: '${DEPLOY_TOKEN}' } } },
});

function expectNoSecret(where: string, text: string): void {
  for (const [name, value] of Object.entries(FORMS)) {
    expect(text.includes(value), `${name} found in ${where}`).toBe(false);
  }
}

describe('secrets in tool output', () => {
  it('never reach a comment, review, summary, annotation, log line, output or artifact', async () => {
    const script = [
      reply(
        toolUse('Bash', { command: 'env' }, 'toolu_env'),
        toolUse('Read', { file_path: 'creds.txt' }, 'toolu_file'),
        toolUse('Bash', { command: `cat missing-${E2E_API_KEY}.txt` }, 'toolu_error'),
        toolUse('Read', { file_path: `nope/${E2E_GITHUB_TOKEN}.txt` }, 'toolu_read_error'),
        toolUse('Bash', { command: 'base64 token.txt' }, 'toolu_b64'),
        toolUse('Bash', { command: 'printf %s "$DEPLOY_TOKEN" | od -An -v -tx1 | tr -d " \\n"' }, 'toolu_hex'),
        toolUse('Bash', { command: 'printf "A%s" "$DEPLOY_TOKEN" | base64 -w0; echo; printf "AB%s" "$DEPLOY_TOKEN" | base64 -w0' }, 'toolu_shifted'),
        toolUse('Bash', { command: 'cat checkout-config.txt' }, 'toolu_checkout'),
      ),
      reply(
        toolUse('mcp__vault__env', {}, 'toolu_mcp_env'),
        toolUse('mcp__vault__echo', { text: `${E2E_GITHUB_TOKEN} ${b64(E2E_GITHUB_TOKEN)}` }, 'toolu_mcp_echo'),
        toolUse('Bash', { command: `cat ${DEPLOY_TOKEN}` }, 'toolu_denied_input'),
      ),
      endTurn(`Found: key ${E2E_API_KEY}, token ${E2E_GITHUB_TOKEN} (${b64(E2E_GITHUB_TOKEN)}), deploy ${DEPLOY_TOKEN}, url ${FORMS['URL-encoded policy secret']}.`),
    ];
    s = await startActionServers(script);
    const run = await runActionProcess(s, {
      event: 'issue_comment',
      payload: commentEvent('@tollgate audit the credentials'),
      inputs: { policy: POLICY, mcp_config: MCP_CONFIG },
      env: { DEPLOY_TOKEN },
      workspaceFiles: {
        'creds.txt': `api=${E2E_API_KEY}\ngithub=${E2E_GITHUB_TOKEN}\ndeploy=${DEPLOY_TOKEN}\n`,
        'token.txt': E2E_GITHUB_TOKEN,
        'checkout-config.txt': `[http]\n${CHECKOUT_HEADER}\n`,
      },
    });
    expect(run.code, run.stdout + run.stderr).toBe(0);

    // The model never sees a secret in any form: every tool result was redacted before it was sent.
    // (The scripted model itself writes secrets into two of its calls' inputs; those are its own words, echoed back as sent.)
    type Message = { role: string; content: string | { type: string }[] };
    const userTurns = s.api.requests.flatMap((r) => (r.body.messages as Message[]).filter((m) => m.role === 'user'));
    expectNoSecret('what the Messages API received from the tools', JSON.stringify(userTurns));
    // Positive control: the tools really did produce every form, and the model got the redacted text.
    type Block = { type: string; tool_use_id?: string; content?: unknown };
    const answers = (s.api.requests[1]?.body.messages as { content: Block[] }[]).at(-1)?.content ?? [];
    const resultOf = (id: string) => JSON.stringify(answers.find((b) => b.tool_use_id === id)?.content ?? '');
    expect(resultOf('toolu_env')).toContain('DEPLOY_TOKEN=***'); // the policy passes it, the model sees the name only
    expect(resultOf('toolu_file')).toContain('github=***');
    expect(resultOf('toolu_b64')).toContain('***');
    expect(resultOf('toolu_hex')).toContain('***');
    expect(resultOf('toolu_shifted')).toMatch(/\*\*\*[\s\S]*\*\*\*/);
    expect(resultOf('toolu_checkout')).toContain('AUTHORIZATION: basic ');
    expect(resultOf('toolu_checkout')).toContain('***');
    const mcpAnswers = (s.api.requests[2]?.body.messages as { content: Block[] }[]).at(-1)?.content ?? [];
    expect(JSON.stringify(mcpAnswers.find((b) => b.tool_use_id === 'toolu_mcp_env')?.content)).toContain('VAULT_TOKEN');
    // The clean child environment: `env` never shows the API key or the token, not even redacted.
    expect(resultOf('toolu_env')).not.toContain('ANTHROPIC_API_KEY');

    // Comments (every version), the review, the summary, the outputs.
    for (const [id, history] of s.github.commentHistory) history.forEach((body, i) => expectNoSecret(`comment ${id} version ${i}`, body));
    for (const review of s.github.reviews) expectNoSecret('review', JSON.stringify(review.body));
    expectNoSecret('job summary', run.summary);
    expectNoSecret('outputs', JSON.stringify(run.outputs));
    const final = [...s.github.comments.values()][0]?.body ?? '';
    expect(final).toContain('***');

    // Log lines and annotations: only the runner's ::add-mask:: commands may name a secret.
    const logLines = run.stdout.split('\n').filter((line) => !line.startsWith('::add-mask::'));
    expectNoSecret('stdout', logLines.join('\n'));
    expectNoSecret('stderr', run.stderr);
    expect(run.stdout).toContain(`::add-mask::${DEPLOY_TOKEN}`);

    // Every file of the artifact, and the transcript left on the runner.
    const entries = readZipEntries(s.artifacts.artifacts[0]?.zip ?? Buffer.alloc(0));
    expect(entries.size).toBeGreaterThan(2);
    for (const [name, content] of entries) expectNoSecret(`artifact ${name}`, content.toString('utf8'));
    expectNoSecret('transcript on the runner', readFileSync(run.outputs['transcript'] ?? join(run.runnerTemp, 'missing'), 'utf8'));
  }, 90_000);
});

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRedactor } from '../../src/core/redact.js';
import { artifactName, redactDirectory, uploadRunArtifact } from '../../src/github/artifacts.js';
import { fakeRuntimeToken, readZipEntries, startFakeArtifactService, type FakeArtifactService } from '../support/fake-artifact-service.js';

let service: FakeArtifactService;
beforeAll(async () => {
  service = await startFakeArtifactService();
  process.env['ACTIONS_RUNTIME_TOKEN'] = fakeRuntimeToken('run-b', 'job-b');
  process.env['ACTIONS_RESULTS_URL'] = `${service.url}/`;
  process.env['GITHUB_SERVER_URL'] = 'https://github.com';
});
afterAll(async () => {
  await service.close();
});

function runDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tg-artifact-'));
  writeFileSync(join(dir, 'transcript.jsonl'), '{"type":"session_start"}\n');
  writeFileSync(join(dir, 'result.json'), '{"conclusion":"success"}\n');
  writeFileSync(join(dir, 'report.md'), '# report\n');
  mkdirSync(join(dir, 'tool-results'));
  writeFileSync(join(dir, 'tool-results', 'toolu_1.txt'), 'z'.repeat(300_000));
  return dir;
}

describe('uploadRunArtifact', () => {
  it('uploads the run directory as one zip and links it from the run page', async () => {
    const upload = await uploadRunArtifact({ name: 'tollgate-review-attempt-1', directory: runDir(), serverUrl: 'https://github.com', repository: 'octo/repo', runId: '77' });
    expect(upload).toMatchObject({ ok: true });
    if (!upload.ok) return;
    expect(upload.url).toBe(`https://github.com/octo/repo/actions/runs/77/artifacts/${upload.id}`);
    const stored = service.artifacts.find((a) => a.id === upload.id);
    expect(stored?.createRequest).toMatchObject({ workflow_run_backend_id: 'run-b', workflow_job_run_backend_id: 'job-b', name: 'tollgate-review-attempt-1' });
    expect(stored?.finalizeRequest?.['hash']).toMatch(/^sha256:[0-9a-f]{64}$/);
    const entries = readZipEntries(stored?.zip ?? Buffer.alloc(0));
    expect([...entries.keys()].sort()).toEqual(['report.md', 'result.json', 'tool-results/toolu_1.txt', 'transcript.jsonl']);
    expect(entries.get('tool-results/toolu_1.txt')?.length).toBe(300_000);
    expect(service.requests.some((r) => r.query.includes('comp=block&') || /comp=block(&|$)/.test(r.query))).toBe(true);
    expect(service.requests.some((r) => r.query.includes('comp=blocklist'))).toBe(true);
  });

  it('reports a failure instead of throwing', async () => {
    service.failCreate(1);
    const upload = await uploadRunArtifact({ name: 'tollgate-x-attempt-1', directory: runDir(), serverUrl: 'https://github.com', repository: 'octo/repo', runId: '77' });
    expect(upload.ok).toBe(false);
    if (!upload.ok) expect(upload.error).toMatch(/CreateArtifact/);
  });

  it('redacts secrets from every file before upload, raw tool outputs included', async () => {
    const dir = runDir();
    const secret = 'sk-ant-very-secret-000';
    writeFileSync(join(dir, 'tool-results', 'env.txt'), `ANTHROPIC_API_KEY=${secret}\nB64=${Buffer.from(secret).toString('base64')}`);
    writeFileSync(join(dir, 'tool-results', 'big.log'), `${'x'.repeat(3_000_000)}${secret}${'y'.repeat(3_000_000)}`);
    expect(await redactDirectory(dir, createRedactor([secret]))).toEqual({ changed: 2, failed: [] });
    const big = readFileSync(join(dir, 'tool-results', 'big.log'), 'utf8');
    expect(big).not.toContain(secret);
    expect(big.length).toBe(6_000_003);
    expect(readFileSync(join(dir, 'tool-results', 'env.txt'), 'utf8')).toBe('ANTHROPIC_API_KEY=***\nB64=***');
  });

  it('names artifacts per job and attempt', () => {
    expect(artifactName({ GITHUB_JOB: 'review', GITHUB_RUN_ATTEMPT: '2' })).toBe('tollgate-review-attempt-2');
    expect(artifactName({})).toBe('tollgate-run-attempt-1');
  });
});

/**
 * Each figure of `npm run bench` runs in a fresh process: its rows come back over IPC, and a
 * figure that crashes or is asked for wrongly comes back as an error that says why.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runFigureInOwnProcess } from '../../bench/lib/isolated-figure.js';

const tmp = mkdtempSync(join(tmpdir(), 'tollgate-bench-isolated-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('runFigureInOwnProcess', () => {
  it("returns the figure's rows from its own process", async () => {
    const rows = await runFigureInOwnProcess({ name: 'pipeline', quick: true, peer: false, runs: 1, tmp });
    expect(rows.map((row) => row.metric)).toEqual(['median per call', 'p99 per call']);
    expect(rows[0]?.figure).toBe('3 pipeline');
    expect(rows[0]?.tollgate).toBeGreaterThan(0);
  }, 30_000);

  it('rejects with the reason when there is no such figure', async () => {
    await expect(runFigureInOwnProcess({ name: 'nonsense', quick: true, peer: false, runs: 1, tmp })).rejects.toThrow('no figure named nonsense');
  }, 30_000);

  it('rejects a request the child cannot accept, naming the key', async () => {
    await expect(runFigureInOwnProcess({ name: 'pipeline', quick: true, peer: false, runs: 0, tmp })).rejects.toThrow(/runs/);
  }, 30_000);
});

/**
 * What the tests need from the system is installed before any test runs, or the run stops at once
 * with the one command that installs it all. A PATH without the programs and a TOLLGATE_CHROMIUM
 * that names nothing stand for a fresh machine; the programs the set-up would start are recorded.
 */
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureTestPackages, missingTestPackages } from '../../scripts/test-packages.mjs';
import { makeTempDir } from '../support/core-fixtures.js';

let dir: string;
let cleanup: () => void;
const saved = { PATH: process.env.PATH, TOLLGATE_CHROMIUM: process.env.TOLLGATE_CHROMIUM };
beforeEach(() => {
  ({ dir, cleanup } = makeTempDir('tollgate-test-packages-'));
  // apt-get alone on PATH: none of the sandbox's programs, no Chromium where the test looks for it.
  writeFileSync(join(dir, 'apt-get'), '#!/bin/sh\nexit 0\n');
  chmodSync(join(dir, 'apt-get'), 0o755);
  process.env.PATH = dir;
  process.env.TOLLGATE_CHROMIUM = join(dir, 'no-chromium');
});
afterEach(() => {
  process.env.PATH = saved.PATH;
  if (saved.TOLLGATE_CHROMIUM === undefined) delete process.env.TOLLGATE_CHROMIUM;
  else process.env.TOLLGATE_CHROMIUM = saved.TOLLGATE_CHROMIUM;
  cleanup();
});

const expected = ['bubblewrap', 'socat', 'ripgrep', 'chromium'];

describe("the tests' system packages", () => {
  it('finds the sandbox programs and Chromium missing', () => {
    expect(missingTestPackages()).toEqual(expect.arrayContaining(expected));
  });

  it('stops at once with the one command to run when it may not install', () => {
    const ran: string[][] = [];
    const attempt = () => ensureTestPackages({ log: () => undefined, run: (argv: string[]) => (ran.push(argv), 1), isRoot: false });
    expect(attempt).toThrow(/^The tests need bubblewrap, socat, ripgrep, chromium.* Run: sudo apt-get install -y --no-install-recommends bubblewrap socat ripgrep chromium/);
    // It asked whether sudo works without a password, and installed nothing.
    expect(ran).toEqual([['sudo', '-n', 'true']]);
  });

  it('installs everything in one apt-get command where it may, and says what is still missing', () => {
    const ran: string[][] = [];
    const attempt = () => ensureTestPackages({ log: () => undefined, run: (argv: string[]) => (ran.push(argv), 0), isRoot: true });
    // The fake apt-get installs nothing, so the packages are still missing after it.
    expect(attempt).toThrow(/still missing after apt-get\. Run: sudo apt-get install -y --no-install-recommends bubblewrap socat ripgrep chromium/);
    expect(ran).toHaveLength(1);
    expect(ran[0]).toEqual(expect.arrayContaining(['apt-get', 'install', '-y', ...expected]));
    expect(ran[0]?.[0]).toBe('env');
  });

  it('tries apt-get update once when the install fails, then gives the command', () => {
    const ran: string[][] = [];
    const attempt = () => ensureTestPackages({ log: () => undefined, run: (argv: string[]) => (ran.push(argv), argv.includes('update') ? 0 : 100), isRoot: true });
    expect(attempt).toThrow(/^Could not install bubblewrap, socat, ripgrep, chromium.*\. Run: sudo apt-get install/);
    expect(ran.map((argv) => argv.find((word) => word === 'install' || word === 'update'))).toEqual(['install', 'update', 'install']);
  });
});

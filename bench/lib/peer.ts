/**
 * The peer: Claude Code, installed into the ignored `.bench/peer/` (never a project dependency)
 * and run as `claude -p --output-format json` against the loopback API with a throwaway HOME.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './paths.js';

export const PEER_PACKAGE = '@anthropic-ai/claude-code';
export const PEER_DIR = join(REPO_ROOT, '.bench', 'peer');
export const PEER_BIN = join(PEER_DIR, 'node_modules', '.bin', 'claude');

/** Installs Claude Code once; returns its version line. Throws with npm's message when it cannot. */
export function ensurePeerInstalled(log: (line: string) => void): string {
  if (!existsSync(PEER_BIN)) {
    log(`installing ${PEER_PACKAGE} into ${PEER_DIR} ...`);
    mkdirSync(PEER_DIR, { recursive: true });
    execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', PEER_DIR, PEER_PACKAGE], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
  }
  const version = execFileSync(PEER_BIN, ['--version'], { encoding: 'utf8', timeout: 60_000 }).trim();
  return version.split(/\s+/)[0] ?? version;
}

/** A HOME for one peer run: onboarding done, the workspace trusted, the test key approved. */
export function makePeerHome(workspace: string): string {
  const home = mkdtempSync(join(tmpdir(), 'tollgate-bench-home-'));
  const config = {
    hasCompletedOnboarding: true,
    numStartups: 1,
    customApiKeyResponses: { approved: ['test'], rejected: [] },
    projects: { [workspace]: { hasTrustDialogAccepted: true, hasCompletedProjectOnboarding: true, allowedTools: [] } },
  };
  writeFileSync(join(home, '.claude.json'), JSON.stringify(config, null, 2));
  mkdirSync(join(home, '.claude'), { recursive: true });
  return home;
}

export function peerEnv(baseUrl: string, home: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: home,
    ANTHROPIC_BASE_URL: baseUrl,
    ANTHROPIC_API_KEY: 'test',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_AUTOUPDATER: '1',
    DISABLE_TELEMETRY: '1',
    DISABLE_ERROR_REPORTING: '1',
    CI: 'true',
  };
}

/** Arguments of one `claude -p` run. */
export function peerArgs(prompt: string, maxTurns: number, allowedTools: readonly string[]): string[] {
  return ['-p', prompt, '--output-format', 'json', '--max-turns', String(maxTurns), '--allowedTools', allowedTools.join(',')];
}

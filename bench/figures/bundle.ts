/**
 * Figure 9: the size of dist/, and the share of the CLI bundle (JavaScript under dist/cli/ and
 * the .wasm it shares in dist/) that the process loads before its first Messages API request. A preload
 * (lib/load-probe.mjs) logs each module evaluated, each .wasm read and each HTTP request.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tollgateCliMissing, tollgateCliPath } from '../lib/agents.js';
import { startLoopbackApi } from '../lib/loopback-api.js';
import { makeReadWorkspace } from '../lib/read-session.js';
import { REPO_ROOT } from '../lib/paths.js';
import { makeRow, skippedRow } from '../lib/rows.js';
import type { Figure, Row } from '../lib/types.js';

const MB = 1024 * 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

const isCode = (path: string) => /\.(m?js|cjs|wasm|node)$/.test(path);

interface LoadShare {
  readonly loadedBytes: number;
  readonly totalBytes: number;
  readonly loaded: readonly string[];
}

async function loadedBeforeFirstRequest(cli: string, tmp: string): Promise<LoadShare> {
  const logPath = join(tmp, 'loads.log');
  const workspace = makeReadWorkspace(join(tmp, 'ws'));
  const api = await startLoopbackApi(() => ({ content: [{ type: 'text', text: 'Nothing to do.' }], stopReason: 'end_turn' }));
  try {
    const args = ['--import', join(REPO_ROOT, 'bench', 'lib', 'load-probe.mjs'), cli, 'run', '--prompt', 'Say hello.'];
    args.push('--cwd', workspace, '--out', join(tmp, 'out'), '--base-url', api.url, '--max-turns', '2', '--json');
    const env = { PATH: process.env.PATH ?? '', HOME: workspace, ANTHROPIC_API_KEY: 'test', TOLLGATE_LOAD_LOG: logPath };
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, args, { cwd: workspace, env, stdio: 'ignore' });
      child.on('error', reject);
      child.on('close', () => resolve());
    });
  } finally {
    await api.close();
  }
  if (!existsSync(logPath)) throw new Error('the load probe wrote nothing');
  const events = readFileSync(logPath, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [time, kind, ...rest] = line.split(' ');
      return { time: BigInt(time ?? '0'), kind, what: rest.join(' ') };
    })
    .sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
  const firstRequest = events.find((event) => event.kind === 'fetch' && event.what.includes('/v1/messages'));
  if (!firstRequest) throw new Error('the CLI made no Messages API request');
  const bundleDir = dirname(cli);
  // The CLI's code: everything under dist/cli/ plus the .wasm files it shares with the action in dist/.
  const sharedWasm = readdirSync(dirname(bundleDir))
    .filter((name) => name.endsWith('.wasm'))
    .map((name) => join(dirname(bundleDir), name));
  const isCliCode = (path: string) => path.startsWith(bundleDir) || sharedWasm.includes(path);
  const loaded = new Set<string>();
  for (const event of events) {
    if (event.time >= firstRequest.time || event.kind !== 'load' || !event.what.startsWith('file:')) continue;
    const path = fileURLToPath(event.what);
    if (isCliCode(path) && existsSync(path)) loaded.add(path);
  }
  const all = [...filesUnder(bundleDir).filter(isCode), ...sharedWasm];
  const size = (path: string) => statSync(path).size;
  return {
    loadedBytes: [...loaded].filter(isCode).reduce((sum, path) => sum + size(path), 0),
    totalBytes: all.reduce((sum, path) => sum + size(path), 0),
    loaded: [...loaded].map((path) => relative(bundleDir, path)),
  };
}

export const bundle: Figure = {
  name: 'bundle',
  label: '9 bundle',
  title: 'Bundle size and what loads before the first request',
  async run({ tmp, log }) {
    const cli = tollgateCliPath();
    const dist = dirname(dirname(cli));
    const rows: Row[] = [];
    if (existsSync(dist)) {
      const total = filesUnder(dist).reduce((sum, path) => sum + statSync(path).size, 0);
      rows.push(makeRow({ figure: '9 bundle', metric: `${relative(REPO_ROOT, dist) || dist}/ size`, unit: 'MB', tollgate: [total / MB] }));
    }
    const missing = tollgateCliMissing();
    if (missing) {
      rows.push(skippedRow('9 bundle', 'share loaded before first request', missing));
      return rows;
    }
    const share = await loadedBeforeFirstRequest(cli, tmp);
    log(`loaded before the first request: ${share.loaded.join(', ') || '(nothing)'}`);
    rows.push(
      makeRow({
        figure: '9 bundle',
        metric: 'CLI bundle (js + wasm) size',
        unit: 'MB',
        tollgate: [share.totalBytes / MB],
      }),
      makeRow({
        figure: '9 bundle',
        metric: 'share loaded before first request',
        unit: '%',
        tollgate: [share.totalBytes > 0 ? (100 * share.loadedBytes) / share.totalBytes : Number.NaN],
        note: `loaded: ${share.loaded.join(', ') || '(nothing)'}`,
      }),
    );
    return rows;
  },
};

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const BENCH_TMP = join(REPO_ROOT, '.bench', 'tmp');
export const TOLLGATE_CLI = join(REPO_ROOT, 'dist', 'cli', 'index.js');
export const RESULTS_PATH = join(REPO_ROOT, 'bench', 'results.json');

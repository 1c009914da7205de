/**
 * Figure 6: the Grep tool (through the whole pipeline, default files_with_matches mode) against
 * plain `git grep -l` on a generated 20,000-file repository, for a fixed string and a regex.
 * Runs alternate between the two, after one warm-up of each (a warm page cache for both).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { noHooks } from '../../src/core/hook-types.js';
import { runToolUse } from '../../src/core/pipeline.js';
import { resultText } from '../../src/core/large-result.js';
import { createGrepTool } from '../../src/tools/grep.js';
import type { AnyTool } from '../../src/core/tool.js';
import { allowGate, benchContext } from '../lib/engine.js';
import { FIXED_NEEDLE, REGEX_NEEDLE, generatedRepo } from '../lib/generated-repo.js';
import { goals, makeRow } from '../lib/rows.js';
import { median } from '../lib/stats.js';
import type { Figure, Row } from '../lib/types.js';

const run = promisify(execFile);

export const grepFigure: Figure = {
  name: 'grep',
  label: '6 grep',
  title: 'Grep tool vs git grep on a generated repository',
  async run({ quick, runs, log }) {
    const files = quick ? 400 : 20_000;
    log(`generating (or reusing) a ${files}-file repository ...`);
    const { dir, planted } = generatedRepo(files);
    const context = benchContext([createGrepTool() as unknown as AnyTool], dir);
    const deps = { gate: allowGate, hooks: noHooks };
    const cases = [
      { metric: 'fixed string', pattern: FIXED_NEEDLE, gitArgs: ['grep', '-l', '-F', '-e', FIXED_NEEDLE], engineFlag: '-F' },
      { metric: 'regex', pattern: REGEX_NEEDLE, gitArgs: ['grep', '-l', '-E', '-e', REGEX_NEEDLE], engineFlag: '-P' },
    ];
    const rows: Row[] = [];
    for (const testCase of cases) {
      const tool: number[] = [];
      const plain: number[] = [];
      let id = 0;
      const viaTool = async () => {
        const start = performance.now();
        const outcome = await runToolUse({ id: `toolu_${id++}`, name: 'Grep', input: { pattern: testCase.pattern } }, context, deps);
        const elapsed = performance.now() - start;
        const found = resultText(outcome.block).split('\n').filter((line) => line.endsWith('.ts')).length;
        if (outcome.status !== 'success' || found !== planted) {
          throw new Error(`Grep ${testCase.metric} found ${found} files, expected ${planted}: ${resultText(outcome.block).slice(0, 200)}`);
        }
        return elapsed;
      };
      const viaGit = async (args = testCase.gitArgs) => {
        const start = performance.now();
        const { stdout } = await run('git', args, { cwd: dir, maxBuffer: 64 * 1024 * 1024 });
        const elapsed = performance.now() - start;
        const found = stdout.split(/[\n\0]/).filter(Boolean).length;
        if (found !== planted) throw new Error(`git grep ${testCase.metric} found ${found} files, expected ${planted}`);
        return elapsed;
      };
      // The tracked-files command the tool runs (beside `git ls-files -o` for untracked files), to tell git's share from the tool's own.
      const toolFlags = ['grep', '-I', '-z', '--no-color', '-l', testCase.engineFlag, '-e', testCase.pattern];
      const sameFlags: number[] = [];
      const revParse: number[] = [];
      await viaTool();
      await viaGit();
      for (let index = 0; index < runs; index++) {
        tool.push(await viaTool());
        plain.push(await viaGit());
        sameFlags.push(await viaGit(toolFlags));
        const start = performance.now();
        await run('git', ['rev-parse', '--show-toplevel'], { cwd: dir });
        revParse.push(performance.now() - start);
      }
      rows.push(
        makeRow({
          figure: '6 grep',
          metric: `${testCase.metric} (${files} files)`,
          unit: 'ms',
          tollgate: tool,
          baseline: plain,
          baselineLabel: 'git grep',
          goal: goals.ratioAtMost(1.2, '≤ 1.2× git grep'),
          note: `git grep with the tool's flags (${toolFlags.slice(1, -2).join(' ')}): ${median(sameFlags).toFixed(0)} ms; git rev-parse --show-toplevel: ${median(revParse).toFixed(0)} ms`,
        }),
      );
    }
    return rows;
  },
};

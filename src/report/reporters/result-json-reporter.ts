import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Reporter } from '../reporter.js';
import { buildResultJson } from '../result-json.js';

export interface ResultJsonReporterOptions {
  readonly outputDir: string;
  /** Named in result.json (`transcript`). */
  readonly transcriptPath?: string | null;
}

/** `result.json` in the output folder: the run for scripts (schema: docs/result.schema.json). */
export function createResultJsonReporter(options: ResultJsonReporterOptions): Reporter {
  return {
    name: 'result.json',
    stage: 'record',
    async finish(report, context) {
      const json = buildResultJson(report, { ...context, outputDir: options.outputDir }, { transcriptPath: options.transcriptPath ?? null });
      await writeFile(join(options.outputDir, 'result.json'), json, 'utf8');
    },
  };
}

import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fullOutputFile, outputFileName } from '../call-row.js';
import { renderReportMarkdown } from '../documents.js';
import { forReader } from '../output-preview.js';
import type { Reporter } from '../reporter.js';

/**
 * `report.md` in the output folder (the artifact in CI), and `outputs/<id>.txt` with the whole
 * result of every call whose tool saved no file of its own, so every preview links to all of it.
 */
export function createReportMarkdownReporter(options: { readonly outputDir: string }): Reporter {
  return {
    name: 'report.md',
    stage: 'record',
    async finish(report, context) {
      const { outputDir } = options;
      for (const row of report.calls) {
        if (fullOutputFile(row, outputDir) !== outputFileName(row.toolUseId)) continue;
        const file = join(outputDir, outputFileName(row.toolUseId));
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, `${context.redact(forReader(row.content ?? ''))}\n`, 'utf8');
      }
      await writeFile(join(outputDir, 'report.md'), renderReportMarkdown(report, { ...context, outputDir }), 'utf8');
    },
  };
}

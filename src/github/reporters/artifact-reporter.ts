import * as core from '@actions/core';
import type { SecretRedactor } from '../../core/redact.js';
import type { Reporter } from '../../report/reporter.js';
import { artifactName, redactDirectory, uploadRunArtifact, type ArtifactUpload } from '../artifacts.js';
import type { RunEnvironment } from '../run-environment.js';
import { describeError } from '../../core/describe-error.js';

export interface ArtifactReporter extends Reporter {
  upload(): ArtifactUpload | null;
}

/**
 * The output folder (transcript, result.json, report.md, changes.diff, every full output),
 * redacted and uploaded as the run's artifact; its URL reaches the comment and the summary.
 */
export function createArtifactReporter(options: {
  readonly outputDir: string;
  readonly transcriptPath: string;
  readonly environment: RunEnvironment;
  readonly env: NodeJS.ProcessEnv;
  /** Every secret of the run (redacted from each file before the upload). */
  readonly redactor: () => SecretRedactor;
}): ArtifactReporter {
  let uploaded: ArtifactUpload | null = null;
  return {
    name: 'artifact',
    stage: 'upload',
    upload: () => uploaded,
    async finish() {
      const { environment, outputDir, transcriptPath } = options;
      const redacted = await redactDirectory(outputDir, options.redactor()).catch((error: unknown) => ({ changed: 0, failed: [describeError(error)] }));
      if (redacted.failed.length > 0) {
        // A file that may still hold a secret is never uploaded: the files stay on the runner.
        const why = `could not redact ${redacted.failed.join(', ')}`;
        uploaded = { ok: false, error: why };
        core.warning(`Tollgate: the artifact was not uploaded: ${why}; the files stay at ${outputDir}.`);
        return { artifactNote: `The artifact was not uploaded: a file could not be redacted; the files stay on the runner at \`${outputDir}\`.` };
      }
      uploaded = await uploadRunArtifact({
        name: artifactName(options.env),
        directory: outputDir,
        serverUrl: environment.serverUrl,
        repository: environment.repository,
        runId: environment.runId,
      });
      if (uploaded.ok) return { artifactUrl: uploaded.url };
      core.warning(`Tollgate: the artifact upload failed (${uploaded.error}); the transcript stays at ${transcriptPath}.`);
      return { artifactNote: `The artifact upload failed (${uploaded.error}); the transcript stays on the runner at \`${transcriptPath}\`.` };
    },
  };
}

import * as core from '@actions/core';
import type { Redactor } from '../../core/redact.js';
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
  readonly redact: () => Redactor;
}): ArtifactReporter {
  let uploaded: ArtifactUpload | null = null;
  return {
    name: 'artifact',
    upload: () => uploaded,
    async finish() {
      const { environment, outputDir, transcriptPath } = options;
      await redactDirectory(outputDir, options.redact()).catch((error: unknown) =>
        core.warning(`Tollgate: could not redact the run files: ${describeError(error)}`),
      );
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

import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { ChangeSet } from '../app/change-set.js';
import type { DeliveryPhase } from '../app/run-phases.js';
import { describeError } from '../core/describe-error.js';
import { deliveryOutcome } from '../report/delivery-outcome.js';
import { CHANGE_BUNDLE_FILE } from './change-bundle.js';
import { deliverChange, type DeliveryContext } from './deliver-change.js';
import type { LandingFile } from './landing-file.js';

/** The snapshot's change set as landing reads it: sizes and contents from the private repository. */
function changeSetFiles(set: ChangeSet): LandingFile[] {
  return set.paths.map((path) => ({
    path: path.path,
    status: path.status,
    oldMode: path.oldMode,
    newMode: path.newMode,
    size: async () => (path.newBlob === null ? null : set.blobSize(path.newBlob)),
    content: async () => (path.newBlob === null ? null : set.readBlob(path.newBlob)),
    oldContent: () => set.readBase(path.path),
  }));
}

/**
 * The run's delivery phase: once the session's processes are gone and the workspace is compared,
 * the change set goes through `deliverChange`, and the outcome to the reporters.
 */
export function createDeliveryPhase(context: DeliveryContext): DeliveryPhase {
  return async (ended, dispatch) => {
    // The agent's commands could write the output folder: a bundle there now is not Tollgate's, and must not reach the artifact.
    if (context.outputDir) await rm(join(context.outputDir, CHANGE_BUNDLE_FILE), { force: true, recursive: true });
    const set = await ended.snapshot.changeSet().catch(() => null);
    if (set === null) {
      const why = ended.changes.compared ? 'its change set could not be read' : ended.changes.reason;
      dispatch({ type: 'delivery', outcome: deliveryOutcome('none', `Nothing was landed: the workspace could not be compared (${why}).`) });
      return;
    }
    try {
      const outcome = await deliverChange(
        { baseCommit: set.baseCommit, files: changeSetFiles(set), readBase: (path) => set.readBase(path), summary: ended.result.finalText || ended.state.lastText, conclusion: ended.result.conclusion },
        context,
      );
      dispatch({ type: 'delivery', outcome });
    } catch (error) {
      // Reading the change or writing the bundle failed; every write request is behind deliverChange's own handling.
      dispatch({ type: 'delivery', outcome: deliveryOutcome('artifact', `Nothing was landed: ${describeError(error)}.`, { howToApply: context.howToApply }) });
    }
  };
}

import { open } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import type { ReportContext } from '../report/report-context.js';
import type { ReportEvent } from '../report/report-event.js';
import type { Reporter } from '../report/reporter.js';
import { initialReportState, reduceReport, type FinishedReport, type ReportState } from '../report/report-state.js';
import type { SavedOutput } from '../report/workspace-changes.js';
import type { PreparedSession } from './prepare-session.js';
import { removeForeignEntries } from './output-folder-links.js';
import { snapshotWorkspace } from './workspace-snapshot.js';
import { describeError } from '../core/describe-error.js';

/** Head and tail of a saved output read back for the report; the whole file is linked. */
const SAVED_HEAD_BYTES = 4_096;
const SAVED_TAIL_BYTES = 4_096;

/** What running with reporters needs of a prepared session. */
export type ReportedSession = Pick<PreparedSession, 'start' | 'close'>;

export interface RunWithReportersOptions {
  readonly reporters: readonly Reporter[];
  readonly context: ReportContext;
  readonly workspace: string;
  readonly outputDir: string;
  /** The runner's environment (git for the workspace comparison uses its PATH and HOME). */
  readonly env: NodeJS.ProcessEnv;
  /** What preparing the session warned about, for the report's warnings. */
  readonly setupWarnings?: readonly string[];
  /** A reporter failed: it gets no more events (it still finishes). */
  readonly onWarning: (message: string) => void;
}

export interface ReportedRun {
  readonly report: FinishedReport;
  /** The context after every reporter's links (the artifact URL). */
  readonly context: ReportContext;
}

async function readSaved(toolUseId: string, path: string, outputDir: string): Promise<SavedOutput | null> {
  let handle;
  try {
    handle = await open(path, 'r');
    const { size } = await handle.stat();
    const headBuffer = Buffer.alloc(Math.min(size, SAVED_HEAD_BYTES));
    await handle.read(headBuffer, 0, headBuffer.length, 0);
    const tailLength = Math.min(Math.max(0, size - headBuffer.length), SAVED_TAIL_BYTES);
    const tailBuffer = Buffer.alloc(tailLength);
    if (tailLength > 0) await handle.read(tailBuffer, 0, tailLength, size - tailLength);
    // Whole lines only: the cut ends of the two reads are dropped.
    const headText = headBuffer.toString('utf8');
    const head = size > headBuffer.length ? headText.slice(0, Math.max(0, headText.lastIndexOf('\n'))) : headText.replace(/\n$/, '');
    const tailText = tailBuffer.toString('utf8');
    const tail = tailLength > 0 ? (size - tailLength > headBuffer.length ? tailText.slice(tailText.indexOf('\n') + 1) : tailText).replace(/\n$/, '') : '';
    return { toolUseId, file: relative(outputDir, path).split(sep).join('/'), bytes: size, head, tail };
  } catch {
    return null;
  } finally {
    await handle?.close();
  }
}

/**
 * Runs a prepared session with its reporters: records the workspace, feeds every event to every
 * reporter, closes the session, compares the workspace, reads saved outputs back, then lets each
 * reporter finish in order (the artifact reporter's link reaches the comment after it).
 */
export async function runWithReporters(session: ReportedSession, options: RunWithReportersOptions): Promise<ReportedRun> {
  const listening = new Set(options.reporters);
  let state: ReportState = initialReportState;
  const dispatch = (event: ReportEvent) => {
    state = reduceReport(state, event);
    for (const reporter of listening) {
      try {
        reporter.onEvent?.(event, state);
      } catch (error) {
        listening.delete(reporter);
        options.onWarning(`The ${reporter.name} reporter failed on an event and gets no more of them: ${describeError(error)}`);
      }
    }
  };
  const snapshot = await snapshotWorkspace(options.workspace, { exclude: [options.outputDir], env: options.env });
  try {
    if (options.setupWarnings?.length) dispatch({ type: 'setup_warnings', messages: options.setupWarnings });
    let result;
    try {
      result = await session.start(dispatch).result;
    } finally {
      await session.close().catch((error: unknown) => options.onWarning(`Could not close the session's resources: ${describeError(error)}`));
    }
    // The session's processes are gone: nothing can plant a link between this and the reporters' writes.
    for (const message of await removeForeignEntries(options.outputDir)) dispatch({ type: 'warning', message });
    dispatch({ type: 'workspace_changes', changes: await snapshot.compare(options.outputDir) });
    const saved = await Promise.all(state.calls.flatMap((row) => (row.persistedPath ? [readSaved(row.toolUseId, row.persistedPath, options.outputDir)] : [])));
    dispatch({ type: 'saved_outputs', outputs: saved.filter((s): s is SavedOutput => s !== null) });
    const report: FinishedReport = { ...state, result: state.result ?? result };
    let context = options.context;
    // Every reporter finishes, also one that failed on an event: the PR comment must never stay at "working…".
    for (const reporter of options.reporters) {
      try {
        const links = await reporter.finish?.(report, context);
        if (links) context = { ...context, ...links };
      } catch (error) {
        options.onWarning(`The ${reporter.name} reporter could not finish: ${describeError(error)}`);
      }
    }
    return { report, context };
  } finally {
    await snapshot.dispose();
  }
}

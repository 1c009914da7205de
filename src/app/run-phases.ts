// A run after preparing, in its phases: the session (events to every reporter, then its resources
// released), what the runner learns once it is over (the workspace compared, saved outputs read
// back), the delivery of the change, and the report (every reporter finishes, stage by stage).
import type { ReportContext } from '../report/report-context.js';
import type { ReportEvent } from '../report/report-event.js';
import { REPORT_STAGES, type Reporter } from '../report/reporter.js';
import { initialReportState, reduceReport, type FinishedReport, type ReportState } from '../report/report-state.js';
import type { SavedOutput, WorkspaceChanges } from '../report/workspace-changes.js';
import type { SessionResult } from '../session/events.js';
import type { PreparedSession } from './prepare-session.js';
import { removeForeignEntries } from './output-folder-links.js';
import { readSavedOutput } from './saved-output.js';
import { snapshotWorkspace, type WorkspaceSnapshot } from './workspace-snapshot.js';
import { describeError } from '../core/describe-error.js';

/**
 * What the phases need of a prepared session (and where its configuration came from, when known).
 * With `deferred`, the workspace is recorded beside the first model request (the session waits for
 * it before its first tool); without, before the start.
 */
export type ReportedSession = Pick<PreparedSession, 'start' | 'close'> & Partial<Pick<PreparedSession, 'config' | 'deferred'>>;

/** The session as the delivery phase gets it: over, its processes gone, the workspace compared. */
export interface EndedSession {
  readonly result: SessionResult;
  readonly changes: WorkspaceChanges;
  /** The start of the workspace, still open: the change set can be read from it until the run ends. */
  readonly snapshot: WorkspaceSnapshot;
  /** The report as folded so far. */
  readonly state: ReportState;
}

/**
 * After the session and before the report: turns the change into a landing (or says why not).
 * It tells the reporters what it did through `dispatch`; a throw is reported as a warning.
 */
export type DeliveryPhase = (ended: EndedSession, dispatch: (event: ReportEvent) => void) => Promise<void>;

export interface RunPhasesOptions {
  readonly reporters: readonly Reporter[];
  readonly context: ReportContext;
  readonly workspace: string;
  readonly outputDir: string;
  /** The runner's environment (git for the workspace comparison uses its PATH and HOME). */
  readonly env: NodeJS.ProcessEnv;
  /** What preparing the session warned about, for the report's warnings. */
  readonly setupWarnings?: readonly string[];
  readonly deliver?: DeliveryPhase;
  /**
   * Once every reporter has finished (the change landed, its bundle uploaded): what the run does with
   * the workspace's start before it is released (null when it was never recorded). A throw is a warning.
   */
  readonly afterReport?: (snapshot: WorkspaceSnapshot | null) => Promise<void>;
  /** A reporter failed, or releasing the session's resources did. */
  readonly onWarning: (message: string) => void;
}

export interface ReportedRun {
  readonly report: FinishedReport;
  /** The context after every reporter's links (the artifact URL). */
  readonly context: ReportContext;
}

/** Folds every event into the report and hands it to each reporter still listening. */
class Dispatcher {
  state: ReportState = initialReportState;
  private readonly listening: Set<Reporter>;

  constructor(
    reporters: readonly Reporter[],
    private readonly onWarning: (message: string) => void,
  ) {
    this.listening = new Set(reporters);
  }

  readonly dispatch = (event: ReportEvent): void => {
    this.state = reduceReport(this.state, event);
    for (const reporter of this.listening) {
      try {
        reporter.onEvent?.(event, this.state);
      } catch (error) {
        this.listening.delete(reporter);
        this.onWarning(`The ${reporter.name} reporter failed on an event and gets no more of them: ${describeError(error)}`);
      }
    }
  };
}

/** The session phase: runs it to its end, then releases what preparing opened (also when it threw). */
async function sessionPhase(session: ReportedSession, dispatch: Dispatcher['dispatch'], onWarning: (message: string) => void): Promise<SessionResult> {
  try {
    return await session.start(dispatch).result;
  } finally {
    await session.close().catch((error: unknown) => onWarning(`Could not release the session's resources: ${describeError(error)}`));
  }
}

/**
 * What is learnt once the session's processes are gone: foreign links removed, the workspace
 * compared (when it was recorded), saved outputs read back.
 */
async function afterSession(snapshot: WorkspaceSnapshot | null, dispatcher: Dispatcher, outputDir: string): Promise<WorkspaceChanges | null> {
  // Nothing of the session runs any more: nothing can plant a link between this and the reporters' writes.
  for (const message of await removeForeignEntries(outputDir)) dispatcher.dispatch({ type: 'warning', message });
  const changes = snapshot ? await snapshot.compare(outputDir) : null;
  if (changes) dispatcher.dispatch({ type: 'workspace_changes', changes });
  const saved = await Promise.all(dispatcher.state.calls.flatMap((row) => (row.persistedPath ? [readSavedOutput(row.toolUseId, row.persistedPath, outputDir)] : [])));
  dispatcher.dispatch({ type: 'saved_outputs', outputs: saved.filter((s): s is SavedOutput => s !== null) });
  return changes;
}

/**
 * The report phase: every reporter finishes, also one that failed on an event (the PR comment must
 * never stay at "working…"), stage by stage (files written, then uploaded, then published), so a
 * link one stage makes (the artifact's) reaches the stages after it.
 */
async function reportPhase(reporters: readonly Reporter[], report: FinishedReport, given: ReportContext, onWarning: (message: string) => void): Promise<ReportContext> {
  let context = given;
  for (const stage of REPORT_STAGES) {
    for (const reporter of reporters.filter((r) => r.stage === stage)) {
      try {
        const links = await reporter.finish?.(report, context);
        if (links) context = { ...context, ...links };
      } catch (error) {
        onWarning(`The ${reporter.name} reporter could not finish: ${describeError(error)}`);
      }
    }
  }
  return context;
}

/**
 * The start of the workspace, for the comparison after the session: recorded beside the first model
 * request when the session has deferred work (it waits for it before its first tool), else now.
 */
async function recordWorkspace(session: ReportedSession, options: RunPhasesOptions): Promise<() => Promise<WorkspaceSnapshot>> {
  const record = () => snapshotWorkspace(options.workspace, { exclude: [options.outputDir], env: options.env });
  if (session.deferred) return session.deferred.add('recording the workspace', record);
  const taken = await record();
  return () => Promise.resolve(taken);
}

/** Runs a prepared session through its phases: session, after-session, delivery, report, and what follows the report. */
export async function runPhases(session: ReportedSession, options: RunPhasesOptions): Promise<ReportedRun> {
  const dispatcher = new Dispatcher(options.reporters, options.onWarning);
  const snapshot = await recordWorkspace(session, options);
  try {
    if (session.config) dispatcher.dispatch({ type: 'run_config', config: session.config });
    if (options.setupWarnings?.length) dispatcher.dispatch({ type: 'setup_warnings', messages: options.setupWarnings });
    const result = await sessionPhase(session, dispatcher.dispatch, options.onWarning);
    // A recording that failed has already ended the session before any tool ran; the report still comes.
    const taken = await snapshot().catch((error: unknown) => {
      dispatcher.dispatch({ type: 'warning', message: `The workspace could not be recorded, so what changed in it is not reported: ${describeError(error)}` });
      return null;
    });
    const changes = await afterSession(taken, dispatcher, options.outputDir);
    if (options.deliver && taken && changes) {
      const ended: EndedSession = { result: dispatcher.state.result ?? result, changes, snapshot: taken, state: dispatcher.state };
      await options.deliver(ended, dispatcher.dispatch).catch((error: unknown) => dispatcher.dispatch({ type: 'warning', message: `Delivering the change failed: ${describeError(error)}` }));
    }
    const report: FinishedReport = { ...dispatcher.state, result: dispatcher.state.result ?? result };
    const context = await reportPhase(options.reporters, report, options.context, options.onWarning);
    await options.afterReport?.(taken).catch((error: unknown) => options.onWarning(describeError(error)));
    return { report, context };
  } finally {
    await (await snapshot().catch(() => null))?.dispose();
  }
}

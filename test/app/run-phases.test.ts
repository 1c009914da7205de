import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DeferredWork } from '../../src/app/deferred-work.js';
import { runPhases, type ReportedSession } from '../../src/app/run-phases.js';
import type { ReportContext } from '../../src/report/report-context.js';
import type { ReportEvent } from '../../src/report/report-event.js';
import type { Reporter } from '../../src/report/reporter.js';
import type { SessionEvent } from '../../src/session/events.js';
import { result } from '../report/fixtures.js';
import { makeTempDir } from '../support/core-fixtures.js';

let dir: string;
let cleanup: () => void;
let ws: string;
let out: string;
beforeEach(() => {
  ({ dir, cleanup } = makeTempDir('tollgate-reporters-'));
  ws = join(dir, 'ws');
  out = join(dir, 'out');
  mkdirSync(ws);
  mkdirSync(join(out, 'bash'), { recursive: true });
});
afterEach(() => cleanup());

/** A session that writes a file and saves a 3,000-line output, as a Bash call would. */
function scriptedSession(log: string[]): ReportedSession {
  return {
    start(onEvent) {
      const events: SessionEvent[] = [
        { type: 'session_start', sessionId: 's', model: 'm', tools: [], maxBudgetUsd: 1, maxTurns: 3, prompt: 'p', startedAt: 'now' },
        { type: 'tool_requested', turn: 1, toolUseId: 't1', toolName: 'Bash', input: { command: 'make' } },
      ];
      for (const event of events) onEvent(event);
      writeFileSync(join(ws, 'made.txt'), 'built\n');
      writeFileSync(join(out, 'bash', 't1.log'), Array.from({ length: 3_000 }, (_, i) => `line ${i + 1}`).join('\n') + '\n');
      onEvent({ type: 'tool_result', turn: 1, toolUseId: 't1', toolName: 'Bash', status: 'success', content: 'preview', durationMs: 5, persistedPath: join(out, 'bash', 't1.log') });
      const final = result({ denials: [] });
      onEvent({ type: 'session_end', result: final });
      return { result: Promise.resolve(final) };
    },
    async close() {
      log.push('closed');
    },
  };
}

const context: ReportContext = { request: 'r', redact: (t) => t };

describe('runPhases', () => {
  it('feeds every reporter every event, compares the workspace, reads saved outputs back, and finishes stage by stage', async () => {
    const log: string[] = [];
    const seen: ReportEvent['type'][] = [];
    const warnings: string[] = [];
    let brokenEvents = 0;
    let brokenFinishedWith: number | null = null;
    const broken: Reporter = {
      name: 'broken',
      stage: 'record',
      onEvent() {
        brokenEvents += 1;
        throw new Error('boom');
      },
      // A reporter that failed on an event still finishes: the PR comment must not stay at "working…".
      async finish(report) {
        brokenFinishedWith = report.calls.length;
      },
    };
    const recorder: Reporter = { name: 'recorder', stage: 'record', onEvent: (event) => void seen.push(event.type) };
    const artifact: Reporter = { name: 'artifact', stage: 'upload', finish: async () => ({ artifactUrl: 'https://x/artifacts/1' }) };
    let linked: string | null | undefined;
    const comment: Reporter = {
      name: 'comment',
      stage: 'publish',
      async finish(report, ctx) {
        linked = ctx.artifactUrl;
        log.push(`comment saw ${report.calls.length} call, closed before: ${log.includes('closed')}`);
      },
    };
    // Listed before the artifact, the comment still finishes after it: stages, not list order, carry the dependency.
    const { report } = await runPhases(scriptedSession(log), {
      reporters: [comment, broken, recorder, artifact],
      context,
      workspace: ws,
      outputDir: out,
      env: { PATH: process.env.PATH, HOME: dir },
      setupWarnings: ['Policy: using the safe default'],
      onWarning: (m) => warnings.push(m),
    });
    expect(warnings).toEqual(['The broken reporter failed on an event and gets no more of them: boom']);
    expect(brokenEvents).toBe(1);
    expect(brokenFinishedWith).toBe(1);
    expect(seen).toEqual(['setup_warnings', 'session_start', 'tool_requested', 'tool_result', 'session_end', 'workspace_changes', 'saved_outputs']);
    expect(linked).toBe('https://x/artifacts/1');
    expect(log).toEqual(['closed', 'comment saw 1 call, closed before: true']);
    expect(report.warnings).toEqual(['Policy: using the safe default']);
    expect(report.changes).toMatchObject({ compared: true, files: [{ path: 'made.txt', status: 'added', added: 1, removed: 0 }] });
    const saved = report.calls[0]?.saved;
    expect(saved).toMatchObject({ file: 'bash/t1.log', bytes: 28_893 });
    expect(saved?.head.startsWith('line 1\nline 2\n')).toBe(true);
    expect(saved?.tail.endsWith('line 2999\nline 3000')).toBe(true);
    // whole lines only, at both cuts
    expect(saved?.head.split('\n').every((l) => /^line \d+$/.test(l))).toBe(true);
    expect(saved?.tail.split('\n').every((l) => /^line \d+$/.test(l))).toBe(true);
  });
});

describe('the delivery phase', () => {
  it('runs after the session is closed and the workspace compared, and what it reports reaches every reporter before they finish', async () => {
    const log: string[] = [];
    let seenByDelivery: string[] = [];
    let finishedWith: string[] = [];
    const reporter: Reporter = {
      name: 'report',
      stage: 'record',
      async finish(report) {
        finishedWith = report.warnings.slice();
      },
    };
    await runPhases(scriptedSession(log), {
      reporters: [reporter],
      context,
      workspace: ws,
      outputDir: out,
      env: { PATH: process.env.PATH, HOME: dir },
      onWarning: () => undefined,
      async deliver(ended, dispatch) {
        seenByDelivery = ended.changes.compared ? ended.changes.files.map((f) => f.path) : [];
        log.push(`deliver, closed before: ${log.includes('closed')}`);
        dispatch({ type: 'warning', message: 'landed nothing: a scripted delivery' });
      },
    });
    expect(log).toEqual(['closed', 'deliver, closed before: true']);
    expect(seenByDelivery).toEqual(['made.txt']);
    expect(finishedWith).toEqual(['landed nothing: a scripted delivery']);
  });

  it('turns a delivery that throws into a warning of the report, and the reporters still finish', async () => {
    let finished = false;
    let warnings: readonly string[] = [];
    await runPhases(scriptedSession([]), {
      reporters: [{ name: 'report', stage: 'publish', finish: async (report) => void ((finished = true), (warnings = report.warnings)) }],
      context,
      workspace: ws,
      outputDir: out,
      env: { PATH: process.env.PATH, HOME: dir },
      onWarning: () => undefined,
      deliver: async () => {
        throw new Error('the API said no');
      },
    });
    expect(finished).toBe(true);
    expect(warnings).toEqual(['Delivering the change failed: the API said no']);
  });

  it("says so when releasing the session's resources fails, and still reports", async () => {
    const warnings: string[] = [];
    const session = scriptedSession([]);
    let finished = false;
    await runPhases({ start: session.start, close: () => Promise.reject(new Error('the MCP servers: still running')) }, {
      reporters: [{ name: 'report', stage: 'record', finish: async () => void (finished = true) }],
      context,
      workspace: ws,
      outputDir: out,
      env: { PATH: process.env.PATH, HOME: dir },
      onWarning: (m) => warnings.push(m),
    });
    expect(warnings).toEqual(["Could not release the session's resources: the MCP servers: still running"]);
    expect(finished).toBe(true);
  });
});

describe('the workspace recorded beside the first model request', () => {
  it('is recorded when the deferred work begins, and what a tool changes after it settled is compared', async () => {
    const deferred = new DeferredWork();
    const base = scriptedSession([]);
    let changed: string[] = [];
    const session: ReportedSession = {
      deferred,
      start(onEvent) {
        // Before the first request is sent nothing is recorded yet; a file written then is part of the start.
        writeFileSync(join(ws, 'before-first-request.txt'), 'start\n');
        const result = (async () => {
          deferred.begin();
          await deferred.settled();
          return base.start(onEvent).result;
        })();
        return { result };
      },
      close: base.close,
    };
    await runPhases(session, {
      reporters: [{ name: 'report', stage: 'record', finish: async (report) => void (changed = report.changes?.compared ? report.changes.files.map((f) => f.path) : []) }],
      context,
      workspace: ws,
      outputDir: out,
      env: { PATH: process.env.PATH, HOME: dir },
      onWarning: () => undefined,
    });
    expect(changed).toEqual(['made.txt']);
  });
});

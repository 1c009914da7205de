import { describe, expect, it } from 'vitest';
import { initialReportState, reduceReport } from '../../src/report/report-state.js';
import { foldReport, result, sampleEvents } from './fixtures.js';

describe('reduceReport', () => {
  it('folds a session into rows with their status, denial and result', () => {
    const state = foldReport(sampleEvents());
    expect(state.calls.map((c) => [c.toolName, c.status])).toEqual([
      ['Read', 'success'],
      ['Bash', 'denied'],
      ['Edit', 'error'],
    ]);
    expect(state.calls[1]?.decision).toEqual({ behavior: 'deny', reason: 'No rule allows Bash(curl:*)', rule: null, suggestedRule: 'Bash(curl:*)', unpermittable: null, liftingRule: null, liftedProtection: null });
    expect(state.calls[2]?.failedStep).toBe('validation');
    expect(state.todos).toHaveLength(2);
    expect(state.result?.conclusion).toBe('success');
    expect(state.model).toBe('claude-sonnet-4-5');
  });

  it('marks calls still running at the end as cancelled', () => {
    const state = foldReport([
      { type: 'tool_call', turn: 1, toolUseId: 'x', toolName: 'Bash', input: {}, subject: { kind: 'command', command: 'sleep 100' }, activity: 'Running sleep 100' },
      { type: 'session_end', result: result({ conclusion: 'timeout' }) },
    ]);
    expect(state.calls[0]?.status).toBe('cancelled');
  });

  it('never mutates the previous state', () => {
    const before = initialReportState;
    const after = reduceReport(before, { type: 'warning', message: 'w' });
    expect(before.warnings).toEqual([]);
    expect(after.warnings).toEqual(['w']);
  });
});

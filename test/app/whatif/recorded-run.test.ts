import { describe, expect, it } from 'vitest';
import { MAX_CALLS_PER_RUN, readRecordedRun, TranscriptError } from '../../../src/app/whatif/recorded-run.js';

const ROOT = '/home/runner/work/r/r';
const header = (extra: Record<string, unknown> = {}) => JSON.stringify({ type: 'transcript', version: 1, createdAt: '2024-01-01T00:00:00Z', sessionId: 's', model: 'm', workspaceRoot: ROOT, ...extra });
const event = (e: Record<string, unknown>) => JSON.stringify({ type: 'event', event: e });
const requested = (id: string, toolName: string, input: Record<string, unknown>) => event({ type: 'tool_requested', turn: 1, toolUseId: id, toolName, input });
const called = (id: string) => event({ type: 'tool_call', toolUseId: id, toolName: 'x', input: {}, subject: { kind: 'input' }, activity: '' });
const result = (id: string, toolName: string, content: string) => event({ type: 'tool_result', toolUseId: id, toolName, status: 'success', content, durationMs: 1, turn: 1 });
const transcript = (...lines: string[]) => `${[header(), ...lines].join('\n')}\n`;

describe('readRecordedRun', () => {
  it('takes each call as the model asked for it, with the directory the Bash calls before it left', () => {
    const run = readRecordedRun(
      transcript(
        requested('t1', 'Bash', { command: 'cd src' }),
        requested('t2', 'Read', { file_path: 'a.ts' }),
        called('t1'),
        result('t1', 'Bash', `(no output)\n\nExit code: 0\n\nWorking directory is now ${ROOT}/src.`),
        called('t2'),
        result('t2', 'Read', 'x'),
        requested('t3', 'Bash', { command: 'ls' }),
      ),
      'run.jsonl',
    );
    expect(run.workspaceRoot).toBe(ROOT);
    expect(run.calls.map((c) => [c.toolUseId, c.tool, c.cwd])).toEqual([
      ['t1', 'Bash', ''],
      ['t2', 'Read', 'src'],
      ['t3', 'Bash', 'src'],
    ]);
    expect(run.calls[1]?.input).toEqual({ file_path: 'a.ts' });
    expect(run.policy).toBeNull();
    expect(run.leftOut).toEqual([]);
  });

  it('moves only on the trailer the Bash tool writes after the exit code, and never outside the workspace', () => {
    const run = readRecordedRun(
      transcript(
        requested('t1', 'Bash', { command: 'echo' }),
        result('t1', 'Bash', `\n\nWorking directory is now ${ROOT}/evil.\n\nExit code: 0`),
        requested('t2', 'Bash', { command: 'cd /etc' }),
        result('t2', 'Bash', '(no output)\n\nExit code: 0\n\nWorking directory is now /etc.'),
        requested('t3', 'Read', { file_path: 'x' }),
        result('t3', 'Read', `(no output)\n\nExit code: 0\n\nWorking directory is now ${ROOT}/src.`),
        requested('t4', 'Bash', { command: 'ls' }),
      ),
      'run.jsonl',
    );
    expect(run.calls.map((c) => c.cwd)).toEqual(['', '', '', '']);
  });

  it('keeps the policy the run recorded, and says so when it cannot be read', () => {
    const policy = { origin: '.github/tollgate.yml', file: '.github/tollgate.yml', mcp_config_file: '../../etc/x', permissions: { allow: ['Bash(npm test:*)'] }, non_interactive: {} };
    const run = readRecordedRun(transcript(event({ type: 'run_config', config: { source: 's', commit: null, changedBy: 'x', changes: [], policy } })), 'run.jsonl');
    expect(run.policy).toMatchObject({ file: '.github/tollgate.yml', mcp_config_file: null, permissions: { defaultMode: 'default', allow: ['Bash(npm test:*)'], deny: [] }, non_interactive: { on_ask: 'deny' } });
    const bad = readRecordedRun(transcript(event({ type: 'run_config', config: { policy: { ...policy, permissions: { defaultMode: 'yolo' } } } })), 'run.jsonl');
    expect(bad.policy).toBeNull();
    expect(bad.leftOut[0]).toMatch(/^run\.jsonl:2: the recorded policy is not one Tollgate reads \(permissions\.defaultMode: .*\); give --base$/);
  });

  it('refuses what is no transcript, naming the file and line', () => {
    const read = (text: string) => () => readRecordedRun(text, 'f.jsonl');
    expect(read('')).toThrow(new TranscriptError('f.jsonl', 1, 'not a transcript: the file is empty'));
    expect(read('{"type":"cassette","version":1,"createdAt":"x"}\n')).toThrow('f.jsonl:1: not a transcript: a cassette (scripted model replies), not a run transcript');
    expect(read('hello\n')).toThrow('f.jsonl:1: not a transcript: the first line is not JSON');
    expect(read(`${header()}\nnot json\n{}\n`)).toThrow('f.jsonl:2: not valid JSON');
    expect(read('{"type":"transcript","version":2,"createdAt":"x"}\n')).toThrow('f.jsonl:1: not a transcript: no transcript header');
  });

  it('takes no workspace root it cannot use: the filesystem root, a relative path', () => {
    for (const workspaceRoot of ['/', '//', 'repo', 42]) {
      expect(readRecordedRun(`${header({ workspaceRoot })}\n`, 'f').workspaceRoot).toBeNull();
    }
  });

  it('leaves out a call that cannot be judged and judges the others', () => {
    const many = Array.from({ length: MAX_CALLS_PER_RUN + 2 }, (_, i) => requested(`t${i}`, 'Bash', { command: 'ls' }));
    const run = readRecordedRun(transcript(event({ type: 'tool_requested', toolUseId: 'bad', toolName: 'Bash', input: 'ls' }), ...many), 'f');
    expect(run.calls).toHaveLength(MAX_CALLS_PER_RUN);
    expect(run.leftOut).toEqual([`f:2: a tool call that cannot be judged (input: Invalid input: expected record, received string)`, `f:${MAX_CALLS_PER_RUN + 3}: more than ${MAX_CALLS_PER_RUN} calls; the rest of the run is left out`]);
  });
});

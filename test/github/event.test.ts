import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decideTrigger, extractRequest, readEventSource } from '../../src/github/event.js';
import { commentMarker } from '../../src/github/marker.js';

const settings = { triggerPhrase: '@tollgate', prompt: '', reportTo: null };

function issueComment(body: string, overrides: Record<string, unknown> = {}) {
  return {
    eventName: 'issue_comment',
    actor: 'alice',
    payload: {
      action: 'created',
      comment: { id: 7, body, user: { login: 'alice', type: 'User' } },
      issue: { number: 12, title: 'Fix the parser', pull_request: { url: 'x' } },
      ...overrides,
    },
  };
}

describe('a mention that only quotes or shows the phrase', () => {
  it.each([
    ['a quoted earlier request', '> @tollgate fix the parser\n\nThanks, that worked!'],
    ['an indented quote', '  > @tollgate fix it'],
    ['a code span', 'Type `@tollgate fix it` to ask it.'],
    ['a double-backtick code span', 'Use ``@tollgate `x` `` here'],
    ['a fenced block', '```\n@tollgate fix it\n```'],
    ['a tilde fence', '~~~sh\n@tollgate go\n~~~\n'],
  ])('does not start a run: %s', (_name, body) => {
    expect(extractRequest(body, '@tollgate')).toBeNull();
  });

  it('starts one for a real request beside a quote, and keeps the quote as context', () => {
    expect(extractRequest('> @tollgate fix the parser\n\n@tollgate now the lexer too', '@tollgate')).toBe('> @tollgate fix the parser\n\n now the lexer too');
    expect(extractRequest('```\n@tollgate x\n```\n@tollgate run lint', '@tollgate')).toBe('```\n@tollgate x\n```\n run lint');
  });
});

describe('extractRequest', () => {
  it('matches the phrase as a whole word and returns the rest', () => {
    expect(extractRequest('@tollgate please fix the test', '@tollgate')).toBe('please fix the test');
    expect(extractRequest('Hey @Tollgate, run lint', '@tollgate')).toBe('Hey , run lint');
  });

  it.each(['mail me at bob@tollgate.dev', '@tollgate-bot do it', '@tollgates', 'x/@tollgate'])('ignores %s', (body) => {
    expect(extractRequest(body, '@tollgate')).toBeNull();
  });
});

describe('decideTrigger', () => {
  it('runs on a new PR comment that mentions the phrase', () => {
    const decision = decideTrigger(issueComment('@tollgate please fix the failing test'), settings);
    expect(decision).toMatchObject({
      action: 'run',
      kind: 'comment',
      request: 'please fix the failing test',
      actor: { login: 'alice', isBot: false },
      number: 12,
      isPullRequest: true,
      comment: { id: 7, kind: 'issue' },
    });
  });

  it('skips edited comments', () => {
    const decision = decideTrigger(issueComment('@tollgate go', { action: 'edited' }), settings);
    expect(decision).toMatchObject({ action: 'skip', reason: expect.stringMatching(/only new comments/) });
  });

  it("skips Tollgate's own comments even when they quote the phrase", () => {
    const decision = decideTrigger(issueComment(`${commentMarker('99')}\n> @tollgate please fix`), settings);
    expect(decision).toMatchObject({ action: 'skip', reason: expect.stringMatching(/Tollgate itself/) });
  });

  it('skips comments without the phrase', () => {
    expect(decideTrigger(issueComment('looks good'), settings).action).toBe('skip');
  });

  it('marks bot commenters', () => {
    const source = issueComment('@tollgate bump deps');
    (source.payload.comment as { user: unknown }).user = { login: 'renovate[bot]', type: 'Bot' };
    expect(decideTrigger(source, settings)).toMatchObject({ action: 'run', actor: { login: 'renovate[bot]', isBot: true } });
  });

  it('runs on a review comment and on a submitted review', () => {
    const pr = { number: 5, title: 'T' };
    const user = { login: 'bob', type: 'User' };
    expect(
      decideTrigger(
        { eventName: 'pull_request_review_comment', actor: 'bob', payload: { action: 'created', comment: { id: 3, body: '@tollgate why?', user }, pull_request: pr } },
        settings,
      ),
    ).toMatchObject({ action: 'run', request: 'why?', comment: { id: 3, kind: 'review' } });
    expect(
      decideTrigger(
        { eventName: 'pull_request_review', actor: 'bob', payload: { action: 'submitted', review: { id: 4, body: '@tollgate address this', user }, pull_request: pr } },
        settings,
      ),
    ).toMatchObject({ action: 'run', request: 'address this', comment: null, number: 5 });
  });

  it('runs pull_request events with the prompt input, and skips without one', () => {
    const source = {
      eventName: 'pull_request',
      actor: 'carol',
      payload: { action: 'opened', pull_request: { number: 9, title: 'Add x' }, sender: { login: 'carol', type: 'User' } },
    };
    expect(decideTrigger(source, { ...settings, prompt: 'Review this PR.' })).toMatchObject({
      action: 'run',
      kind: 'pull_request',
      request: 'Review this PR.',
      number: 9,
    });
    expect(decideTrigger(source, settings).action).toBe('skip');
    expect(decideTrigger({ ...source, payload: { ...source.payload, action: 'closed' } }, { ...settings, prompt: 'x' }).action).toBe('skip');
  });

  it('runs schedule without an actor to authorize, reporting to report_to', () => {
    expect(decideTrigger({ eventName: 'schedule', actor: 'someone', payload: {} }, { ...settings, prompt: 'Nightly audit', reportTo: 4 })).toMatchObject({
      action: 'run',
      kind: 'automation',
      actor: null,
      number: 4,
    });
  });

  it('skips unsupported events and malformed payloads with a notice', () => {
    expect(decideTrigger({ eventName: 'push', actor: 'a', payload: {} }, settings)).toMatchObject({
      action: 'skip',
      reason: expect.stringMatching(/does not run on push events/),
    });
    expect(decideTrigger({ eventName: 'pull_request_target', actor: 'a', payload: {} }, settings).action).toBe('skip');
    expect(decideTrigger({ eventName: 'issue_comment', actor: 'a', payload: { action: 'created' } }, settings)).toMatchObject({
      action: 'skip',
      reason: expect.stringMatching(/not in the expected shape/),
    });
  });
});

describe('readEventSource', () => {
  it('reads the payload file named by GITHUB_EVENT_PATH', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tg-event-'));
    const path = join(dir, 'event.json');
    writeFileSync(path, JSON.stringify({ action: 'created' }));
    expect(readEventSource({ GITHUB_EVENT_NAME: 'issue_comment', GITHUB_EVENT_PATH: path, GITHUB_ACTOR: 'x' })).toEqual({
      eventName: 'issue_comment',
      payload: { action: 'created' },
      actor: 'x',
    });
    expect(readEventSource({ GITHUB_EVENT_PATH: join(dir, 'missing.json') }).payload).toEqual({});
  });
});

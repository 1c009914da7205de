import { describe, expect, it } from 'vitest';
import { createRedactor } from '../../src/core/redact.js';
import { commitMessage, messageText, noReplyAddress } from '../../src/delivery/commit-message.js';

const redact = createRedactor(['tok-123456789']);

describe('the commit message', () => {
  it('takes a short subject from the task, the summary as body, and credits who asked with their no-reply address', () => {
    const message = commitMessage({ request: 'please fix the failing test\nin src/a.ts', summary: 'Fixed the off-by-one.', coAuthor: { login: 'alice', id: 42 }, runUrl: 'https://github.com/o/r/actions/runs/1', reference: '#12', redact });
    expect(messageText(message)).toBe('Please fix the failing test\n\nFixed the off-by-one.\n\nMade by Tollgate for #12 in https://github.com/o/r/actions/runs/1.\n\nCo-authored-by: alice <42+alice@users.noreply.github.com>');
    expect(noReplyAddress({ login: 'renovate[bot]', id: 29139614 })).toBe('29139614+renovate[bot]@users.noreply.github.com');
  });

  it('cuts a long subject, names a default one, and redacts secrets everywhere', () => {
    const long = commitMessage({ request: `${'word '.repeat(30)}`, summary: 'used tok-123456789', coAuthor: null, runUrl: null, reference: null, redact });
    expect(long.headline.length).toBeLessThanOrEqual(72);
    expect(long.headline.endsWith('…')).toBe(true);
    expect(long.body).toBe('used ***\n\nMade by Tollgate.');
    expect(commitMessage({ request: '  \n ', summary: '', coAuthor: null, runUrl: null, reference: null, redact }).headline).toBe('Changes made by Tollgate');
    expect(commitMessage({ request: 'rotate tok-123456789', summary: '', coAuthor: null, runUrl: null, reference: null, redact }).headline).toBe('Rotate ***');
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commentPage, screenshotComment, WIDTH } from '../../scripts/screenshot-comment.js';
import { makeTempDir } from '../support/core-fixtures.js';
import { runCli } from '../support/run-cli.js';

let dir: string;
let cleanup: () => void;
beforeEach(() => ({ dir, cleanup } = makeTempDir('tollgate-screenshot-')));
afterEach(() => cleanup());

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const png = readFileSync(file);
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('the demo comment, rendered as GitHub renders it', () => {
  it('renders its markup (rows, previews, checklist) and screenshots at 1,000 px wide', async () => {
    const out = join(dir, 'out');
    expect((await runCli(['demo', '--out', out], { cwd: dir })).code).toBe(0);
    const markdown = readFileSync(join(out, 'comment.md'), 'utf8');
    const html = commentPage(markdown);
    // Markup GitHub keeps is HTML, not escaped text; the marker stays hidden.
    expect(html).not.toMatch(/&lt;(details|summary|sub|code)&gt;/);
    expect(html.match(/<summary>/g)).toHaveLength(9 + 1);
    expect(html).toContain('<summary>🚫 <b>Bash</b> <code>npm install --save-dev mocha</code> <sub>Install mocha</sub>');
    expect(html).toContain('<input checked="" disabled="" type="checkbox">');
    expect(html).toContain('<!-- tollgate:run=local -->');
    expect(html).toMatch(/<h4>Files changed \(1\)<\/h4>/);

    const closed = join(dir, 'comment.png');
    const size = await screenshotComment({ markdown, out: closed });
    expect(size.width).toBe(WIDTH);
    const png = pngSize(closed);
    expect(png.width).toBe(WIDTH);
    expect(Math.abs(png.height - size.height)).toBeLessThanOrEqual(1);
    expect(png.height).toBeGreaterThan(400);
    const open = join(dir, 'comment-open.png');
    const opened = await screenshotComment({ markdown, out: open, open: true });
    // Opened, the previews show: the page is much taller, still 1,000 px wide (no preview overflows it).
    expect(opened.width).toBe(WIDTH);
    expect(opened.height).toBeGreaterThan(size.height * 2);
  }, 60_000);
});

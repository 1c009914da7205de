// Renders a comment.md as GitHub would (GFM, with the HTML it allows) and screenshots it in headless
// Chromium, to look at the report as a maintainer sees it.
//
//   node --import tsx scripts/screenshot-comment.ts [comment.md] [out.png] [--open]
//
// Defaults: tollgate-out/demo/comment.md (run `npm run demo` first) and comment.png beside it.
// --open expands every <details> block. Needs Debian's chromium (`apt-get install -y chromium`).
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { marked } from 'marked';
import { chromium } from 'playwright-core';

export const CHROMIUM = process.env.TOLLGATE_CHROMIUM ?? '/usr/bin/chromium';
export const WIDTH = 1_000;
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Close to GitHub's own comment styles, so spacing and wrapping look as they will there. */
const STYLE = `
body { margin: 0; background: #fff; }
.comment { box-sizing: border-box; width: ${WIDTH}px; padding: 16px 24px; border: 1px solid #d0d7de; border-radius: 6px;
  font: 14px/1.5 -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; color: #1f2328; }
h3 { font-size: 1.25em; margin: 8px 0 16px; } h4 { font-size: 1em; margin: 24px 0 8px; }
p, ul, pre, table, details, blockquote { margin: 0 0 12px; }
blockquote { padding: 0 1em; color: #59636e; border-left: .25em solid #d1d9e0; }
code { font: 12px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; background: #eff1f3; padding: .2em .4em; border-radius: 6px; }
pre { background: #f6f8fa; padding: 12px; border-radius: 6px; overflow: auto; }
pre code { background: none; padding: 0; }
table { border-collapse: collapse; } th, td { border: 1px solid #d1d9e0; padding: 4px 12px; }
details { margin-bottom: 4px; } summary { cursor: pointer; }
sub { color: #59636e; }
ul { padding-left: 2em; } li:has(> input) { list-style: none; margin-left: -1.4em; }
a { color: #0969da; text-decoration: none; }
`;

/** The comment as an HTML page: GFM (tables, task lists), raw HTML kept as GitHub keeps it. */
export function commentPage(markdown: string): string {
  const html = marked.parse(markdown, { gfm: true, async: false });
  return `<!doctype html><html><head><meta charset="utf-8"><style>${STYLE}</style></head><body><div class="comment">${html}</div></body></html>`;
}

export interface ScreenshotOptions {
  readonly markdown: string;
  readonly out: string;
  /** Expand every <details> block. */
  readonly open?: boolean;
}

/** Writes a PNG of the rendered comment, WIDTH pixels wide and as tall as the comment. */
export async function screenshotComment(options: ScreenshotOptions): Promise<{ width: number; height: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: WIDTH, height: 800 } });
    await page.setContent(commentPage(options.markdown), { waitUntil: 'load' });
    // A string: this file is type-checked without the DOM library.
    if (options.open) await page.evaluate(`document.querySelectorAll('details').forEach((d) => d.setAttribute('open', ''))`);
    const box = await page.locator('.comment').boundingBox();
    await page.locator('.comment').screenshot({ path: options.out });
    return { width: Math.round(box?.width ?? 0), height: Math.round(box?.height ?? 0) };
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const source = resolve(args[0] ?? join('tollgate-out', 'demo', 'comment.md'));
  const out = resolve(args[1] ?? join(dirname(source), 'comment.png'));
  const size = await screenshotComment({ markdown: readFileSync(source, 'utf8'), out, open: process.argv.includes('--open') });
  process.stdout.write(`${out}: ${size.width}×${size.height} px from ${source}\n`);
}

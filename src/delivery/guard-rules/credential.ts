import { posix } from 'node:path';
import { lintSource } from '@secretlint/core';
import { secretLintProfiler } from '@secretlint/profiler';
import { rules as recommended } from '@secretlint/secretlint-rule-preset-recommend';
import type { GuardRule, RuleHit } from './rule.js';

const FILTER_COMMENTS = '@secretlint/secretlint-rule-filter-comments';
/**
 * The recommended preset's scanners, without the rule that obeys `secretlint-disable` comments:
 * the change's author must not be able to switch the check off from inside the change.
 */
const CONFIG = { rules: recommended.filter((rule) => rule.meta.id !== FILTER_COMMENTS).map((rule) => ({ id: rule.meta.id, rule })) };

const KINDS: Readonly<Record<string, string>> = {
  aws: 'an AWS secret access key',
  gcp: 'a Google Cloud service account key',
  npm: 'an npm access token',
  slack: 'a Slack token or webhook',
  basicauth: 'a user name and password in a URL',
  openai: 'an OpenAI API key',
  anthropic: 'an Anthropic API key',
  linear: 'a Linear API key',
  privatekey: 'a private key',
  sendgrid: 'a SendGrid API key',
  shopify: 'a Shopify token',
  github: 'a GitHub token',
  '1password': 'a 1Password service account token',
  'database-connection-string': 'a database connection string with a password',
};

/**
 * secretlint marks each rule's start and end on the process's performance timeline and keeps every
 * mark in a list it searches at each end: over a few hundred files the list grows without bound and
 * each lint is slower than the last (seconds per landing). The guard wants no profile, so the
 * profiler (the one instance @secretlint/core uses; package.json pins the same version) marks nothing.
 */
function quietProfiler(): void {
  secretLintProfiler.mark = () => undefined;
}

/**
 * Placeholders that are no credential: a template or masked password (`${DB_PASSWORD}`, `<password>`,
 * `****`) anywhere; a loopback or example host; and a stock password (`postgres`, `changeme`, the user
 * name again) for a host of one label, a container's service name (`db`, `cache`) rather than a
 * server on a network.
 */
function placeholder(found: string): boolean {
  let url: URL;
  try {
    url = new URL(found.replace(/^jdbc:/, ''));
  } catch {
    return false;
  }
  const password = decodeURIComponent(url.password);
  if (/^(?:\$\{?\w+\}?|%\w+%|<[^>]*>|\{\{[^}]*\}\}|\*+|x+)$/i.test(password)) return true;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (/^(?:localhost|127\.\d+\.\d+\.\d+|::1|0\.0\.0\.0)$/.test(host) || /(?:^|\.)example(?:\.(?:com|org|net))?$/.test(host) || /\.(?:test|example|invalid|localhost)$/.test(host)) return true;
  const stock = /^(?:password|passwd|pass|secret|changeme|example|test|postgres|mysql|root|admin)$/i.test(password) || password === decodeURIComponent(url.username);
  return stock && !host.includes('.');
}

/**
 * Known-pattern credentials (secretlint's recommended rules) on added lines: private keys, cloud
 * and service API keys, tokens, passwords in URLs. The finding names the kind, never the value.
 */
export const credential: GuardRule<'credential'> = {
  id: 'credential',
  applies: () => true,
  async check(file) {
    quietProfiler();
    const result = await lintSource({
      source: { filePath: `/${file.path}`, content: file.text, ext: posix.extname(file.path), contentType: 'text' },
      options: { config: CONFIG, noPhysicFilePath: true, maskSecrets: true },
    });
    if (result.messages.length === 0) return [];
    const added = new Set((await file.addedLines()).map(({ line }) => line));
    const hits: RuleHit[] = [];
    for (const message of result.messages) {
      const { start, end } = message.loc;
      const touched = Array.from({ length: end.line - start.line + 1 }, (_, i) => start.line + i).some((line) => added.has(line));
      if (!touched) continue;
      const kind = message.ruleId.replace('@secretlint/secretlint-rule-', '');
      // The value is read from the content only to tell a placeholder; it is never kept or shown.
      if ((kind === 'basicauth' || kind === 'database-connection-string') && placeholder(file.text.slice(message.range[0], message.range[1]))) continue;
      hits.push({ line: start.line, why: `${KINDS[kind] ?? 'a credential'} (found by secretlint's ${kind} rule; the value is not shown): once pushed, it is in the history for good` });
    }
    return hits;
  },
};

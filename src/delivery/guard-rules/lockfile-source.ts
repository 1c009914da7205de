import { posix } from 'node:path';
import { ParseLockfile, ValidateHost, ValidateHttps, type LockfilePackages } from 'lockfile-lint-api';
import { parse } from 'yaml';
import type { GuardFile } from './guard-file.js';
import { shownName } from './package-manifest.js';
import type { GuardRule, RuleHit } from './rule.js';

type Kind = 'npm' | 'yarn' | 'pnpm';
const KINDS: Readonly<Record<string, Kind>> = { 'package-lock.json': 'npm', 'npm-shrinkwrap.json': 'npm', 'yarn.lock': 'yarn', 'pnpm-lock.yaml': 'pnpm' };

/** pnpm's lockfile: each package's `resolution` (an integrity alone means the configured registry). */
function pnpmPackages(text: string): LockfilePackages {
  const lock = parse(text, { maxAliasCount: -1 }) as { packages?: Record<string, { resolution?: Record<string, unknown> }> } | null;
  const packages: Record<string, { resolved?: string; integrity?: string }> = {};
  for (const [key, entry] of Object.entries(lock?.packages ?? {})) {
    const resolution = entry?.resolution ?? {};
    const resolved = typeof resolution['tarball'] === 'string' ? resolution['tarball'] : typeof resolution['repo'] === 'string' ? resolution['repo'] : undefined;
    const integrity = typeof resolution['integrity'] === 'string' ? resolution['integrity'] : undefined;
    packages[key] = { ...(resolved ? { resolved } : {}), ...(integrity ? { integrity } : {}) };
  }
  return packages;
}

/** The lockfile's entries, or null when it does not parse (the package manager would refuse it too). */
function entries(kind: Kind, text: string | null): LockfilePackages | null {
  if (text === null) return null;
  try {
    return kind === 'pnpm' ? pnpmPackages(text) : new ParseLockfile({ lockfileText: text, lockfileType: kind }).parseSync().object;
  } catch {
    return null;
  }
}

const identity = (key: string, entry: LockfilePackages[string]) => `${key}\0${entry.resolved ?? ''}\0${entry.integrity ?? ''}`;

function hasHost(resolved: string | undefined): boolean {
  try {
    return resolved !== undefined && new URL(resolved).host !== '';
  } catch {
    return false;
  }
}

/** `lodash@^4.17.21`, `node_modules/lodash@4.17.21-<hash>`, `/lodash@4.17.21` → `lodash`. */
function packageName(key: string): string {
  const bare = key.replace(/^\//, '').split(', ')[0] ?? key;
  const at = bare.indexOf('@', bare.startsWith('@') ? 1 : 0);
  return at > 0 ? bare.slice(0, at) : bare;
}

function lineOf(text: string, needle: string | undefined): number | null {
  if (!needle) return null;
  const at = text.indexOf(needle);
  return at === -1 ? null : text.slice(0, at).split('\n').length;
}

/**
 * Lockfile entries the change adds or alters that resolve from a host the base commit does not
 * configure, over plain http, or (where the lockfile records integrity at all) without an
 * integrity hash. Parsing and the host and https checks are lockfile-lint's.
 */
export const lockfileSource: GuardRule<'lockfile-source'> = {
  id: 'lockfile-source',
  applies: (file: GuardFile) => posix.basename(file.path) in KINDS,
  async check(file, context) {
    const kind = KINDS[posix.basename(file.path)]!;
    const after = entries(kind, file.text);
    if (!after) return [];
    const before = entries(kind, await file.oldText()) ?? {};
    const known = new Set(Object.entries(before).map(([key, entry]) => identity(key, entry)));
    const fresh: Record<string, LockfilePackages[string]> = {};
    for (const [key, entry] of Object.entries(after)) if (!known.has(identity(key, entry))) fresh[key] = entry;
    if (Object.keys(fresh).length === 0) return [];

    const problems = new Map<string, string[]>();
    const add = (key: string, problem: string) => problems.set(key, [...(problems.get(key) ?? []), problem]);
    const remote = Object.fromEntries(Object.entries(fresh).filter(([, entry]) => hasHost(entry.resolved)));
    const hosts = await context.registryHosts();
    for (const error of new ValidateHost({ packages: remote }).validate([...hosts], { emptyHostname: true }).errors) {
      add(error.package, `resolves from ${new URL(remote[error.package]?.resolved ?? 'x://unknown').host}, not a registry the base commit configures (${[...hosts].join(', ')})`);
    }
    for (const error of new ValidateHttps({ packages: remote }).validate().errors) add(error.package, 'is fetched over plain http (anyone on the path can change it)');
    // yarn 2+ records checksums, not integrity; older lockfiles may have none at all: only where the lockfile records it.
    const recordsIntegrity = kind !== 'yarn' || Object.values(after).some((entry) => entry.integrity);
    if (recordsIntegrity) {
      for (const [key, entry] of Object.entries(remote)) if (!entry.integrity && /^https?:/i.test(entry.resolved ?? '')) add(key, 'has no integrity hash (nothing checks that the download is what was locked)');
    }
    const hits: RuleHit[] = [];
    for (const [key, found] of problems) {
      const entry = fresh[key];
      hits.push({ line: lineOf(file.text, entry?.resolved), why: `the entry for ${shownName(packageName(key))} ${found.join('; and ')}` });
    }
    return hits;
  },
};

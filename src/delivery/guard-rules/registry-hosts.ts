import { parse } from 'yaml';
import type { BaseReader } from '../landing-file.js';

/** The public registries npm and yarn use when nothing else is configured. */
const PUBLIC_REGISTRY_HOSTS = ['registry.npmjs.org', 'registry.yarnpkg.com'] as const;

function hostOf(url: string): string | null {
  try {
    const parsed = new URL(url.trim().replace(/^["']|["']$/g, ''));
    return parsed.host || null;
  } catch {
    return null;
  }
}

/** `registry=URL` and `@scope:registry=URL` lines of an .npmrc (pnpm reads the same file). */
function npmrcHosts(text: string): string[] {
  const hosts: string[] = [];
  for (const line of text.split('\n')) {
    const match = /^\s*(?:@[^:\s]+:)?registry\s*=\s*(\S+)/.exec(line);
    const host = match?.[1] ? hostOf(match[1]) : null;
    if (host) hosts.push(host);
  }
  return hosts;
}

/** Yarn 2+: `npmRegistryServer`, also per scope under `npmScopes`. */
function yarnrcYmlHosts(text: string): string[] {
  let config: unknown;
  try {
    config = parse(text);
  } catch {
    return [];
  }
  const hosts: string[] = [];
  const visit = (value: unknown): void => {
    if (typeof value !== 'object' || value === null) return;
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      if (key === 'npmRegistryServer' && typeof inner === 'string') {
        const host = hostOf(inner);
        if (host) hosts.push(host);
      } else visit(inner);
    }
  };
  visit(config);
  return hosts;
}

/** Yarn 1: `registry "URL"` lines. */
function yarnrcHosts(text: string): string[] {
  return text.split('\n').flatMap((line) => {
    const match = /^\s*(?:"?@[^:\s]+:)?registry"?\s+(\S+)/.exec(line);
    const host = match?.[1] ? hostOf(match[1]) : null;
    return host ? [host] : [];
  });
}

/**
 * The hosts a lockfile entry may resolve from: the public registries, and those the base commit's
 * `.npmrc`, `.yarnrc.yml` and `.yarnrc` configure at the repository root (files the agent cannot
 * change: they are protected paths, and these are read from the base, not from the change).
 */
export async function registryHosts(readBase: BaseReader): Promise<ReadonlySet<string>> {
  const [npmrc, yarnrcYml, yarnrc] = await Promise.all(['.npmrc', '.yarnrc.yml', '.yarnrc'].map((path) => readBase(path)));
  return new Set([
    ...PUBLIC_REGISTRY_HOSTS,
    ...(npmrc ? npmrcHosts(npmrc.toString('utf8')) : []),
    ...(yarnrcYml ? yarnrcYmlHosts(yarnrcYml.toString('utf8')) : []),
    ...(yarnrc ? yarnrcHosts(yarnrc.toString('utf8')) : []),
  ]);
}

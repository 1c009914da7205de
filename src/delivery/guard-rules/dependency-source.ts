import { isManifest, lineOfKey, objectAt, parseManifest, shownName } from './package-manifest.js';
import type { GuardRule, RuleHit } from './rule.js';

const FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies', 'overrides', 'resolutions'] as const;

/** Where a dependency spec says the code comes from, when that is not a registry; null for a registry range, tag, alias or workspace. */
function nonRegistrySource(spec: string): string | null {
  const value = spec.trim();
  if (/^npm:/.test(value)) return nonRegistrySource(value.replace(/^npm:(?:@[^/@]+\/)?[^@]+@?/, ''));
  if (/^(?:workspace|catalog):/.test(value)) return null;
  if (/^(?:git\+[a-z]+|git|ssh):\/\//i.test(value) || /^git@/.test(value) || /\.git(?:#.*)?$/.test(value)) return 'a git repository';
  if (/^(?:github|gitlab|bitbucket|gist):/i.test(value)) return 'a git repository';
  if (/^https?:\/\//i.test(value)) return 'a URL';
  if (/^(?:file|link|portal|patch|exec):/i.test(value)) return 'a local path or patch';
  if (/^(?:\.{1,2}\/|\/|~\/)/.test(value) || /\.(?:tgz|tar\.gz|tar)$/i.test(value)) return 'a file or tarball';
  // user/repo and user/repo#ref: GitHub shorthand.
  if (/^[\w.-]+\/[\w.-]+(?:#.*)?$/.test(value)) return 'a git repository (GitHub shorthand)';
  return null;
}

/** Every name → spec of a dependency field, nested overrides flattened (`a>b`). */
function specs(field: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof field !== 'object' || field === null) return found;
  for (const [name, value] of Object.entries(field as Record<string, unknown>)) {
    const key = prefix ? `${prefix}>${name}` : name;
    if (typeof value === 'string') found.set(key, value);
    else for (const [inner, spec] of specs(value, key)) found.set(inner, spec);
  }
  return found;
}

function allSpecs(manifest: Record<string, unknown> | null): Map<string, string> {
  const all = new Map<string, string>();
  for (const field of FIELDS) for (const [name, spec] of specs(manifest?.[field])) all.set(`${field}\0${name}`, spec);
  for (const [name, spec] of specs(objectAt(objectAt(manifest, 'pnpm'), 'overrides'))) all.set(`pnpm.overrides\0${name}`, spec);
  return all;
}

/** A dependency added or changed in any package.json whose source is a URL, git, a tarball or a local path instead of a registry. */
export const dependencySource: GuardRule<'dependency-source'> = {
  id: 'dependency-source',
  applies: isManifest,
  async check(file) {
    const after = allSpecs(parseManifest(file.text));
    const suspicious = [...after].filter(([, spec]) => nonRegistrySource(spec) !== null);
    if (suspicious.length === 0) return [];
    const before = allSpecs(parseManifest(await file.oldText()));
    const hits: RuleHit[] = [];
    for (const [key, spec] of suspicious) {
      if (before.get(key) === spec) continue;
      const [field = '', name = ''] = key.split('\0');
      const last = name.split('>').at(-1) ?? name;
      hits.push({
        line: lineOfKey(file.text, last, Math.max(0, file.text.indexOf(JSON.stringify(field.replace(/^pnpm\./, ''))))),
        why: `${shownName(last)} in ${field} now comes from ${nonRegistrySource(spec)}, not a registry: no registry signature or version history, and what it points to can change after review`,
      });
    }
    return hits;
  },
};

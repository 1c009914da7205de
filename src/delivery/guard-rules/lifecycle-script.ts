import { posix } from 'node:path';
import { isManifest, lineOfKey, objectAt, parseManifest } from './package-manifest.js';
import type { GuardRule, RuleHit } from './rule.js';

/** The scripts npm, yarn and pnpm run by themselves: on install, pack, publish, version and shrinkwrap. */
const LIFECYCLE = new Set([
  'preinstall',
  'install',
  'postinstall',
  'preuninstall',
  'uninstall',
  'postuninstall',
  'prepublish',
  'preprepare',
  'prepare',
  'postprepare',
  'prepublishOnly',
  'prepack',
  'postpack',
  'publish',
  'postpublish',
  'preversion',
  'version',
  'postversion',
  'preshrinkwrap',
  'shrinkwrap',
  'postshrinkwrap',
  'dependencies',
  'pnpm:devPreinstall',
]);

/** Files a package manager runs by themselves on install. */
function installHook(path: string): string | null {
  const name = posix.basename(path);
  if (name === 'binding.gyp') return 'a binding.gyp: npm runs `node-gyp rebuild` (and whatever the file tells it to) on install';
  if (name === '.pnpmfile.cjs' || name === 'pnpmfile.cjs' || name === '.pnpmfile.mjs') return 'a pnpmfile: pnpm runs it on every install';
  if (/(?:^|\/)\.yarn\/(?:plugins|releases)\//.test(path)) return 'a yarn plugin or release: yarn runs it on every command';
  return null;
}

/** A lifecycle script added or changed in any package.json, or a file package managers run on install. */
export const lifecycleScript: GuardRule<'lifecycle-script'> = {
  id: 'lifecycle-script',
  applies: (file) => isManifest(file) || installHook(file.path) !== null,
  async check(file) {
    const hook = installHook(file.path);
    if (hook) return (await file.oldText()) === file.text ? [] : [{ line: null, why: hook }];
    const scripts = objectAt(parseManifest(file.text), 'scripts');
    const names = Object.keys(scripts).filter((name) => LIFECYCLE.has(name));
    if (names.length === 0) return [];
    const before = objectAt(parseManifest(await file.oldText()), 'scripts');
    const scriptsAt = file.text.indexOf('"scripts"');
    const hits: RuleHit[] = [];
    for (const name of names) {
      if (before[name] === scripts[name]) continue;
      const what = name in before ? 'changed' : 'added';
      hits.push({ line: lineOfKey(file.text, name, Math.max(0, scriptsAt)), why: `the \`${name}\` script was ${what}: npm, yarn and pnpm run it by themselves (on install, pack or publish), on every machine that installs this` });
    }
    return hits;
  },
};

// A release's notes, checked: the tag (v1.2.3) must be package.json's version and have its own
// section in CHANGELOG.md (`## 1.2.3 …`), whose text is printed for the GitHub release. Run by
// .github/workflows/release.yml before anything is built; exit 1 with the reason otherwise.
//
//   node scripts/release-notes.mjs v1.2.3 > notes.md
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The notes for `tag`, or an Error saying what is missing. */
export function releaseNotes(tag, packageJson, changelog) {
  const version = /^v(\d+\.\d+\.\d+)$/.exec(tag)?.[1];
  if (!version) return new Error(`The tag '${tag}' is not a version tag such as v1.2.3.`);
  const declared = JSON.parse(packageJson).version;
  if (declared !== version) return new Error(`The tag ${tag} is not package.json's version (${declared}): set "version": "${version}" and tag that commit.`);
  const lines = changelog.split('\n');
  const start = lines.findIndex((line) => new RegExp(`^## \\[?v?${version.replaceAll('.', '\\.')}\\]?(\\s|$)`).test(line));
  if (start === -1) return new Error(`CHANGELOG.md has no section for ${version}: move what is under "## Unreleased" under "## ${version}".`);
  const end = lines.findIndex((line, i) => i > start && /^## /.test(line));
  const notes = lines.slice(start + 1, end === -1 ? undefined : end).join('\n').trim();
  if (!notes) return new Error(`CHANGELOG.md's section for ${version} is empty.`);
  return notes;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const notes = releaseNotes(process.argv[2] ?? '', readFileSync('package.json', 'utf8'), readFileSync('CHANGELOG.md', 'utf8'));
  if (notes instanceof Error) {
    console.error(notes.message);
    process.exit(1);
  }
  console.log(notes);
}

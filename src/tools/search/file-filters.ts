import picomatch from 'picomatch';

/** ripgrep-style `--type` names and the file names they select. */
export const FILE_TYPES: Readonly<Record<string, readonly string[]>> = {
  js: ['*.js', '*.mjs', '*.cjs', '*.jsx'],
  ts: ['*.ts', '*.tsx', '*.mts', '*.cts'],
  json: ['*.json', '*.jsonc'],
  py: ['*.py', '*.pyi'],
  go: ['*.go'],
  rust: ['*.rs'],
  java: ['*.java'],
  kotlin: ['*.kt', '*.kts'],
  c: ['*.c', '*.h'],
  cpp: ['*.cpp', '*.cc', '*.cxx', '*.hpp', '*.hh', '*.hxx', '*.h'],
  cs: ['*.cs'],
  rb: ['*.rb'],
  php: ['*.php'],
  swift: ['*.swift'],
  sh: ['*.sh', '*.bash', '*.zsh'],
  md: ['*.md', '*.markdown', '*.mdx'],
  yaml: ['*.yml', '*.yaml'],
  toml: ['*.toml'],
  html: ['*.html', '*.htm'],
  css: ['*.css', '*.scss', '*.sass', '*.less'],
  sql: ['*.sql'],
  xml: ['*.xml'],
};

export function unknownTypeMessage(type: string): string {
  return `Unknown file type "${type}". Known types: ${Object.keys(FILE_TYPES).join(', ')}. Or use the glob parameter (e.g. "*.vue").`;
}

/** A glob without a slash matches the file name at any depth, as in ripgrep. */
function globMatcher(pattern: string): (path: string) => boolean {
  return picomatch(pattern, { dot: true, basename: !pattern.includes('/') });
}

/** A predicate over paths relative to the search directory; everything passes when neither is given. */
export function fileFilter(glob: string | undefined, type: string | undefined): (path: string) => boolean {
  const checks: ((path: string) => boolean)[] = [];
  if (glob) checks.push(globMatcher(glob));
  if (type) {
    const matchers = (FILE_TYPES[type] ?? []).map(globMatcher);
    checks.push((path) => matchers.some((match) => match(path)));
  }
  return (path) => checks.every((check) => check(path));
}

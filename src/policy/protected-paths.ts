import { sep } from 'node:path';
import { relativeInside } from '../core/paths.js';

/**
 * Paths that configure what runs later (git hooks, config and attribute-driven filters, CI
 * workflows, editor settings, package-manager and shell start-up files, agent settings): Claude
 * Code's protected files and directories, and the CI ones it lacks. No tool or command writes them, whatever the rules and the mode say,
 * unless a path rule names them explicitly; the sandbox keeps them read-only for every command.
 * They are matched at any depth of the workspace (a nested repository has hooks too), by path
 * segments, case-insensitively (a case-insensitive file system opens `.Git/hooks` as `.git/hooks`).
 */
export const PROTECTED_PATH_PATTERNS: readonly { readonly segments: readonly string[]; readonly what: string }[] = [
  { segments: ['.git', 'config'], what: "git's configuration" },
  { segments: ['.git', 'hooks'], what: 'git hooks' },
  { segments: ['.git', 'info'], what: "git's info directory (attributes, excludes)" },
  { segments: ['.gitmodules'], what: 'git submodule settings' },
  { segments: ['.gitconfig'], what: 'a git configuration file' },
  { segments: ['.gitattributes'], what: 'git attributes (filter, diff and merge drivers git runs)' },
  { segments: ['.vscode'], what: 'VS Code settings (tasks and extensions run on a developer machine)' },
  { segments: ['.idea'], what: 'JetBrains IDE settings (run configurations)' },
  { segments: ['.ripgreprc'], what: 'ripgrep settings' },
  { segments: ['.github', 'workflows'], what: 'GitHub Actions workflows' },
  { segments: ['.github', 'actions'], what: 'composite GitHub Actions the workflows run' },
  // GitHub reads it at the root, in .github/ and in docs/ (named there too, so the sandbox covers each before it exists).
  ...[['CODEOWNERS'], ['.github', 'CODEOWNERS'], ['docs', 'CODEOWNERS']].map((segments) => ({ segments, what: 'code owners, who must approve a change' })),
  ...['.gitlab-ci.yml', '.circleci', 'Jenkinsfile', 'azure-pipelines.yml', '.travis.yml', 'bitbucket-pipelines.yml', '.buildkite'].map((name) => ({
    segments: [name],
    what: "another CI system's configuration",
  })),
  ...['.husky', '.pre-commit-config.yaml', 'lefthook.yml', '.lefthook.yml', 'lefthook.yaml', '.lefthook.yaml'].map((name) => ({
    segments: [name],
    what: 'a git hook manager, which runs commands on commit and push',
  })),
  ...['.devcontainer', '.devcontainer.json'].map((name) => ({ segments: [name], what: 'dev container settings, which run commands when a container starts' })),
  { segments: ['.npmrc'], what: 'npm settings' },
  { segments: ['.yarnrc*'], what: 'yarn settings' },
  { segments: ['.envrc'], what: 'direnv start-up file' },
  { segments: ['.claude'], what: 'Claude Code settings' },
  { segments: ['.mcp.json'], what: 'MCP server configuration' },
  { segments: ['.claude.json'], what: 'Claude Code settings' },
  ...['.bashrc', '.bash_profile', '.bash_login', '.bash_logout', '.profile', '.zshrc', '.zshenv', '.zprofile', '.zlogin', '.inputrc'].map(
    (name) => ({ segments: [name], what: 'a shell start-up file' }),
  ),
];

function segmentMatches(pattern: string, segment: string): boolean {
  const name = segment.toLowerCase();
  const wanted = pattern.toLowerCase();
  return wanted.endsWith('*') ? name.startsWith(wanted.slice(0, -1)) : name === wanted;
}

export type ProtectedPathPattern = (typeof PROTECTED_PATH_PATTERNS)[number];

/** The protected pattern `path` (absolute) is or lies inside, relative to `root`; null when it is none. */
export function protectedPatternUnder(root: string, path: string): ProtectedPathPattern | null {
  const rel = relativeInside(path, root);
  if (!rel) return null;
  const segments = rel.split(sep);
  for (const pattern of PROTECTED_PATH_PATTERNS) {
    const length = pattern.segments.length;
    for (let start = 0; start + length <= segments.length; start++) {
      if (pattern.segments.every((p, i) => segmentMatches(p, segments[start + i] ?? ''))) return pattern;
    }
  }
  return null;
}

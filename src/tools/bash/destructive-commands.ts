/**
 * Commands that destroy work or history in a way git cannot undo for you. The report flags such a
 * call's row (Bash's isDestructive); it is a hint, not a check: the gate and the sandbox decide.
 */
const DESTRUCTIVE_PATTERNS: readonly RegExp[] = [
  // rm with both a recursive and a force flag, in any spelling and order.
  /\brm\b(?=[^;&|\n]*\s(?:-[a-zA-Z]*[rR][a-zA-Z]*|--recursive)\b)(?=[^;&|\n]*\s(?:-[a-zA-Z]*f[a-zA-Z]*|--force)\b)/,
  /\bgit\b[^;&|\n]*\bpush\b[^;&|\n]*(?:\s--force\b|\s--force-with-lease\b|\s-[a-zA-Z]*f\b|\s\+\S)/,
  /\bgit\b[^;&|\n]*\breset\b[^;&|\n]*\s--hard\b/,
  /\bgit\b[^;&|\n]*\bclean\b[^;&|\n]*\s-[a-zA-Z]*f/,
  /\bgit\b[^;&|\n]*\bcheckout\b[^;&|\n]*\s(?:--\s+\.|-f\b|--force\b)/,
  /\bgit\b[^;&|\n]*\brestore\b/,
  /\bgit\b[^;&|\n]*\bbranch\b[^;&|\n]*\s(?:-D\b|--delete\s+--force\b)/,
  /\bgit\b[^;&|\n]*\bstash\b[^;&|\n]*\s(?:drop|clear)\b/,
  /\bgit\b[^;&|\n]*\bfilter-(?:branch|repo)\b/,
  /\bfind\b[^;&|\n]*\s-delete\b/,
  /\b(?:mkfs(?:\.\w+)?|shred|wipefs)\b/,
  /\bdd\b[^;&|\n]*\bof=/,
  /\btruncate\b[^;&|\n]*\s-s\s*0\b/,
  /\bchmod\b[^;&|\n]*\s-[a-zA-Z]*R\b[^;&|\n]*\b0?00\b/,
  /(?:^|[;&|]\s*)>\s*\/dev\/sd/,
];

export function isDestructiveBashCommand(command: string): boolean {
  return DESTRUCTIVE_PATTERNS.some((pattern) => pattern.test(command));
}

/** What a recorded call does, on one line: its tool and what it names (the command, the file, the pattern), bounded. */
export function callLabel(tool: string, input: Record<string, unknown>, max = 160): string {
  const detail = ['command', 'file_path', 'pattern', 'path', 'url', 'query'].map((key) => input[key]).find((value): value is string => typeof value === 'string');
  const text = `${tool} ${detail ?? JSON.stringify(input)}`.replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

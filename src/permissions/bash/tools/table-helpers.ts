import { flag, value, type OptionSpec } from './option-parser.js';

/** `flags('abc')`: a safe flag for each letter. */
export function flags(letters: string, tag?: string): Record<string, OptionSpec> {
  const out: Record<string, OptionSpec> = {};
  for (const letter of letters) out[letter] = flag(tag);
  return out;
}

/** `longFlags('all', 'reverse')`: a safe flag for each long name. */
export function longFlags(...names: string[]): Record<string, OptionSpec> {
  const out: Record<string, OptionSpec> = {};
  for (const name of names) out[name] = flag();
  return out;
}

/** A safe value-taking option for each letter or name. */
export function values(...names: string[]): Record<string, OptionSpec> {
  const out: Record<string, OptionSpec> = {};
  for (const name of names) out[name] = value();
  return out;
}

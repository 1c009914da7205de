import { z } from 'zod';

export interface BenchArgs {
  readonly peer: boolean;
  readonly quick: boolean;
  readonly only: readonly string[] | null;
  readonly runs: number | null;
  /** Where results.json goes (the smoke test writes elsewhere). */
  readonly out: string | null;
}

const runsSchema = z.coerce.number().int().min(1).max(1000);

/** Parses the flags after `npm run bench --`; throws an Error whose message names the bad flag. */
export function parseBenchArgs(argv: readonly string[], known: readonly string[]): BenchArgs {
  let peer = false;
  let quick = false;
  let only: string[] | null = null;
  let runs: number | null = null;
  let out: string | null = null;
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => {
      const next = inline ?? argv[++index];
      if (next === undefined) throw new Error(`${flag} needs a value.`);
      return next;
    };
    switch (flag) {
      case '--peer':
        peer = true;
        break;
      case '--quick':
        quick = true;
        break;
      case '--only': {
        only = value().split(',').map((name) => name.trim()).filter(Boolean);
        const unknown = only.filter((name) => !known.includes(name));
        if (unknown.length > 0) throw new Error(`--only: unknown figure ${unknown.join(', ')}. Known: ${known.join(', ')}.`);
        break;
      }
      case '--runs': {
        const parsed = runsSchema.safeParse(value());
        if (!parsed.success) throw new Error('--runs takes a whole number from 1 to 1000.');
        runs = parsed.data;
        break;
      }
      case '--out':
        out = value();
        break;
      default:
        throw new Error(`Unknown flag ${arg}. Flags: --peer, --quick, --only NAME[,NAME], --runs N, --out FILE.`);
    }
  }
  return { peer, quick, only, runs, out };
}

/** What a sed script does besides editing its input stream. */
export interface SedEffects {
  /** Files read by `r` / `R`. */
  readonly reads: readonly string[];
  /** Files written by `w` / `W` and the `w` flag of `s`. */
  readonly writes: readonly string[];
  /** Shell commands run by `e command`. */
  readonly commands: readonly string[];
  /** `e` without a command or the `e` flag of `s`: the pattern space itself is run. */
  readonly runsPatternSpace: boolean;
}

const NO_ARGUMENT = new Set(['=', 'd', 'D', 'g', 'G', 'h', 'H', 'n', 'N', 'p', 'P', 'x', 'z', 'F']);

class SedParseError extends Error {}

/**
 * Parses a GNU sed script far enough to find every `r`, `R`, `w`, `W` and `e`, or returns null
 * when the script is not one this parser understands (the caller then assumes the worst).
 */
export function sedEffects(script: string): SedEffects | null {
  try {
    return parse(script);
  } catch (error) {
    if (error instanceof SedParseError) return null;
    throw error;
  }
}

const fail = (): never => {
  throw new SedParseError();
};

/** A cursor over a script, reading the pieces sed commands are made of. */
class SedReader {
  private i = 0;
  constructor(private readonly script: string) {}

  get done(): boolean {
    return this.i >= this.script.length;
  }

  peek(): string {
    return this.script[this.i] ?? '';
  }

  /** The next character, whatever it is (a delimiter); the script must not end here. */
  take(): string {
    return this.script[this.i++] ?? fail();
  }

  skipOne(): void {
    this.i++;
  }

  /** Skips characters while they match. */
  skip(pattern: RegExp): void {
    while (!this.done && pattern.test(this.peek())) this.i++;
  }

  skipBlanks(): void {
    this.skip(/[ \t]/);
  }

  /** To the end of the line, a backslash-newline continuing it. */
  restOfLine(): string {
    let out = '';
    while (!this.done && this.peek() !== '\n') {
      if (this.peek() === '\\' && this.script[this.i + 1] === '\n') {
        out += '\n';
        this.i += 2;
        continue;
      }
      out += this.peek();
      this.i++;
    }
    return out;
  }

  /** Up to an unescaped `delimiter`, which must come before the line ends. */
  delimited(delimiter: string): string {
    let out = '';
    while (!this.done) {
      const ch = this.peek();
      if (ch === '\\') {
        out += ch + (this.script[this.i + 1] ?? '');
        this.i += 2;
        continue;
      }
      if (ch === delimiter) {
        this.i++;
        return out;
      }
      if (ch === '\n') fail();
      out += ch;
      this.i++;
    }
    return fail();
  }

  /** One address (a line number or step, `$`, a regex); false when there is none here. */
  address(): boolean {
    const ch = this.peek();
    if (/\d/.test(ch)) {
      this.skip(/[\d~]/);
      return true;
    }
    if (ch === '$') {
      this.i++;
      return true;
    }
    if (ch === '/' || ch === '\\') {
      this.i++;
      this.delimited(ch === '\\' ? this.take() : '/');
      this.skip(/[IM]/);
      return true;
    }
    return false;
  }

  /** A label (`:`, `b`, `t`, `T`, `v`): up to `;`, a newline or `}`. */
  label(): void {
    this.skipBlanks();
    while (!this.done && !/[;\n}]/.test(this.peek())) this.i++;
  }
}

type Effects = { reads: string[]; writes: string[]; commands: string[]; runsPatternSpace: boolean };

/** An address, or a range: `addr1,addr2`, `addr,+N`, `addr,~N`. */
function addresses(reader: SedReader): void {
  if (!reader.address()) return;
  reader.skipBlanks();
  if (reader.peek() !== ',') return;
  reader.skipOne();
  reader.skipBlanks();
  if (reader.peek() === '+' || reader.peek() === '~') {
    reader.skipOne();
    reader.skip(/\d/);
  } else if (!reader.address()) fail();
}

/** `s/regex/replacement/flags`: the `e` flag runs the pattern space, `w file` writes a file. */
function substitute(reader: SedReader, effects: Effects): void {
  const delimiter = reader.take();
  if (delimiter === '\n' || delimiter === '\\') fail();
  reader.delimited(delimiter);
  reader.delimited(delimiter);
  while (!reader.done) {
    const flag = reader.peek();
    if (/[gpiImM0-9]/.test(flag)) reader.skipOne();
    else if (flag === 'e') {
      effects.runsPatternSpace = true;
      reader.skipOne();
    } else if (flag === 'w') {
      reader.skipOne();
      reader.skipBlanks();
      effects.writes.push(reader.restOfLine());
      return;
    } else return;
  }
}

/** The argument of one command, noting what it reads, writes or runs. */
function commandArgument(reader: SedReader, command: string, effects: Effects): void {
  switch (command) {
    case ':':
    case 'b':
    case 't':
    case 'T':
    case 'v':
      return reader.label();
    case 'a':
    case 'i':
    case 'c':
      reader.restOfLine();
      return;
    case 'l':
    case 'L':
    case 'q':
    case 'Q':
      reader.skipBlanks();
      return reader.skip(/\d/);
    case 'r':
    case 'R':
      reader.skipBlanks();
      effects.reads.push(reader.restOfLine());
      return;
    case 'w':
    case 'W':
      reader.skipBlanks();
      effects.writes.push(reader.restOfLine());
      return;
    case 'e': {
      reader.skipBlanks();
      const line = reader.restOfLine().trim();
      if (line === '') effects.runsPatternSpace = true;
      else effects.commands.push(line);
      return;
    }
    case 'y': {
      const delimiter = reader.take();
      reader.delimited(delimiter);
      reader.delimited(delimiter);
      return;
    }
    case 's':
      return substitute(reader, effects);
    default:
      fail();
  }
}

function parse(script: string): SedEffects {
  const effects: Effects = { reads: [], writes: [], commands: [], runsPatternSpace: false };
  const reader = new SedReader(script);
  while (!reader.done) {
    reader.skip(/[\s;]/);
    if (reader.done) break;
    if (reader.peek() === '#') {
      reader.restOfLine();
      continue;
    }
    addresses(reader);
    reader.skipBlanks();
    if (reader.peek() === '!') {
      reader.skipOne();
      reader.skipBlanks();
    }
    const command = reader.peek();
    reader.skipOne();
    if (command === '{' || command === '}' || NO_ARGUMENT.has(command)) continue;
    commandArgument(reader, command, effects);
  }
  return effects;
}

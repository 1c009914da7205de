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

function parse(script: string): SedEffects {
  const reads: string[] = [];
  const writes: string[] = [];
  const commands: string[] = [];
  let runsPatternSpace = false;
  let i = 0;
  const peek = () => script[i] ?? '';
  const fail = (): never => {
    throw new SedParseError();
  };
  const skipBlanks = () => {
    while (i < script.length && /[ \t]/.test(peek())) i++;
  };
  const restOfLine = (): string => {
    let out = '';
    while (i < script.length && peek() !== '\n') {
      if (peek() === '\\' && script[i + 1] === '\n') {
        out += '\n';
        i += 2;
        continue;
      }
      out += peek();
      i++;
    }
    return out;
  };
  /** Up to an unescaped `delimiter`; `[...]` brackets are read whole. */
  const delimited = (delimiter: string): string => {
    let out = '';
    while (i < script.length) {
      const ch = peek();
      if (ch === '\\') {
        out += ch + (script[i + 1] ?? '');
        i += 2;
        continue;
      }
      if (ch === delimiter) {
        i++;
        return out;
      }
      if (ch === '\n') fail();
      out += ch;
      i++;
    }
    return fail();
  };
  const address = (): boolean => {
    const ch = peek();
    if (/\d/.test(ch)) {
      while (/[\d~]/.test(peek())) i++;
      return true;
    }
    if (ch === '$') {
      i++;
      return true;
    }
    if (ch === '/' || ch === '\\') {
      i++;
      const delimiter = ch === '\\' ? script[i++] ?? fail() : '/';
      delimited(delimiter);
      while (/[IM]/.test(peek())) i++;
      return true;
    }
    return false;
  };
  const label = () => {
    skipBlanks();
    while (i < script.length && !/[;\n}]/.test(peek())) i++;
  };

  while (i < script.length) {
    while (i < script.length && /[\s;]/.test(peek())) i++;
    if (i >= script.length) break;
    if (peek() === '#') {
      restOfLine();
      continue;
    }
    if (address()) {
      skipBlanks();
      if (peek() === ',') {
        i++;
        skipBlanks();
        if (peek() === '+' || peek() === '~') {
          i++;
          while (/\d/.test(peek())) i++;
        } else if (!address()) fail();
      }
    }
    skipBlanks();
    if (peek() === '!') {
      i++;
      skipBlanks();
    }
    const command = peek();
    i++;
    if (command === '{' || command === '}' || NO_ARGUMENT.has(command)) continue;
    switch (command) {
      case ':':
        label();
        break;
      case 'b':
      case 't':
      case 'T':
        label();
        break;
      case 'a':
      case 'i':
      case 'c':
        restOfLine();
        break;
      case 'l':
      case 'L':
      case 'q':
      case 'Q':
        skipBlanks();
        while (/\d/.test(peek())) i++;
        break;
      case 'v':
        label();
        break;
      case 'r':
      case 'R':
        skipBlanks();
        reads.push(restOfLine());
        break;
      case 'w':
      case 'W':
        skipBlanks();
        writes.push(restOfLine());
        break;
      case 'e': {
        skipBlanks();
        const line = restOfLine().trim();
        if (line === '') runsPatternSpace = true;
        else commands.push(line);
        break;
      }
      case 'y': {
        const delimiter = script[i++] ?? fail();
        delimited(delimiter);
        delimited(delimiter);
        break;
      }
      case 's': {
        const delimiter = script[i++] ?? fail();
        if (delimiter === '\n' || delimiter === '\\') fail();
        delimited(delimiter);
        delimited(delimiter);
        while (i < script.length) {
          const flag = peek();
          if (/[gpiImM0-9]/.test(flag)) i++;
          else if (flag === 'e') {
            runsPatternSpace = true;
            i++;
          } else if (flag === 'w') {
            i++;
            skipBlanks();
            writes.push(restOfLine());
            break;
          } else break;
        }
        break;
      }
      default:
        fail();
    }
  }
  return { reads, writes, commands, runsPatternSpace };
}

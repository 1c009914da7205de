import type { Redactor } from '../../core/redact.js';

const SPINNER = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

export interface ConsoleTerminal {
  /** One line (or several), redacted; the spinner is cleared first. */
  line(text: string): void;
  /** Redraws `text()` after a spinner frame ten times a second, in place, until stopped. */
  startSpinner(text: () => string): void;
  stopSpinner(): void;
}

/** Where the console reporter writes: whole lines, and on a terminal one spinner line drawn in place. */
export function createConsoleTerminal(stream: NodeJS.WritableStream, redact: Redactor): ConsoleTerminal {
  let spinner: NodeJS.Timeout | undefined;
  let frame = 0;
  let spinnerShown = false;
  const clearSpinner = () => {
    if (spinnerShown) stream.write('\r\x1b[2K');
    spinnerShown = false;
  };
  const stopSpinner = () => {
    if (spinner) clearInterval(spinner);
    spinner = undefined;
    clearSpinner();
  };
  return {
    // No line the model or a tool wrote can start with `::` (a workflow command in the job log).
    line(text) {
      clearSpinner();
      stream.write(`${redact(text).replace(/^::/gm, ' ::')}\n`);
    },
    startSpinner(text) {
      stopSpinner();
      const draw = () => {
        stream.write(`\r\x1b[2K${SPINNER[frame++ % SPINNER.length]} ${text()}`);
        spinnerShown = true;
      };
      draw();
      spinner = setInterval(draw, 100);
      spinner.unref();
    },
    stopSpinner,
  };
}

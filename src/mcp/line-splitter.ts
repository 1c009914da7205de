/** Feeds text chunks in and hands out whole lines; `flush()` hands out the last partial one. */
export function createLineSplitter(onLine: (line: string) => void): { push(chunk: string): void; flush(): void } {
  let pending = '';
  return {
    push(chunk) {
      pending += chunk;
      const lines = pending.split(/\r?\n/);
      pending = lines.pop() ?? '';
      for (const line of lines) if (line !== '') onLine(line);
    },
    flush() {
      if (pending !== '') onLine(pending);
      pending = '';
    },
  };
}

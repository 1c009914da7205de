export declare function missingTestPackages(): string[];
export declare function ensureTestPackages(options: {
  log: (line: string) => void;
  run: (argv: string[]) => number | null;
  isRoot?: boolean;
}): void;
export declare function ensureBubblewrapWorks(): void;

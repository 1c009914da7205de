export declare const SANDBOX_PACKAGES: Readonly<Record<'bwrap' | 'socat' | 'rg', string>>;
export declare function missingSandboxPackages(): string[];
export declare function ensureSandboxPackages(options: { log: (line: string) => void; run: (argv: readonly string[]) => number | null }): void;
export declare function ensureBubblewrapWorks(): void;

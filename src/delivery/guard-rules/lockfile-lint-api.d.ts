// The parts of lockfile-lint-api (which ships no types) the lockfile rule uses.
declare module 'lockfile-lint-api' {
  /** Each entry of a lockfile, flattened: `name@version…` → where it resolves from. */
  export type LockfilePackages = Record<string, { readonly resolved?: string; readonly integrity?: string; readonly version?: string }>;
  export interface ValidationResult {
    readonly type: 'success' | 'error';
    readonly errors: readonly { readonly message: string; readonly package: string }[];
  }
  export class ParseLockfile {
    constructor(options: { readonly lockfileText: string; readonly lockfileType: 'npm' | 'yarn' });
    parseSync(): { readonly type: string; readonly object: LockfilePackages };
  }
  export class ValidateHost {
    constructor(options: { readonly packages: LockfilePackages });
    validate(hosts: readonly string[], options?: { readonly emptyHostname?: boolean }): ValidationResult;
  }
  export class ValidateHttps {
    constructor(options: { readonly packages: LockfilePackages });
    validate(): ValidationResult;
  }
}

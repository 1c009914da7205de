/** The hash of everything dist/ is built from (see source-hash.mjs). */
export declare function sourceHash(root: string): string;
export declare const SOURCE_HASH_FILE: string;

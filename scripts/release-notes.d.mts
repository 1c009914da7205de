export declare function releaseNotes(tag: string, packageJson: string, changelog: string): string | Error;

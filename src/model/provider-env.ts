/** The environment a provider reads its region, project and credentials from. */
export type ProviderEnv = Readonly<Record<string, string | undefined>>;

/** A variable's value, trimmed; undefined when unset or blank. */
export const envValue = (env: ProviderEnv, name: string): string | undefined => env[name]?.trim() || undefined;

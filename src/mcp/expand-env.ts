import type { McpServerConfig } from './config.js';

const VARIABLE = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g;

export type ExpandedServer =
  | {
      readonly ok: true;
      readonly server: McpServerConfig;
      /** Values of the server's env and headers, and every substituted variable: treat them as secrets. */
      readonly secretValues: readonly string[];
    }
  | { readonly ok: false; readonly missing: readonly string[] };

/**
 * Expands `${VAR}` and `${VAR:-default}` in the command, args, env values, url and headers from
 * `env` (the runner's environment). Expansion is the only way a runner variable reaches a server. A variable that is unset and has no default is reported by
 * name, never by value.
 */
export function expandServerConfig(
  server: McpServerConfig,
  env: Readonly<Record<string, string | undefined>>,
): ExpandedServer {
  const missing = new Set<string>();
  const substituted: string[] = [];
  const expand = (text: string): string =>
    text.replace(VARIABLE, (_match, name: string, fallback: string | undefined) => {
      const value = env[name];
      if (value !== undefined && value !== '') {
        substituted.push(value);
        return value;
      }
      if (fallback !== undefined) return fallback;
      if (value === undefined) missing.add(name);
      return '';
    });
  const expandMap = (map: Readonly<Record<string, string>>) =>
    Object.fromEntries(Object.entries(map).map(([key, value]) => [key, expand(value)]));

  let expanded: McpServerConfig;
  let secretValues: string[];
  if (server.type === 'stdio') {
    const command = expand(server.command);
    substituted.length = 0; // a variable in the command names a program, not a secret
    const envMap = expandMap(server.env);
    expanded = { ...server, command, args: server.args.map(expand), env: envMap };
    secretValues = Object.values(envMap);
  } else {
    const headers = expandMap(server.headers);
    expanded = { ...server, url: expand(server.url), headers };
    secretValues = Object.values(headers);
  }
  if (missing.size > 0) return { ok: false, missing: [...missing].sort() };
  const secrets = [...new Set([...secretValues, ...substituted])].filter((value) => value !== '');
  return { ok: true, server: expanded, secretValues: secrets };
}

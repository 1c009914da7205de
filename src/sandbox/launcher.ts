import { shellQuote } from '../core/shell-quote.js';
import { randomBytes } from 'node:crypto';
import type { ProcessSpec } from '../core/command-runner.js';
import { encodedCommandId } from './sandbox-runtime.js';

/** The PATH of the host-side wrapper: system directories only, so nothing the sandbox can write is looked up there. */
export const WRAPPER_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

const CARRIED_PREFIX = 'TOLLGATE_E_';
const ARGC = 'TOLLGATE_ARGC';
const ARG_PREFIX = 'TOLLGATE_ARG_';

export interface LauncherOptions {
  /** The temp folder the profile may write: TMPDIR inside the sandbox. */
  readonly tmpDir: string;
  /** A gitignore file naming the mount points of protected paths that do not exist yet, so git passes over them. */
  readonly gitExcludesFile?: string;
}

/**
 * The one command every wrap of a profile runs, whatever the call: it restores the call's
 * environment and execs the call's program, both handed in through variables. So a wrap can be
 * made once per profile and run for each call. Variables the sandbox set itself (its proxy, ...)
 * win over the call's, except PATH; bash's own unexported ones (SHELL, HOSTNAME) do not.
 */
export function launcherScript(options: LauncherOptions): string {
  const lines = [
    `for __tg_v in \${!${CARRIED_PREFIX}*}; do __tg_n=\${__tg_v#${CARRIED_PREFIX}}; if [[ $__tg_n == PATH || \${!__tg_n@a} != *x* ]]; then export "$__tg_n=\${!__tg_v}"; fi; unset "$__tg_v"; done`,
    `export TMPDIR=${shellQuote(options.tmpDir)}`,
  ];
  if (options.gitExcludesFile) {
    lines.push(
      `__tg_i=\${GIT_CONFIG_COUNT:-0}; export "GIT_CONFIG_KEY_$__tg_i=core.excludesFile" "GIT_CONFIG_VALUE_$__tg_i="${shellQuote(options.gitExcludesFile)} "GIT_CONFIG_COUNT=$((__tg_i + 1))"`,
    );
  }
  lines.push(
    `__tg_argv=(); for ((__tg_i = 0; __tg_i < ${ARGC}; __tg_i++)); do __tg_v=${ARG_PREFIX}$__tg_i; __tg_argv+=("\${!__tg_v}"); unset "$__tg_v"; done`,
    `unset ${ARGC} __tg_v __tg_n __tg_i`,
    'exec "${__tg_argv[@]}"',
  );
  return lines.join('\n');
}

/**
 * The environment of the host-side wrapper: a fixed PATH, and the call's own environment and
 * argument vector carried under prefixed names that only the launcher inside the sandbox reads.
 * None of the call's variables (LD_PRELOAD, BASH_ENV, a PATH into the workspace) reaches a
 * program that runs outside the sandbox.
 */
export function wrapperEnv(spec: ProcessSpec): Record<string, string> {
  const env: Record<string, string> = { PATH: WRAPPER_PATH, SHLVL: '1' };
  for (const [name, value] of Object.entries(spec.env)) {
    if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) env[`${CARRIED_PREFIX}${name}`] = value;
  }
  const argv = [spec.file, ...spec.args];
  env[ARGC] = String(argv.length);
  argv.forEach((arg, index) => (env[`${ARG_PREFIX}${index}`] = arg));
  return env;
}

/**
 * An attribution id for one command: 128+ bits of randomness (the proxy binds a connection to a
 * network list by it), spelled so that its base64 form, which the wrap embeds, has no `+`, `/` or
 * `=` that a URL would percent-encode.
 */
export function mintCommandId(): string {
  for (;;) {
    const id = randomBytes(18).toString('base64url').replace(/[-_]/g, '').slice(0, 24);
    if (id.length === 24 && /^[A-Za-z0-9]+$/.test(encodedCommandId(id))) return id;
  }
}

/**
 * A cached wrap made for `placeholder`, attributed to `fresh` instead: every place the wrap carries
 * the id (proxy URLs and usernames) is rewritten. Throws when the wrap does not carry it, so a
 * change in the library cannot silently merge the attribution of concurrent commands.
 */
export function withCommandId(argv: readonly string[], placeholder: string, fresh: string): string[] {
  const from = encodedCommandId(placeholder);
  const to = encodedCommandId(fresh);
  if (!argv.some((arg) => arg.includes(from))) throw new Error('the cached sandbox wrap does not carry its attribution id');
  return argv.map((arg) => arg.split(from).join(to).split(placeholder).join(fresh));
}

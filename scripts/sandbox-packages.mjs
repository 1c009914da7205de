// The Debian packages the OS sandbox needs (bubblewrap, socat, ripgrep): checked before the tests
// and in CI, installed when this machine can (root, or passwordless sudo), or a stop with the one
// command to run. The sandbox tests never skip.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

export const SANDBOX_PACKAGES = { bwrap: 'bubblewrap', socat: 'socat', rg: 'ripgrep' };

function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    try {
      accessSync(join(dir, name), constants.X_OK);
      return true;
    } catch {
      // Not here.
    }
  }
  return false;
}

/** The packages whose program is not on PATH. */
export function missingSandboxPackages() {
  return Object.entries(SANDBOX_PACKAGES).flatMap(([program, pkg]) => (onPath(program) ? [] : [pkg]));
}

/**
 * Installs what is missing, or throws with the command to run. `run(argv)` runs a program and
 * returns its exit status.
 */
export function ensureSandboxPackages({ log, run }) {
  const missing = missingSandboxPackages();
  if (missing.length === 0) return;
  const command = `sudo apt-get install -y ${missing.join(' ')}`;
  const isRoot = process.getuid?.() === 0;
  const sudo = isRoot ? [] : run(['sudo', '-n', 'true']) === 0 ? ['sudo', '-n'] : null;
  const apt = onPath('apt-get');
  if (sudo === null || !apt) {
    throw new Error(`The sandbox tests need ${missing.join(', ')}, which ${missing.length === 1 ? 'is' : 'are'} not installed. Run: ${command}`);
  }
  log(`Installing ${missing.join(' ')} for the sandbox tests (apt-get)…`);
  const install = [...sudo, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '--no-install-recommends', ...missing];
  if (run(install) !== 0) {
    run([...sudo, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'update']);
    if (run(install) !== 0) throw new Error(`Could not install ${missing.join(', ')}. Run: ${command}`);
  }
  const still = missingSandboxPackages();
  if (still.length > 0) throw new Error(`${still.join(', ')} still missing after apt-get. Run: ${command}`);
}

/**
 * Throws when bubblewrap is installed but cannot create a sandbox here (Ubuntu 23.10+ restricts
 * unprivileged user namespaces with AppArmor), naming the fix: the sandbox tests would fail anyway.
 */
export function ensureBubblewrapWorks() {
  const probe = spawnSync('bwrap', ['--ro-bind', '/', '/', '--dev', '/dev', '--proc', '/proc', '--unshare-user', '--unshare-pid', '--unshare-net', '--die-with-parent', 'true'], { encoding: 'utf8', timeout: 10_000 });
  if (probe.status === 0) return;
  const said = (probe.stderr || probe.error?.message || '').trim().split('\n')[0];
  const profile = "abi <abi/4.0>,\ninclude <tunables/global>\nprofile tollgate-bwrap /usr/bin/bwrap flags=(unconfined) {\n  userns,\n}\n";
  throw new Error(
    `bubblewrap cannot create a sandbox on this machine (${said}), so the sandbox tests cannot run. ` +
      `Where AppArmor restricts user namespaces (Ubuntu 23.10 and later), give bwrap its own profile: ` +
      `printf '${profile.replaceAll('\n', '\\n')}' | sudo tee /etc/apparmor.d/tollgate-bwrap && sudo apparmor_parser -r /etc/apparmor.d/tollgate-bwrap`,
  );
}

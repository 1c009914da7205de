// The Debian packages the tests need: the OS sandbox's (bubblewrap, socat, ripgrep) and the
// screenshot test's (Chromium and a color emoji font). Checked before the tests and in CI,
// installed when this machine can (root, or passwordless sudo), or a stop with the one command to
// run. No test skips for want of them.
//
//   node scripts/test-packages.mjs            installs what is missing (or says the command to run)
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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

function executable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** A color emoji font fontconfig knows (what Chromium draws emoji with), or Debian's file where fontconfig is not installed yet. */
function hasColorEmojiFont() {
  const listed = spawnSync('fc-list', [], { encoding: 'utf8' });
  if (listed.status === 0) return /color emoji/i.test(listed.stdout);
  return existsSync('/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf');
}

/** Each package, and how to tell it is installed. */
const TEST_PACKAGES = [
  { name: 'bubblewrap', present: () => onPath('bwrap') },
  { name: 'socat', present: () => onPath('socat') },
  { name: 'ripgrep', present: () => onPath('rg') },
  // The screenshot test's browser (scripts/screenshot-comment.ts), or the one TOLLGATE_CHROMIUM names.
  { name: 'chromium', present: () => (process.env.TOLLGATE_CHROMIUM ? executable(process.env.TOLLGATE_CHROMIUM) : executable('/usr/bin/chromium')) },
  { name: 'fonts-noto-color-emoji', present: hasColorEmojiFont },
];

/** The packages not installed. */
export function missingTestPackages() {
  return TEST_PACKAGES.filter((pkg) => !pkg.present()).map((pkg) => pkg.name);
}

/**
 * Installs what is missing, or throws with the command to run. `run(argv)` runs a program and
 * returns its exit status.
 */
export function ensureTestPackages({ log, run, isRoot = process.getuid?.() === 0 }) {
  const missing = missingTestPackages();
  if (missing.length === 0) return;
  const command = `sudo apt-get install -y --no-install-recommends ${missing.join(' ')}`;
  const sudo = isRoot ? [] : run(['sudo', '-n', 'true']) === 0 ? ['sudo', '-n'] : null;
  if (sudo === null || !onPath('apt-get')) {
    throw new Error(`The tests need ${missing.join(', ')}, which ${missing.length === 1 ? 'is' : 'are'} not installed. Run: ${command}`);
  }
  log(`Installing ${missing.join(' ')} for the tests (apt-get)…`);
  const install = [...sudo, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '-qq', '--no-install-recommends', ...missing];
  if (run(install) !== 0) {
    run([...sudo, 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'update', '-qq']);
    if (run(install) !== 0) throw new Error(`Could not install ${missing.join(', ')}. Run: ${command}`);
  }
  const still = missingTestPackages();
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

/** What .ci/run and a person run: the same check and install as the tests' set-up. */
function main() {
  try {
    ensureTestPackages({ log: (line) => console.log(line), run: (argv) => spawnSync(argv[0], argv.slice(1), { stdio: 'inherit' }).status });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
  const missing = missingTestPackages();
  console.log(missing.length === 0 ? `test packages: ${TEST_PACKAGES.map((pkg) => pkg.name).join(', ')} installed` : `missing: ${missing.join(' ')}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();

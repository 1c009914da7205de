/** Where the preflight writes the profile, and the name it loads it under. */
export const APPARMOR_PROFILE_PATH = '/etc/apparmor.d/tollgate-bwrap';

/**
 * Ubuntu's documented way to let one program create user namespaces under
 * `kernel.apparmor_restrict_unprivileged_userns=1` (Ubuntu 23.10 and later, and GitHub's
 * ubuntu-24.04 runners): a profile of its own for that binary, unconfined but for the `userns`
 * permission, in the form of the profiles Ubuntu's apparmor package ships for such programs.
 * Nothing else on the machine gains user namespaces.
 */
export function bwrapAppArmorProfile(bwrapPath: string): string {
  return [
    '# Written by Tollgate: lets bubblewrap create the user namespaces of its sandbox under',
    "# Ubuntu's restriction of unprivileged user namespaces, and changes nothing else.",
    'abi <abi/4.0>,',
    'include <tunables/global>',
    '',
    `profile tollgate-bwrap ${bwrapPath} flags=(unconfined) {`,
    '  userns,',
    '',
    '  # Site-specific additions and overrides. See local/README for details.',
    '  include if exists <local/tollgate-bwrap>',
    '}',
    '',
  ].join('\n');
}

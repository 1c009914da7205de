import { APPARMOR_PROFILE_PATH } from './apparmor-profile.js';

/** Why the sandbox cannot start on this machine. */
export type SandboxProblem =
  | { readonly kind: 'unsupported'; readonly detail: string }
  | { readonly kind: 'missing-packages'; readonly packages: readonly string[] }
  /** Ubuntu's AppArmor restriction of unprivileged user namespaces stops bubblewrap. */
  | { readonly kind: 'apparmor-userns'; readonly bwrap: string; readonly detail: string }
  /** The kernel refuses unprivileged user namespaces altogether. */
  | { readonly kind: 'userns-disabled'; readonly detail: string }
  | { readonly kind: 'failed'; readonly detail: string };

/** The cause in a sentence. */
export function describeProblem(problem: SandboxProblem): string {
  switch (problem.kind) {
    case 'unsupported':
      return problem.detail;
    case 'missing-packages':
      return `${problem.packages.join(', ')} ${problem.packages.length === 1 ? 'is' : 'are'} not installed`;
    case 'apparmor-userns':
      return `AppArmor restricts unprivileged user namespaces (kernel.apparmor_restrict_unprivileged_userns=1), so bubblewrap cannot set up the sandbox (${problem.detail})`;
    case 'userns-disabled':
      return `the kernel does not allow unprivileged user namespaces, so bubblewrap cannot set up the sandbox (${problem.detail})`;
    case 'failed':
      return `the sandbox did not start (${problem.detail})`;
  }
}

/** What to do about it, as a command where there is one. */
export function problemFix(problem: SandboxProblem): string {
  switch (problem.kind) {
    case 'unsupported':
      return 'run it on Linux (the sandbox is bubblewrap)';
    case 'missing-packages':
      return `install them: sudo apt-get install -y ${problem.packages.join(' ')}`;
    case 'apparmor-userns':
      return `give bubblewrap its own AppArmor profile (${APPARMOR_PROFILE_PATH}, granting 'userns' to ${problem.bwrap}) and load it with sudo apparmor_parser -r ${APPARMOR_PROFILE_PATH}; the action does this itself when the runner has passwordless sudo`;
    case 'userns-disabled':
      return 'allow them: sudo sysctl -w kernel.unprivileged_userns_clone=1 (or user.max_user_namespaces above 0)';
    case 'failed':
      return "read bubblewrap's error above; `bwrap --ro-bind / / true` on the runner reproduces it";
  }
}

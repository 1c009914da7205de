// The help of `tollgate policy diff` and `policy suggest`, kept beside their commands.

export const POLICY_DIFF_HELP = `Usage: tollgate policy diff --policy NEW.yml [--base OLD.yml] [--json] [--fail-on tighten|loosen|any]
                          [--cwd DIR] TRANSCRIPT.jsonl…

Decides every tool call the model asked for in the transcripts (a run's transcript.jsonl, from
its artifact) under the base policy and under NEW.yml with the same gate as a live run (the run's
workspace-relative paths, working directory, mode and protected files), statically: no tool runs,
no hook runs. Prints the calls whose decision changes, "now denied" and "now allowed", each with
the rule responsible.

Options:
  --policy FILE    The policy to compare with (required)
  --base FILE      The policy before (default: the policy each run recorded in its transcript)
  --fail-on WAY    Exit 1 on a call that ran and would now be denied (tighten, the default), on a
                   call that was denied and would now run (loosen), or on either (any)
  --json           Print {"calls": N, "flips": [{"file", "tool_use_id", "tool", "input", "before",
                   "after", "rule", "reason"}]}
  --cwd DIR        The workspace the runs' paths are judged in (default: the current directory)
  -h, --help       Show this help

A TRANSCRIPT may be a folder: every transcript.jsonl below it is read (gh run download makes one
folder per artifact). A file that is not a transcript, or a call that cannot be judged, is said on
stderr and skipped.

Exit codes: 0 when no call changes the way --fail-on names, 1 when one does, 2 for bad usage, a
policy error or no transcript that could be judged.

Example:
  gh run download 4242 -D /tmp/run-4242
  tollgate policy diff --policy .github/tollgate.yml /tmp/run-4242
`;

export const POLICY_SUGGEST_HELP = `Usage: tollgate policy suggest [--policy CURRENT.yml] [--json] [--cwd DIR] TRANSCRIPT.jsonl…

From the calls the policy denies in the transcripts, the smallest set of allow rules in Claude
Code's syntax that would have admitted them: one per command prefix (Bash(npm run lint:*)) and per
folder (Edit(src/**)), each with the calls it admits, checked with the gate. Never a whole tool
(Bash), a lone wildcard, a path outside the workspace or a rule that names a protected path; a call
denied by a deny or ask rule, on a protected path or outside the workspace is listed as not
suggested, with why.

Options:
  --policy FILE    The policy to add the rules to (default: the policy each run recorded)
  --json           Print {"suggestions": [{"rule", "admits": [tool_use_id…]}],
                   "not_suggested": [{"tool_use_id", "why"}]}
  --cwd DIR        The workspace the runs' paths are judged in (default: the current directory)
  -h, --help       Show this help

Exit codes: 0 when it ran, 2 for bad usage, a policy error or no transcript that could be judged.

Example:
  tollgate policy suggest --policy .github/tollgate.yml tollgate-out/transcript.jsonl
`;

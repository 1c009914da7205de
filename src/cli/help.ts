import { POLICY_DIFF_HELP, POLICY_SUGGEST_HELP } from './whatif-help.js';
import { defaultText } from '../policy/run-defaults.js';

export const VERSION = '0.1.0';

const MAIN = `tollgate ${VERSION} — run a coding agent behind a policy gate and a hard budget

Usage: tollgate <command> [options]

Commands:
  run              Run a session on a local work tree; the GitHub side is written to a folder
  replay FILE      Re-run a recorded session (cassette or transcript) against a local checkout
  demo             Run the scripted demo on a bundled example repository (no API key, no network)
  policy check     Decide tool calls (JSON Lines on stdin) with a policy, as CI would
  policy test      Unit-test a policy against a file of cases
  policy diff      What a policy change would have decided differently in recorded runs
  policy suggest   The smallest allow rules that would have admitted recorded denials
  apply BUNDLE --dry-run
                   Show what the action would land from a run's change bundle, and what refuses it

Options:
  -h, --help       Show help (also: tollgate <command> --help)
  -v, --version    Print the version

Examples (from a clone of Tollgate; the files named are in it):
  npx tollgate demo
  cp -r examples/demo/repo /tmp/demo && ANTHROPIC_API_KEY=... npx tollgate run --cwd /tmp/demo --prompt "fix the failing test"
  npx tollgate policy check --policy examples/policies/node-ci.yml <<< '{"tool":"Bash","input":{"command":"npm test"}}'
`;

const RUN = `Usage: tollgate run --prompt TEXT [options]

Runs one agent session on a local work tree with the same engine, policy and budget as the
GitHub Action. Nothing is posted: what would be posted is written to --out.

Options:
  --prompt TEXT          What the agent should do (this or --prompt-file, not both)
  --prompt-file FILE     Read the prompt from FILE
  --cwd DIR              The work tree (default: the current directory)
  --policy FILE          The policy file (default: .github/tollgate.yml in --cwd when it exists,
                         else the safe default: read-only tools, every ask denied)
  --model NAME           The model (default: ${defaultText('model')})
  --fallback-model NAME  Takes the rest of the run when --model stays overloaded after the
                         retries, charged at its own price (default: ${defaultText('fallback_model')})
  --thinking MODE        adaptive, off, or a thinking budget in tokens (at least 1024)
                         (default: ${defaultText('thinking')})
  --effort LEVEL         low, medium, high, xhigh or max (default: ${defaultText('effort')})
  --max-budget-usd N     Hard cap on spend in US dollars
                         (default: ${defaultText('max_budget_usd')})
  --max-turns N          Cap on model turns (default: ${defaultText('max_turns')})
  --timeout-minutes N    Session time limit in minutes
                         (default: ${defaultText('timeout_minutes')})
  --out DIR              Where comment.md (what would be posted), summary.md, report.md,
                         result.json, transcript.jsonl, changes.diff and full outputs go
                         (default: ./tollgate-out)
  --mcp-config FILE|JSON MCP servers in the .mcp.json format: a file, or inline JSON ('{"mcpServers": …}')
  --record FILE          Record every model request and response to FILE (a cassette)
  --replay FILE          Serve the model's side from a cassette instead of the API
  --base-url URL         Messages API base URL (default: ANTHROPIC_BASE_URL or the public API)
  --provider NAME        anthropic, bedrock (Amazon Bedrock) or vertex (Google Vertex AI)
                         (default: the policy's provider, else anthropic)
  --allow-bypass         Permit the policy's bypassPermissions mode (deny rules still apply)
  --output-schema FILE|JSON
                         A JSON Schema the answer must match (a JSON or YAML file, or inline JSON):
                         the agent answers through StructuredOutput, and the run succeeds only then;
                         result.json's structured_output holds the object (default: the policy's)
  --repo OWNER/NAME      The repository the GitHub tools read (default: the origin remote when it
                         is on github.com); they need GITHUB_TOKEN or GH_TOKEN
  --pr N                 The pull request GitHubPRThreads and GitHubChecks default to
                         (default: GitHubChecks reads HEAD's checks)
  --trusted-ref REF      Read the policy, a path-given MCP config and the scripts hooks and MCP
                         servers run from git ref REF (a branch, tag or commit), as the action reads
                         a pull request's base; the report names what the work tree changes of them.
                         --policy and --mcp-config are then paths in the repository
  --json                 Print result.json on stdout; progress goes to stderr as plain lines
  -h, --help             Show this help

The model API key is read from ANTHROPIC_API_KEY; without it, pass --replay.
With GITHUB_TOKEN (or GH_TOKEN) set and the repository known, the agent also gets GitHubChecks,
GitHubJobLog and GitHubPRThreads (read-only; the token stays in Tollgate's process).
With --provider bedrock, AWS credentials come from the environment (AWS_ACCESS_KEY_ID and
AWS_SECRET_ACCESS_KEY, AWS_WEB_IDENTITY_TOKEN_FILE and AWS_ROLE_ARN, or a profile) and the
region from AWS_REGION; with --provider vertex, Google credentials come from
GOOGLE_APPLICATION_CREDENTIALS (or gcloud's application default), the region from
CLOUD_ML_REGION and the project from ANTHROPIC_VERTEX_PROJECT_ID or GOOGLE_CLOUD_PROJECT.
Exit codes: 0 when the session concluded "success", 1 for any other conclusion, 2 for bad usage.

Paths are checked before anything runs; a wrong one exits 2 naming the flag.

Examples (from a clone of Tollgate; the files named are in it):
  cp -r examples/demo/repo /tmp/demo
  npx tollgate run --cwd /tmp/demo --prompt-file examples/demo/prompt.txt \
    --replay examples/demo/session.cassette.jsonl --out /tmp/demo-out
  ANTHROPIC_API_KEY=... npx tollgate run --cwd /tmp/demo --prompt "Make npm test pass" \
    --policy examples/policies/node-ci.yml --max-budget-usd 0.5 --json
  # a PR branch checked out: run with main's policy and hooks, as the action would
  ANTHROPIC_API_KEY=... npx tollgate run --prompt "Review this branch" --trusted-ref origin/main
`;

const REPLAY = `Usage: tollgate replay FILE [--cwd DIR] [--out DIR] [--policy FILE] [--json]

Re-runs a recorded session against a local checkout: the model's replies come from FILE (a
cassette written with --record, or a transcript.jsonl from a CI run's artifact); the tools run
for real, so the checkout changes: give it a fresh copy. Compares every tool result with the
recording (the run's folders and timings masked) and shows a line diff of each that differs.

Options:
  --cwd DIR        The checkout to run in (default: the current directory)
  --out DIR        Output folder (default: ./tollgate-out/replay)
  --policy FILE    The policy (default: .github/tollgate.yml in --cwd when it exists)
  --json           Print the comparison as JSON on stdout
  -h, --help       Show this help

Exit codes: 0 when every tool result matched, 1 when some diverged, 2 for bad usage.

Examples (from a clone of Tollgate, after 'tollgate demo'):
  cp -r examples/demo/repo /tmp/demo-copy
  npx tollgate replay tollgate-out/demo/transcript.jsonl --cwd /tmp/demo-copy
  npx tollgate replay ~/Downloads/tollgate-run-123/transcript.jsonl --cwd "$(mktemp -d)/checkout"
`;

const DEMO = `Usage: tollgate demo [--out DIR] [--keep] [--json]

Copies the example repository in examples/demo/repo to a temporary folder and runs a scripted
session on it (the model's replies are written by hand and replayed; no API key, no network).
The tools and the policy are real: you will see an allowed edit, a denied command with the rule
that would permit it, and a large output saved to a file. Prints the headline and where the
report files are: comment.md (the PR comment Tollgate would post), report.md, result.json.

Options:
  --out DIR      Where the report files go (default: ./tollgate-out/demo)
  --keep         Keep the temporary copy of the repository (removed at exit otherwise)
  --json         Print result.json on stdout; progress goes to stderr
  -h, --help     Show this help

Examples:
  npx tollgate demo
  npx tollgate demo --keep --out /tmp/demo-out
`;

const POLICY = `Usage: tollgate policy check [--policy FILE] [--cwd DIR] [--hooks]
       tollgate policy test [--policy FILE] CASES.yml [--cwd DIR]

--policy defaults to .github/tollgate.yml in --cwd (the current directory), as for run, replay
and apply; it must exist.

check   Reads JSON Lines {"tool": "Bash", "input": {"command": "npm test"}} on stdin and writes
        one line per input: {"decision": "allow"|"deny", "reason": "...", "rule": "..."|null}.
        Asks are resolved as in CI. Hooks run only with --hooks.
        Exit 0 when it ran, 2 on a policy error.
test    Runs the cases in CASES.yml ({tool, input, expect: allow|deny|error}) and prints a table:
        each row's WHY names the rule or mode that decided, or says that the call failed before
        the policy was asked (a file that does not exist, an input the tool refuses). Such a call
        is "error", not "deny": a case that expects deny fails then, unless it says expect: error.
        Exit 1 when a case fails.
diff    What a policy change would have decided differently in recorded runs (tollgate policy diff --help)
suggest The smallest allow rules for what recorded runs were denied (tollgate policy suggest --help)

Examples (from a clone of Tollgate; the files named are in it):
  echo '{"tool":"Bash","input":{"command":"curl example.com"}}' | npx tollgate policy check --policy examples/policies/node-ci.yml
  npx tollgate policy test --policy examples/policies/node-ci.yml examples/policies/node-ci.cases.yml
  npx tollgate policy test .github/tollgate-cases.yml      # your repository's own policy
`;

const APPLY = `Usage: tollgate apply BUNDLE --dry-run [--cwd DIR] [--policy FILE] [--json]

Shows what the action's apply job (\`mode: apply\`) would land from a change bundle: the
change-bundle.json in the artifact of a run whose change was not landed, or of the first job of a
two-job setup, or the one \`tollgate run\` (in a git checkout) and \`tollgate demo\` write beside
their report. Checks it as the action does, with the local policy: changes.max_files,
changes.max_bytes, changes.allow_binary, paths inside the repository and outside .git, no symlink
or submodule, protected paths (lifted only by an allow rule that names them), and no known secret
(ANTHROPIC_API_KEY, GITHUB_TOKEN, GH_TOKEN and the policy's environment.secrets from this
environment). Says which API would carry it. Writes nothing: landing happens only in the action.

Options:
  --dry-run        Required: the CLI never lands a change
  --cwd DIR        The repository root the bundle's paths are judged under (default: the current directory)
  --policy FILE    The policy (default: .github/tollgate.yml in --cwd when it exists)
  --json           Print the verdict as JSON
  -h, --help       Show this help

Exit codes: 0 when it would land, 1 when a check refuses it, 2 for bad usage or a bad bundle.

Examples (from a clone of Tollgate, after 'npx tollgate demo'):
  npx tollgate apply tollgate-out/demo/change-bundle.json --dry-run --cwd examples/demo/repo
  gh run download 4242 -n tollgate-agent-attempt-1 -D /tmp/run-4242
  npx tollgate apply /tmp/run-4242/change-bundle.json --dry-run
`;

export const HELP: Readonly<Record<string, string>> = {
  main: MAIN,
  run: RUN,
  replay: REPLAY,
  demo: DEMO,
  policy: POLICY,
  'policy diff': POLICY_DIFF_HELP,
  'policy suggest': POLICY_SUGGEST_HELP,
  apply: APPLY,
};

import { lineRule } from './rule.js';

const FETCH = String.raw`\b(?:curl|wget|fetch|aria2c)\b`;
/** A shell, by name or path (`sh`, `/bin/bash`, `sudo -E bash`, `/usr/bin/env bash`). */
const SHELL = String.raw`(?:sudo\s+(?:-\S+\s+)*)?(?:(?:/\S*/)?env\s+(?:\S+=\S*\s+)*)?(?:/\S*/)?(?:ba|da|z|k|c|tc|fi|a)?sh\b`;
/** An interpreter reading its program from stdin: `| python3`, `| node -`; not `| python -m json.tool`. */
const STDIN_INTERPRETER = String.raw`(?:sudo\s+)?(?:/\S*/)?(?:python[0-9.]*|perl|ruby|node|php|pwsh|powershell)(?:\s+-)?\s*(?:$|[;&|)])`;

const PATTERNS: readonly RegExp[] = [
  // curl … | sh, wget -O- … | sudo bash -s --
  new RegExp(String.raw`${FETCH}[^;&\n]*\|\s*(?:${SHELL}|${STDIN_INTERPRETER})`),
  // sh -c "$(curl …)", eval "$(wget …)", bash <(curl …), source <(curl …)
  new RegExp(String.raw`(?:\b(?:ba|da|z|k)?sh\s+(?:-\S+\s+)*-c\s+|\beval\s+)["']?(?:\$\(|\`)\s*${FETCH}`),
  new RegExp(String.raw`(?:\b(?:ba|z|k)?sh|\bsource|(?:^|[;&|]\s*)\.)\s+<\(\s*${FETCH}`),
  // PowerShell: iex (iwr …), irm … | iex, IEX(New-Object Net.WebClient).DownloadString(…)
  /\b(?:iex|Invoke-Expression)\b.*\b(?:iwr|irm|Invoke-WebRequest|Invoke-RestMethod|DownloadString|DownloadFile)\b/i,
  /\b(?:iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b[^|\n]*\|\s*(?:iex|Invoke-Expression)\b/i,
  // Code run straight from a response: exec(urlopen(…).read()), eval(await (await fetch(…)).text())
  /(?<![\w.$])(?:exec|eval)\s*\(\s*(?:await\s*\(?\s*)*(?:\(\s*)*(?:urllib\.request\.urlopen|urlopen|requests\.get|httpx\.get|fetch)\s*\(/,
];

/** A download piped into a shell or an interpreter: whatever the server sends then runs. */
export const pipeToShell = lineRule({
  id: 'pipe-to-shell',
  code: true,
  shellOnly: true,
  quick: /curl|wget|fetch|aria2c|iwr|irm|Invoke-|DownloadString|urlopen|requests\.get|httpx\.get/i,
  match: (text) =>
    PATTERNS.some((pattern) => pattern.test(text)) ? 'a download piped into a shell or interpreter: whatever the server sends when this runs, runs (not only what was reviewed)' : null,
});

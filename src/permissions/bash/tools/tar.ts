import { codeOptions, flag, hasTag, HELP, optionalValue, parseArgs, pathOption, value, type OptionTable } from './option-parser.js';
import { optionPathUses } from './simple-tool.js';
import { flags, longFlags, values } from './table-helpers.js';
import { analysis, read, RUNTIME_ARG, write, type Arg, type PathUse, type ToolAnalyser } from './tool-spec.js';

const TAR: OptionTable = {
  short: {
    c: flag('create'), r: flag('create'), u: flag('create'), A: flag('create'), x: flag('extract'), t: flag('list'), d: flag('list'),
    ...flags('vzjJaOkpmSWwBiMRsUlG'), h: flag('follow'), P: flag('absolute'),
    f: value(true, 'archive'), C: value(true, 'directory'), T: pathOption('readList'), X: pathOption('read'),
    I: pathOption('code'), F: pathOption('code'), g: pathOption('write'), ...values('K', 'N', 'b', 'H', 'L', 'V'),
  },
  long: {
    create: flag('create'), append: flag('create'), update: flag('create'), catenate: flag('create'), concatenate: flag('create'),
    extract: flag('extract'), get: flag('extract'), list: flag('list'), diff: flag('list'), compare: flag('list'), delete: flag('create'), 'test-label': flag('list'),
    ...longFlags('verbose', 'gzip', 'gunzip', 'ungzip', 'bzip2', 'xz', 'lzma', 'lzip', 'lzop', 'zstd', 'auto-compress', 'to-stdout', 'keep-old-files', 'keep-newer-files', 'keep-directory-symlink', 'skip-old-files', 'overwrite', 'overwrite-dir', 'unlink-first', 'recursive-unlink', 'preserve-permissions', 'same-permissions', 'no-same-permissions', 'same-owner', 'no-same-owner', 'numeric-owner', 'touch', 'sparse', 'verify', 'interactive', 'confirmation', 'multi-volume', 'ignore-zeros', 'ignore-failed-read', 'no-recursion', 'recursion', 'one-file-system', 'totals', 'verbatim-files-from', 'null', 'no-null', 'wildcards', 'no-wildcards', 'wildcards-match-slash', 'anchored', 'no-anchored', 'ignore-case', 'no-ignore-case', 'exclude-vcs', 'exclude-vcs-ignores', 'exclude-backups', 'exclude-caches', 'exclude-caches-all', 'exclude-caches-under', 'show-transformed-names', 'show-stored-names', 'show-defaults', 'show-omitted-dirs', 'utc', 'full-time', 'check-links', 'seek', 'no-seek', 'force-local', 'no-auto-compress', 'delay-directory-restore', 'no-delay-directory-restore', 'block-number', 'restrict', 'read-full-records', 'preserve-order', 'same-order', 'acls', 'no-acls', 'selinux', 'no-selinux', 'xattrs', 'no-xattrs', 'no-overwrite-dir', 'no-unquote', 'unquote', 'hard-dereference', 'dereference'),
    'remove-files': flag('removeFiles'), 'absolute-names': flag('absolute'),
    file: value(true, 'archive'), directory: value(true, 'directory'), 'files-from': pathOption('readList'), 'exclude-from': pathOption('read'),
    'use-compress-program': pathOption('code'), 'to-command': pathOption('code'), 'checkpoint-action': pathOption('code'), 'info-script': pathOption('code'), 'new-volume-script': pathOption('code'), 'rsh-command': pathOption('code'), 'rmt-command': pathOption('code'),
    'listed-incremental': pathOption('write'), 'index-file': pathOption('write'),
    ...values('exclude', 'starting-file', 'newer', 'after-date', 'newer-mtime', 'blocking-factor', 'record-size', 'format', 'tape-length', 'label', 'owner', 'group', 'mode', 'mtime', 'transform', 'xform', 'strip-components', 'suffix', 'warning', 'sort', 'quoting-style', 'quote-chars', 'no-quote-chars', 'pax-option', 'volno-file', 'hole-detection', 'level', 'atime-preserve', 'owner-map', 'group-map', 'clamp-mtime', 'exclude-tag', 'exclude-tag-all', 'exclude-tag-under', 'add-file', 'occurrence'),
    backup: optionalValue(), checkpoint: optionalValue(), ...HELP,
  },
};

/** Letters of the old style (`tar czf out.tgz dir`) whose value is the next word. */
const TAKES_VALUE = new Set(['f', 'C', 'T', 'X', 'b', 'g', 'I', 'K', 'L', 'N', 'V', 'F', 'H']);

/** `tar czf a.tgz dir` as `tar -c -z -f a.tgz dir`. */
function unbundle(args: readonly Arg[]): Arg[] {
  const first = args[0];
  if (!first || first.text === null || first.text.startsWith('-') || !/^[A-Za-z]+$/.test(first.text)) return [...args];
  const out: Arg[] = [];
  let next = 1;
  for (const letter of first.text) {
    out.push({ text: `-${letter}`, word: first.word });
    if (TAKES_VALUE.has(letter)) {
      const taken = args[next];
      if (taken) out.push(taken);
      next++;
    }
  }
  return [...out, ...args.slice(next)];
}

/**
 * tar: creating reads the members (below `-C`) and writes the archive; extracting reads the
 * archive and writes below `-C` whatever the archive holds (so the whole directory counts as
 * written); `--to-command`, `-I` and the like run programs.
 */
export const tar: ToolAnalyser = (args) => {
  const parsed = parseArgs(unbundle(args), TAR);
  const archive = parsed.options.find((option) => option.spec.tag === 'archive')?.value ?? null;
  const directories = parsed.options.filter((option) => option.spec.tag === 'directory' && option.value).map((option) => option.value as Arg);
  const base = directories[directories.length - 1] ?? null;
  const baseText = base?.text ?? null;
  const under = (arg: Arg): Arg => (arg.text !== null && baseText !== null && !arg.text.startsWith('/') ? { text: `${baseText.replace(/\/+$/, '')}/${arg.text}`, word: arg.word } : base !== null && baseText === null ? RUNTIME_ARG : arg);
  const creating = hasTag(parsed, 'create');
  const extracting = hasTag(parsed, 'extract');
  const paths: PathUse[] = [...optionPathUses(parsed), ...directories.map((dir) => read(dir))];
  if (archive && archive.text !== '-') paths.push(creating ? write(archive) : read(archive));
  if (creating) {
    const removes = hasTag(parsed, 'removeFiles');
    for (const member of parsed.positionals) paths.push(removes ? write(under(member), 'recursive') : read(under(member), 'recursive', { follow: hasTag(parsed, 'follow') }));
  } else if (extracting && !parsed.options.some((option) => option.name === 'O' || option.name === 'to-stdout')) {
    if (hasTag(parsed, 'absolute')) paths.push(write(RUNTIME_ARG, 'recursive'));
    // What an archive holds is only known when it is read: everything below the target directory may be written.
    paths.push(write(base ?? { text: '.', word: null }, 'recursive'));
  }
  return analysis({ paths, codeLoading: codeOptions(parsed), readOnly: false });
};

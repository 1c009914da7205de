import { codeOptions, flag, hasTag, HELP, optionalValue, parseArgs, pathOption, value, type OptionTable } from './option-parser.js';
import { sourcesAndDestination } from './file-writers.js';
import { optionPathUses } from './simple-tool.js';
import { flags, longFlags, values } from './table-helpers.js';
import { analysis, read, write, type Arg, type PathUse, type ToolAnalyser } from './tool-spec.js';

const CP: OptionTable = {
  short: { ...flags('bdfinPpsuvxZlT'), a: flag('recursive'), r: flag('recursive'), R: flag('recursive'), H: flag('follow'), L: flag('follow'), S: value(), t: pathOption('writeDir', false, 'target') },
  long: {
    ...longFlags('attributes-only', 'copy-contents', 'debug', 'force', 'link', 'no-clobber', 'no-dereference', 'parents', 'remove-destination', 'strip-trailing-slashes', 'symbolic-link', 'no-target-directory', 'verbose', 'one-file-system', 'keep-directory-symlink', 'interactive'),
    archive: flag('recursive'), recursive: flag('recursive'), dereference: flag('follow'),
    backup: optionalValue(), preserve: optionalValue(), reflink: optionalValue(), update: optionalValue(), context: optionalValue(),
    ...values('no-preserve', 'sparse', 'suffix'), 'target-directory': pathOption('writeDir', false, 'target'), ...HELP,
  },
};

const cp: ToolAnalyser = (args) => {
  const parsed = parseArgs(args, CP);
  const target = parsed.options.find((option) => option.spec.tag === 'target')?.value ?? null;
  const paths = sourcesAndDestination(parsed.positionals, target, 'read', hasTag(parsed, 'recursive'), hasTag(parsed, 'follow'));
  return analysis({ paths: [...optionPathUses(parsed), ...paths], readOnly: false });
};

const MV: OptionTable = {
  short: { ...flags('bfinuvZT'), S: value(), t: pathOption('writeDir', false, 'target') },
  long: {
    ...longFlags('force', 'interactive', 'no-clobber', 'no-copy', 'strip-trailing-slashes', 'no-target-directory', 'verbose', 'exchange', 'debug'),
    backup: optionalValue(), update: optionalValue(), context: optionalValue(), suffix: value(), 'target-directory': pathOption('writeDir', false, 'target'), ...HELP,
  },
};

/** mv moves its sources (removes them: a write) and writes the destination, both as whole trees. */
const mv: ToolAnalyser = (args) => {
  const parsed = parseArgs(args, MV);
  const target = parsed.options.find((option) => option.spec.tag === 'target')?.value ?? null;
  return analysis({ paths: [...optionPathUses(parsed), ...sourcesAndDestination(parsed.positionals, target, 'write', true)], readOnly: false });
};

const LN: OptionTable = {
  short: { ...flags('bdFfiLnPrvT'), s: flag('symbolic'), S: value(), t: pathOption('writeDir', false, 'target') },
  long: {
    ...longFlags('directory', 'force', 'interactive', 'logical', 'no-dereference', 'physical', 'relative', 'no-target-directory', 'verbose'),
    symbolic: flag('symbolic'), backup: optionalValue(), suffix: value(), 'target-directory': pathOption('writeDir', false, 'target'), ...HELP,
  },
};

/**
 * `ln TARGET LINK`, `ln TARGET... DIR`, `ln -t DIR TARGET...`: the links are written; every target
 * is a path too (a symbolic link's target is relative to the link's directory, so both readings count).
 */
const ln: ToolAnalyser = (args) => {
  const parsed = parseArgs(args, LN);
  const target = parsed.options.find((option) => option.spec.tag === 'target')?.value ?? null;
  const positionals = parsed.positionals;
  const linkDir = target ?? (positionals.length > 1 ? positionals[positionals.length - 1] ?? null : null);
  const targets = target ? positionals : positionals.length > 1 ? positionals.slice(0, -1) : positionals;
  const paths: PathUse[] = targets.map((arg) => read(arg));
  if (linkDir) {
    paths.push(write(linkDir));
    const dir = linkDir.text?.includes('/') ? linkDir.text.replace(/\/[^/]*\/?$/, '') : null;
    for (const arg of targets) {
      if (hasTag(parsed, 'symbolic') && dir && arg.text !== null && !arg.text.startsWith('/')) paths.push(read({ text: `${dir}/${arg.text}`, word: arg.word }));
      const name = arg.text?.replace(/\/+$/, '').split('/').pop();
      if (name && linkDir.text !== null) paths.push(write({ text: `${linkDir.text.replace(/\/+$/, '')}/${name}`, word: linkDir.word }));
    }
  } else {
    for (const arg of targets) {
      const name = arg.text?.replace(/\/+$/, '').split('/').pop();
      if (name) paths.push(write({ text: name, word: arg.word }));
    }
  }
  return analysis({ paths: [...optionPathUses(parsed), ...paths], readOnly: false });
};

const RSYNC: OptionTable = {
  short: {
    ...flags('vqcbuldHpEAXogDtUNOJnWxCSyPhiz46m8R'), a: flag('recursive'), r: flag('recursive'), L: flag('follow'), k: flag(), K: flag(),
    ...values('B', 'f', 'T', 'M'), e: pathOption('code'),
  },
  long: {
    ...longFlags('verbose', 'quiet', 'checksum', 'backup', 'update', 'inplace', 'append', 'append-verify', 'dirs', 'links', 'copy-unsafe-links', 'safe-links', 'munge-links', 'copy-dirlinks', 'keep-dirlinks', 'hard-links', 'perms', 'executability', 'acls', 'xattrs', 'owner', 'group', 'devices', 'specials', 'times', 'atimes', 'crtimes', 'omit-dir-times', 'omit-link-times', 'super', 'fake-super', 'sparse', 'preallocate', 'dry-run', 'whole-file', 'no-whole-file', 'one-file-system', 'existing', 'ignore-existing', 'delete', 'delete-before', 'delete-during', 'delete-delay', 'delete-after', 'delete-excluded', 'ignore-missing-args', 'delete-missing-args', 'ignore-errors', 'force', 'partial', 'delay-updates', 'prune-empty-dirs', 'numeric-ids', 'ignore-times', 'size-only', 'fuzzy', 'compress', 'cvs-exclude', 'from0', 'protect-args', 'secluded-args', 'trust-sender', 'blocking-io', 'stats', '8-bit-output', 'human-readable', 'progress', 'itemize-changes', 'list-only', 'ipv4', 'ipv6', 'mkpath', 'relative', 'no-implied-dirs', 'open-noatime', 'copy-devices', 'write-devices', 'fsync'),
    archive: flag('recursive'), recursive: flag('recursive'), 'copy-links': flag('follow'), 'remove-source-files': flag('removeSources'),
    ...values('block-size', 'max-delete', 'max-size', 'min-size', 'max-alloc', 'timeout', 'contimeout', 'modify-window', 'compress-choice', 'compress-level', 'skip-compress', 'filter', 'exclude', 'include', 'address', 'port', 'sockopts', 'out-format', 'log-file-format', 'bwlimit', 'stop-after', 'stop-at', 'protocol', 'iconv', 'checksum-choice', 'chmod', 'chown', 'usermap', 'groupmap', 'suffix', 'info', 'debug', 'outbuf', 'remote-option', 'early-input'),
    rsh: pathOption('code'), 'rsync-path': pathOption('code'), 'files-from': pathOption('readList'), 'exclude-from': pathOption('read'), 'include-from': pathOption('read'),
    'log-file': pathOption('write'), 'write-batch': pathOption('write'), 'only-write-batch': pathOption('write'), 'read-batch': pathOption('read'),
    'backup-dir': pathOption('writeDir'), 'temp-dir': pathOption('writeDir'), 'partial-dir': pathOption('writeDir'), 'compare-dest': pathOption('read'), 'copy-dest': pathOption('read'), 'link-dest': pathOption('read'),
    'password-file': pathOption('read'), ...HELP,
  },
};

/** `host:path`, `user@host:path`, `rsync://...`: not a local path. */
const REMOTE = /^([a-z][a-z0-9+.-]*:\/\/|[^/]*:)/i;

const rsync: ToolAnalyser = (args) => {
  const parsed = parseArgs(args, RSYNC);
  const positionals = parsed.positionals;
  const isRemote = (arg: Arg) => arg.text !== null && REMOTE.test(arg.text);
  const remote = positionals.some(isRemote);
  const sourceAccess = hasTag(parsed, 'removeSources') ? 'write' : 'read';
  const paths: PathUse[] = remote
    ? positionals.flatMap((arg, i) => (isRemote(arg) ? [] : i === positionals.length - 1 ? [write(arg, 'recursive')] : [sourceAccess === 'read' ? read(arg, 'recursive') : write(arg, 'recursive')]))
    : sourcesAndDestination(positionals, null, sourceAccess, true, hasTag(parsed, 'follow'));
  return analysis({ paths: [...optionPathUses(parsed), ...paths], codeLoading: codeOptions(parsed), readOnly: false, ...(remote ? { notReadOnlyBecause: 'it reaches another host' } : {}) });
};

export const COPY_MOVE: Readonly<Record<string, ToolAnalyser>> = { cp, mv, ln, rsync };


import { codeOptions, onlySafeOptions, parseArgs, type ParsedArgs } from './option-parser.js';
import { DIFF_AND_LOG, gitTable, type GitOptionList } from './git-options.js';
import { genericArgumentUses } from './generic.js';
import { optionPathUses } from './simple-tool.js';
import { analysis, read, write, type Arg, type PathUse, type ToolAnalyser, type ToolAnalysis } from './tool-spec.js';

/** What a subcommand's positional arguments are. */
type Positionals =
  /** Revisions and pathspecs, read (`git log main -- src`). */
  | 'revisionsAndPaths'
  /** Pathspecs written (`git rm`, `git checkout -- f`). */
  | 'writtenPaths'
  /** Pathspecs read as a whole (`git ls-files dir`, `git status dir`). */
  | 'readPaths'
  /** Pathspecs git takes into its index without showing them (`git add`, `git commit f`): checked themselves, not below. */
  | 'stagedPaths'
  | 'none';

interface Subcommand {
  readonly options: GitOptionList;
  readonly positionals: Positionals;
  /** Read-only when only its safe options are used (and `readOnlyIf` agrees). */
  readonly readOnly: boolean;
  readonly readOnlyIf?: (parsed: ParsedArgs) => boolean;
  /** Shows file contents from the object store: without a pathspec, which part of it. */
  readonly content?: 'tracked' | 'history' | ((parsed: ParsedArgs) => 'tracked' | 'history' | null);
  /** Its last positional is always a path, `--` or not (`git blame [rev] file`): that file is all it shows. */
  readonly endsWithPath?: boolean;
  /** Reaches another host. */
  readonly network?: boolean;
  /** Extra path uses (clone's directory, worktree's path). */
  readonly paths?: (parsed: ParsedArgs) => PathUse[];
  /** Runs a command given in its arguments (`rebase -x`, `bisect run`, `submodule foreach`). */
  readonly runs?: (parsed: ParsedArgs) => string | null;
}

const WRITES_CONFIG: PathUse = write({ text: '.git/config', word: null });

const firstIs = (parsed: ParsedArgs, ...words: string[]) => words.includes(parsed.positionals[0]?.text ?? '');
const dryRun = (parsed: ParsedArgs) => parsed.options.some((option) => option.name === 'n' || option.name === 'dry-run');

/** `--stat`, `--name-only`, `-s`: a diff or log that shows no file contents. */
const NO_CONTENT = new Set(['stat', 'numstat', 'shortstat', 'name-only', 'name-status', 'no-patch', 's', 'summary', 'raw', 'dirstat', 'compact-summary', 'quiet', 'exit-code', 'oneline']);
const PATCH = new Set(['p', 'u', 'patch', 'U', 'unified', 'patch-with-raw', 'patch-with-stat', 'word-diff', 'color-words', 'cc', 'c', 'm', 'full-diff', 'remerge-diff', 'L', 'function-context', 'binary', 'G', 'S']);
const shows = (parsed: ParsedArgs, byDefault: boolean): boolean => {
  if (parsed.options.some((option) => PATCH.has(option.name))) return true;
  if (parsed.options.some((option) => NO_CONTENT.has(option.name))) return false;
  return byDefault;
};
const isRevision = (arg: Arg) => arg.text !== null && /^(HEAD|@|FETCH_HEAD|ORIG_HEAD|MERGE_HEAD)([~^@].*)?$|^[0-9a-f]{7,40}$|\.\./.test(arg.text);
/**
 * A revision other than the checkout's HEAD: its files may be ones the index no longer has. HEAD
 * itself holds what the index holds, as long as nothing rewrote the index (see read-tree below).
 */
const olderRevision = (arg: Arg) => isRevision(arg) && arg.text !== 'HEAD' && arg.text !== '@';

const SUBCOMMANDS: Readonly<Record<string, Subcommand>> = {
  status: { options: { flags: 's b v u z short branch long porcelain verbose ahead-behind no-ahead-behind renames no-renames column no-column show-stash', optional: 'untracked-files ignored ignore-submodules porcelain find-renames column' }, positionals: 'readPaths', readOnly: true },
  log: { options: DIFF_AND_LOG, positionals: 'revisionsAndPaths', readOnly: true, content: (p) => (shows(p, false) ? 'history' : null) },
  whatchanged: { options: DIFF_AND_LOG, positionals: 'revisionsAndPaths', readOnly: true, content: (p) => (shows(p, false) ? 'history' : null) },
  shortlog: { options: { flags: 'n s e c numbered summary email committer', values: 'group format', optional: 'w' }, positionals: 'revisionsAndPaths', readOnly: true },
  show: { options: DIFF_AND_LOG, positionals: 'revisionsAndPaths', readOnly: true, content: (p) => (!shows(p, true) ? null : p.positionals.some((arg) => arg.text !== 'HEAD' && arg.text !== '@') ? 'history' : 'tracked') },
  diff: { options: DIFF_AND_LOG, positionals: 'revisionsAndPaths', readOnly: true, content: (p) => (!shows(p, true) ? null : p.positionals.some(olderRevision) ? 'history' : 'tracked') },
  'diff-tree': { options: DIFF_AND_LOG, positionals: 'revisionsAndPaths', readOnly: true, content: (p) => (shows(p, false) ? 'history' : null) },
  'diff-index': { options: DIFF_AND_LOG, positionals: 'revisionsAndPaths', readOnly: true, content: (p) => (shows(p, false) ? 'history' : null) },
  'diff-files': { options: DIFF_AND_LOG, positionals: 'revisionsAndPaths', readOnly: true, content: (p) => (shows(p, false) ? 'tracked' : null) },
  'range-diff': { options: DIFF_AND_LOG, positionals: 'revisionsAndPaths', readOnly: true, content: 'history' },
  blame: { options: { flags: 'b c e f l n p s t w M C root show-stats porcelain line-porcelain incremental show-name show-number show-email score-debug progress no-progress', values: 'L ignore-rev date abbrev first-parent', reads: 'S contents ignore-revs-file' }, positionals: 'revisionsAndPaths', readOnly: true, content: 'history', endsWithPath: true },
  annotate: { options: { flags: 'b c e f l n p s t w M C', values: 'L', reads: 'S contents' }, positionals: 'revisionsAndPaths', readOnly: true, content: 'history' },
  grep: {
    options: {
      flags: 'a i I v w c l L z h H n b q E G F P e o p W r untracked cached no-index no-exclude-standard exclude-standard recurse-submodules text textconv no-textconv ignore-case word-regexp invert-match full-name line-number column name-only files-with-matches files-without-match null count break heading show-function function-context quiet all-match and or not only-matching extended-regexp basic-regexp perl-regexp fixed-strings recursive no-recursive',
      values: 'e m A B C max-depth threads max-count after-context before-context context color', reads: 'f',
      code: 'O open-files-in-pager',
    },
    positionals: 'revisionsAndPaths', readOnly: true,
    content: (p) => (p.positionals.some(isRevision) || p.options.some((o) => o.name === 'untracked' || o.name === 'no-index') ? 'history' : 'tracked'),
  },
  'ls-files': { options: { flags: 'c d o i s u k m t v f z cached deleted others ignored stage unmerged killed modified directory no-empty-directory eol full-name recurse-submodules error-unmatch debug deduplicate sparse', values: 'x exclude exclude-per-directory format with-tree abbrev', reads: 'X exclude-from' }, positionals: 'readPaths', readOnly: true },
  'ls-tree': { options: { flags: 'd r t l z long name-only name-status object-only full-name full-tree', values: 'format abbrev' }, positionals: 'revisionsAndPaths', readOnly: true },
  'cat-file': { options: { flags: 'e p t s textconv filters batch-all-objects buffer unordered follow-symlinks allow-unknown-type', optional: 'batch batch-check batch-command', values: 'path' }, positionals: 'revisionsAndPaths', readOnly: true, content: 'history' },
  archive: { options: { flags: 'l v list verbose worktree-attributes', values: 'format prefix add-file add-virtual-file mtime remote', writes: 'o output', code: 'exec' }, positionals: 'revisionsAndPaths', readOnly: false, content: 'history' },
  'format-patch': { options: { ...DIFF_AND_LOG, values: `${DIFF_AND_LOG.values ?? ''} subject-prefix to cc in-reply-to suffix base v reroll-count filename-max-length`, writeDirs: 'o output-directory', reads: 'signature-file' }, positionals: 'revisionsAndPaths', readOnly: false, content: 'history' },
  'rev-parse': { options: { flags: 'verify quiet q sq short abbrev-ref symbolic symbolic-full-name all branches tags remotes show-toplevel show-prefix show-cdup git-dir git-common-dir absolute-git-dir is-inside-git-dir is-inside-work-tree is-bare-repository is-shallow-repository local-env-vars not revs-only no-revs flags no-flags', values: 'default prefix since after until before glob exclude disambiguate path-format show-object-format resolve-git-dir' }, positionals: 'none', readOnly: true },
  'rev-list': { options: DIFF_AND_LOG, positionals: 'revisionsAndPaths', readOnly: true },
  describe: { options: { flags: 'all tags contains long always first-parent exact-match debug', values: 'abbrev candidates match exclude', optional: 'dirty broken' }, positionals: 'none', readOnly: true },
  'merge-base': { options: { flags: 'a all octopus independent is-ancestor fork-point' }, positionals: 'none', readOnly: true },
  'name-rev': { options: { flags: 'tags all name-only no-undefined always annotate-stdin', values: 'refs exclude' }, positionals: 'none', readOnly: true },
  'show-ref': { options: { flags: 'head tags heads d dereference s q verify quiet exists exclude-existing', optional: 'hash abbrev' }, positionals: 'none', readOnly: true },
  'for-each-ref': { options: { flags: 's p shell perl python tcl ignore-case omit-empty include-root-refs', values: 'count format sort points-at merged no-merged contains no-contains exclude' }, positionals: 'none', readOnly: true },
  'count-objects': { options: { flags: 'v H verbose human-readable' }, positionals: 'none', readOnly: true },
  'check-ignore': { options: { flags: 'q v n z quiet verbose non-matching no-index stdin' }, positionals: 'readPaths', readOnly: true },
  'check-attr': { options: { flags: 'a z all cached stdin', values: 'source' }, positionals: 'readPaths', readOnly: true },
  version: { options: { flags: 'build-options' }, positionals: 'none', readOnly: true },
  help: { options: { flags: 'a g i m w all guides info man web config' }, positionals: 'none', readOnly: true },
  branch: {
    options: { flags: 'a r v l all remotes verbose list show-current ignore-case omit-empty no-color no-column', unsafe: 'd D m M c C f delete move copy force create-reflog set-upstream unset-upstream edit-description track no-track', values: 'sort format points-at merged no-merged contains no-contains u set-upstream-to', optional: 'color column abbrev' },
    positionals: 'none', readOnly: true, readOnlyIf: (p) => p.positionals.length === 0 || p.options.some((o) => o.name === 'l' || o.name === 'list'),
  },
  tag: { options: { flags: 'l list i ignore-case omit-empty', unsafe: 'a s d f v annotate sign delete force verify edit no-edit create-reflog', values: 'n sort format points-at merged no-merged contains no-contains m message u local-user cleanup', optional: 'column color', reads: 'F file' }, positionals: 'none', readOnly: true, readOnlyIf: (p) => p.positionals.length === 0 || p.options.some((o) => o.name === 'l' || o.name === 'list') },
  remote: { options: { flags: 'v verbose' }, positionals: 'none', readOnly: true, readOnlyIf: (p) => p.positionals.length === 0 || (firstIs(p, 'get-url') && p.positionals.length <= 2), network: false, paths: (p) => (firstIs(p, 'add', 'rename', 'remove', 'rm', 'set-url', 'set-head', 'set-branches', 'prune', 'update') ? [WRITES_CONFIG] : []) },
  config: {
    options: { flags: 'l list get get-all get-regexp get-urlmatch show-origin show-scope name-only null z includes no-includes local worktree global system', unsafe: 'add unset unset-all replace-all rename-section remove-section e edit', values: 'type default blob', reads: 'f file' },
    positionals: 'none', readOnly: true,
    readOnlyIf: (p) => p.options.some((o) => /^(get|get-all|get-regexp|get-urlmatch|l|list)$/.test(o.name)) || (firstIs(p, 'get', 'list') && !firstIs(p, 'set')),
    paths: (p) => {
      if (p.options.some((o) => /^(get|get-all|get-regexp|get-urlmatch|l|list)$/.test(o.name)) || firstIs(p, 'get', 'list')) return [];
      const file = p.options.find((o) => o.name === 'f' || o.name === 'file')?.value;
      if (file) return [write(file)];
      if (p.options.some((o) => o.name === 'global')) return [write({ text: '~/.gitconfig', word: null })];
      if (p.options.some((o) => o.name === 'system')) return [write({ text: '/etc/gitconfig', word: null })];
      return [WRITES_CONFIG];
    },
  },
  stash: { options: { flags: 'p k u a q patch keep-index no-keep-index include-untracked all quiet staged index', values: 'm message', reads: 'pathspec-from-file' }, positionals: 'none', readOnly: true, readOnlyIf: (p) => firstIs(p, 'list', 'show'), content: (p) => (firstIs(p, 'show') && shows(p, true) ? 'history' : null), paths: (p) => (firstIs(p, 'list', 'show') ? [] : p.positionals.slice(p.afterDashDash === -1 ? p.positionals.length : p.afterDashDash).map((arg) => write(arg, 'recursive'))) },
  reflog: { options: DIFF_AND_LOG, positionals: 'none', readOnly: true, readOnlyIf: (p) => p.positionals.length === 0 || firstIs(p, 'show'), content: (p) => (shows(p, false) ? 'history' : null) },
  add: { options: { flags: 'n v f i p e u A N dry-run verbose force interactive patch edit update all no-all ignore-removal no-ignore-removal intent-to-add refresh ignore-errors ignore-missing renormalize sparse', values: 'chmod', reads: 'pathspec-from-file' }, positionals: 'readPaths', readOnly: false },
  rm: { options: { flags: 'f n r q force dry-run cached ignore-unmatch sparse quiet', reads: 'pathspec-from-file' }, positionals: 'writtenPaths', readOnly: false },
  mv: { options: { flags: 'f k n v force dry-run verbose sparse' }, positionals: 'writtenPaths', readOnly: false },
  checkout: { options: { flags: 'q f m p quiet force merge patch detach no-track guess no-guess overlay no-overlay ours theirs ignore-skip-worktree-bits ignore-other-worktrees overwrite-ignore no-overwrite-ignore recurse-submodules progress no-progress', values: 'b B orphan conflict', optional: 't track', reads: 'pathspec-from-file' }, positionals: 'writtenPaths', readOnly: false },
  switch: { options: { flags: 'd f m q detach force discard-changes merge quiet guess no-guess ignore-other-worktrees recurse-submodules progress no-progress', values: 'c C create force-create orphan conflict', optional: 't track' }, positionals: 'none', readOnly: false },
  restore: { options: { flags: 'p W S q m patch worktree staged quiet merge ours theirs overlay no-overlay ignore-unmerged ignore-skip-worktree-bits recurse-submodules progress no-progress', values: 's source conflict', reads: 'pathspec-from-file' }, positionals: 'writtenPaths', readOnly: false },
  reset: { options: { flags: 'q p N soft mixed hard merge keep quiet patch intent-to-add recurse-submodules no-refresh refresh', reads: 'pathspec-from-file' }, positionals: 'writtenPaths', readOnly: false },
  // `-n`/`--dry-run` only lists what would go (it wins over `-f`), like `git status` lists untracked files; with a pathspec it stays a write.
  clean: {
    options: { flags: 'd f i n q x X dry-run force interactive quiet', values: 'e exclude' },
    positionals: 'writtenPaths',
    readOnly: true,
    readOnlyIf: (p) => dryRun(p) && p.positionals.length === 0,
    paths: (p) => (p.positionals.length === 0 && !dryRun(p) ? [write({ text: '.', word: null }, 'recursive', { skipGitDirectory: true })] : []),
  },
  commit: { options: { flags: 'a p s v q n e z all patch signoff verbose quiet dry-run short branch porcelain long null amend no-edit edit allow-empty allow-empty-message no-verify verify only include status no-status reset-author no-post-rewrite', values: 'm message C c reuse-message reedit-message fixup squash author date cleanup trailer u untracked-files S gpg-sign', optional: 'gpg-sign', reads: 'F file pathspec-from-file t template' }, positionals: 'stagedPaths', readOnly: false },
  merge: { options: { flags: 'n e q v commit no-commit edit no-edit ff no-ff ff-only squash no-squash verify no-verify stat no-stat log no-log signoff abort continue quit allow-unrelated-histories rerere-autoupdate autostash', values: 'm s X strategy strategy-option into-name cleanup S', reads: 'F file' }, positionals: 'none', readOnly: false },
  rebase: { options: { flags: 'i p q v n k f interactive quiet verbose continue abort skip quit root autosquash no-autosquash autostash no-autostash keep-empty no-keep-empty fork-point no-fork-point rerere-autoupdate signoff committer-date-is-author-date ignore-date reset-author-date update-refs rebase-merges keep-base no-stat stat no-ff force-rebase edit-todo show-current-patch', values: 'onto s X strategy strategy-option empty whitespace C', code: 'x exec' }, positionals: 'none', readOnly: false, runs: (p) => p.options.find((o) => o.name === 'x' || o.name === 'exec')?.value?.text ?? null },
  'cherry-pick': { options: { flags: 'e n x s edit no-commit signoff ff continue abort quit skip allow-empty keep-redundant-commits', values: 'm mainline X strategy strategy-option cleanup S' }, positionals: 'none', readOnly: false },
  revert: { options: { flags: 'e n s edit no-edit no-commit signoff continue abort quit skip', values: 'm mainline X strategy strategy-option cleanup S' }, positionals: 'none', readOnly: false },
  fetch: { options: { flags: 'a f k p P q v t u all append atomic force keep multiple prune prune-tags quiet verbose tags no-tags dry-run update-head-ok unshallow update-shallow progress no-write-fetch-head write-fetch-head', values: 'depth deepen shallow-since shallow-exclude j jobs refmap o server-option recurse-submodules negotiation-tip filter', code: 'upload-pack' }, positionals: 'none', readOnly: false, network: true },
  pull: { options: { flags: 'q v r n all append force keep quiet verbose rebase no-rebase commit no-commit edit no-edit ff no-ff ff-only squash no-squash stat no-stat autostash no-autostash tags no-tags prune dry-run progress unshallow', values: 'depth deepen shallow-since s X strategy strategy-option j jobs o server-option', code: 'upload-pack' }, positionals: 'none', readOnly: false, network: true },
  push: { options: { flags: 'f n q u v all mirror tags follow-tags force atomic dry-run porcelain delete prune no-verify verify progress set-upstream thin no-thin', values: 'repo o push-option recurse-submodules signed', optional: 'force-with-lease force-if-includes', code: 'receive-pack exec' }, positionals: 'none', readOnly: false, network: true },
  'ls-remote': { options: { flags: 'h t q heads tags refs quiet exit-code get-url symref branches', values: 'sort o server-option', code: 'upload-pack' }, positionals: 'none', readOnly: false, network: true },
  clone: {
    options: { flags: 'l s q v n bare mirror local no-local shared no-checkout no-hardlinks quiet verbose progress single-branch no-single-branch no-tags recurse-submodules shallow-submodules no-shallow-submodules remote-submodules no-remote-submodules sparse also-filter-submodules reject-shallow no-reject-shallow', values: 'b branch o origin depth shallow-since shallow-exclude j jobs filter bundle-uri revision', reads: 'reference reference-if-able', writes: 'separate-git-dir', code: 'u upload-pack c config', codeFiles: 'template' },
    positionals: 'none', readOnly: false, network: true,
    paths: (p) => {
      const [source, directory] = p.positionals;
      const uses: PathUse[] = [];
      if (source?.text !== null && source?.text !== undefined && !/^[a-z][a-z0-9+.-]*:\/\/|^[^/]*@[^/]*:|^[^/]+:[^/]/i.test(source.text)) uses.push(read(source, 'recursive'));
      const name = source?.text?.replace(/\/+$/, '').replace(/\.git$/, '').split(/[/:]/).pop();
      uses.push(write(directory ?? { text: name || '.', word: null }, 'recursive'));
      return uses;
    },
  },
  init: { options: { flags: 'q bare quiet', values: 'object-format ref-format b initial-branch', optional: 'shared', writes: 'separate-git-dir', codeFiles: 'template' }, positionals: 'none', readOnly: false, paths: (p) => [write(p.positionals[0] ?? { text: '.', word: null }, 'recursive')] },
  worktree: { options: { flags: 'f d force detach checkout no-checkout lock orphan q quiet track no-track guess-remote no-guess-remote v verbose porcelain z', values: 'b B reason expire' }, positionals: 'none', readOnly: true, readOnlyIf: (p) => firstIs(p, 'list'), paths: (p) => (firstIs(p, 'add', 'move', 'remove') ? p.positionals.slice(1, firstIs(p, 'add') ? 2 : 3).map((arg) => write(arg, 'recursive')) : []) },
  'submodule': { options: { flags: 'q quiet recursive init remote no-fetch checkout merge rebase force cached' }, positionals: 'none', readOnly: false, network: true, runs: (p) => (firstIs(p, 'foreach') ? p.positionals.slice(1).map((arg) => arg.text ?? '$(unknown)').join(' ') : null) },
  bisect: { options: {}, positionals: 'none', readOnly: false, runs: (p) => (firstIs(p, 'run') ? p.positionals.slice(1).map((arg) => arg.text ?? '$(unknown)').join(' ') : null) },
  apply: { options: { flags: 'R v q check stat numstat summary index cached intent-to-add 3 3way reject z unidiff-zero apply no-add allow-binary-replacement binary recount inaccurate-eof reverse verbose quiet', values: 'p C exclude include whitespace build-fake-ancestor' }, positionals: 'readPaths', readOnly: false, paths: (p) => p.options.filter((o) => o.name === 'directory').map((o) => write(o.value ?? { text: null, word: null }, 'recursive')) },
  am: { options: { flags: 's k c m q u n i 3 signoff keep keep-non-patch scissors no-scissors message-id no-message-id quiet utf8 no-utf8 3way no-3way rerere-autoupdate ignore-space-change ignore-whitespace reject interactive continue r resolved skip abort quit show-current-patch allow-empty', values: 'p C exclude include whitespace directory patch-format resolvemsg quoted-cr empty S gpg-sign' }, positionals: 'readPaths', readOnly: false },
  notes: { options: { flags: 'f force n allow-empty', values: 'm message c C reuse-message reedit-message ref', reads: 'F file' }, positionals: 'none', readOnly: true, readOnlyIf: (p) => firstIs(p, 'list', 'show'), content: (p) => (firstIs(p, 'show') ? 'history' : null) },
  gc: { options: { flags: 'aggressive auto quiet force keep-largest-pack', optional: 'prune' }, positionals: 'none', readOnly: false },
  difftool: { options: { ...DIFF_AND_LOG, values: `${DIFF_AND_LOG.values ?? ''} t tool`, code: 'x extcmd' }, positionals: 'revisionsAndPaths', readOnly: false, content: 'history' },
  mergetool: { options: { values: 't tool' }, positionals: 'readPaths', readOnly: false },
  // They rewrite the index the tracked-file check reads (an emptied index would hide a denied file from it): judged like a read of the history.
  'read-tree': { options: { flags: 'm u i n v reset prefix trivial aggressive empty index-output no-sparse-checkout recurse-submodules' }, positionals: 'none', readOnly: false, content: 'history' },
  'update-index': { options: { flags: 'add remove force-remove refresh q quiet ignore-missing unmerged info-only index-info cacheinfo chmod assume-unchanged no-assume-unchanged skip-worktree no-skip-worktree really-refresh stdin verbose z' }, positionals: 'writtenPaths', readOnly: false, content: 'history' },
  'filter-branch': { options: { code: 'env-filter tree-filter index-filter parent-filter msg-filter commit-filter tag-name-filter subdirectory-filter setup' }, positionals: 'none', readOnly: false, runs: () => '$(filter)' },
  'send-email': { options: { code: 'sendmail-cmd smtp-server to-cmd cc-cmd header-cmd' }, positionals: 'readPaths', readOnly: false, network: true },
};

/** git's own options that print something about git and run nothing. */
const SELF_DESCRIBING = new Set(['--version', '--help', '-h', '--html-path', '--man-path', '--info-path', '--exec-path']);

/** `-c` keys that only change names, colours and messages. */
const HARMLESS_CONFIG = /^(user\.(name|email)|color\.[a-z.]+|advice\.[a-z.]+|core\.quotepath|init\.defaultbranch|commit\.gpgsign|tag\.gpgsign|pull\.(rebase|ff)|merge\.ff|push\.default|fetch\.prune|diff\.renames|core\.abbrev|log\.decorate|column\.ui|status\.(short|branch))=/i;

interface GlobalOptions {
  readonly subcommandIndex: number;
  readonly chdirs: Arg[];
  readonly codeLoading: string[];
  readonly otherRepository: string | null;
  readonly paths: PathUse[];
  readonly canonicalGlobals: boolean;
}

/** git's own options before the subcommand (git.c: exact names, no abbreviations). */
function globalOptions(args: readonly Arg[]): GlobalOptions {
  const chdirs: Arg[] = [];
  const codeLoading: string[] = [];
  const paths: PathUse[] = [];
  let otherRepository: string | null = null;
  let i = 0;
  const valueOf = (name: string): Arg | null => {
    const text = args[i]?.text ?? '';
    if (text.startsWith(`${name}=`)) return { text: text.slice(name.length + 1), word: args[i]?.word ?? null };
    i++;
    return args[i] ?? null;
  };
  for (; i < args.length; i++) {
    const text = args[i]?.text;
    if (text === null || text === undefined) break;
    if (!text.startsWith('-')) break;
    if (text === '-C') {
      const dir = args[i + 1];
      i++;
      if (dir) {
        chdirs.push(dir);
        paths.push(read(dir));
        if (dir.text !== '.') otherRepository = `git -C ${dir.text ?? dir.word?.text ?? ''}`;
      }
    } else if (text === '-c') {
      const setting = args[i + 1];
      i++;
      if (!setting?.text || !HARMLESS_CONFIG.test(setting.text)) codeLoading.push(`git -c ${setting?.text ?? ''}`.trim());
    } else if (text.startsWith('--config-env')) {
      valueOf('--config-env');
      codeLoading.push('git --config-env');
    } else if (text.startsWith('--exec-path')) {
      // Bare `--exec-path` only prints where git's programs are; with a value git runs programs from there.
      if (text !== '--exec-path') codeLoading.push('git --exec-path');
    } else if (text === '--git-dir' || text.startsWith('--git-dir=') || text === '--work-tree' || text.startsWith('--work-tree=')) {
      const name = text.startsWith('--git-dir') ? '--git-dir' : '--work-tree';
      const dir = valueOf(name);
      if (dir) paths.push(write(dir, 'recursive'));
      otherRepository = `git ${name}`;
    } else if (text === '--namespace' || text.startsWith('--namespace=') || text === '--attr-source' || text.startsWith('--attr-source=') || text.startsWith('--list-cmds') || text.startsWith('--super-prefix')) {
      if (!text.includes('=') && (text === '--namespace' || text === '--attr-source')) i++;
    } else if (!['-p', '--paginate', '-P', '--no-pager', '--bare', '--no-replace-objects', '--no-lazy-fetch', '--no-optional-locks', '--no-advice', '--literal-pathspecs', '--glob-pathspecs', '--noglob-pathspecs', '--icase-pathspecs', '--html-path', '--man-path', '--info-path', '--version', '--help', '-h'].includes(text)) {
      codeLoading.push(`git ${text}`);
    }
  }
  return { subcommandIndex: i, chdirs, codeLoading, otherRepository, paths, canonicalGlobals: true };
}

/** `HEAD:path`, `:path`, `main:./rel`: the path part, relative to the repository root unless it starts with `./`. */
function revisionPath(arg: Arg): { path: Arg; fromRoot: boolean } | null {
  const text = arg.text;
  if (text === null) return null;
  const colon = text.indexOf(':');
  if (colon === -1 || text.startsWith(':(') || /^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return null;
  let rest = text.slice(colon + 1);
  if (/^\d:/.test(rest)) rest = rest.slice(2);
  if (text.startsWith(':/')) return { path: { text: text.slice(2) || '.', word: arg.word }, fromRoot: true };
  const relative = rest.startsWith('./') || rest.startsWith('../');
  return { path: { text: rest || '.', word: arg.word }, fromRoot: !relative };
}

/** A pathspec's path: magic (`:(top)x`, `:/x`) stripped; exclusions (`:!x`) name nothing read. */
function pathspec(arg: Arg): { path: Arg; fromRoot: boolean } | null {
  const text = arg.text;
  if (text === null) return { path: arg, fromRoot: false };
  if (/^:(!|\^|\(exclude)/.test(text)) return null;
  const magic = /^:\(([^)]*)\)(.*)$/.exec(text);
  if (magic) return { path: { text: magic[2] || '.', word: arg.word }, fromRoot: /top/.test(magic[1] ?? '') };
  if (text.startsWith(':/')) return { path: { text: text.slice(2) || '.', word: arg.word }, fromRoot: true };
  return { path: arg, fromRoot: false };
}

/** `-C a -C b` works in `a/b`; an absolute `-C` starts over; null when one is only known at run time. */
function chainedDirectory(dirs: readonly Arg[]): string | null | undefined {
  if (dirs.length === 0) return undefined;
  let out = '';
  for (const dir of dirs) {
    if (dir.text === null) return null;
    out = dir.text.startsWith('/') || out === '' ? dir.text : `${out}/${dir.text}`;
  }
  return out;
}

function positionalUses(kind: Positionals, parsed: ParsedArgs, base: string | null | undefined): PathUse[] {
  if (kind === 'none') return [];
  const uses: PathUse[] = [];
  parsed.positionals.forEach((arg, index) => {
    const afterDashDash = parsed.afterDashDash !== -1 && index >= parsed.afterDashDash;
    const revision = !afterDashDash && kind === 'revisionsAndPaths' ? revisionPath(arg) : null;
    const spec = revision ?? pathspec(arg);
    if (!spec) return;
    const extra: Partial<PathUse> = { ...(base !== undefined ? { base } : {}), ...(spec.fromRoot ? { fromRepositoryRoot: true } : {}) };
    // git never writes its own .git through a pathspec (`git clean -fd .`, `git checkout -- .`).
    if (kind === 'writtenPaths' && !revision) uses.push(write(spec.path, 'recursive', { ...extra, skipGitDirectory: true }));
    else uses.push(read(spec.path, revision ? 'list' : kind === 'stagedPaths' ? 'no' : 'recursive', extra));
  });
  return uses;
}

/**
 * git: its own options (`-C`, `-c`, `--git-dir`), then the subcommand's. Pathspecs and
 * `rev:path` are read (git's object store included); a diff, show, log -p or grep without a
 * pathspec reads the whole repository (its tracked files, or its history).
 */
export const git: ToolAnalyser = (args) => {
  const globals = globalOptions(args);
  const subArg = args[globals.subcommandIndex];
  const rest = args.slice(globals.subcommandIndex + 1);
  const base = chainedDirectory(globals.chdirs);
  // `git --version`, `git --help`: git prints something about itself.
  if (!subArg) return analysis({ paths: globals.paths, codeLoading: globals.codeLoading, readOnly: args.length > 0 && args.every((arg) => arg.text !== null && SELF_DESCRIBING.has(arg.text)) });
  if (subArg.text === null) {
    return analysis({ paths: globals.paths, codeLoading: globals.codeLoading, readOnly: false, dynamicSubcommand: true, nested: [{ kind: 'opaque', why: `git's subcommand ${subArg.word?.text ?? ''} is only known at run time (it could be an alias that runs anything)` }] });
  }
  const sub = SUBCOMMANDS[subArg.text];
  const canonical = ['git', subArg.text, ...rest.map((arg) => arg.text ?? arg.word?.text ?? '')];
  if (!sub) {
    // A subcommand we do not know (or an alias from the user's config): every argument may be a path it writes.
    const paths = [...globals.paths, ...genericArgumentUses(rest)];
    return analysis({ paths, codeLoading: globals.codeLoading, readOnly: false, canonical });
  }
  const parsed = parseArgs(rest, gitTable(sub.options));
  const contentOf = typeof sub.content === 'function' ? sub.content(parsed) : (sub.content ?? null);
  const pathUses = positionalUses(sub.positionals, parsed, base);
  // Without `--`, git takes a word for a path only if no revision has that name: only explicit pathspecs narrow what it shows.
  const named =
    (parsed.afterDashDash !== -1 && parsed.positionals.length > parsed.afterDashDash) ||
    (parsed.positionals.length > 0 && (sub.endsWithPath === true || parsed.positionals.every((arg) => revisionPath(arg) !== null)));
  const paths: PathUse[] = [...globals.paths, ...optionPathUses(parsed).map((use) => (base !== undefined ? { ...use, base } : use)), ...pathUses, ...(sub.paths?.(parsed) ?? [])];
  if (contentOf && !named) paths.push(read({ text: '.', word: null }, 'recursive', { gitStore: contentOf, ...(base !== undefined ? { base } : {}) }));
  const codeLoading = [...globals.codeLoading, ...codeOptions(parsed).map((option) => `git ${subArg.text} ${option}`)];
  const runs = sub.runs?.(parsed) ?? null;
  const readOnly = sub.readOnly && (sub.readOnlyIf?.(parsed) ?? true) && onlySafeOptions(parsed) && globals.codeLoading.length === 0 && globals.otherRepository === null && paths.every((use) => use.access === 'read');
  const why = globals.otherRepository ? `it works on another repository (${globals.otherRepository})` : sub.network ? 'it reaches the network' : undefined;
  const result: ToolAnalysis = analysis({
    paths,
    codeLoading,
    readOnly,
    canonical,
    nested: runs === null ? [] : [{ kind: 'script', mode: 'denyOnly', text: runs, why: `git ${subArg.text}` }],
    ...(why ? { notReadOnlyBecause: why } : {}),
  });
  return result;
};

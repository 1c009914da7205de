/**
 * The Messages API's request and reply shapes as Tollgate sends and keeps them. They are the SDK's
 * beta types: compaction blocks, `context_management`, `output_config.effort` and the `compaction`
 * stop reason exist only there, and the beta shapes are a superset of the stable ones, so one
 * conversation type serves every provider (a provider that does not offer a feature is never sent it).
 */
import type { BetaAssistantMessageParam, BetaUserMessageParam } from '@anthropic-ai/sdk/resources/beta/messages/messages';

/** A message of the conversation: Tollgate sends only user and assistant turns. */
export type MessageParam = BetaUserMessageParam | BetaAssistantMessageParam;

export type {
  BetaContentBlock as ContentBlock,
  BetaContentBlockParam as ContentBlockParam,
  BetaTextBlockParam as TextBlockParam,
  BetaToolUseBlockParam as ToolUseBlockParam,
  BetaToolResultBlockParam as ToolResultBlockParam,
  BetaThinkingBlockParam as ThinkingBlockParam,
  BetaCompactionBlockParam as CompactionBlockParam,
  BetaTool as Tool,
  BetaStopReason as StopReason,
  BetaRawMessageStreamEvent as MessageStreamEvent,
  BetaThinkingConfigParam as ThinkingConfigParam,
  BetaContextManagementConfig as ContextManagementConfig,
  MessageCreateParamsNonStreaming as CreateMessageParams,
  MessageCountTokensParams as CountTokensParams,
} from '@anthropic-ai/sdk/resources/beta/messages/messages';

/** The beta that server-side compaction (`context_management.edits: [compact_20260112]`) needs. */
export const COMPACTION_BETA = 'compact-2026-01-12';
export const COMPACTION_EDIT_TYPE = 'compact_20260112';

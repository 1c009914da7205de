import type { Tool as ApiTool } from '../model/wire.js';
import { toApiTool } from './api-tool.js';
import type { AppState } from '../core/app-state.js';
import type { PermissionMode } from '../core/permission-types.js';
import type { AnyTool, Tools } from '../core/tool.js';

const EPHEMERAL = { type: 'ephemeral' } as const;

/**
 * The tool definitions sent to the model. Each tool is described once per session, so its bytes
 * never change; deferred tools join, after the others, once ToolSearch has loaded them. The cache
 * breakpoint sits on the last tool that is always sent and never moves, so the list of one turn
 * is the list of the turn before with the newly loaded tools appended, byte for byte.
 */
export class ToolCatalog {
  private readonly cache = new Map<string, Promise<ApiTool>>();

  constructor(
    private readonly tools: Tools,
    private readonly permissionMode: PermissionMode,
  ) {}

  private definition(tool: AnyTool, breakpoint: boolean): Promise<ApiTool> {
    let cached = this.cache.get(tool.name);
    if (!cached) {
      const described = toApiTool(tool, { permissionMode: this.permissionMode, isNonInteractiveSession: true, tools: this.tools });
      cached = breakpoint ? described.then((definition) => ({ ...definition, cache_control: EPHEMERAL })) : described;
      this.cache.set(tool.name, cached);
    }
    return cached;
  }

  /** Enabled, non-deferred tools in the given order, then the loaded deferred ones in load order. */
  async forTurn(state: AppState): Promise<ApiTool[]> {
    const enabled = this.tools.filter((tool) => safeEnabled(tool));
    const eager = enabled.filter((tool) => !tool.shouldDefer);
    const loaded = state.loadedDeferredTools
      .map((name) => enabled.find((tool) => tool.shouldDefer && tool.name === name))
      .filter((tool): tool is AnyTool => tool !== undefined);
    const last = eager.at(-1);
    return Promise.all([...eager, ...new Set(loaded)].map((tool) => this.definition(tool, tool === last)));
  }
}

function safeEnabled(tool: AnyTool): boolean {
  try {
    return tool.isEnabled();
  } catch {
    return false;
  }
}

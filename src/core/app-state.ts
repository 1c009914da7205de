export interface TodoItem {
  readonly content: string;
  readonly status: 'pending' | 'in_progress' | 'completed';
  readonly activeForm: string;
}

/** Session state that tools may read and replace (never mutate) through `setAppState`. */
export interface AppState {
  readonly todos: readonly TodoItem[];
  /** Deferred tools whose schemas ToolSearch has loaded; sent to the model from the next turn on. */
  readonly loadedDeferredTools: readonly string[];
  /** The object StructuredOutput accepted (valid against the run's output schema), once it has. */
  readonly structuredOutput: Readonly<Record<string, unknown>> | null;
}

export const initialAppState: AppState = { todos: [], loadedDeferredTools: [], structuredOutput: null };

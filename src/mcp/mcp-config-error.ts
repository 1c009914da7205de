/** A problem in the MCP configuration; its message names the file, the line and the key. */
export class McpConfigError extends Error {
  override readonly name = 'McpConfigError';
  constructor(
    message: string,
    readonly file: string,
    readonly line?: number,
    readonly key?: string,
  ) {
    super(message);
  }
}

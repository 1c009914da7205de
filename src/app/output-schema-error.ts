/** An `output_schema` (input, policy key or file) that cannot be used: its message names where and which key. */
export class OutputSchemaError extends Error {
  override readonly name = 'OutputSchemaError';
  constructor(message: string) {
    super(message);
    this.stack = `${this.name}: ${message}`;
  }
}

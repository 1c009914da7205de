/** A mistake on the command line: printed with a pointer to the right --help, exit code 2. */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly helpCommand: string,
  ) {
    super(message);
    this.name = 'UsageError';
  }
}

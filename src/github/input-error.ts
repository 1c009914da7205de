/** A workflow input that cannot be used; the message names the input, the value and the expected form. */
export class InputError extends Error {
  override readonly name = 'InputError';
  constructor(
    readonly input: string,
    message: string,
  ) {
    super(message);
  }
}

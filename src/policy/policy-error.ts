/** A policy file that cannot be used. `message` is `file:line:col: key: what is wrong`, shown as is (no stack). */
export class PolicyError extends Error {
  override readonly name = 'PolicyError';
  constructor(message: string) {
    super(message);
    this.stack = `${this.name}: ${message}`;
  }
}

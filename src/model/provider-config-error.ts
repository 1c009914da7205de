/**
 * A model provider that cannot be used as configured (no region, no credentials, a model with no
 * id there). Raised before any model call; the message says what to set, and is shown as is.
 */
export class ProviderConfigError extends Error {
  override readonly name = 'ProviderConfigError';
  constructor(message: string) {
    super(message);
    this.stack = `${this.name}: ${message}`;
  }
}

// The error of a failed session route call: the pass's error name and status, without loading the api-client.
// The session code runs on every page, so it stays free of axios and the contract's schemas.

/** `ERROR_INVALID_CREDENTIALS` -> `invalid_credentials` (the api-client's naming, spec section 8). */
export function sessionErrorName(errorText: unknown): string {
  if (typeof errorText !== 'string' || errorText.trim() === '') return 'api_error';
  const trimmed = errorText.trim();
  return (
    (trimmed.startsWith('ERROR_') ? trimmed.slice('ERROR_'.length) : trimmed).toLowerCase() || 'api_error'
  );
}

export class SessionError extends Error {
  override readonly name: string;
  readonly status: number;
  readonly body?: unknown;

  constructor(init: { name: string; status: number; message: string; body?: unknown; cause?: unknown }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = init.name;
    this.status = init.status;
    this.body = init.body;
  }
}

// Errors a handler throws to answer with a specific status and errorText (spec section 8's error body).
import type { ErrorStatus } from '@repo/contract/endpoint';

export class HttpError extends Error {
  constructor(
    readonly status: ErrorStatus | 500,
    /** Without the ERROR_ prefix, e.g. EVENT_NOT_FOUND. */
    readonly code: string,
    message: string,
    /** Extra fields a caller can act on, e.g. how many tickets are left. */
    readonly details: Record<string, unknown> = {},
    /** Response headers that belong to the error, e.g. Retry-After of a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  get body() {
    return {
      ...this.details,
      errorText: `ERROR_${this.code}`,
      type: this.code.toLowerCase(),
      message: this.message,
    };
  }
}

/** 404 with ERROR_<WHAT>_NOT_FOUND, e.g. notFound('event', `No event with id ${id}`). */
export function notFound(what: string, message: string): HttpError {
  return new HttpError(404, `${what.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}_NOT_FOUND`, message);
}

/** Returns the row or throws the 404; keeps "find or 404" to one line in handlers. */
export function found<T>(row: T | undefined | null, what: string, message: string): T {
  if (row === undefined || row === null) throw notFound(what, message);
  return row;
}

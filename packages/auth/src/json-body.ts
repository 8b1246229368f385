// Reads a small JSON request body with a byte cap, so an oversized one is refused without being held in memory.

/** Why a body was refused: 413 too large, 400 not JSON (wrong content type, bad UTF-8 or bad JSON). */
export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413,
    readonly errorText: 'ERROR_INVALID_INPUT' | 'ERROR_BODY_TOO_LARGE',
    message: string,
  ) {
    super(message);
    this.name = 'BodyError';
  }
}

const tooLarge = (maxBytes: number) =>
  new BodyError(413, 'ERROR_BODY_TOO_LARGE', `The body is larger than ${maxBytes} bytes`);

/**
 * The parsed JSON body, read chunk by chunk and abandoned as soon as it passes `maxBytes` (a declared
 * Content-Length above it is refused before reading anything). `request.json()` would buffer any size first.
 * The content type must be application/json, so a plain HTML form from another site cannot send one.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('application/json')) {
    throw new BodyError(400, 'ERROR_INVALID_INPUT', 'The body must be JSON (content-type application/json)');
  }
  const declared = request.headers.get('content-length');
  if (declared !== null && !/^\d+$/.test(declared.trim())) {
    throw new BodyError(400, 'ERROR_INVALID_INPUT', 'The Content-Length is not a number');
  }
  if (declared !== null && Number(declared) > maxBytes) throw tooLarge(maxBytes);

  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        // Stops the upload: the rest is never read, whatever the sender claimed.
        await reader.cancel().catch(() => undefined);
        throw tooLarge(maxBytes);
      }
      chunks.push(value);
    }
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new BodyError(400, 'ERROR_INVALID_INPUT', 'The body is not valid UTF-8');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BodyError(400, 'ERROR_INVALID_INPUT', 'The body is not valid JSON');
  }
}

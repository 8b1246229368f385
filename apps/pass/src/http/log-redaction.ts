// The pass service's logger options: request lines without the secrets that travel in URLs and headers.
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

export const REDACTED = '[REDACTED]';

// Parameter names (compared lower-case) whose values are live credentials: e-mailed access codes, verification
// and invitation tokens, ticket QR codes, discount codes and pairing codes. A name too many is harmless; a name
// missing puts a working secret into every log store and whoever reads it.
const secretParams = new Set([
  'accesscode',
  'token',
  'code',
  'qrcode',
  'pairingcode',
  'password',
  'secret',
  'signature',
  'key',
  'apikey',
]);

export function isSecretParam(name: string): boolean {
  return secretParams.has(name.toLowerCase());
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The query string with the value of every secret parameter replaced; order and other values kept. */
function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return equals !== -1 && isSecretParam(decoded(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
}

/**
 * The path with the segments that a secret route parameter (`/ticket/qrCode/:qrCode`) matched replaced. The
 * route's pattern and the path have the same segments, so they are compared position by position.
 */
function redactPath(path: string, routePattern: string | undefined): string {
  if (!routePattern) return path;
  const patternSegments = routePattern.split('/');
  return path
    .split('/')
    .map((segment, index) => {
      const name = /^:([A-Za-z0-9_]+)/.exec(patternSegments[index] ?? '')?.[1];
      return name !== undefined && isSecretParam(name) ? REDACTED : segment;
    })
    .join('/');
}

/** A request URL fit for the log. */
export function redactUrl(url: string, routePattern?: string): string {
  const question = url.indexOf('?');
  const path = question === -1 ? url : url.slice(0, question);
  const query = question === -1 ? undefined : url.slice(question + 1);
  const safePath = redactPath(path, routePattern);
  return query === undefined ? safePath : `${safePath}?${redactQuery(query)}`;
}

/** Fastify's own request serializer with the URL redacted (it logs no headers; the redact paths cover them). */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url, request.routeOptions?.url),
    version: request.headers['accept-version']?.toString(),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

// Headers that carry credentials, wherever a log line puts a headers object.
const secretHeaders = ['authorization', 'cookie', '["set-cookie"]', '["x-demo-signature"]'];
const redactPaths = ['req.headers', 'res.headers', 'headers', 'request.headers'].flatMap((base) =>
  secretHeaders.map((header) => (header.startsWith('[') ? `${base}${header}` : `${base}.${header}`)),
);

/**
 * Logger options of the service. `stream` replaces standard output (tests read the log through it).
 * A Writable is all pino needs of a destination.
 */
export function passLoggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: { paths: redactPaths, censor: REDACTED },
    serializers: { req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}

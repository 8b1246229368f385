// How an endpoint is defined once: method, path, input schemas, response and the errors it can answer with.
import type { z } from 'zod';
import type { Access } from './access';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Error statuses an endpoint documents besides the 400 every endpoint with input can give. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 422 | 429 | 503;

type AnyObject = z.ZodObject<z.ZodRawShape>;

export interface EndpointDefinition {
  /** Stable camelCase id: names the client function, the query key and the OpenAPI operationId. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Path with `{param}` placeholders, exactly as the spec writes it. */
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly params?: AnyObject;
  readonly query?: AnyObject;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
  readonly errors?: readonly ErrorStatus[];
  /** Who may call it (public, account, organizer member/API key/device, device, operator); see access.ts. */
  readonly access: Access;
  /** A non-JSON answer (a PDF, an image, a page); the response schema then describes nothing. */
  readonly produces?:
    | 'application/pdf'
    | 'application/vnd.apple.pkpass'
    | 'image/jpeg'
    | 'image/png'
    | 'image/svg+xml'
    | 'text/html'
    | 'text/plain'
    | 'text/csv'
    | 'application/xml'
    | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  /** Request body type other than JSON (a bank statement upload is text/csv). */
  readonly consumes?: 'text/csv';
  /** Largest request body in bytes, when above the server's default (a picture upload). */
  readonly bodyLimit?: number;
  /** Extra request headers the endpoint reads, e.g. Idempotency-Key. */
  readonly headers?: readonly { name: string; description: string; required?: boolean }[];
}

export function defineEndpoint<const E extends EndpointDefinition>(endpoint: E): E {
  const placeholders = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const declared = Object.keys(endpoint.params?.shape ?? {});
  const missing = placeholders.filter((name) => !declared.includes(name as string));
  const extra = declared.filter((name) => !placeholders.includes(name));
  if (missing.length > 0 || extra.length > 0) {
    // A mismatch would only surface as a 404 or an undefined param at run time; fail at import instead.
    throw new Error(
      `Endpoint ${endpoint.id}: path ${endpoint.path} and params disagree (missing ${missing.join(',') || '-'}, extra ${extra.join(',') || '-'})`,
    );
  }
  return endpoint;
}

type InferOr<S, Fallback> = S extends z.ZodType ? z.infer<S> : Fallback;
type InputOr<S, Fallback> = S extends z.ZodType ? z.input<S> : Fallback;

export type EndpointParams<E extends EndpointDefinition> = InferOr<E['params'], Record<string, never>>;
export type EndpointQuery<E extends EndpointDefinition> = InferOr<E['query'], Record<string, never>>;
export type EndpointBody<E extends EndpointDefinition> = InferOr<E['body'], undefined>;
export type EndpointResponse<E extends EndpointDefinition> = z.infer<E['response']>;
/** What a caller passes: params, query and body in their input form (before coercion and defaults). */
export type EndpointInput<E extends EndpointDefinition> = (E['params'] extends z.ZodType
  ? { params: InputOr<E['params'], never> }
  : { params?: undefined }) &
  // A query whose parameters are all optional (e.g. demo=true) may be left out like an absent one.
  (E['query'] extends z.ZodType
    ? Record<string, never> extends InputOr<E['query'], never>
      ? { query?: InputOr<E['query'], never> }
      : { query: InputOr<E['query'], never> }
    : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: InputOr<E['body'], never> } : { body?: undefined });

/** `/pass/event/{eventId}/venue` -> `/pass/event/:eventId/venue` (Fastify's syntax). */
export function toRoutePattern(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** Fills `{param}` placeholders with URL-encoded values; a missing value is a programming error. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Path ${path} needs the parameter "${name}"`);
    }
    return encodeURIComponent(String(value));
  });
}

// The exact bytes of JSON request bodies, for signatures computed over them (Stripe's webhook).
import type { FastifyInstance, FastifyRequest } from 'fastify';

const rawBodies = new WeakMap<FastifyRequest, string>();

/** The body as it arrived, or undefined for a request without a JSON body. */
export function rawBodyOf(request: FastifyRequest): string | undefined {
  return rawBodies.get(request);
}

/**
 * Replaces the JSON parser with Fastify's own default parser that first keeps the text (same limits, same
 * prototype-poisoning checks and error answers), only for the payment webhook paths that need it.
 */
export function keepRawJsonBodies(app: FastifyInstance, pathPrefix: string): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (request.url.startsWith(pathPrefix)) rawBodies.set(request, body as string);
    parse(request, body as string, done);
  });
}

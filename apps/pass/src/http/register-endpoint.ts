// Registers a contract endpoint on Fastify: validates params, query and body with its zod schemas, then runs the handler.
import type { Db } from '../db/database';
import { toRoutePattern } from '@repo/contract/endpoint';
import type {
  EndpointBody,
  EndpointDefinition,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
} from '@repo/contract/endpoint';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError } from './http-error';
import { readRequestContext } from './request-context';
import type { ResponseCache } from './response-cache';
import type { RequestContext } from './request-context';

export interface HandlerInput<E extends EndpointDefinition> {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  ctx: RequestContext;
  db: Db;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<E extends EndpointDefinition> = (input: HandlerInput<E>) => Promise<EndpointResponse<E>>;

/** One handler per endpoint of a contract family; the type makes a missing handler a compile error. */
export type HandlersOf<Family extends Record<string, EndpointDefinition>> = {
  [K in keyof Family]: Handler<Family[K]>;
};

function parsePart(schema: z.ZodType | undefined, value: unknown, part: string): unknown {
  if (!schema) return {};
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const details = result.error.issues
    .map((issue) => `${[part, ...issue.path.map(String)].join('.')}: ${issue.message}`)
    .join('; ');
  throw new HttpError(400, 'INVALID_INPUT', details);
}

export interface RegisterOptions {
  /** Catalogue families pass the response cache; their GET answers are then shared for its TTL. */
  cache?: ResponseCache;
}

export function registerEndpoint<E extends EndpointDefinition>(
  app: FastifyInstance,
  db: Db,
  endpoint: E,
  handler: Handler<E>,
  options: RegisterOptions = {},
): void {
  const cache = endpoint.method === 'GET' ? options.cache : undefined;
  app.route({
    method: endpoint.method,
    url: toRoutePattern(endpoint.path),
    handler: async (request, reply) => {
      const ctx = readRequestContext(request);
      const input = {
        params: parsePart(endpoint.params, request.params, 'params'),
        query: parsePart(endpoint.query, request.query, 'query'),
        body: endpoint.body ? parsePart(endpoint.body, request.body, 'body') : undefined,
        ctx,
        db,
        request,
        reply,
      } as HandlerInput<E>;
      if (endpoint.produces) {
        const output = await handler(input);
        // A handler may pick a sibling type (SVG instead of PNG); otherwise the contract's type applies.
        if (!reply.hasHeader('content-type')) void reply.type(endpoint.produces);
        return reply.header('cache-control', 'no-store').send(output);
      }
      if (!cache) {
        void reply.header('cache-control', 'no-store');
        return handler(input);
      }
      // Validation ran above, so only well-formed requests reach the cache; the language picks the texts.
      const { json, hit } = await cache.get(`${ctx.languageId} ${request.url}`, () => handler(input));
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('cache-control', `public, max-age=${cache.ttlSeconds}`)
        .header('vary', 'x-language-id')
        .header('x-cache', hit ? 'hit' : 'miss')
        .send(json);
    },
  });
}

export function registerFamily<Family extends Record<string, EndpointDefinition>>(
  app: FastifyInstance,
  db: Db,
  family: Family,
  handlers: HandlersOf<Family>,
  options: RegisterOptions = {},
): void {
  for (const key of Object.keys(family) as (keyof Family & string)[]) {
    registerEndpoint(app, db, family[key] as Family[typeof key], handlers[key], options);
  }
}

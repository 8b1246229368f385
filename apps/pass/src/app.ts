// Builds the pass service's Fastify instance: service-level routes, CORS for the storefront and hub.
import Fastify, { type FastifyInstance } from 'fastify';
import type { HealthResponse, RootResponse } from '@repo/contract';
import type { Env } from './env';

export const serviceName = 'pass';
export const serviceVersion = '0.1.0';

export function buildApp(env: Env): FastifyInstance {
  const app = Fastify({
    logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL },
    // Lets a load balancer's request id flow through the logs.
    requestIdHeader: 'x-request-id',
  });

  const allowedOrigins = new Set([env.TICKETS_ORIGIN, env.HUB_ORIGIN]);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (origin && allowedOrigins.has(origin)) {
      reply.header('access-control-allow-origin', origin);
      reply.header('vary', 'Origin');
      reply.header('access-control-allow-credentials', 'true');
    }
    if (request.method === 'OPTIONS' && origin && allowedOrigins.has(origin)) {
      reply
        .header('access-control-allow-methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS')
        .header(
          'access-control-allow-headers',
          request.headers['access-control-request-headers'] ?? 'content-type,authorization',
        )
        .header('access-control-max-age', '600')
        .code(204)
        .send();
    }
  });

  app.get('/', async (): Promise<RootResponse> => ({
    errorText: 'OK',
    name: serviceName,
    version: serviceVersion,
  }));

  app.get('/health', async (): Promise<HealthResponse> => ({
    errorText: 'OK',
    status: 'ok',
    uptimeSeconds: process.uptime(),
  }));

  app.setNotFoundHandler((request, reply) => {
    void reply.code(404).send({
      errorText: 'ERROR_NOT_FOUND',
      message: `No route ${request.method} ${request.url}`,
    });
  });

  return app;
}

// Builds the pass service's Fastify instance: CORS, error bodies, the contract's routes and the OpenAPI docs.
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { buildOpenApiDocument, endpointList } from '@repo/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { resolve } from 'node:path';
import type { Database } from './db/database';
import { registerDevOutbox } from './dev/outbox-viewer';
import type { Env } from './env';
import { DomainError } from './domain/domain-error';
import { toHttpError } from './http/error-status';
import { HttpError } from './http/http-error';
import { passLoggerOptions } from './http/log-redaction';
import type { OutboxWorker } from './outbox/worker';
import { passwordHashingParams } from './accounts/password';
import { createCatalogueChanges } from './catalogue/catalogue-changes';
import type { CatalogueChanges } from './catalogue/catalogue-changes';
import { demoCardProvider } from './payments/providers';
import { createQueueStore } from './waiting-room/queue-store';
import type { QueueStore } from './waiting-room/queue-store';
import { hostedRefundProvider } from './payments/hosted-payments';
import type { HostedPaymentConfig } from './payments/hosted-payments';
import { keepRawJsonBodies } from './http/raw-body';
import { secretBoxOf } from './secrets/secret-box';
import { resealSecrets } from './secrets/reseal';
import { registerRoutes } from './routes';
import { isDemoGatewayEndpoint } from './routes/payments';
import { serviceInfo } from './routes/service';
import { walletSettings } from './wallet/wallet-settings';
import { webhookUrlPolicy } from './webhooks/endpoint-url';

export interface AppServices {
  /** The e-mail worker to wake after a payment commits (started by the server, run by hand in tests). */
  outbox?: OutboxWorker;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** The waiting room's queue; made from REDIS_URL if absent (tests pass their own). */
  waitingRoomQueue?: QueueStore;
  /** Catalogue change announcements (the server shares them with its publisher job); made from REDIS_URL if absent. */
  catalogueChanges?: CatalogueChanges;
}

const corsMethods = [...new Set(['GET', 'HEAD', ...endpointList.map((endpoint) => endpoint.method)])];

export async function buildApp(
  env: Env,
  database: Database,
  services: AppServices = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    // Request lines carry URLs, and some URLs carry access codes and tokens: passLoggerOptions redacts them.
    logger: env.LOG_LEVEL === 'silent' ? false : passLoggerOptions(env.LOG_LEVEL, services.logStream),
    // Lets a load balancer's request id flow through the logs.
    requestIdHeader: 'x-request-id',
    // Catalogue links can be long (codes, filters); the default 100 chars would cut them.
    routerOptions: { maxParamLength: 500 },
    // The client IP of request.ip, which sign-in throttling counts per address: X-Forwarded-For is believed only
    // from the listed proxies (env.ts refuses "trust everyone"), so a client cannot name an address of its choice.
    trustProxy: env.TRUST_PROXY.length > 0 ? env.TRUST_PROXY : false,
  });

  await app.register(cors, {
    origin: [env.TICKETS_ORIGIN, env.HUB_ORIGIN],
    credentials: true,
    // Every method the contract uses: the plugin's default (GET, HEAD, POST) refused the hub's DELETE preflight.
    methods: corsMethods,
    // The hub downloads exports with fetch and names the file as the pass does (Content-Disposition).
    exposedHeaders: ['content-disposition'],
    maxAge: 600,
  });

  // Endpoints that are not served are not documented either.
  const served = endpointList.filter((endpoint) => env.DEMO_GATEWAY || !isDemoGatewayEndpoint(endpoint.id));
  const document = buildOpenApiDocument(served, {
    title: 'Pass API',
    version: serviceInfo.version,
    description:
      'Catalogue, selling and account API of the ticketing platform. Generated from packages/contract.',
  });
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    // With every operation expanded Swagger UI rendered about one operation per second (~150 of them), so the
    // page opens with the families collapsed and a filter box; deep links (#/organizer/...) open one directly.
    uiConfig: { docExpansion: 'none', filter: true, deepLinking: true },
  });
  app.get('/docs/openapi.json', { schema: { hide: true } }, async () => document);

  app.setErrorHandler((raw, request, reply) => {
    const error = raw instanceof DomainError ? toHttpError(raw) : raw;
    if (error instanceof HttpError) {
      if (error.status >= 500) request.log.warn({ err: error }, error.message);
      return reply.code(error.status).headers(error.headers).send(error.body);
    }
    const fastifyError = error as { statusCode?: number; message?: string; code?: string };
    // Fastify's own 4xx (malformed JSON, body too large, bad content type) are client errors, not crashes.
    if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
      return reply.code(fastifyError.statusCode).send({
        errorText: 'ERROR_INVALID_REQUEST',
        type: 'invalid_request',
        message: fastifyError.message ?? 'Invalid request',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({
      errorText: 'ERROR_INTERNAL',
      type: 'internal',
      message: 'Internal error; the request id is in the x-request-id header',
    });
  });

  // Bank statements arrive as CSV; the contract validates the text like any other body.
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: 5 * 1024 * 1024 },
    (_request, body, done) => {
      done(null, body);
    },
  );

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.setNotFoundHandler((request, reply) => {
    void reply.code(404).send({
      errorText: 'ERROR_NOT_FOUND',
      type: 'not_found',
      message: `No route ${request.method} ${request.url.split('?')[0]}`,
    });
  });

  const box = secretBoxOf(env);
  if (!env.SECRETS_KEY_SET) {
    app.log.warn(
      'SECRETS_KEY is not set: provider keys and webhook secrets are sealed with a development key',
    );
  }
  // Secrets from before encryption, or sealed with a key SECRETS_KEY replaced, are sealed with the current key.
  const resealed = await resealSecrets(database.db, box);
  if (resealed.webhookEndpoints + resealed.providerAccounts > 0) {
    app.log.warn({ resealed }, 'sealed stored secrets again with the current SECRETS_KEY');
  }
  // Stripe signs the exact bytes it sends: the webhook path keeps them beside the parsed body.
  keepRawJsonBodies(app, '/pass/payment/stripe/');
  const hostedPayments: HostedPaymentConfig = {
    box,
    stripeApiUrl: env.STRIPE_API_URL,
    gopayApiUrl: env.GOPAY_API_URL,
    createTimeoutMs: env.PROVIDER_CREATE_TIMEOUT,
    refundTimeoutMs: env.PROVIDER_REFUND_TIMEOUT,
    publicPassUrl: env.PUBLIC_PASS_URL,
    publicTicketsUrl: env.PUBLIC_TICKETS_URL,
  };

  const catalogueChanges =
    services.catalogueChanges ??
    createCatalogueChanges(env.REDIS_URL, (error) => app.log.error({ err: error }, 'catalogue changes'));
  if (!services.catalogueChanges) app.addHook('onClose', () => catalogueChanges.close());
  const waitingRoomQueue =
    services.waitingRoomQueue ??
    createQueueStore(env.REDIS_URL, (error) => app.log.error({ err: error }, 'waiting room queue'));
  if (!services.waitingRoomQueue) app.addHook('onClose', () => waitingRoomQueue.close());
  registerRoutes(app, database, {
    catalogueChanges,
    waitingRoom: {
      store: waitingRoomQueue,
      secret: env.WAITING_ROOM_SECRET,
      keepPlaceMs: env.WAITING_ROOM_KEEP_PLACE,
      admissionMs: env.WAITING_ROOM_ADMISSION,
    },
    catalogueCacheSeconds: env.CATALOGUE_CACHE_SECONDS,
    aresUrl: env.ARES_URL,
    aresTimeoutMs: env.ARES_TIMEOUT,
    holdMs: env.HOLD_DURATION,
    orderWindowMs: env.ORDER_PAYMENT_WINDOW,
    bankWindowMs: env.BANK_TRANSFER_WINDOW,
    publicPassUrl: env.PUBLIC_PASS_URL,
    publicTicketsUrl: env.PUBLIC_TICKETS_URL,
    hubOrigin: env.HUB_ORIGIN,
    demoGatewaySecret: env.DEMO_GATEWAY_SECRET,
    demoGateway: env.DEMO_GATEWAY,
    // Refunds reach each provider's refund call over HTTP: the demo gateway's, or the organizer's own account.
    paymentProviders: {
      'demo-card': demoCardProvider({
        baseUrl: env.DEMO_GATEWAY_URL ?? env.PUBLIC_PASS_URL,
        secret: env.DEMO_GATEWAY_SECRET,
        timeoutMs: env.PROVIDER_REFUND_TIMEOUT,
      }),
      stripe: hostedRefundProvider(database.db, hostedPayments, 'stripe'),
      gopay: hostedRefundProvider(database.db, hostedPayments, 'gopay'),
    },
    hostedPayments,
    operatorToken: env.OPERATOR_TOKEN ?? env.BANK_IMPORT_TOKEN ?? null,
    onPaid: () => services.outbox?.wake(),
    webhookAllowPrivate: webhookUrlPolicy(env.APP_STAGE).allowPrivate,
    wallet: walletSettings(env),
    accounts: {
      tokenTtlMs: env.ACCOUNT_TOKEN_TTL,
      throttleWindowMs: env.THROTTLE_WINDOW,
      signInFailuresPerEmail: env.SIGN_IN_FAILURES_PER_EMAIL,
      accessCodeFailuresPerEmail: env.ACCESS_CODE_FAILURES_PER_EMAIL,
      signInFailuresPerIp: env.SIGN_IN_FAILURES_PER_IP,
      codeRequestsPerEmail: env.CODE_REQUESTS_PER_EMAIL,
      codeRequestsPerIp: env.CODE_REQUESTS_PER_IP,
      accountCreatesPerIp: env.ACCOUNT_CREATES_PER_IP,
      passwordHashing: passwordHashingParams(env.PASSWORD_HASHING),
      wakeOutbox: () => services.outbox?.wake(),
    },
  });
  if (env.DEV_TOOLS) {
    // Off by default and refused in production by env.ts: the pages show every e-mail with its links.
    app.log.warn('DEV_TOOLS is on: /dev/outbox shows every e-mail sent; never enable it in production');
    registerDevOutbox(app, database.db, {
      mailDir: resolve(env.MAIL_OUTBOX_DIR),
      mode: env.SMTP_URL === undefined ? 'files' : 'smtp',
    });
  }
  return app;
}

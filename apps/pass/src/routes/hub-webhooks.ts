// Handlers of the organizer webhook endpoints: list, create (the secret answered once), change, delete, test, attempts.
import type { hubWebhookEndpoints, WebhookAttempt, WebhookEndpoint } from '@repo/contract/hub-webhooks';
import { WEBHOOK_ATTEMPTS_PAGE } from '@repo/contract/hub-webhooks';
import type { LastAttempt, WebhookAttemptRow, WebhookEndpointRow } from '../db/queries/webhooks';
import { findWebhookEndpoint, listWebhookAttempts, listWebhookEndpoints } from '../db/queries/webhooks';
import { DomainError } from '../domain/domain-error';
import type { HandlersOf } from '../http/register-endpoint';
import type { UrlPolicy } from '../webhooks/endpoint-url';
import {
  changeWebhookEndpoint,
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  queueWebhookTest,
} from '../webhooks/endpoints';
import type { SecretBox } from '../secrets/secret-box';

export interface WebhookRouteOptions {
  policy: UrlPolicy;
  /** Seals new endpoints' signing secrets. */
  box: SecretBox;
  /** Sends a queued test event at once instead of at the outbox's next poll. */
  wakeOutbox: () => void;
}

function toEndpoint(row: WebhookEndpointRow, lastAttempt: LastAttempt | null = null): WebhookEndpoint {
  return {
    webhookEndpointId: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    lastAttempt: lastAttempt && {
      ok: lastAttempt.ok,
      statusCode: lastAttempt.statusCode,
      createdAt: lastAttempt.createdAt.toISOString(),
    },
  };
}

function toAttempt(row: WebhookAttemptRow): WebhookAttempt {
  return {
    attemptId: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    attempt: row.attempt,
    statusCode: row.statusCode,
    ok: row.ok,
    responseBody: row.responseBody,
    error: row.error,
    durationMs: row.durationMs,
    createdAt: row.createdAt.toISOString(),
  };
}

export function hubWebhookHandlers(options: WebhookRouteOptions): HandlersOf<typeof hubWebhookEndpoints> {
  return {
    hubWebhookEndpoints: async ({ db, params }) => ({
      errorText: 'OK',
      webhookEndpoints: (await listWebhookEndpoints(db, params.organizerId)).map(
        ({ endpoint, lastAttempt }) => toEndpoint(endpoint, lastAttempt),
      ),
    }),
    hubWebhookEndpointCreate: async ({ db, params, body, audit }) => {
      const { row, secret } = await createWebhookEndpoint(
        db,
        params.organizerId,
        body,
        options.policy,
        options.box,
      );
      audit.resource('webhookEndpoint', row.id);
      audit.detail({ url: row.url, eventTypes: row.eventTypes });
      return { errorText: 'OK', webhookEndpoint: toEndpoint(row), secret };
    },
    hubWebhookEndpointUpdate: async ({ db, params, body, audit }) => {
      const row = await changeWebhookEndpoint(
        db,
        params.organizerId,
        params.webhookEndpointId,
        body,
        options.policy,
      );
      audit.resource('webhookEndpoint', row.id);
      audit.detail({ url: row.url, eventTypes: row.eventTypes, active: row.active });
      return { errorText: 'OK', webhookEndpoint: toEndpoint(row) };
    },
    hubWebhookEndpointDelete: async ({ db, params, audit }) => {
      await deleteWebhookEndpoint(db, params.organizerId, params.webhookEndpointId);
      audit.resource('webhookEndpoint', params.webhookEndpointId);
      return { errorText: 'OK' };
    },
    hubWebhookEndpointTest: async ({ db, params, audit }) => {
      const eventId = await queueWebhookTest(db, params.organizerId, params.webhookEndpointId);
      options.wakeOutbox();
      audit.resource('webhookEndpoint', params.webhookEndpointId);
      return { errorText: 'OK', eventId };
    },
    hubWebhookAttempts: async ({ db, params, query }) => {
      const endpoint = await findWebhookEndpoint(db, params.organizerId, params.webhookEndpointId, {
        deleted: true,
      });
      if (!endpoint) {
        throw new DomainError('WEBHOOK_NOT_FOUND', `No webhook endpoint ${params.webhookEndpointId}`);
      }
      const rows = await listWebhookAttempts(db, endpoint.id, {
        before: query.before,
        limit: WEBHOOK_ATTEMPTS_PAGE + 1,
      });
      const page = rows.slice(0, WEBHOOK_ATTEMPTS_PAGE);
      return {
        errorText: 'OK',
        attempts: page.map(toAttempt),
        nextBefore: rows.length > WEBHOOK_ATTEMPTS_PAGE ? (page.at(-1)?.id ?? null) : null,
      };
    },
  };
}

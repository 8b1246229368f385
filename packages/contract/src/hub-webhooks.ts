// Organizer webhooks under /pass/hub/...: endpoints that receive signed order and check-in events, and the
// delivery attempts with the answers they got.
import { z } from 'zod';
import { organizerAccess } from './access';
import { isoDateTime, ok, uuid } from './common';
import type { EndpointDefinition } from './endpoint';
import { defineEndpoint } from './endpoint';

/** What an endpoint can subscribe to; each delivery's `type`. */
export const webhookEventTypes = [
  'order.paid',
  'order.canceled',
  'order.refunded',
  'ticket.checkedIn',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];
/** Sent only when an owner asks for it from the hub, to every endpoint whatever it subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** Attempts per page of an endpoint's delivery list. */
export const WEBHOOK_ATTEMPTS_PAGE = 30;

export const webhookEndpoint = z.object({
  webhookEndpointId: uuid,
  url: z.string(),
  description: z.string().nullable(),
  eventTypes: z.array(z.enum(webhookEventTypes)),
  active: z.boolean(),
  createdAt: isoDateTime,
  /** The latest attempt's outcome, for the list. */
  lastAttempt: z
    .object({ ok: z.boolean(), statusCode: z.int().nullable(), createdAt: isoDateTime })
    .nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

export const webhookAttempt = z.object({
  attemptId: z.int(),
  eventId: z.string(),
  eventType: z.string(),
  attempt: z.int(),
  statusCode: z.int().nullable(),
  ok: z.boolean(),
  /** The first 2,000 characters of the answer. */
  responseBody: z.string().nullable(),
  error: z.string().nullable(),
  durationMs: z.int(),
  createdAt: isoDateTime,
});
export type WebhookAttempt = z.infer<typeof webhookAttempt>;

const endpointFields = z.object({
  url: z.string().trim().min(1).max(2000),
  description: z.string().trim().max(200).nullable().optional(),
  eventTypes: z.array(z.enum(webhookEventTypes)).min(1, { error: 'choose at least one event' }),
  active: z.boolean().optional(),
});

const organizerParams = z.object({ organizerId: uuid });
const endpointParams = z.object({ organizerId: uuid, webhookEndpointId: uuid });

export const hubWebhookEndpoints = {
  hubWebhookEndpoints: defineEndpoint({
    id: 'hubWebhookEndpoints',
    method: 'GET',
    path: '/pass/hub/organizer/{organizerId}/webhooks',
    tag: 'hub',
    summary: "The organizer's webhook endpoints with their latest delivery (never the signing secrets)",
    access: organizerAccess('team', 'params.organizerId'),
    params: organizerParams,
    response: ok({ webhookEndpoints: z.array(webhookEndpoint) }),
    errors: [403, 404],
  }),
  hubWebhookEndpointCreate: defineEndpoint({
    id: 'hubWebhookEndpointCreate',
    method: 'POST',
    path: '/pass/hub/organizer/{organizerId}/webhook-create',
    tag: 'hub',
    summary:
      'Register a webhook endpoint (https, reachable from the internet); the answer carries its signing secret once',
    access: organizerAccess('team', 'params.organizerId'),
    params: organizerParams,
    body: endpointFields,
    response: ok({ webhookEndpoint, secret: z.string() }),
    errors: [400, 403, 404],
  }),
  hubWebhookEndpointUpdate: defineEndpoint({
    id: 'hubWebhookEndpointUpdate',
    method: 'POST',
    path: '/pass/hub/organizer/{organizerId}/webhook/{webhookEndpointId}',
    tag: 'hub',
    summary: "Change an endpoint's URL, description, events or pause it; the secret stays",
    access: organizerAccess('team', 'params.organizerId'),
    params: endpointParams,
    body: endpointFields,
    response: ok({ webhookEndpoint }),
    errors: [400, 403, 404],
  }),
  hubWebhookEndpointDelete: defineEndpoint({
    id: 'hubWebhookEndpointDelete',
    method: 'POST',
    path: '/pass/hub/organizer/{organizerId}/webhook/{webhookEndpointId}/delete',
    tag: 'hub',
    summary: 'Delete an endpoint: nothing more is sent to it, deliveries still waiting are dropped',
    access: organizerAccess('team', 'params.organizerId'),
    params: endpointParams,
    response: ok({}),
    errors: [403, 404],
  }),
  hubWebhookEndpointTest: defineEndpoint({
    id: 'hubWebhookEndpointTest',
    method: 'POST',
    path: '/pass/hub/organizer/{organizerId}/webhook/{webhookEndpointId}/test',
    tag: 'hub',
    summary: `Send a ${WEBHOOK_TEST_EVENT} event to the endpoint now, signed like every delivery`,
    access: organizerAccess('team', 'params.organizerId'),
    params: endpointParams,
    response: ok({ eventId: z.string() }),
    errors: [403, 404],
  }),
  hubWebhookAttempts: defineEndpoint({
    id: 'hubWebhookAttempts',
    method: 'GET',
    path: '/pass/hub/organizer/{organizerId}/webhook/{webhookEndpointId}/attempts',
    tag: 'hub',
    summary:
      "An endpoint's delivery attempts with the status and answer each got, newest first; keyset pages",
    access: organizerAccess('team', 'params.organizerId'),
    params: endpointParams,
    query: z.object({ before: z.coerce.number().int().positive().optional() }),
    response: ok({ attempts: z.array(webhookAttempt), nextBefore: z.int().nullable() }),
    errors: [403, 404],
  }),
} as const satisfies Record<string, EndpointDefinition>;

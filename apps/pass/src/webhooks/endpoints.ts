// Managing an organizer's webhook endpoints: checked URLs, a signing secret made once, soft delete, a test event.
import { randomBytes, randomUUID } from 'node:crypto';
import { WEBHOOK_TEST_EVENT } from '@repo/contract/hub-webhooks';
import type { WebhookEventType } from '@repo/contract/hub-webhooks';
import type { Db } from '../db/database';
import { findWebhookEndpoint, insertWebhookEndpoint, updateWebhookEndpoint } from '../db/queries/webhooks';
import type { WebhookEndpointRow } from '../db/queries/webhooks';
import { DomainError } from '../domain/domain-error';
import type { SecretBox } from '../secrets/secret-box';
import { enqueueOutbox } from '../outbox/enqueue';
import { parseWebhookUrl, WebhookUrlError } from './endpoint-url';
import type { UrlPolicy } from './endpoint-url';
import { WEBHOOK_DELIVERY } from './webhook-events';
import type { WebhookDeliveryPayload } from './webhook-events';

export interface EndpointFields {
  url: string;
  description?: string | null;
  eventTypes: WebhookEventType[];
  active?: boolean;
}

/** A Standard Webhooks secret: "whsec_" and 24 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

function checkedUrl(raw: string, policy: UrlPolicy): string {
  try {
    return parseWebhookUrl(raw, policy).href;
  } catch (error) {
    if (error instanceof WebhookUrlError) throw new DomainError('INVALID_WEBHOOK_URL', error.message);
    throw error;
  }
}

function fieldsOf(fields: EndpointFields, policy: UrlPolicy) {
  return {
    url: checkedUrl(fields.url, policy),
    description: fields.description?.trim() || null,
    eventTypes: [...new Set(fields.eventTypes)],
    ...(fields.active === undefined ? {} : { active: fields.active }),
  };
}

const missing = (id: string) => new DomainError('WEBHOOK_NOT_FOUND', `No webhook endpoint ${id}`);

/** The secret is answered once, in clear, and stored sealed (secret-box.ts). */
export async function createWebhookEndpoint(
  db: Db,
  organizerId: string,
  fields: EndpointFields,
  policy: UrlPolicy,
  box: SecretBox,
): Promise<{ row: WebhookEndpointRow; secret: string }> {
  const secret = newWebhookSecret();
  const row = await insertWebhookEndpoint(db, {
    organizerId,
    secret: box.seal(secret),
    ...fieldsOf(fields, policy),
  });
  return { row, secret };
}

export async function changeWebhookEndpoint(
  db: Db,
  organizerId: string,
  endpointId: string,
  fields: EndpointFields,
  policy: UrlPolicy,
): Promise<WebhookEndpointRow> {
  const row = await updateWebhookEndpoint(db, organizerId, endpointId, fieldsOf(fields, policy));
  if (!row) throw missing(endpointId);
  return row;
}

/** Deleted endpoints keep their attempts for the record; messages still queued for them are dropped when due. */
export async function deleteWebhookEndpoint(db: Db, organizerId: string, endpointId: string): Promise<void> {
  const row = await updateWebhookEndpoint(db, organizerId, endpointId, { deletedAt: new Date() });
  if (!row) throw missing(endpointId);
}

/** Queues a test event to the endpoint (sent even when it subscribed to nothing like it); returns its id. */
export async function queueWebhookTest(db: Db, organizerId: string, endpointId: string): Promise<string> {
  const endpoint = await findWebhookEndpoint(db, organizerId, endpointId);
  if (!endpoint) throw missing(endpointId);
  const eventId = `evt_${randomUUID()}`;
  const payload: WebhookDeliveryPayload = {
    endpointId,
    event: {
      id: eventId,
      type: WEBHOOK_TEST_EVENT,
      createdAt: new Date().toISOString(),
      data: { organizerId, message: 'A test event sent from the organizer hub' },
    },
  };
  await enqueueOutbox(db, {
    kind: WEBHOOK_DELIVERY,
    dedupeKey: `${WEBHOOK_DELIVERY}:test:${eventId}`,
    payload,
  });
  return eventId;
}

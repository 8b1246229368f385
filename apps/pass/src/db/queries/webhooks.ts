// Webhook endpoints and delivery attempts: the hub's reads and writes, and the subscribers of an event.
import type { WebhookEventType } from '@repo/contract/hub-webhooks';
import { and, arrayContains, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../database';
import { events, orders, webhookAttempts, webhookEndpoints } from '../schema';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookAttemptRow = typeof webhookAttempts.$inferSelect;
export type LastAttempt = Pick<WebhookAttemptRow, 'ok' | 'statusCode' | 'createdAt'>;

/** The organizer's endpoints (not deleted), newest first, each with its latest attempt. */
export async function listWebhookEndpoints(
  db: Db,
  organizerId: string,
): Promise<{ endpoint: WebhookEndpointRow; lastAttempt: LastAttempt | null }[]> {
  const endpoints = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.organizerId, organizerId), isNull(webhookEndpoints.deletedAt)))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  if (endpoints.length === 0) return [];
  const latest = await db
    .selectDistinctOn([webhookAttempts.endpointId], {
      endpointId: webhookAttempts.endpointId,
      ok: webhookAttempts.ok,
      statusCode: webhookAttempts.statusCode,
      createdAt: webhookAttempts.createdAt,
    })
    .from(webhookAttempts)
    .where(
      inArray(
        webhookAttempts.endpointId,
        endpoints.map((endpoint) => endpoint.id),
      ),
    )
    .orderBy(webhookAttempts.endpointId, desc(webhookAttempts.id));
  const byEndpoint = new Map(latest.map((row) => [row.endpointId, row]));
  return endpoints.map((endpoint) => ({ endpoint, lastAttempt: byEndpoint.get(endpoint.id) ?? null }));
}

/** One endpoint of the organizer, deleted ones included only when asked. */
export async function findWebhookEndpoint(
  db: Db,
  organizerId: string,
  endpointId: string,
  options: { deleted?: boolean } = {},
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.id, endpointId),
        eq(webhookEndpoints.organizerId, organizerId),
        options.deleted ? undefined : isNull(webhookEndpoints.deletedAt),
      ),
    );
  return row;
}

export async function insertWebhookEndpoint(
  tx: Db,
  values: typeof webhookEndpoints.$inferInsert,
): Promise<WebhookEndpointRow> {
  const [row] = await tx.insert(webhookEndpoints).values(values).returning();
  if (!row) throw new Error('insert webhook_endpoint returned no row');
  return row;
}

export async function updateWebhookEndpoint(
  tx: Db,
  organizerId: string,
  endpointId: string,
  values: Partial<Pick<WebhookEndpointRow, 'url' | 'description' | 'eventTypes' | 'active' | 'deletedAt'>>,
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await tx
    .update(webhookEndpoints)
    .set(values)
    .where(
      and(
        eq(webhookEndpoints.id, endpointId),
        eq(webhookEndpoints.organizerId, organizerId),
        isNull(webhookEndpoints.deletedAt),
      ),
    )
    .returning();
  return row;
}

function subscribed(type: WebhookEventType) {
  return and(
    eq(webhookEndpoints.active, true),
    isNull(webhookEndpoints.deletedAt),
    arrayContains(webhookEndpoints.eventTypes, [type]),
  );
}

/** The active endpoints of the organizer that subscribed to the event type. */
export async function subscribedEndpoints(
  tx: Db,
  organizerId: string,
  type: WebhookEventType,
): Promise<{ id: string }[]> {
  return tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.organizerId, organizerId), subscribed(type)));
}

/** The same for the organizer of an order's event, in one query (it runs on every paid order). */
export async function subscribedEndpointsOfOrder(
  tx: Db,
  orderId: string,
  type: WebhookEventType,
): Promise<{ id: string }[]> {
  return tx
    .select({ id: webhookEndpoints.id })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.organizerId, events.organizerId))
    .where(and(eq(orders.id, orderId), subscribed(type)));
}

export async function insertWebhookAttempt(
  db: Db,
  values: typeof webhookAttempts.$inferInsert,
): Promise<void> {
  await db.insert(webhookAttempts).values(values);
}

/** An endpoint's attempts, newest first, below an attempt id (keyset). */
export async function listWebhookAttempts(
  db: Db,
  endpointId: string,
  options: { before?: number; limit: number },
): Promise<WebhookAttemptRow[]> {
  return db
    .select()
    .from(webhookAttempts)
    .where(
      and(
        eq(webhookAttempts.endpointId, endpointId),
        options.before === undefined ? undefined : lt(webhookAttempts.id, options.before),
      ),
    )
    .orderBy(desc(webhookAttempts.id))
    .limit(options.limit);
}

/** Successful deliveries of an event id (a retry that finds one stops: the receiver has it). */
export async function eventDelivered(db: Db, endpointId: string, eventId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(webhookAttempts)
    .where(
      and(
        eq(webhookAttempts.endpointId, endpointId),
        eq(webhookAttempts.eventId, eventId),
        eq(webhookAttempts.ok, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}

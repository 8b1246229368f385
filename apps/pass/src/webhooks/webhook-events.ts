// Webhook events written to the outbox in the transaction of the change they report, one message per endpoint.
import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@repo/contract/hub-webhooks';
import { getCurrency } from '@repo/enums';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { DoorScanRow } from '../db/queries/door-scans';
import { subscribedEndpoints, subscribedEndpointsOfOrder } from '../db/queries/webhooks';
import { orders, tickets } from '../db/schema';
import { enqueueOutbox } from '../outbox/enqueue';
import { orderStatusKey } from '../selling/orders';

/** The outbox kind whose handler (deliver.ts) sends one event to one endpoint. */
export const WEBHOOK_DELIVERY = 'webhook-delivery';

/** What the receiver gets as the JSON body; `id` is also the `webhook-id` header. */
export interface WebhookEventBody {
  id: string;
  type: string;
  createdAt: string;
  data: Record<string, unknown>;
}

export interface WebhookDeliveryPayload extends Record<string, unknown> {
  endpointId: string;
  event: WebhookEventBody;
}

export interface WebhookEventInput {
  /** The subscribed endpoints (subscribedEndpoints, subscribedEndpointsOfOrder). */
  endpoints: readonly { id: string }[];
  type: WebhookEventType;
  /**
   * What the event is about, unique per type ("<orderId>", "<refundId>", "<scanId>"): the outbox keeps one
   * message per endpoint, type and subject, so a repeated transition sends nothing twice.
   */
  subject: string;
  data: Record<string, unknown>;
}

/** Queues the event for each endpoint; returns how many messages were new. */
export async function enqueueWebhookEvent(
  tx: Db,
  input: WebhookEventInput,
  now = new Date(),
): Promise<number> {
  const { endpoints } = input;
  if (endpoints.length === 0) return 0;
  const event: WebhookEventBody = {
    id: `evt_${randomUUID()}`,
    type: input.type,
    createdAt: now.toISOString(),
    data: input.data,
  };
  let queued = 0;
  for (const endpoint of endpoints) {
    const payload: WebhookDeliveryPayload = { endpointId: endpoint.id, event };
    const added = await enqueueOutbox(tx, {
      kind: WEBHOOK_DELIVERY,
      dedupeKey: `${WEBHOOK_DELIVERY}:${endpoint.id}:${input.type}:${input.subject}`,
      payload,
    });
    if (added) queued += 1;
  }
  return queued;
}

/** The order as integrations see it: number, buyer, money in minor units with the currency, and its tickets. */
export async function orderEventData(tx: Db, orderId: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} not found`);
  const order = row;
  const issued = await tx
    .select({
      ticketId: tickets.id,
      ticketTypeId: tickets.ticketTypeId,
      seatId: tickets.seatId,
      holderName: tickets.holderName,
      status: tickets.status,
    })
    .from(tickets)
    .where(eq(tickets.orderId, orderId))
    .orderBy(asc(tickets.createdAt), asc(tickets.id));
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    eventId: order.eventId,
    status: orderStatusKey(order.id, order.statusId),
    email: order.email,
    name: order.name,
    currency: getCurrency(order.currencyId).isoChar,
    totalAmount: order.totalAmount,
    paidAmount: order.paidAmount,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    canceledAt: order.canceledAt?.toISOString() ?? null,
    tickets: issued,
  };
}

/** Queues order.paid / order.canceled for the order, in the transaction that made the change. */
export async function enqueueOrderWebhook(
  tx: Db,
  orderId: string,
  type: 'order.paid' | 'order.canceled',
  now = new Date(),
): Promise<number> {
  // On the paid path of every order: organizers without endpoints cost this one query.
  const endpoints = await subscribedEndpointsOfOrder(tx, orderId, type);
  if (endpoints.length === 0) return 0;
  const data = await orderEventData(tx, orderId);
  return enqueueWebhookEvent(tx, { endpoints, type, subject: orderId, data }, now);
}

/** Queues ticket.checkedIn for an admitting scan (one event per scan id, however often the scanner retries). */
export async function enqueueCheckInWebhook(
  tx: Db,
  event: { eventId: string; organizerId: string | null },
  scan: DoorScanRow,
): Promise<number> {
  if (!event.organizerId) return 0;
  const endpoints = await subscribedEndpoints(tx, event.organizerId, 'ticket.checkedIn');
  return enqueueWebhookEvent(tx, {
    endpoints,
    type: 'ticket.checkedIn',
    subject: scan.id,
    data: {
      scanId: scan.id,
      eventId: event.eventId,
      ticketId: scan.ticketId,
      result: scan.result,
      gate: scan.gate,
      scannedAt: scan.scannedAt.toISOString(),
      offline: scan.offline,
    },
  });
}

/** Queues order.refunded for one refund (full or partial): the order as it is now and what this refund gave back. */
export async function enqueueOrderRefundedWebhook(
  tx: Db,
  orderId: string,
  refund: {
    refundId: string;
    amount: number;
    provider: string;
    creditNoteId: string | null;
    ticketIds: string[];
  },
): Promise<number> {
  const endpoints = await subscribedEndpointsOfOrder(tx, orderId, 'order.refunded');
  if (endpoints.length === 0) return 0;
  const data = { ...(await orderEventData(tx, orderId)), refund };
  return enqueueWebhookEvent(tx, { endpoints, type: 'order.refunded', subject: refund.refundId, data });
}

// Organizer webhooks end to end: owners register endpoints; order.paid and order.canceled are queued with the change,
// signed per Standard Webhooks, retried when the receiver fails, delivered exactly once and listed with the answers.
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { accountEndpoints } from '@repo/contract/accounts';
import { doorEndpoints } from '@repo/contract/door';
import { hubOrderDetailEndpoints } from '@repo/contract/hub-order-detail';
import { hubWebhookEndpoints } from '@repo/contract/hub-webhooks';
import { orderEndpoints } from '@repo/contract/orders';
import { organizerRole } from '@repo/enums/organizer-role';
import { and, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, organizerMembers, outbox, tickets, webhookEndpoints } from '../db/schema';
import { DEVELOPMENT_SECRETS_KEY_SOURCE, secretBoxOf } from '../secrets/secret-box';
import { demoAccount, demoEvents, demoOrganizers } from '../db/seed/demo-ids';
import { createOutboxWorker } from '../outbox/worker';
import type { OutboxWorker } from '../outbox/worker';
import { buyTheatreSeats } from '../test/order-helpers';
import { callEndpoint, organizerClient } from '../test/organizer-helpers';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';
import { webhookHandlers } from '../webhooks/deliver';
import { resealSecrets } from '../secrets/reseal';
import { WEBHOOK_DELIVERY } from '../webhooks/webhook-events';

const theatre = demoOrganizers.theatre.id;

interface DeliveredEvent {
  id: string;
  type: string;
  data: { orderId: string; orderNumber: number; tickets: unknown[] };
}

interface DeliveredRefund {
  type: string;
  data: { orderId: string; refund: { amount: number; creditNoteId: string | null } };
}

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  answered: number;
}

/** A receiver that answers 500 to the first `failures` requests of each event id, then 200. */
async function startReceiver(failures: number) {
  const received: Received[] = [];
  const seen = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      const id = String(request.headers['webhook-id']);
      const count = (seen.get(id) ?? 0) + 1;
      seen.set(id, count);
      const answered = count <= failures ? 500 : 200;
      received.push({ headers: request.headers, body, answered });
      response.writeHead(answered, { 'content-type': 'text/plain' });
      response.end(answered === 200 ? 'thanks' : 'receiver down for maintenance');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabaseKinds)('organizer webhooks on %s', (kind) => {
  let t: TestApp;
  let ownerToken: string;
  let worker: OutboxWorker;
  let org: ReturnType<typeof organizerClient>;

  beforeAll(async () => {
    t = await startTestApp(kind);
    org = organizerClient(t);
    const login = await org.accounts.post('/pass/account/login', {
      email: demoAccount.email,
      password: demoAccount.password,
    });
    ownerToken = accountEndpoints.login.response.parse(login.json()).account.token;
    await t.database.db
      .insert(organizerMembers)
      .values({ organizerId: theatre, accountId: demoAccount.id, roleId: organizerRole.ids.owner });
    // The real delivery handler with retries a millisecond apart, so a test sees the whole backoff sequence.
    worker = createOutboxWorker({
      db: t.database.db,
      handlers: webhookHandlers(t.database.db, {
        policy: { allowPrivate: true },
        timeoutMs: 5_000,
        box: secretBoxOf({ SECRETS_KEY: DEVELOPMENT_SECRETS_KEY_SOURCE }),
      }),
      backoffBaseMs: 1,
      backoffMaxMs: 5,
      logger: { warn: () => undefined, error: () => undefined },
    });
  });
  afterAll(() => t?.close());

  /** Runs the webhook worker until no delivery is waiting. */
  async function drainDeliveries() {
    for (let round = 0; round < 50; round += 1) {
      await worker.runOnce();
      const waiting = await t.database.db
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.kind, WEBHOOK_DELIVERY), eq(outbox.status, 'pending')));
      if (waiting.length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('webhook deliveries still waiting after 50 rounds');
  }

  async function createEndpoint(url: string, eventTypes: string[], token = ownerToken) {
    return callEndpoint(
      t,
      hubWebhookEndpoints.hubWebhookEndpointCreate,
      { params: { organizerId: theatre }, body: { url, eventTypes, description: 'Ticket sync' } },
      token,
    );
  }

  it('lets only owners manage endpoints, and refuses URLs it will not call', async () => {
    const manager = await org.member(ownerToken, theatre, 'manager');
    const boxOffice = await org.member(ownerToken, theatre, 'boxOffice');
    for (const token of [manager.token, boxOffice.token]) {
      expect((await createEndpoint('https://example.com/hook', ['order.paid'], token)).statusCode).toBe(403);
      const listed = await callEndpoint(
        t,
        hubWebhookEndpoints.hubWebhookEndpoints,
        { params: { organizerId: theatre } },
        token,
      );
      expect(listed.statusCode).toBe(403);
    }
    const refused = await createEndpoint('ftp://example.com/hook', ['order.paid']);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errorText: 'ERROR_INVALID_WEBHOOK_URL' });
    const none = await createEndpoint('https://example.com/hook', []);
    expect(none.statusCode).toBe(400);
  });

  it('seals a signing secret stored in clear before encryption, which keeps signing the same', async () => {
    const box = secretBoxOf({ SECRETS_KEY: DEVELOPMENT_SECRETS_KEY_SOURCE });
    const [legacy] = await t.database.db
      .insert(webhookEndpoints)
      .values({
        organizerId: theatre,
        url: 'https://example.com/legacy',
        secret: 'whsec_bGVnYWN5LXNlY3JldC1mcm9tLWJlZm9yZQ==',
        eventTypes: ['order.paid'],
      })
      .returning();
    expect((await resealSecrets(t.database.db, box)).webhookEndpoints).toBeGreaterThanOrEqual(1);
    const [stored] = await t.database.db
      .select({ secret: webhookEndpoints.secret })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, legacy?.id ?? ''));
    expect(stored?.secret).toMatch(/^enc:v1:/);
    expect(box.open(stored?.secret ?? '')).toBe('whsec_bGVnYWN5LXNlY3JldC1mcm9tLWJlZm9yZQ==');
    expect((await resealSecrets(t.database.db, box)).webhookEndpoints).toBe(0);
    await t.database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, legacy?.id ?? ''));
  });

  it('delivers order.paid exactly once, signed, to a receiver that fails twice', async () => {
    const receiver = await startReceiver(2);
    try {
      const created = await createEndpoint(receiver.url, ['order.paid']);
      expect(created.statusCode, created.body).toBe(200);
      const { webhookEndpoint, secret } = hubWebhookEndpoints.hubWebhookEndpointCreate.response.parse(
        created.json(),
      );
      expect(secret).toMatch(/^whsec_/);
      // Stored sealed (AES-256-GCM), never in clear.
      const [stored] = await t.database.db
        .select({ secret: webhookEndpoints.secret })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, webhookEndpoint.webhookEndpointId));
      expect(stored?.secret).toMatch(/^enc:v1:/);
      expect(stored?.secret).not.toContain(secret.slice(6));

      const first = await buyTheatreSeats(t, 2, { email: 'hook@example.cz' });
      const second = await buyTheatreSeats(t, 1, { email: 'hook2@example.cz' });
      // An order left unpaid sends no order.paid.
      await buyTheatreSeats(t, 1, { pay: false });
      await drainDeliveries();

      const verifier = new Webhook(secret);
      const events = receiver.received.map((request) => {
        const headers = Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        );
        return { ...request, event: verifier.verify(request.body, headers) as DeliveredEvent };
      });
      // Two orders, three tries each (500, 500, 200), every try signed and carrying the same event id.
      expect(events).toHaveLength(6);
      for (const order of [first, second]) {
        const tries = events.filter((entry) => entry.event.data.orderId === order.orderId);
        expect(tries.map((entry) => entry.answered)).toEqual([500, 500, 200]);
        expect(new Set(tries.map((entry) => entry.event.id)).size).toBe(1);
        expect(tries[2]!.event).toMatchObject({
          type: 'order.paid',
          data: { orderNumber: order.orderNumber, status: 'paid', currency: 'CZK' },
        });
      }
      const paidTickets = events.find((entry) => entry.event.data.orderId === first.orderId)?.event.data
        .tickets;
      expect(paidTickets).toHaveLength(2);

      // Running the worker again sends nothing more.
      await worker.runOnce();
      expect(receiver.received).toHaveLength(6);

      const attempts = await callEndpoint(
        t,
        hubWebhookEndpoints.hubWebhookAttempts,
        { params: { organizerId: theatre, webhookEndpointId: webhookEndpoint.webhookEndpointId } },
        ownerToken,
      );
      expect(attempts.statusCode, attempts.body).toBe(200);
      const listed = hubWebhookEndpoints.hubWebhookAttempts.response.parse(attempts.json()).attempts;
      expect(listed).toHaveLength(6);
      expect(listed.filter((entry) => entry.ok)).toHaveLength(2);
      expect(listed.find((entry) => !entry.ok)).toMatchObject({
        statusCode: 500,
        responseBody: 'receiver down for maintenance',
        error: 'answered HTTP 500',
      });
      const endpoints = await callEndpoint(
        t,
        hubWebhookEndpoints.hubWebhookEndpoints,
        { params: { organizerId: theatre } },
        ownerToken,
      );
      const mine = hubWebhookEndpoints.hubWebhookEndpoints.response
        .parse(endpoints.json())
        .webhookEndpoints.find((entry) => entry.webhookEndpointId === webhookEndpoint.webhookEndpointId);
      expect(mine?.lastAttempt).toMatchObject({ ok: true, statusCode: 200 });
      expect(JSON.stringify(endpoints.json())).not.toContain(secret);

      await callEndpoint(
        t,
        hubWebhookEndpoints.hubWebhookEndpointDelete,
        { params: { organizerId: theatre, webhookEndpointId: webhookEndpoint.webhookEndpointId } },
        ownerToken,
      );
    } finally {
      await receiver.close();
    }
  });

  it('sends order.canceled only to its subscribers, nothing to deleted or paused endpoints, and a test event', async () => {
    const receiver = await startReceiver(0);
    try {
      const subscriber = hubWebhookEndpoints.hubWebhookEndpointCreate.response.parse(
        (await createEndpoint(`${receiver.url}?who=canceled`, ['order.canceled'])).json(),
      ).webhookEndpoint;
      const paidOnly = hubWebhookEndpoints.hubWebhookEndpointCreate.response.parse(
        (await createEndpoint(`${receiver.url}?who=paid`, ['order.paid'])).json(),
      ).webhookEndpoint;
      const deleted = hubWebhookEndpoints.hubWebhookEndpointCreate.response.parse(
        (await createEndpoint(`${receiver.url}?who=deleted`, ['order.canceled'])).json(),
      ).webhookEndpoint;
      const paused = hubWebhookEndpoints.hubWebhookEndpointCreate.response.parse(
        (await createEndpoint(`${receiver.url}?who=paused`, ['order.canceled'])).json(),
      ).webhookEndpoint;
      const ids = (endpoint: { webhookEndpointId: string }) => ({
        organizerId: theatre,
        webhookEndpointId: endpoint.webhookEndpointId,
      });
      await callEndpoint(
        t,
        hubWebhookEndpoints.hubWebhookEndpointDelete,
        { params: ids(deleted) },
        ownerToken,
      );
      const pausing = await callEndpoint(
        t,
        hubWebhookEndpoints.hubWebhookEndpointUpdate,
        {
          params: ids(paused),
          body: { url: `${receiver.url}?who=paused`, eventTypes: ['order.canceled'], active: false },
        },
        ownerToken,
      );
      expect(pausing.statusCode, pausing.body).toBe(200);

      const order = await buyTheatreSeats(t, 1, { pay: false });
      const canceled = await callEndpoint(t, orderEndpoints.orderCancel, {
        query: { orderId: order.orderId },
      });
      expect(canceled.statusCode, canceled.body).toBe(200);
      const tested = await callEndpoint(
        t,
        hubWebhookEndpoints.hubWebhookEndpointTest,
        { params: ids(paidOnly) },
        ownerToken,
      );
      expect(tested.statusCode, tested.body).toBe(200);
      await drainDeliveries();

      const byTarget = receiver.received.map((request) => ({
        type: (JSON.parse(request.body) as { type: string }).type,
        orderId: (JSON.parse(request.body) as { data: { orderId?: string } }).data.orderId,
        headers: request.headers,
      }));
      expect(byTarget.map((entry) => entry.type).sort()).toEqual(['order.canceled', 'webhook.test']);
      expect(byTarget.find((entry) => entry.type === 'order.canceled')?.orderId).toBe(order.orderId);
      expect(byTarget.every((entry) => String(entry.headers['webhook-signature']).startsWith('v1,'))).toBe(
        true,
      );
      const subscriberAttempts = await callEndpoint(
        t,
        hubWebhookEndpoints.hubWebhookAttempts,
        { params: ids(subscriber) },
        ownerToken,
      );
      expect(
        hubWebhookEndpoints.hubWebhookAttempts.response.parse(subscriberAttempts.json()).attempts,
      ).toHaveLength(1);
      const gone = await callEndpoint(
        t,
        hubWebhookEndpoints.hubWebhookEndpointUpdate,
        { params: ids(deleted), body: { url: receiver.url, eventTypes: ['order.paid'] } },
        ownerToken,
      );
      expect(gone.statusCode).toBe(404);
    } finally {
      await receiver.close();
    }
  });

  it('sends order.refunded for each refund with what it gave back', async () => {
    const receiver = await startReceiver(0);
    try {
      const created = await createEndpoint(receiver.url, ['order.refunded']);
      expect(created.statusCode, created.body).toBe(200);
      const order = await buyTheatreSeats(t, 1, { pay: false });
      const cash = await callEndpoint(
        t,
        hubOrderDetailEndpoints.hubOrderManualPayment,
        { params: { orderId: order.orderId }, body: { amount: order.totalAmount } },
        ownerToken,
      );
      expect(cash.statusCode, cash.body).toBe(200);
      for (const amount of [100, 200]) {
        const refunded = await callEndpoint(
          t,
          hubOrderDetailEndpoints.hubOrderRefund,
          { params: { orderId: order.orderId }, body: { kind: 'amount', amount, reason: 'Goodwill' } },
          ownerToken,
        );
        expect(refunded.statusCode, refunded.body).toBe(200);
      }
      await drainDeliveries();
      const bodies = receiver.received.map((request) => JSON.parse(request.body) as DeliveredRefund);
      expect(bodies.map((body) => [body.type, body.data.orderId, body.data.refund.amount])).toEqual([
        ['order.refunded', order.orderId, 100],
        ['order.refunded', order.orderId, 200],
      ]);
      expect(bodies[1]?.data.refund.creditNoteId).toBeTruthy();
      await callEndpoint(
        t,
        hubWebhookEndpoints.hubWebhookEndpointDelete,
        {
          params: {
            organizerId: theatre,
            webhookEndpointId: hubWebhookEndpoints.hubWebhookEndpointCreate.response.parse(created.json())
              .webhookEndpoint.webhookEndpointId,
          },
        },
        ownerToken,
      );
    } finally {
      await receiver.close();
    }
  });

  it('sends ticket.checkedIn once per admitting scan, whatever the scanner retries', async () => {
    const receiver = await startReceiver(0);
    try {
      const created = await createEndpoint(receiver.url, ['ticket.checkedIn']);
      expect(created.statusCode, created.body).toBe(200);
      const order = await buyTheatreSeats(t, 1);
      const [ticket] = await t.database.db
        .select({ id: tickets.id, code: tickets.qrCode })
        .from(tickets)
        .where(eq(tickets.orderId, order.orderId));
      // The door admits on the event's days only: the play starts now (the last test of the file, sales done). A
      // second ago, not an hour: the ticket's signed code holds one valid day, and an hour back was the day before
      // in Prague between 00:00 and 01:00 there (the test failed at 23:22 UTC).
      await t.database.db
        .update(events)
        .set({ startsAt: new Date(Date.now() - 1_000), endsAt: new Date(Date.now() + 3_600_000) })
        .where(eq(events.id, demoEvents.theatre.id));
      const scan = { scanId: randomUUID(), code: ticket!.code, direction: 'in', gate: 'Hlavní vchod' };
      for (let repeat = 0; repeat < 2; repeat += 1) {
        const scanned = await callEndpoint(
          t,
          doorEndpoints.doorScan,
          { params: { eventId: demoEvents.theatre.id }, body: scan },
          ownerToken,
        );
        expect(scanned.statusCode, scanned.body).toBe(200);
        expect(scanned.json(), scanned.body).toMatchObject({ scan: { result: 'admitted' } });
      }
      await drainDeliveries();
      expect(receiver.received).toHaveLength(1);
      expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({
        type: 'ticket.checkedIn',
        data: { ticketId: ticket!.id, eventId: demoEvents.theatre.id, gate: 'Hlavní vchod', offline: false },
      });
    } finally {
      await receiver.close();
    }
  });
});

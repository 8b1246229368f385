// Door check-in over the API: signed codes, a ticket admitted once however many gates scan it at once, the door
// list's delta sync, offline scans synced with their real times (first wins, the second flagged), vouchers,
// re-entry, and who may scan.
import { accountEndpoints } from '@repo/contract/accounts';
import { doorEndpoints, doorTicketStates } from '@repo/contract/door';
import type { DoorScan } from '@repo/contract/door';
import { compactTicketId, decodeSignedCode } from '@repo/contract/door-code';
import { orderEndpoints } from '@repo/contract/orders';
import { paymentMethod } from '@repo/enums';
import { eq } from 'drizzle-orm';
import { createPublicKey, randomUUID, verify } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, orderVouchers, tickets } from '../db/schema';
import { demoAccount, demoEvents, demoOrganizers, demoProducts, demoTicketTypes } from '../db/seed/demo-ids';
import { callEndpoint, organizerClient } from '../test/organizer-helpers';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const eventId = demoEvents.festival.id;
const organizerId = demoOrganizers.festival.id;

describe.each(testDatabaseKinds)('door check-in on %s', (kind) => {
  let t: TestApp;
  let ownerToken: string;
  let scannerToken: string;

  /** A paid festival order: `count` weekend passes and a parking voucher; answers the codes. */
  async function buy(count: number) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/pass/order/order-create-v2',
      payload: {
        eventId,
        tickets: [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity: count }],
        extraProducts: [{ ticketProductId: demoProducts.festivalParking, quantity: 1 }],
        email: 'jana.novakova@example.cz',
        name: 'Jana Nováková',
        paymentMethodId: paymentMethod.ids.paymentCard,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { order, payment } = orderEndpoints.orderCreateV2.response.parse(created.json());
    const paid = await t.app.inject({ method: 'POST', url: `/pass/payment/demo/${payment.paymentId}/pay` });
    expect(paid.statusCode).toBe(303);
    const db = t.database.db;
    const sold = await db.select().from(tickets).where(eq(tickets.orderId, order.orderId));
    const [voucher] = await db.select().from(orderVouchers).where(eq(orderVouchers.orderId, order.orderId));
    return { tickets: sold, voucherCode: voucher?.code ?? '' };
  }

  async function scan(
    code: string,
    options: { token?: string; scanId?: string; direction?: 'in' | 'out'; event?: string } = {},
  ): Promise<DoorScan> {
    const response = await callEndpoint(
      t,
      doorEndpoints.doorScan,
      {
        params: { eventId: options.event ?? eventId },
        body: { scanId: options.scanId ?? randomUUID(), code, direction: options.direction ?? 'in' },
      },
      options.token ?? scannerToken,
    );
    expect(response.statusCode, response.body).toBe(200);
    return doorEndpoints.doorScan.response.parse(response.json()).scan;
  }

  async function doorList(after?: number) {
    const response = await callEndpoint(
      t,
      doorEndpoints.doorList,
      { params: { eventId }, query: after === undefined ? {} : { after } },
      scannerToken,
    );
    expect(response.statusCode, response.body).toBe(200);
    return doorEndpoints.doorList.response.parse(response.json()).list;
  }

  async function sync(scans: unknown[], token = scannerToken) {
    const response = await callEndpoint(
      t,
      doorEndpoints.doorSync,
      { params: { eventId }, body: { scans } },
      token,
    );
    expect(response.statusCode, response.body).toBe(200);
    return doorEndpoints.doorSync.response.parse(response.json()).scans;
  }

  async function progress() {
    const response = await callEndpoint(t, doorEndpoints.doorProgress, { params: { eventId } }, ownerToken);
    expect(response.statusCode, response.body).toBe(200);
    return doorEndpoints.doorProgress.response.parse(response.json()).progress;
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    const login = await organizerClient(t).accounts.post('/pass/account/login', {
      email: demoAccount.email,
      password: demoAccount.password,
    });
    ownerToken = accountEndpoints.login.response.parse(login.json()).account.token;
    // The festival is on today, so its tickets are valid at the door now.
    await t.database.db
      .update(events)
      .set({ startsAt: new Date(Date.now() - 3_600_000), endsAt: new Date(Date.now() + 2 * 86_400_000) })
      .where(eq(events.id, eventId));
    scannerToken = (await organizerClient(t).pairedDevice(ownerToken, eventId, 'scanner', 'Brána A')).token;
  }, 60_000);

  afterAll(async () => {
    await t?.close();
  });

  it('issues signed codes that the door list public key verifies offline', async () => {
    const { tickets: sold } = await buy(1);
    const ticket = sold[0];
    if (!ticket) throw new Error('no ticket');
    const decoded = decodeSignedCode(ticket.qrCode);
    expect(decoded?.ticketId).toBe(ticket.id);
    const list = await doorList();
    expect(list.publicKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const key = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: list.publicKey ?? '' },
      format: 'jwk',
    });
    expect(
      verify(null, decoded?.payload ?? new Uint8Array(), key, decoded?.signature ?? new Uint8Array()),
    ).toBe(true);
    expect(JSON.stringify(list)).not.toContain('privateKey');
    // Typed in lower case, it still admits.
    expect((await scan(ticket.qrCode.toLowerCase())).result).toBe('admitted');
  });

  it('admits a ticket scanned at ten gates at once exactly once; a scan id sent again answers the same', async () => {
    const { tickets: sold } = await buy(1);
    const code = sold[0]?.qrCode ?? '';
    const scanIds = Array.from({ length: 10 }, () => randomUUID());
    const results = await Promise.all(scanIds.map((scanId) => scan(code, { scanId })));
    const admitted = results.filter((result) => result.result === 'admitted');
    expect(admitted).toHaveLength(1);
    const refused = results.filter((result) => result.result === 'alreadyUsed');
    expect(refused).toHaveLength(9);
    expect(refused[0]?.previous).toEqual({ gate: 'Brána A', scannedAt: admitted[0]?.scannedAt });
    expect(admitted[0]?.ticket).toMatchObject({
      ticketTypeId: demoTicketTypes.festivalWeekend,
      checkId: false,
    });
    const again = await scan(code, { scanId: admitted[0]?.scanId ?? '' });
    expect(again).toEqual(admitted[0]);
  });

  it('sends only what changed after the cursor, and undo brings a ticket back', async () => {
    const { tickets: sold } = await buy(2);
    const [first, second] = sold;
    if (!first || !second) throw new Error('no tickets');
    const full = await doorList();
    expect(full.full).toBe(true);
    const index = (list: typeof full, id: string) =>
      list.tickets.find(([key]) => key === compactTicketId(id));
    expect(index(full, first.id)?.[1]).toBe(doorTicketStates.indexOf('valid'));

    const admitted = await scan(first.qrCode);
    const delta = await doorList(full.cursor);
    expect(delta.full).toBe(false);
    expect(delta.tickets).toEqual([
      [compactTicketId(first.id), doorTicketStates.indexOf('inside'), expect.any(Number)],
    ]);
    expect((await doorList(delta.cursor)).tickets).toEqual([]);

    const undo = await callEndpoint(
      t,
      doorEndpoints.doorUndo,
      { params: { eventId, scanId: admitted.scanId } },
      scannerToken,
    );
    expect(undo.statusCode, undo.body).toBe(200);
    const afterUndo = await doorList(delta.cursor);
    expect(afterUndo.tickets.map(([key, state]) => [key, state])).toEqual([
      [compactTicketId(first.id), doorTicketStates.indexOf('valid')],
    ]);
    expect((await scan(first.qrCode)).result).toBe('admitted');

    await t.database.db.update(tickets).set({ status: 'canceled' }).where(eq(tickets.id, second.id));
    const canceled = await doorList(afterUndo.cursor);
    expect(canceled.tickets.find(([key]) => key === compactTicketId(second.id))?.[1]).toBe(
      doorTicketStates.indexOf('canceled'),
    );
    expect((await scan(second.qrCode)).result).toBe('canceled');
  });

  it('keeps the first of two offline admissions of one ticket and flags the second', async () => {
    const { tickets: sold } = await buy(1);
    const code = sold[0]?.qrCode ?? '';
    const early = new Date(Date.now() - 120_000).toISOString();
    const late = new Date(Date.now() - 60_000).toISOString();
    const gateB = (await organizerClient(t).pairedDevice(ownerToken, eventId, 'scanner', 'Brána B')).token;
    // Gate B's later admission arrives first; gate A's earlier one wins when it syncs.
    const [fromB] = await sync(
      [{ scanId: randomUUID(), code, direction: 'in', scannedAt: late, localResult: 'admitted' }],
      gateB,
    );
    expect(fromB).toMatchObject({ result: 'admitted', offline: true, gate: 'Brána B' });
    const queued = { scanId: randomUUID(), code, direction: 'in', scannedAt: early, localResult: 'admitted' };
    const [fromA] = await sync([queued]);
    expect(fromA).toMatchObject({ result: 'admitted', conflict: false, gate: 'Brána A' });
    // Sent again (a retry after a lost answer), it changes nothing.
    expect((await sync([queued]))[0]).toEqual(fromA);

    const figures = await progress();
    const flagged = figures.conflicts.filter((conflict) => conflict.ticketId === sold[0]?.id);
    expect(flagged).toEqual([
      expect.objectContaining({
        gate: 'Brána B',
        scannedAt: late,
        first: { gate: 'Brána A', scannedAt: early },
      }),
    ]);
    // Online, the ticket is used: one admission holds.
    expect((await scan(code)).result).toBe('alreadyUsed');

    // A refusal made offline stays a refusal and is no conflict.
    const [refused] = await sync([
      { scanId: randomUUID(), code, direction: 'in', scannedAt: late, localResult: 'alreadyUsed' },
    ]);
    expect(refused).toMatchObject({ result: 'alreadyUsed', conflict: false });
  });

  it('judges one batch in time order: of two offline admissions in it, the earlier wins', async () => {
    const { tickets: sold } = await buy(1);
    const code = sold[0]?.qrCode ?? '';
    const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();
    const later = { scanId: randomUUID(), code, direction: 'in', scannedAt: at(30), localResult: 'admitted' };
    const earlier = {
      scanId: randomUUID(),
      code,
      direction: 'in',
      scannedAt: at(90),
      localResult: 'admitted',
    };
    const [first, second] = await sync([later, earlier]);
    expect(first).toMatchObject({ scanId: later.scanId, result: 'alreadyUsed', conflict: true });
    expect(second).toMatchObject({ scanId: earlier.scanId, result: 'admitted', conflict: false });
    expect(first?.previous?.scannedAt).toBe(earlier.scannedAt);
  });

  it('redeems a voucher once, and undo makes it valid again', async () => {
    const { voucherCode } = await buy(1);
    const redeemed = await scan(voucherCode);
    expect(redeemed).toMatchObject({ result: 'redeemed', voucher: { quantity: 1 } });
    expect((await scan(voucherCode)).result).toBe('alreadyUsed');
    const undo = await callEndpoint(
      t,
      doorEndpoints.doorUndo,
      { params: { eventId, scanId: redeemed.scanId } },
      scannerToken,
    );
    expect(undo.statusCode, undo.body).toBe(200);
    expect((await scan(voucherCode)).result).toBe('redeemed');
  });

  it('answers wrong event, unknown codes, and checks out and back in when the event allows it', async () => {
    const { tickets: sold } = await buy(1);
    const ticket = sold[0];
    if (!ticket) throw new Error('no ticket');
    const elsewhere = await scan(ticket.qrCode, { token: ownerToken, event: demoEvents.tourPrague.id });
    expect(elsewhere.result).toBe('wrongEvent');
    expect((await scan('NoSuchCode123')).result).toBe('unknown');

    expect((await scan(ticket.qrCode)).result).toBe('admitted');
    const refusedOut = await callEndpoint(
      t,
      doorEndpoints.doorScan,
      { params: { eventId }, body: { scanId: randomUUID(), code: ticket.qrCode, direction: 'out' } },
      scannerToken,
    );
    expect(refusedOut.statusCode).toBe(422);
    expect(refusedOut.json().errorText).toBe('ERROR_REENTRY_NOT_ALLOWED');

    const rules = await callEndpoint(
      t,
      doorEndpoints.doorRulesUpdate,
      {
        params: { eventId },
        body: { reentryAllowed: true, checkIdTicketTypeIds: [demoTicketTypes.festivalWeekend] },
      },
      ownerToken,
    );
    expect(rules.statusCode, rules.body).toBe(200);
    const ruled = await progress();
    expect(ruled.reentryAllowed).toBe(true);
    expect(ruled.byTicketType.filter((row) => row.checkId).map((row) => row.ticketTypeId)).toEqual([
      demoTicketTypes.festivalWeekend,
    ]);
    expect((await scan(ticket.qrCode, { direction: 'out' })).result).toBe('checkedOut');
    const back = await scan(ticket.qrCode);
    expect(back).toMatchObject({ result: 'admitted', ticket: { checkId: true } });
    expect((await scan(ticket.qrCode)).result).toBe('alreadyUsed');

    const foreignType = await callEndpoint(
      t,
      doorEndpoints.doorRulesUpdate,
      {
        params: { eventId },
        body: { reentryAllowed: false, checkIdTicketTypeIds: [demoTicketTypes.theatreStalls] },
      },
      ownerToken,
    );
    expect(foreignType.statusCode).toBe(422);
    const off = await callEndpoint(
      t,
      doorEndpoints.doorRulesUpdate,
      { params: { eventId }, body: { reentryAllowed: false, checkIdTicketTypeIds: [] } },
      ownerToken,
    );
    expect(off.statusCode).toBe(200);

    const figures = await progress();
    expect(figures.reentryAllowed).toBe(false);
    expect(figures.byTicketType.some((row) => row.checkId)).toBe(false);
    const weekend = figures.byTicketType.find((row) => row.ticketTypeId === demoTicketTypes.festivalWeekend);
    expect(weekend?.inside).toBeGreaterThanOrEqual(1);
    expect(figures.byGate.find((row) => row.gate === 'Brána A')?.checkedOut).toBe(1);
  });

  it('lets the door role and scanners of the event scan, and nobody else', async () => {
    const { tickets: sold } = await buy(1);
    const code = sold[0]?.qrCode ?? '';
    const helpers = organizerClient(t);
    const body = () => ({ scanId: randomUUID(), code, gate: 'Hlavní vchod' });
    const call = (token: string | undefined, event = eventId) =>
      callEndpoint(t, doorEndpoints.doorScan, { params: { eventId: event }, body: body() }, token);

    expect((await call(undefined)).statusCode).toBe(401);
    const doorHere = await helpers.member(ownerToken, organizerId, 'door', [eventId]);
    const byMember = await call(doorHere.token);
    expect(byMember.statusCode, byMember.body).toBe(200);
    expect(byMember.json().scan).toMatchObject({ result: 'admitted', gate: 'Hlavní vchod' });
    const doorElsewhere = await helpers.member(ownerToken, organizerId, 'door', [demoEvents.tourPrague.id]);
    expect((await call(doorElsewhere.token)).statusCode).toBe(403);
    const bar = await helpers.member(ownerToken, organizerId, 'bar');
    expect((await call(bar.token)).statusCode).toBe(403);
    const till = await helpers.pairedDevice(ownerToken, eventId, 'till', 'Bar 1');
    expect((await call(till.token)).statusCode).toBe(403);
    const otherScanner = await helpers.pairedDevice(ownerToken, demoEvents.tourPrague.id, 'scanner', 'Praha');
    expect((await call(otherScanner.token)).statusCode).toBe(403);
    // A door member may watch progress but not change the door rules.
    const rules = await callEndpoint(
      t,
      doorEndpoints.doorRulesUpdate,
      { params: { eventId }, body: { reentryAllowed: true, checkIdTicketTypeIds: [] } },
      doorHere.token,
    );
    expect(rules.statusCode).toBe(403);
  });
});

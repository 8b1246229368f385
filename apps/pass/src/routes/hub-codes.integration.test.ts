// The organiser's codes over the API: discount codes made by hand and in bulk, their usage by real orders,
// switching them off at checkout; access codes that unlock hidden ticket types until switched off; roles, audit.
import { discountCodeEndpoints } from '@repo/contract/discount-codes';
import { hubCodeEndpoints } from '@repo/contract/hub-codes';
import { orderEndpoints } from '@repo/contract/orders';
import { reservationEndpoints } from '@repo/contract/reservations';
import { paymentMethod } from '@repo/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEvents, demoOrganizers, demoTicketTypes } from '../db/seed/demo-ids';
import { auditEntriesOf, demoOwnerToken, recordingWrites } from '../test/catalogue-helpers';
import { callEndpoint, organizerClient } from '../test/organizer-helpers';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const organizerId = demoOrganizers.festival.id;
const eventId = demoEvents.festival.id;
const api = hubCodeEndpoints;
const discount = {
  kind: 'percent' as const,
  value: 2000,
  usageLimit: 2,
  ticketTypeIds: [demoTicketTypes.festivalWeekend],
  validFrom: null,
  validUntil: null,
};

describe.each(testDatabaseKinds)('organizer codes on %s', (kind) => {
  let t: TestApp;
  let ownerToken: string;
  let org: ReturnType<typeof organizerClient>;
  const { writes, write } = recordingWrites();

  const check = (code: string) =>
    callEndpoint(t, discountCodeEndpoints.checkDiscountCode, { params: { eventId, code } });

  /** An order of one weekend ticket with the code (left unpaid: the code counts when the order is made). */
  async function orderWith(code: string) {
    const held = await callEndpoint(t, reservationEndpoints.reservationCreate, {
      body: { eventId, tickets: [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity: 1 }] },
    });
    expect(held.statusCode, held.body).toBe(200);
    const { reservation } = reservationEndpoints.reservationCreate.response.parse(held.json());
    return callEndpoint(t, orderEndpoints.orderCreate, {
      body: {
        reservationId: reservation.reservationId,
        email: 'petr.svoboda@example.cz',
        name: 'Petr Svoboda',
        paymentMethodId: paymentMethod.ids.paymentCard,
        discountCode: code,
      },
    });
  }

  async function discountCodes() {
    const answer = await callEndpoint(t, api.hubDiscountCodes, { params: { eventId } }, ownerToken);
    expect(answer.statusCode, answer.body).toBe(200);
    return api.hubDiscountCodes.response.parse(answer.json()).discountCodes;
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    org = organizerClient(t);
    ownerToken = await demoOwnerToken(t);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('creates a discount code, counts its use by orders up to the limit, and switches it off', async () => {
    const created = await write(
      t,
      api.hubDiscountCodeCreate,
      { params: { eventId }, body: { code: 'leto20', ...discount } },
      ownerToken,
    );
    expect(created.statusCode, created.body).toBe(200);
    const { discountCode } = api.hubDiscountCodeCreate.response.parse(created.json());
    expect(discountCode).toMatchObject({ code: 'LETO20', used: 0, usageLimit: 2, active: true });

    const again = await write(
      t,
      api.hubDiscountCodeCreate,
      { params: { eventId }, body: { code: 'Leto20', ...discount } },
      ownerToken,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorText: 'ERROR_CODE_TAKEN', field: 'code' });

    const ordered = await orderWith('leto20');
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect((await discountCodes()).find((code) => code.code === 'LETO20')?.used).toBe(1);

    expect((await check('LETO20')).statusCode).toBe(200);
    const off = await write(
      t,
      api.hubDiscountCodeActive,
      { params: { eventId, discountCodeId: discountCode.discountCodeId }, body: { active: false } },
      ownerToken,
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(api.hubDiscountCodeActive.response.parse(off.json()).discountCode).toMatchObject({
      active: false,
      used: 1,
    });
    expect((await check('LETO20')).statusCode).toBe(404);
    expect((await orderWith('LETO20')).statusCode).toBe(404);
  });

  it('generates codes in bulk with a prefix, all different and all usable', async () => {
    const generated = await write(
      t,
      api.hubDiscountCodeGenerate,
      { params: { eventId }, body: { count: 40, prefix: 'vip', ...discount, kind: 'fixed', value: 10000 } },
      ownerToken,
    );
    expect(generated.statusCode, generated.body).toBe(200);
    const codes = api.hubDiscountCodeGenerate.response.parse(generated.json()).discountCodes;
    expect(codes).toHaveLength(40);
    expect(new Set(codes.map((code) => code.code)).size).toBe(40);
    for (const code of codes) expect(code.code).toMatch(/^VIP-[2-9A-HJKMNP-Z]{8}$/);
    expect((await check(codes[0]?.code ?? '')).statusCode).toBe(200);
  });

  it("refuses what the contract's rules refuse and ticket types of other events, naming the field", async () => {
    const tooMuch = await write(
      t,
      api.hubDiscountCodeCreate,
      { params: { eventId }, body: { code: 'HALF', ...discount, value: 15000 } },
      ownerToken,
    );
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.body).toContain('value');
    const foreign = await write(
      t,
      api.hubDiscountCodeCreate,
      {
        params: { eventId },
        body: { code: 'OTHER', ...discount, ticketTypeIds: [demoTicketTypes.theatreStalls] },
      },
      ownerToken,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({
      errorText: 'ERROR_TICKET_TYPE_NOT_FOUND',
      field: 'ticketTypeIds',
    });
  });

  it('unlocks an access-code-only ticket type with a new access code until it is switched off', async () => {
    const holdWith = (code: string) =>
      callEndpoint(t, reservationEndpoints.reservationCreate, {
        body: {
          eventId,
          tickets: [{ ticketTypeId: demoTicketTypes.festivalAccessCodeOnly, quantity: 1 }],
          codes: [code],
        },
      });
    const created = await write(
      t,
      api.hubAccessCodeCreate,
      {
        params: { eventId },
        body: {
          code: 'KAMARADI',
          ticketTypeIds: [demoTicketTypes.festivalAccessCodeOnly],
          validFrom: null,
          validUntil: null,
        },
      },
      ownerToken,
    );
    expect(created.statusCode, created.body).toBe(200);
    const { accessCode } = api.hubAccessCodeCreate.response.parse(created.json());
    expect((await holdWith('kamaradi')).statusCode).toBe(200);

    const generated = await write(
      t,
      api.hubAccessCodeGenerate,
      {
        params: { eventId },
        body: {
          count: 3,
          prefix: '',
          ticketTypeIds: [demoTicketTypes.festivalAccessCodeOnly],
          validFrom: null,
          validUntil: null,
        },
      },
      ownerToken,
    );
    expect(generated.statusCode, generated.body).toBe(200);
    expect(api.hubAccessCodeGenerate.response.parse(generated.json()).accessCodes).toHaveLength(3);

    const off = await write(
      t,
      api.hubAccessCodeActive,
      { params: { eventId, accessCodeId: accessCode.accessCodeId }, body: { active: false } },
      ownerToken,
    );
    expect(off.statusCode, off.body).toBe(200);
    const refused = await holdWith('KAMARADI');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errorText).toBe('ERROR_ACCESS_CODE_REQUIRED');

    const list = api.hubAccessCodes.response.parse(
      (await callEndpoint(t, api.hubAccessCodes, { params: { eventId } }, ownerToken)).json(),
    );
    expect(list.accessCodes.find((code) => code.code === 'KAMARADI')).toMatchObject({
      active: false,
      ticketTypeIds: [demoTicketTypes.festivalAccessCodeOnly],
    });
  });

  it('lets owners and managers manage codes, not box office or accountants, nor another organizer', async () => {
    const manager = await org.member(ownerToken, organizerId, 'manager');
    const created = await write(
      t,
      api.hubDiscountCodeCreate,
      { params: { eventId }, body: { code: 'MANAZER', ...discount } },
      manager.token,
    );
    expect(created.statusCode, created.body).toBe(200);
    for (const role of ['boxOffice', 'accountant'] as const) {
      const member = await org.member(ownerToken, organizerId, role);
      expect(
        (await callEndpoint(t, api.hubDiscountCodes, { params: { eventId } }, member.token)).statusCode,
      ).toBe(403);
    }
    const foreign = await callEndpoint(
      t,
      api.hubDiscountCodes,
      { params: { eventId: demoEvents.theatre.id } },
      ownerToken,
    );
    expect(foreign.statusCode).toBe(403);
  });

  it('keeps an audit row for every code write', async () => {
    const entries = await auditEntriesOf(t, ownerToken, organizerId, api);
    const codeActions = entries.map((entry) => entry.action);
    expect(codeActions.sort()).toEqual([...writes].sort());
    expect(entries.find((entry) => entry.action === 'hubDiscountCodeActive')).toMatchObject({
      resourceType: 'discountCode',
    });
  });
});

// Walks the whole contract: every endpoint that needs credentials answers 401 without them, and every organizer
// endpoint answers 403 to another organizer's owner, to each role without its permission, to API keys without
// it, and to devices; roles with the permission get past the check.
import { randomUUID } from 'node:crypto';
import { needsCredentials, permissionRoles, roleHasPermission } from '@repo/contract/access';
import type { Access } from '@repo/contract/access';
import { accountEndpoints } from '@repo/contract/accounts';
import type { EndpointDefinition } from '@repo/contract/endpoint';
import { hubEndpoints } from '@repo/contract/hub';
import { endpointList } from '@repo/contract/routes';
import { paymentMethod } from '@repo/enums';
import { organizerRoleKeys } from '@repo/enums/organizer-role';
import type { OrganizerRoleKey } from '@repo/enums/organizer-role';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccount, demoEvents, demoOrganizers, demoTicketTypes } from '../db/seed/demo-ids';
import { callEndpoint, organizerClient } from '../test/organizer-helpers';
import type { EndpointInput } from '../test/organizer-helpers';
import { sampleEvent, sampleProfile, sampleVenue } from '../test/hub-samples';
import { startTestApp, testDatabaseKinds } from '../test/test-app';
import type { TestApp } from '../test/test-app';

const OPERATOR_TOKEN = 'operator-token-for-the-sweep-test';

type OrganizerEndpoint = EndpointDefinition & { access: Extract<Access, { kind: 'organizer' }> };
const organizerEndpoints = endpointList.filter(
  (endpoint): endpoint is OrganizerEndpoint => endpoint.access.kind === 'organizer',
);

/**
 * A valid body or query for each organizer endpoint that takes one: the 403 checks run after validation, so
 * the sweep must send input that passes it. A new organizer endpoint with a body needs an entry here.
 */
const sweepTicketType = {
  name: { cs: 'Sweep' },
  groupId: null,
  quotaId: null,
  price: 100,
  vatRateBasisPoints: null,
  capacity: 5,
  minPerOrder: 1,
  maxPerOrder: 2,
  saleStartsAt: null,
  saleEndsAt: null,
  visible: false,
  accessCodeOnly: false,
  items: [],
};

const sweepProduct = {
  name: { cs: 'Sweep' },
  groupId: null,
  variantValueIds: [],
  kind: 'product',
  productCategoryId: 0,
  price: 100,
  vatRateBasisPoints: null,
  stock: 5,
  maxPerOrder: 2,
  saleStartsAt: null,
  saleEndsAt: null,
  visible: false,
};

const sweepDiscount = {
  kind: 'percent',
  value: 1000,
  usageLimit: 5,
  ticketTypeIds: [],
  validFrom: null,
  validUntil: null,
};
const sweepAccess = {
  ticketTypeIds: [demoTicketTypes.festivalAccessCodeOnly],
  validFrom: null,
  validUntil: null,
};

const sweepEntry = {
  stageId: randomUUID(),
  name: { cs: 'Sweep' },
  description: null,
  startsAt: '2030-07-15T18:00',
  endsAt: '2030-07-15T19:00',
  artists: [],
};

const sweepArtist = { name: 'Sweep', genre: null, role: null, description: null };

const sweepCoupon = {
  name: { cs: 'Sweep' },
  maxRedemptions: 2,
  perEventLimit: 1,
  ticketTypeIds: [demoTicketTypes.festivalWeekend],
  validFrom: null,
  validUntil: null,
};
const sweepBlock = {
  ticketTypeId: randomUUID(),
  firstRow: 'A',
  rows: 1,
  seatsPerRow: 2,
  firstSeatNumber: 1,
  numbering: 'leftToRight',
  aislesAfter: [],
  column: 0,
  row: 0,
};

const samples: Record<string, Pick<EndpointInput, 'body' | 'query'>> = {
  hubMemberInvite: { body: { email: 'sweep@example.cz', role: 'door' } },
  hubMemberUpdate: { body: { role: 'manager' } },
  hubApiKeyCreate: { body: { name: 'Sweep', scope: 'accountant' } },
  hubDeviceCreate: { body: { kind: 'scanner', name: 'Sweep gate' } },
  hubDeviceUpdate: { body: { name: 'Sweep gate', inventoryNumber: null } },
  hubBankStatementImport: {
    body: {
      fileName: 'sweep.csv',
      contentBase64: Buffer.from('reference;booked_at;amount;currency\n').toString('base64'),
    },
  },
  hubBankTransactionMatch: { body: { orderNumber: 1 } },
  // Allowed callers get 422 (nothing approved to pay out), the others 403.
  hubPayoutBatchCreate: { body: { currencyId: 1 } },
  hubOrdersExport: { query: { format: 'csv' } },
  hubTicketsExport: { query: { format: 'csv' } },
  hubReceiptsExport: { query: { format: 'csv' } },
  hubEventAttendeesExport: { query: { format: 'csv' } },
  hubOrganizerProfileUpdate: { body: sampleProfile },
  // Not a picture: allowed callers get 422, the others 403 before the picture is looked at.
  hubOrganizerLogoUpload: { body: { imageBase64: 'bm90IGEgcGljdHVyZQ==' } },
  hubEventImageUpload: { body: { imageBase64: 'bm90IGEgcGljdHVyZQ==' } },
  hubVenueCreate: { body: sampleVenue },
  hubVenueUpdate: { body: sampleVenue },
  hubEventCreate: { body: sampleEvent({ slug: 'sweep-event' }) },
  hubEventUpdate: { body: sampleEvent({ slug: 'sweep-event-updated' }) },
  hubEventDuplicate: { body: { slug: 'sweep-event-copy' } },
  hubEventPublish: { body: {} },
  hubTicketTypeCreate: { body: sweepTicketType },
  hubTicketTypeUpdate: { body: sweepTicketType },
  hubTicketTypeOrder: { body: { ticketTypeIds: [randomUUID()] } },
  hubQuotaCreate: { body: { name: 'Sweep pool', capacity: 5 } },
  hubQuotaUpdate: { body: { name: 'Sweep pool', capacity: 5 } },
  hubTicketGroupCreate: { body: { name: { cs: 'Sweep' } } },
  hubProductCreate: { body: sweepProduct },
  hubProductUpdate: { body: sweepProduct },
  hubProductGroupCreate: { body: { name: { cs: 'Sweep' }, variants: [] } },
  hubCreditRefundApprove: { body: { reviewed: false } },
  hubCreditRefundWindow: { body: { days: 14 } },
  hubStageCreate: { body: { name: { cs: 'Sweep' } } },
  hubStageUpdate: { body: { name: { cs: 'Sweep' } } },
  hubProgrammeEntryCreate: { body: sweepEntry },
  hubProgrammeEntryUpdate: { body: sweepEntry },
  hubLineUpUpdate: { body: { artists: [] } },
  hubArtistCreate: { body: { kind: 'band', ...sweepArtist } },
  hubArtistUpdate: { body: sweepArtist },
  hubArtistImageUpload: { body: { imageBase64: 'bm90IGEgcGljdHVyZQ==' } },
  hubDiscountCodeCreate: { body: { code: 'SWEEP', ...sweepDiscount } },
  hubDiscountCodeGenerate: { body: { count: 2, prefix: 'SWEEP', ...sweepDiscount } },
  hubDiscountCodeActive: { body: { active: false } },
  hubAccessCodeCreate: { body: { code: 'SWEEP', ...sweepAccess } },
  hubAccessCodeGenerate: { body: { count: 2, prefix: '', ...sweepAccess } },
  hubAccessCodeActive: { body: { active: false } },
  hubSupercouponCreate: { body: { code: 'SWEEP-SC', ...sweepCoupon } },
  hubSupercouponGenerate: { body: { count: 2, prefix: 'SWEEP', ...sweepCoupon } },
  hubSupercouponActive: { body: { active: false } },
  hubTourSupercouponCreate: { body: { code: 'SWEEP-TC', ...sweepCoupon } },
  hubTourSupercouponGenerate: { body: { count: 2, prefix: 'SWEEP', ...sweepCoupon } },
  hubTourSupercouponActive: { body: { active: false } },
  hubSectorCreate: { body: { name: { cs: 'Sweep' } } },
  hubSectorUpdate: { body: { name: { cs: 'Sweep' } } },
  hubSeatBlockCreate: { body: sweepBlock },
  hubSeatsDelete: { body: { seatIds: [randomUUID()] } },
  hubSeatsCategory: { body: { seatIds: [randomUUID()], ticketTypeId: randomUUID() } },
  hubSectorTicketTypes: { body: { ticketTypeIds: [] } },
  doorScan: { body: { scanId: 'sweep-scan-1', code: 'SweepCode' } },
  doorSync: {
    body: {
      scans: [
        {
          scanId: 'sweep-sync-1',
          code: 'SweepCode',
          direction: 'in',
          scannedAt: '2027-07-10T18:00:00+02:00',
          localResult: 'unknown',
        },
      ],
    },
  },
  doorRulesUpdate: { body: { reentryAllowed: false, checkIdTicketTypeIds: [] } },
  hubBarCreate: { body: { name: 'Sweep bar' } },
  hubBarUpdate: { body: { name: 'Sweep bar' } },
  hubBarProductCreate: {
    body: { name: 'Sweep', productCategoryId: 2, variants: [{ name: '', price: 100 }] },
  },
  hubBarProductUpdate: {
    body: { name: 'Sweep', productCategoryId: 2, variants: [{ name: '', price: 100 }] },
  },
  tillShiftOpen: { body: { barId: randomUUID() } },
  tillSale: {
    body: {
      saleId: 'sweep-sale-1',
      barId: randomUUID(),
      paymentMethod: 'cash',
      items: [{ productId: randomUUID(), variantId: 'v1', quantity: 1 }],
    },
  },
  hubBarSettingsUpdate: { body: { offlineLimitPerChip: 0 } },
  tillSync: {
    body: {
      sales: [
        {
          saleId: 'sweep-offline-1',
          barId: randomUUID(),
          paymentMethod: 'cash',
          items: [{ productId: randomUUID(), variantId: 'v1', quantity: 1 }],
          soldAt: '2027-07-10T18:00:00+02:00',
          signature: 'A'.repeat(43),
        },
      ],
    },
  },
  hubTopUpSettingsUpdate: { body: { minTopUp: 0, firstTopUpFee: 0 } },
  deskTopUp: {
    body: { clientTopUpId: 'sweep-top-up-1', chipUid: 'ABCDEF0123456789', amount: 100, channel: 'cash' },
  },
  deskChipReplace: { body: { lostChipUid: 'ABCDEF0123456789', newChipUid: 'ABCDEF0123456780' } },
  hubOrderTicketHolder: { body: { holderName: 'Sweep' } },
  hubOrderManualPayment: { body: { amount: 1 } },
  hubOrderTicketsCancel: { body: { ticketIds: [randomUUID()], reason: 'Sweep' } },
  hubOrderRefund: { body: { kind: 'amount', amount: 1, reason: 'Sweep' } },
  hubWebhookEndpointCreate: { body: { url: 'https://hooks.example.com/sweep', eventTypes: ['order.paid'] } },
  hubPaymentProviderSave: {
    body: { provider: 'gopay', goId: '8123456789', clientId: 'sweep', clientSecret: 'sweep-secret' },
  },
  hubWebhookEndpointUpdate: { body: { url: 'https://hooks.example.com/sweep', eventTypes: ['order.paid'] } },
  hubMailTextsUpdate: {
    body: { senderName: null, replyTo: null, paragraph: { cs: '', sk: '', en: '', de: '' } },
  },
  hubWaitingRoomUpdate: {
    body: { active: false, opensAt: '2026-12-01T09:00:00.000Z', admitPerMinute: 60, maxShoppers: 100 },
  },
};

/** Params that address the organizer's own resources; other ids are random (the check comes first). */
function inputFor(
  endpoint: EndpointDefinition,
  ids: { organizerId: string; eventId: string; orderId: string },
): EndpointInput {
  const params: Record<string, string> = {};
  // Params that are not ids take a valid value (an artist's kind).
  const own: Record<string, string> = { kind: 'band', ...ids };
  for (const name of Object.keys(endpoint.params?.shape ?? {})) params[name] = own[name] ?? randomUUID();
  return { params, ...samples[endpoint.id] };
}

/** The festival's own ids; orderId is an order placed before the sweep (endpoints of one order name it). */
const festival = { organizerId: demoOrganizers.festival.id, eventId: demoEvents.festival.id, orderId: '' };

describe.each(testDatabaseKinds)('access sweep over the whole contract on %s', (kind) => {
  let t: TestApp;
  let ownerToken: string;
  let otherOwnerToken: string;
  const roleTokens = new Map<OrganizerRoleKey, string>();

  beforeAll(async () => {
    t = await startTestApp(kind, { env: { OPERATOR_TOKEN } });
    const org = organizerClient(t);
    const login = await org.accounts.post('/pass/account/login', {
      email: demoAccount.email,
      password: demoAccount.password,
    });
    ownerToken = accountEndpoints.login.response.parse(login.json()).account.token;
    // Another organizer's owner: a real, signed-in owner, just not of the festival's organizer.
    const other = await org.accounts.verifiedAccount('other.owner@example.cz');
    otherOwnerToken = other.token;
    const created = await callEndpoint(
      t,
      hubEndpoints.hubOrganizerCreate,
      { body: { name: 'Jiný pořadatel', countryId: 1, currencyId: 1 } },
      otherOwnerToken,
    );
    expect(created.statusCode, created.body).toBe(200);
    for (const role of organizerRoleKeys) {
      if (role === 'owner') continue;
      roleTokens.set(role, (await org.member(ownerToken, festival.organizerId, role)).token);
    }
    roleTokens.set('owner', ownerToken);
    const order = await t.app.inject({
      method: 'POST',
      url: '/pass/order/order-create-v2',
      payload: {
        eventId: demoEvents.festival.id,
        tickets: [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity: 1 }],
        email: 'sweep@example.cz',
        name: 'Sweep',
        paymentMethodId: paymentMethod.ids.bankTransfer,
      },
    });
    expect(order.statusCode, order.body).toBe(200);
    festival.orderId = (order.json() as { order: { orderId: string } }).order.orderId;
  });

  afterAll(async () => {
    await t?.close();
  });

  it('has a sample input for every organizer endpoint that takes a body', () => {
    for (const endpoint of organizerEndpoints) {
      if (endpoint.body) expect(samples[endpoint.id], endpoint.id).toBeDefined();
    }
  });

  it('answers 401 without credentials on every endpoint that needs them', async () => {
    const secured = endpointList.filter((endpoint) => needsCredentials(endpoint.access));
    expect(secured.length).toBeGreaterThan(30);
    for (const endpoint of secured) {
      const response = await callEndpoint(t, endpoint, inputFor(endpoint, festival));
      expect(response.statusCode, `${endpoint.id}: ${response.body}`).toBe(401);
      expect(response.json().errorText, endpoint.id).toBe('ERROR_UNAUTHORIZED');
    }
  });

  it('answers 401 for a credential that is sent but not valid, and 403 for the wrong kind', async () => {
    for (const token of ['not-a-token', 'A'.repeat(43), `ok_${'A'.repeat(43)}`, `dv_${'A'.repeat(43)}`]) {
      const response = await callEndpoint(t, hubEndpoints.hubOrganizers, {}, token);
      expect(response.statusCode, token).toBe(401);
    }
    const operatorOnAccount = await callEndpoint(t, hubEndpoints.hubOrganizers, {}, OPERATOR_TOKEN);
    expect(operatorOnAccount.statusCode).toBe(401);
    const accountOnOperator = await callEndpoint(
      t,
      endpointList.find((endpoint) => endpoint.id === 'refundsPending')!,
      {},
      ownerToken,
    );
    expect(accountOnOperator.statusCode).toBe(403);
  });

  it("answers 403 to another organizer's owner on every organizer endpoint", async () => {
    expect(organizerEndpoints.length).toBeGreaterThan(10);
    for (const endpoint of organizerEndpoints) {
      const response = await callEndpoint(t, endpoint, inputFor(endpoint, festival), otherOwnerToken);
      expect(response.statusCode, `${endpoint.id}: ${response.body}`).toBe(403);
    }
  });

  it('lets each role do exactly what its permissions allow, on every organizer endpoint', async () => {
    for (const role of organizerRoleKeys) {
      const token = roleTokens.get(role)!;
      for (const endpoint of organizerEndpoints) {
        const response = await callEndpoint(t, endpoint, inputFor(endpoint, festival), token);
        const allowed = roleHasPermission(role, endpoint.access.permission);
        const where = `${role} on ${endpoint.id} (${endpoint.access.permission}): ${response.body}`;
        if (allowed) expect([401, 403], where).not.toContain(response.statusCode);
        else expect(response.statusCode, where).toBe(403);
      }
    }
  });

  it('gives API keys their scope but never the team permission, and only at their own organizer', async () => {
    const org = organizerClient(t);
    for (const scope of ['owner', 'accountant'] as const) {
      const { secret } = await org.apiKey(ownerToken, festival.organizerId, scope);
      for (const endpoint of organizerEndpoints) {
        const response = await callEndpoint(t, endpoint, inputFor(endpoint, festival), secret);
        const allowed =
          roleHasPermission(scope, endpoint.access.permission) && endpoint.access.permission !== 'team';
        const where = `key ${scope} on ${endpoint.id}: ${response.body}`;
        if (allowed) expect([401, 403], where).not.toContain(response.statusCode);
        else expect(response.statusCode, where).toBe(403);
      }
      // Not an account: account endpoints refuse it.
      expect((await callEndpoint(t, accountEndpoints.accountOrders, {}, secret)).statusCode).toBe(403);
    }
    expect(permissionRoles.team).toEqual(['owner']);
  });

  it('lets a paired device call no organizer endpoint that does not name devices, nor account endpoints', async () => {
    const org = organizerClient(t);
    const { token } = await org.pairedDevice(ownerToken, festival.eventId, 'scanner');
    for (const endpoint of organizerEndpoints) {
      if (endpoint.access.devices?.includes('scanner')) continue;
      const response = await callEndpoint(t, endpoint, inputFor(endpoint, festival), token);
      expect(response.statusCode, `device on ${endpoint.id}: ${response.body}`).toBe(403);
    }
    expect((await callEndpoint(t, accountEndpoints.account, {}, token)).statusCode).toBe(403);
  });
});

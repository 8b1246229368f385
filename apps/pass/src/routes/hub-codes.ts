// Handlers of the organiser's code endpoints: discount and access codes, listed, created, generated, switched.
import type { HubAccessCode, HubDiscountCode, hubCodeEndpoints } from '@repo/contract/hub-codes';
import type { AccessCodeRow, DiscountCodeRow } from '../db/queries/catalogue-codes';
import { listAccessCodes, listDiscountCodes } from '../db/queries/catalogue-codes';
import type { HandlersOf } from '../http/register-endpoint';
import {
  createAccessCode,
  createDiscountCode,
  generateAccessCodes,
  generateDiscountCodes,
  switchAccessCode,
  switchDiscountCode,
} from '../organizers/codes';
import { catalogueEventOr404 } from '../organizers/ticket-types';

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toDiscountCode({
  row,
  ticketTypeIds,
}: {
  row: DiscountCodeRow;
  ticketTypeIds: string[];
}): HubDiscountCode {
  return {
    discountCodeId: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    usageLimit: row.usageLimit,
    used: row.used,
    ticketTypeIds,
    validFrom: iso(row.validFrom),
    validUntil: iso(row.validUntil),
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

function toAccessCode({
  row,
  ticketTypeIds,
}: {
  row: AccessCodeRow;
  ticketTypeIds: string[];
}): HubAccessCode {
  return {
    accessCodeId: row.id,
    code: row.code,
    ticketTypeIds,
    validFrom: iso(row.validFrom),
    validUntil: iso(row.validUntil),
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

async function discountCodesOf(db: Parameters<typeof listDiscountCodes>[0], eventId: string, ids: string[]) {
  return (await listDiscountCodes(db, eventId, ids)).map(toDiscountCode);
}

async function accessCodesOf(db: Parameters<typeof listAccessCodes>[0], eventId: string, ids: string[]) {
  return (await listAccessCodes(db, eventId, ids)).map(toAccessCode);
}

const only = <T>(list: T[]): T => {
  const [first] = list;
  if (first === undefined) throw new Error('the written code did not load');
  return first;
};

export const hubCodeHandlers: HandlersOf<typeof hubCodeEndpoints> = {
  hubDiscountCodes: async ({ db, params }) => {
    const event = await catalogueEventOr404(db, params.eventId);
    return { errorText: 'OK', discountCodes: (await listDiscountCodes(db, event.id)).map(toDiscountCode) };
  },
  hubDiscountCodeCreate: async ({ db, params, body, audit }) => {
    const event = await catalogueEventOr404(db, params.eventId);
    const id = await createDiscountCode(db, event.id, body);
    audit.resource('discountCode', id);
    audit.detail({ code: body.code, kind: body.kind, value: body.value });
    return { errorText: 'OK', discountCode: only(await discountCodesOf(db, event.id, [id])) };
  },
  hubDiscountCodeGenerate: async ({ db, params, body, audit }) => {
    const event = await catalogueEventOr404(db, params.eventId);
    const ids = await generateDiscountCodes(db, event.id, body);
    audit.detail({ count: ids.length, prefix: body.prefix, kind: body.kind, value: body.value });
    return { errorText: 'OK', discountCodes: await discountCodesOf(db, event.id, ids) };
  },
  hubDiscountCodeActive: async ({ db, params, body, audit }) => {
    await switchDiscountCode(db, params.eventId, params.discountCodeId, body.active);
    audit.resource('discountCode', params.discountCodeId);
    audit.detail({ active: body.active });
    return {
      errorText: 'OK',
      discountCode: only(await discountCodesOf(db, params.eventId, [params.discountCodeId])),
    };
  },
  hubAccessCodes: async ({ db, params }) => {
    const event = await catalogueEventOr404(db, params.eventId);
    return { errorText: 'OK', accessCodes: (await listAccessCodes(db, event.id)).map(toAccessCode) };
  },
  hubAccessCodeCreate: async ({ db, params, body, audit }) => {
    const event = await catalogueEventOr404(db, params.eventId);
    const id = await createAccessCode(db, event.id, body);
    audit.resource('accessCode', id);
    audit.detail({ code: body.code });
    return { errorText: 'OK', accessCode: only(await accessCodesOf(db, event.id, [id])) };
  },
  hubAccessCodeGenerate: async ({ db, params, body, audit }) => {
    const event = await catalogueEventOr404(db, params.eventId);
    const ids = await generateAccessCodes(db, event.id, body);
    audit.detail({ count: ids.length, prefix: body.prefix });
    return { errorText: 'OK', accessCodes: await accessCodesOf(db, event.id, ids) };
  },
  hubAccessCodeActive: async ({ db, params, body, audit }) => {
    await switchAccessCode(db, params.eventId, params.accessCodeId, body.active);
    audit.resource('accessCode', params.accessCodeId);
    audit.detail({ active: body.active });
    return {
      errorText: 'OK',
      accessCode: only(await accessCodesOf(db, params.eventId, [params.accessCodeId])),
    };
  },
};

// The organiser's codes: discount and access codes, one chosen by hand or many generated at once, switched off.
import type {
  accessCodeBody,
  accessCodeBulkBody,
  discountCodeBody,
  discountCodeBulkBody,
} from '@repo/contract/hub-codes';
import type { z } from 'zod';
import type { Db } from '../db/database';
import {
  eventTicketTypeIds,
  insertAccessCodes,
  insertDiscountCodes,
  setAccessCodeActive,
  setDiscountCodeActive,
  takenCodes,
} from '../db/queries/catalogue-codes';
import { DomainError } from '../domain/domain-error';
import { randomCodeText } from './code-text';

type Validity = { validFrom: string | null; validUntil: string | null };
type CodeKind = 'discount' | 'access';

async function checkTicketTypes(db: Db, eventId: string, ids: readonly string[]): Promise<void> {
  const found = await eventTicketTypeIds(db, eventId, ids);
  const missing = ids.find((id) => !found.has(id));
  if (missing) {
    throw new DomainError('TICKET_TYPE_NOT_FOUND', `No ticket type ${missing} at this event`, {
      field: 'ticketTypeIds',
    });
  }
}

const dates = (input: Validity) => ({
  validFrom: input.validFrom === null ? null : new Date(input.validFrom),
  validUntil: input.validUntil === null ? null : new Date(input.validUntil),
});

async function insertOne(
  tx: Db,
  kind: CodeKind,
  eventId: string,
  code: string,
  insert: () => Promise<string[]>,
): Promise<string> {
  if ((await takenCodes(tx, kind, eventId, [code])).size > 0) {
    throw new DomainError('CODE_TAKEN', `The event already has the code ${code}`, { field: 'code' });
  }
  const [id] = await insert();
  // Taken between the check and the insert by a concurrent request: the unique constraint kept it out.
  if (!id) throw new DomainError('CODE_TAKEN', `The event already has the code ${code}`, { field: 'code' });
  return id;
}

/** Inserts `count` fresh random codes: a collision with an existing code is drawn again. */
async function insertRandom(
  tx: Db,
  kind: CodeKind,
  eventId: string,
  bulk: { count: number; prefix: string },
  insert: (codes: string[]) => Promise<string[]>,
): Promise<string[]> {
  const ids: string[] = [];
  for (let round = 0; ids.length < bulk.count && round < 5; round += 1) {
    const wanted = new Set<string>();
    while (wanted.size < bulk.count - ids.length) wanted.add(randomCodeText(bulk.prefix));
    const taken = await takenCodes(tx, kind, eventId, [...wanted]);
    ids.push(...(await insert([...wanted].filter((code) => !taken.has(code)))));
  }
  if (ids.length < bulk.count) throw new Error(`could not draw ${bulk.count} free codes`);
  return ids;
}

function discountRow(
  eventId: string,
  input: z.output<typeof discountCodeBulkBody> | z.output<typeof discountCodeBody>,
) {
  return (code: string) => ({
    eventId,
    code,
    kind: input.kind,
    value: input.value,
    usageLimit: input.usageLimit,
    ...dates(input),
  });
}

export async function createDiscountCode(tx: Db, eventId: string, input: z.output<typeof discountCodeBody>) {
  await checkTicketTypes(tx, eventId, input.ticketTypeIds);
  const row = discountRow(eventId, input);
  return insertOne(tx, 'discount', eventId, input.code, () =>
    insertDiscountCodes(tx, [row(input.code)], input.ticketTypeIds),
  );
}

export async function generateDiscountCodes(
  tx: Db,
  eventId: string,
  input: z.output<typeof discountCodeBulkBody>,
): Promise<string[]> {
  await checkTicketTypes(tx, eventId, input.ticketTypeIds);
  const row = discountRow(eventId, input);
  return insertRandom(tx, 'discount', eventId, input, (codes) =>
    insertDiscountCodes(tx, codes.map(row), input.ticketTypeIds),
  );
}

export async function switchDiscountCode(
  tx: Db,
  eventId: string,
  id: string,
  active: boolean,
): Promise<void> {
  if (!(await setDiscountCodeActive(tx, eventId, id, active))) {
    throw new DomainError('DISCOUNT_CODE_NOT_FOUND', `No discount code ${id} at this event`);
  }
}

export async function createAccessCode(tx: Db, eventId: string, input: z.output<typeof accessCodeBody>) {
  await checkTicketTypes(tx, eventId, input.ticketTypeIds);
  return insertOne(tx, 'access', eventId, input.code, () =>
    insertAccessCodes(tx, [{ eventId, code: input.code, ...dates(input) }], input.ticketTypeIds),
  );
}

export async function generateAccessCodes(
  tx: Db,
  eventId: string,
  input: z.output<typeof accessCodeBulkBody>,
): Promise<string[]> {
  await checkTicketTypes(tx, eventId, input.ticketTypeIds);
  return insertRandom(tx, 'access', eventId, input, (codes) =>
    insertAccessCodes(
      tx,
      codes.map((code) => ({ eventId, code, ...dates(input) })),
      input.ticketTypeIds,
    ),
  );
}

export async function switchAccessCode(tx: Db, eventId: string, id: string, active: boolean): Promise<void> {
  if (!(await setAccessCodeActive(tx, eventId, id, active))) {
    throw new DomainError('ACCESS_CODE_NOT_FOUND', `No access code ${id} at this event`);
  }
}

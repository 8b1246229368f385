// The top-up desk: credit loaded on site for cash or a card terminal payment, chips handed out at the event
// activated by their UID, the first-top-up fee and minimum top-up of the event, and a lost chip's balance moved to
// a new chip. Each change of a balance is a ledger row written in the same transaction, with the chip row locked.
import type { DeskChip, DeskTopUp, DeskTopUpBody, TopUpSettings } from '@repo/contract/top-up-desk';
import { chipType } from '@repo/enums';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { BarEvent } from '../db/queries/bars';
import { chips, chipTopUps, chipTransactions, eventTopUpSettings } from '../db/schema';
import { DomainError, notFound } from '../domain/domain-error';
import { chipCreditLimitsOf, chipFeeVatRatesOf, hadTopUp, newReceiptCode } from '../selling/chip-credit';
import { applyChipMove } from '../selling/chip-ledger';
import { chipCreditLineName, chipFeeLineName } from '../selling/chip-credit';
import { buildReceipt } from '../receipts/receipt';
import type { Receipt } from '../receipts/receipt';
import { vatFromGross } from '../receipts/vat-table';
import { paymentMethod } from '@repo/enums';
import type { LabelLanguage } from '@repo/enums';
import { receiptSellerOf } from './sales';

type ChipRow = typeof chips.$inferSelect;
type TopUpRow = typeof chipTopUps.$inferSelect;

/** Who works the desk: a member (by account) or an API key; the name is kept on the receipt. */
export interface DeskActor {
  accountId: string | null;
  deviceId: string | null;
  name: string;
}

const noSettings: TopUpSettings = { minTopUp: 0, firstTopUpFee: 0 };

export async function topUpSettingsOf(db: Db, eventId: string): Promise<TopUpSettings> {
  const [row] = await db.select().from(eventTopUpSettings).where(eq(eventTopUpSettings.eventId, eventId));
  return row ? { minTopUp: row.minTopUp, firstTopUpFee: row.firstTopUpFee } : noSettings;
}

export async function saveTopUpSettings(
  db: Db,
  eventId: string,
  settings: TopUpSettings,
  now = new Date(),
): Promise<TopUpSettings> {
  await db
    .insert(eventTopUpSettings)
    .values({ eventId, ...settings, updatedAt: now })
    .onConflictDoUpdate({ target: eventTopUpSettings.eventId, set: { ...settings, updatedAt: now } });
  return settings;
}

async function findChip(db: Db, chipUid: string, lock: boolean): Promise<ChipRow | undefined> {
  const query = db.select().from(chips).where(eq(chips.chipUid, chipUid));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

function assertOfEvent(event: BarEvent, chip: ChipRow): void {
  if (chip.eventId !== event.event.id) {
    throw new DomainError('CHIP_NOT_OF_EVENT', 'This chip was issued for another event');
  }
  if (chip.currencyId !== event.event.currencyId) {
    throw new DomainError(
      'CHIP_CURRENCY_MISMATCH',
      'The chip holds another currency than the event sells in',
    );
  }
}

/** A chip handed out at the event: what it is until activated (a regular chip of the event, no item). */
function anonymousChip(event: BarEvent, chipUid: string) {
  return {
    eventId: event.event.id,
    chipUid,
    chipTypeId: chipType.ids.regular,
    currencyId: event.event.currencyId,
    productItemId: null,
    balance: 0,
    debt: 0,
  };
}

/** The range a top-up of the chip must fall in now: the event's minimum and the chip item's own limits. */
async function topUpRange(
  db: Db,
  chip: { eventId: string; chipTypeId: number; productItemId: string | null; balance: number; debt: number },
  settings: TopUpSettings,
) {
  const limits = await chipCreditLimitsOf(db, chip);
  if (!limits) throw new DomainError('CHIP_CREDIT_UNAVAILABLE', 'This event does not sell chip credit');
  return {
    min: Math.max(settings.minTopUp, limits.min, 1),
    // A debt from offline sales is paid first and never reaches the balance.
    max: limits.max === null ? null : Math.max(0, limits.max - chip.balance + chip.debt),
  };
}

async function chipView(
  db: Db,
  event: BarEvent,
  chip: ChipRow | undefined,
  chipUid: string,
): Promise<DeskChip> {
  const settings = await topUpSettingsOf(db, event.event.id);
  const current = chip ?? anonymousChip(event, chipUid);
  const range = await topUpRange(db, current, settings);
  const replacement =
    chip?.replacedByChipId != null
      ? (
          await db.select({ chipUid: chips.chipUid }).from(chips).where(eq(chips.id, chip.replacedByChipId))
        )[0]
      : undefined;
  const first = !chip || !(await hadTopUp(db, chip.id));
  return {
    chipUid,
    known: chip !== undefined,
    balance: current.balance,
    debt: current.debt,
    currencyId: current.currencyId,
    blocked: chip?.blockedAt != null,
    replacedByChipUid: replacement?.chipUid ?? null,
    registered: chip !== undefined && isRegistered(chip),
    feeDue: first ? settings.firstTopUpFee : 0,
    minTopUp: range.min,
    maxTopUp: range.max,
  };
}

function isRegistered(chip: ChipRow): boolean {
  return chip.accountId !== null || chip.orderId !== null || chip.ticketId !== null;
}

/** The chip the desk just read: its balance and what a top-up would cost; a chip unknown yet reads as new. */
export async function readDeskChip(db: Db, event: BarEvent, chipUid: string): Promise<DeskChip> {
  const chip = await findChip(db, chipUid, false);
  if (chip) assertOfEvent(event, chip);
  return chipView(db, event, chip, chipUid);
}

function topUpView(row: TopUpRow, chipUid: string, balance: number, activated: boolean): DeskTopUp {
  return {
    topUpId: row.id,
    chipUid,
    channel: row.channel,
    amount: row.amount,
    fee: row.fee,
    feeVatRateBasisPoints: row.feeVatRateBasisPoints,
    feeVat: vatFromGross(row.fee, row.feeVatRateBasisPoints),
    paid: row.amount + row.fee,
    currencyId: row.currencyId,
    activated,
    balance,
    actorName: row.actorName,
    receiptCode: row.receiptCode,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Loads credit on a chip at the desk. The chip row is locked for the whole transaction, so the balance read,
 * the limit checked and the ledger row written cannot interleave with a sale or an online top-up paid at the
 * same moment. A chip unknown to the service is activated (created) by its first top-up; two desks activating
 * the same UID at once meet at its unique key. The same clientTopUpId answers the first top-up.
 */
export async function topUpAtDesk(
  db: Db,
  event: BarEvent,
  actor: DeskActor,
  input: DeskTopUpBody & { chipUid: string },
  now = new Date(),
): Promise<DeskTopUp> {
  const answered = await previousTopUp(db, event, input);
  if (answered) return answered;
  return db.transaction(async (tx) => {
    let chip = await findChip(tx, input.chipUid, true);
    let activated = false;
    if (!chip) {
      const created = await tx
        .insert(chips)
        .values({ ...anonymousChip(event, input.chipUid), createdAt: now })
        .onConflictDoNothing({ target: chips.chipUid })
        .returning({ id: chips.id });
      activated = created.length > 0;
      chip = await findChip(tx, input.chipUid, true);
      if (!chip) throw new Error('chip activation found no chip');
    }
    assertOfEvent(event, chip);
    if (chip.blockedAt !== null) {
      throw new DomainError('CHIP_LOST', 'This chip was reported lost and is blocked', {
        replacedByChipId: chip.replacedByChipId,
      });
    }
    // A retry that lost the race to its first attempt waited on the lock; it answers that top-up.
    const again = await previousTopUp(tx, event, input);
    if (again) return again;
    const settings = await topUpSettingsOf(tx, event.event.id);
    const range = await topUpRange(tx, chip, settings);
    if (input.amount < range.min) {
      throw new DomainError('TOP_UP_TOO_SMALL', `The smallest top-up is ${range.min}`, { min: range.min });
    }
    if (range.max !== null && input.amount > range.max) {
      throw new DomainError('CHIP_CREDIT_LIMIT', 'The chip cannot hold that much credit', {
        balance: chip.balance,
        maxTopUp: range.max,
      });
    }
    const fee = (await hadTopUp(tx, chip.id)) ? 0 : settings.firstTopUpFee;
    const feeVatRateBasisPoints = fee > 0 ? (await chipFeeVatRatesOf(tx, event.organizer)).charged : 0;
    const [row] = await tx
      .insert(chipTopUps)
      .values({
        eventId: event.event.id,
        chipId: chip.id,
        channel: input.channel,
        amount: input.amount,
        fee,
        feeVatRateBasisPoints,
        currencyId: chip.currencyId,
        clientTopUpId: input.clientTopUpId,
        accountId: actor.accountId,
        deviceId: actor.deviceId,
        actorName: actor.name,
        receiptCode: newReceiptCode(),
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('top-up insert returned nothing');
    await tx.insert(chipTransactions).values({
      chipId: chip.id,
      amount: input.amount,
      kind: 'topUp',
      topUpId: row.id,
      createdAt: now,
    });
    // A chip in debt after offline sales pays it from this top-up first (a debtSettled row).
    const moved = await applyChipMove(tx, chip, input.amount);
    return topUpView(row, chip.chipUid, moved.balance, activated);
  });
}

async function previousTopUp(
  db: Db,
  event: BarEvent,
  input: { clientTopUpId: string; chipUid: string },
): Promise<DeskTopUp | undefined> {
  const [seen] = await db
    .select({ topUp: chipTopUps, chipUid: chips.chipUid, balance: chips.balance })
    .from(chipTopUps)
    .innerJoin(chips, eq(chips.id, chipTopUps.chipId))
    .where(and(eq(chipTopUps.eventId, event.event.id), eq(chipTopUps.clientTopUpId, input.clientTopUpId)));
  if (!seen) return undefined;
  if (seen.chipUid !== input.chipUid) {
    throw new DomainError('TOP_UP_ID_REUSED', 'This top-up id was already used for another chip');
  }
  return topUpView(seen.topUp, seen.chipUid, seen.balance, false);
}

/** The desk's last top-ups at the event, newest first. */
export async function recentDeskTopUps(db: Db, eventId: string, limit = 10): Promise<DeskTopUp[]> {
  const rows = await db
    .select({ topUp: chipTopUps, chipUid: chips.chipUid, balance: chips.balance })
    .from(chipTopUps)
    .innerJoin(chips, eq(chips.id, chipTopUps.chipId))
    .where(and(eq(chipTopUps.eventId, eventId), inArray(chipTopUps.channel, ['cash', 'card'])))
    .orderBy(desc(chipTopUps.createdAt), desc(chipTopUps.id))
    .limit(limit);
  return rows.map((row) => topUpView(row.topUp, row.chipUid, row.balance, false));
}

/**
 * A lost registered chip: blocked, and its whole balance moved to the new chip by a transfer row on each (the
 * lost chip's to zero). The new chip is one unknown yet (activated here with the lost chip's item, ticket, order
 * and account) or an unregistered, unblocked chip of the event; it takes over the owner. Both rows are locked in
 * UID order so two desks never deadlock. Tills refuse the lost chip; an online top-up paid for it later follows it
 * to the new one (selling/chip-credit.ts).
 */
export async function replaceLostChip(
  db: Db,
  event: BarEvent,
  input: { lostChipUid: string; newChipUid: string },
  now = new Date(),
): Promise<{ lost: DeskChip; replacement: DeskChip; lostChipId: string; newChipId: string; moved: number }> {
  if (input.lostChipUid === input.newChipUid) {
    throw new DomainError('CHIP_NOT_REPLACEABLE', 'The new chip must be another chip');
  }
  const moved = await db.transaction(async (tx) => {
    const locked = new Map<string, ChipRow>();
    for (const uid of [input.lostChipUid, input.newChipUid].sort()) {
      const row = await findChip(tx, uid, true);
      if (row) locked.set(uid, row);
    }
    const lost = locked.get(input.lostChipUid);
    if (!lost) throw notFound('chip', `No chip ${input.lostChipUid}`);
    assertOfEvent(event, lost);
    if (lost.blockedAt !== null) throw new DomainError('CHIP_LOST', 'This chip is already blocked');
    if (lost.debt > 0) {
      throw new DomainError(
        'CHIP_NOT_REPLACEABLE',
        'The chip owes for offline sales: settle the debt with a top-up first, then replace it',
        { debt: lost.debt },
      );
    }
    if (!isRegistered(lost)) {
      throw new DomainError(
        'CHIP_NOT_REPLACEABLE',
        'Only a registered chip (of an account or an order) can be replaced: nobody can prove an anonymous one',
      );
    }
    let target = locked.get(input.newChipUid);
    if (target) {
      assertOfEvent(event, target);
      if (target.blockedAt !== null) throw new DomainError('CHIP_LOST', 'The new chip is blocked');
      if (isRegistered(target) && target.accountId !== lost.accountId) {
        throw new DomainError('CHIP_UID_TAKEN', 'The new chip already belongs to someone else');
      }
      const limits = await chipCreditLimitsOf(tx, target);
      if (limits?.max != null && target.balance - target.debt + lost.balance > limits.max) {
        throw new DomainError('CHIP_CREDIT_LIMIT', 'The new chip cannot hold the lost chip’s balance', {
          max: limits.max,
          balance: target.balance,
        });
      }
      const [owned] = await tx
        .update(chips)
        .set({ accountId: lost.accountId, ticketId: target.ticketId ?? lost.ticketId })
        .where(eq(chips.id, target.id))
        .returning();
      target = owned ?? target;
    } else {
      const [created] = await tx
        .insert(chips)
        .values({
          eventId: lost.eventId,
          chipUid: input.newChipUid,
          chipTypeId: lost.chipTypeId,
          currencyId: lost.currencyId,
          productItemId: lost.productItemId,
          ticketId: lost.ticketId,
          orderId: lost.orderId,
          accountId: lost.accountId,
          createdAt: now,
        })
        .returning();
      if (!created) throw new Error('chip insert returned nothing');
      target = created;
    }
    const amount = lost.balance;
    await tx.insert(chipTransactions).values([
      { chipId: lost.id, amount: -amount, kind: 'transfer', counterChipId: target.id, createdAt: now },
      { chipId: target.id, amount, kind: 'transfer', counterChipId: lost.id, createdAt: now },
    ]);
    await tx
      .update(chips)
      .set({ balance: 0, blockedAt: now, replacedByChipId: target.id })
      .where(eq(chips.id, lost.id));
    // The new chip may owe for offline sales: the moved balance pays that first.
    await applyChipMove(tx, target, amount);
    return { lostChipId: lost.id, newChipId: target.id, moved: amount };
  });
  return {
    ...moved,
    lost: await readDeskChip(db, event, input.lostChipUid),
    replacement: await readDeskChip(db, event, input.newChipUid),
  };
}

/** A desk top-up with its event, for its receipt page. */
export async function deskTopUpById(db: Db, topUpId: string): Promise<TopUpRow | undefined> {
  const [row] = await db
    .select()
    .from(chipTopUps)
    .where(and(eq(chipTopUps.id, topUpId), inArray(chipTopUps.channel, ['cash', 'card'])));
  return row;
}

/**
 * A desk top-up's receipt: the credit loaded (a multi-purpose voucher, 0 % until it is spent) and the first-top-up
 * fee at the rate it was charged at, a simplified tax document of the organiser numbered by the receipt code.
 */
export function deskTopUpReceipt(event: BarEvent, row: TopUpRow, language: LabelLanguage): Receipt {
  return buildReceipt({
    receiptNumber: row.receiptCode,
    issuedAt: row.createdAt,
    timeZone: event.event.timeZone,
    language,
    currencyId: row.currencyId,
    seller: receiptSellerOf(event, language),
    lines: [
      { name: chipCreditLineName[language], quantity: 1, unitPrice: row.amount, vatRateBasisPoints: 0 },
      ...(row.fee > 0
        ? [
            {
              name: chipFeeLineName[language],
              quantity: 1,
              unitPrice: row.fee,
              vatRateBasisPoints: row.feeVatRateBasisPoints,
            },
          ]
        : []),
    ],
    paymentMethodId: row.channel === 'card' ? paymentMethod.ids.paymentCard : paymentMethod.ids.cash,
  });
}

// Sales a till made while offline, synced later in batches. Each sale carries the till's HMAC-SHA256 over its
// signing text (contract offlineSaleSigningText) under the secret this pass handed that till, so a sale forged by
// anyone else, or changed on the way, is refused. A batch is applied in (soldAt, client sale id) order, each sale
// in its own savepoint; the sale id makes a re-sync answer the first result. Chips are locked in UID order first,
// so two tills syncing at once cannot deadlock. What a chip ends with depends only on its set of moves
// (selling/chip-ledger.ts), so the order in which tills sync changes nothing. A sale signed with its total is
// charged at the menu versions its till showed (bar/menu-versions.ts), not at prices edited since. A refused sale
// is kept with its reason (bar_refused_sale) for the organiser, not only counted on the till.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { OfflineSaleInput, OfflineSaleResult } from '@repo/contract/bar';
import { offlineSaleSigningText } from '@repo/contract/bar';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { BarEvent } from '../db/queries/bars';
import {
  earlierProductVersions,
  eventBars,
  findTillSecret,
  insertRefusedSale,
  insertTillSecret,
  openShiftOfTill,
} from '../db/queries/bars';
import { chips } from '../db/schema';
import { DomainError } from '../domain/domain-error';
import { menuOfSale } from './menu-versions';
import { sell } from './sales';
import type { Till } from './sales';

/** The till's signing secret at this event, made on first use (32 random bytes, base64url). */
export async function tillSecret(db: Db, eventId: string, tillKey: string): Promise<string> {
  const found = await findTillSecret(db, eventId, tillKey);
  if (found) return found;
  await insertTillSecret(db, eventId, tillKey, randomBytes(32).toString('base64url'));
  const kept = await findTillSecret(db, eventId, tillKey);
  if (!kept) throw new Error(`till secret of ${tillKey} was not kept`);
  return kept;
}

/** The base64url HMAC-SHA256 a till sends with an offline sale. */
export function signOfflineSale(
  secret: string,
  eventId: string,
  sale: Omit<OfflineSaleInput, 'signature'>,
): string {
  return createHmac('sha256', Buffer.from(secret, 'base64url'))
    .update(offlineSaleSigningText(eventId, sale))
    .digest('base64url');
}

function signedBy(secret: string | undefined, eventId: string, sale: OfflineSaleInput): boolean {
  if (!secret) return false;
  const expected = Buffer.from(signOfflineSale(secret, eventId, sale), 'base64url');
  const given = Buffer.from(sale.signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Earlier sale first; the client sale id breaks ties, compared by code unit so every server agrees. */
function saleOrder(a: OfflineSaleInput, b: OfflineSaleInput): number {
  const byTime = Date.parse(a.soldAt) - Date.parse(b.soldAt);
  if (byTime !== 0) return byTime;
  return a.saleId < b.saleId ? -1 : a.saleId > b.saleId ? 1 : 0;
}

export async function syncOfflineSales(
  db: Db,
  event: BarEvent,
  till: Till,
  sales: OfflineSaleInput[],
  now = new Date(),
): Promise<OfflineSaleResult[]> {
  const eventId = event.event.id;
  const secret = await findTillSecret(db, eventId, till.tillKey);
  const uids = [...new Set(sales.flatMap((sale) => (sale.chipUid ? [sale.chipUid] : [])))].sort();
  if (uids.length > 0) {
    await db
      .select({ id: chips.id })
      .from(chips)
      .where(inArray(chips.chipUid, uids))
      .orderBy(asc(chips.chipUid))
      .for('update');
  }
  // The kept versions of the products that sales signed with their prices name (one read for the batch).
  const priced = sales.filter((sale) => sale.total !== undefined);
  const earlier = await earlierProductVersions(
    db,
    [...new Set(priced.map((sale) => sale.barId))],
    [
      ...new Set(
        priced.flatMap((sale) => [
          ...sale.items.map((item) => item.productId),
          ...sale.cupReturns.map((cups) => cups.productId),
        ]),
      ),
    ],
  );
  const keepRefused = refusedSaleKeeper(db, eventId, till);
  const results = new Map<string, OfflineSaleResult>();
  const chipOfSale = new Map<string, string>();
  for (const sale of [...sales].sort(saleOrder)) {
    const refused = (code: string): OfflineSaleResult => ({
      clientSaleId: sale.saleId,
      status: 'refused',
      errorText: `ERROR_${code}`,
      saleId: null,
      chip: null,
    });
    if (!signedBy(secret, eventId, sale)) {
      results.set(sale.saleId, refused('SALE_SIGNATURE_INVALID'));
      await keepRefused(sale, 'SALE_SIGNATURE_INVALID');
      continue;
    }
    const priceFrom =
      sale.total === undefined
        ? undefined
        : (menu: Parameters<typeof menuOfSale>[0]) =>
            menuOfSale(
              menu,
              earlier.filter((row) => row.barId === sale.barId),
              sale,
            );
    try {
      const row = await db.transaction(async (tx) => {
        const written = await sell(tx, event, till, sale, now, 'offline', priceFrom);
        // The versions the till named price every line; a total that still differs was not what they charge.
        if (sale.total !== undefined && written.total !== sale.total) {
          throw new DomainError('BAR_PRICE_MISMATCH', 'The sale total is not what its menu versions charge', {
            total: written.total,
          });
        }
        return written;
      });
      if (row.chipId) chipOfSale.set(sale.saleId, row.chipId);
      results.set(sale.saleId, {
        clientSaleId: sale.saleId,
        status: 'accepted',
        errorText: null,
        saleId: row.id,
        chip: null,
      });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      results.set(sale.saleId, refused(error.code));
      await keepRefused(sale, error.code);
    }
  }
  // Each accepted sale answers with its chip as the whole batch left it.
  const chipIds = [...new Set(chipOfSale.values())];
  const held =
    chipIds.length === 0
      ? []
      : await db
          .select({ id: chips.id, chipUid: chips.chipUid, balance: chips.balance, debt: chips.debt })
          .from(chips)
          .where(inArray(chips.id, chipIds));
  return sales.map((sale) => {
    const result = results.get(sale.saleId);
    if (!result) throw new Error(`offline sale ${sale.saleId} has no result`);
    const chip = held.find((row) => row.id === chipOfSale.get(sale.saleId));
    return chip
      ? { ...result, chip: { chipUid: chip.chipUid, balance: chip.balance, debt: chip.debt } }
      : result;
  });
}

/** Writes a refused sale down with its reason, naming its bar (when the event's) and the till's open shift. */
function refusedSaleKeeper(db: Db, eventId: string, till: Till) {
  let known: Promise<{ barIds: Set<string>; shiftId: string | null }> | undefined;
  const context = async () => {
    const bars = await eventBars(db, eventId);
    const shift = await openShiftOfTill(db, eventId, till.tillKey);
    return { barIds: new Set(bars.map((bar) => bar.id)), shiftId: shift?.id ?? null };
  };
  return async (sale: OfflineSaleInput, code: string): Promise<void> => {
    known ??= context();
    const { barIds, shiftId } = await known;
    await insertRefusedSale(db, {
      eventId,
      tillKey: till.tillKey,
      tillName: till.name,
      barId: barIds.has(sale.barId) ? sale.barId : null,
      shiftId,
      clientSaleId: sale.saleId,
      reason: `ERROR_${code}`,
      paymentMethod: sale.paymentMethod,
      chipUid: sale.chipUid ?? null,
      total: sale.total ?? null,
      soldAt: new Date(sale.soldAt),
      sale,
    });
  };
}

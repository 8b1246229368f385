// Till shifts: opened at a bar by a till, closed with a Z-report (sales by product, category and VAT rate, chip
// and cash totals, the count of sales and of stornos) that is computed once at close and kept.
import type { BarShift, ZReport } from '@repo/contract/bar';
import { zReport as zReportSchema } from '@repo/contract/bar';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { closeShiftRow, findShift, insertShift, openShiftOfTill, shiftsOfBar } from '../db/queries/bars';
import type { BarEvent, BarShiftRow } from '../db/queries/bars';
import { barSaleLines, barSales, bars } from '../db/schema';
import { DomainError, notFound } from '../domain/domain-error';
import { buildVatTable } from '../receipts/vat-table';
import { barOr404 } from './menus';
import type { Till } from './sales';

/** The Z-report of a shift's sales as they stand: stornoed sales and the stornos themselves count apart. */
export async function computeZReport(db: Db, shiftId: string): Promise<ZReport> {
  const sales = await db
    .select()
    .from(barSales)
    .where(eq(barSales.shiftId, shiftId))
    .orderBy(asc(barSales.number));
  const effective = sales.filter((sale) => sale.stornoOfSaleId === null && sale.stornoedAt === null);
  const stornos = sales.filter((sale) => sale.stornoOfSaleId !== null);
  const lines =
    effective.length === 0
      ? []
      : await db
          .select()
          .from(barSaleLines)
          .where(
            inArray(
              barSaleLines.saleId,
              effective.map((sale) => sale.id),
            ),
          );
  const sum = (values: number[]) => values.reduce((acc, value) => acc + value, 0);
  const group = <K>(rows: typeof lines, key: (row: (typeof lines)[number]) => K) => {
    const map = new Map<
      K,
      { count: number; quantity: number; total: number; first: (typeof lines)[number] }
    >();
    for (const row of rows) {
      const entry = map.get(key(row)) ?? { count: 0, quantity: 0, total: 0, first: row };
      entry.count += 1;
      entry.quantity += row.quantity;
      entry.total += row.total;
      map.set(key(row), entry);
    }
    return [...map.values()];
  };
  const goods = lines.filter((line) => line.kind === 'product');
  const table = buildVatTable(
    lines
      .filter((line) => line.kind !== 'cupReturn')
      .map((line) => ({ grossTotal: line.total, vatRateBasisPoints: line.vatRateBasisPoints })),
  );
  return {
    sales: effective.length,
    stornos: stornos.length,
    stornoTotal: -sum(stornos.map((sale) => sale.total)),
    total: sum(effective.map((sale) => sale.total)),
    chipTotal: sum(effective.filter((sale) => sale.paymentMethod === 'chip').map((sale) => sale.total)),
    cashTotal: sum(effective.filter((sale) => sale.paymentMethod === 'cash').map((sale) => sale.total)),
    depositTotal: sum(lines.filter((line) => line.kind === 'deposit').map((line) => line.total)),
    cupReturnTotal: -sum(lines.filter((line) => line.kind === 'cupReturn').map((line) => line.total)),
    byProduct: group(goods, (line) => line.name)
      .map((entry) => ({
        name: entry.first.name,
        productCategoryId: entry.first.productCategoryId,
        count: entry.count,
        quantity: entry.quantity,
        total: entry.total,
      }))
      .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name)),
    byCategory: group(goods, (line) => line.productCategoryId)
      .map((entry) => ({
        productCategoryId: entry.first.productCategoryId,
        count: entry.count,
        quantity: entry.quantity,
        total: entry.total,
      }))
      .sort((a, b) => a.productCategoryId - b.productCategoryId),
    byVatRate: table.rows.map((row) => ({
      vatRateBasisPoints: row.vatRateBasisPoints,
      base: row.base,
      vat: row.vat,
      total: row.total,
    })),
  };
}

export async function shiftView(db: Db, event: BarEvent, row: BarShiftRow): Promise<BarShift> {
  const [bar] = await db.select({ name: bars.name }).from(bars).where(eq(bars.id, row.barId));
  return {
    shiftId: row.id,
    barId: row.barId,
    barName: bar?.name ?? '',
    tillName: row.tillName,
    openedAt: row.openedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    currencyId: event.event.currencyId,
    zReport: row.zReport ? zReportSchema.parse(row.zReport) : await computeZReport(db, row.id),
  };
}

/** Opens the till's shift at a bar; its open shift at that bar answers again, one at another bar is a 409. */
export async function openShift(db: Db, event: BarEvent, till: Till, barId: string): Promise<BarShiftRow> {
  await barOr404(db, event.event.id, barId);
  const open = await openShiftOfTill(db, event.event.id, till.tillKey);
  if (open) {
    if (open.barId === barId) return open;
    throw new DomainError(
      'SHIFT_OPEN_ELSEWHERE',
      'This till has a shift open at another bar; close it first',
      {
        shiftId: open.id,
        barId: open.barId,
      },
    );
  }
  const row = await insertShift(db, {
    eventId: event.event.id,
    barId,
    tillKey: till.tillKey,
    tillName: till.name,
    deviceId: till.deviceId,
    accountId: till.accountId,
  });
  // A concurrent open of the same till won the unique index: answer its shift.
  return row ?? (await openShift(db, event, till, barId));
}

/** Closes the till's own shift with its Z-report; a closed one answers as it was closed. */
export async function closeShift(db: Db, event: BarEvent, till: Till, shiftId: string, now = new Date()) {
  const row = await findShift(db, event.event.id, shiftId);
  if (!row || row.tillKey !== till.tillKey) throw notFound('shift', `No shift ${shiftId} of this till`);
  if (row.closedAt) return row;
  const report = await computeZReport(db, row.id);
  return (
    (await closeShiftRow(db, row.id, now, report)) ?? (await findShift(db, event.event.id, shiftId)) ?? row
  );
}

export async function shiftOr404(db: Db, eventId: string, shiftId: string): Promise<BarShiftRow> {
  const row = await findShift(db, eventId, shiftId);
  if (!row) throw notFound('shift', `No shift ${shiftId} at this event`);
  return row;
}

export async function barShiftViews(db: Db, event: BarEvent, barId: string): Promise<BarShift[]> {
  await barOr404(db, event.event.id, barId);
  const rows = await shiftsOfBar(db, barId);
  return Promise.all(rows.map((row) => shiftView(db, event, row)));
}

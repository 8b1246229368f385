// Removes the event-scoped part of an earlier demo world so the seed can run again.
import { inArray } from 'drizzle-orm';
import {
  bankTransactions,
  chipTopUps,
  chipTransactions,
  chips,
  entryProducts,
  events,
  orders,
  orderVouchers,
  payments,
  paymentNotifications,
  programEntries,
  refunds,
  reservations,
  reservationItems,
  seatClaims,
  seats,
  sectors,
  supercouponRedemptions,
  supercoupons,
  ticketProducts,
  tickets,
  ticketTypes,
} from '../schema';
import { demoEvents } from './demo-ids';
import type { SeedContext } from './seed-context';

export const demoEventIds: string[] = Object.values(demoEvents).map((event) => event.id);

/**
 * Deletes the twelve demo events by their fixed ids, and with them everything event-scoped (payment methods,
 * sectors and seats, ticket-type groups and types with their items, partners and access codes, products,
 * variants, stages and program). Most of it goes through ON DELETE CASCADE, but a few references inside an
 * event are NO ACTION (seat -> ticket type, entry product -> ticket product, chip -> event), and PostgreSQL
 * checks those before the cascade reaches the referencing rows, so they are deleted children-first here.
 * Shared rows (organizers, tours, venues, bands, performers, galleries, VAT rates) are upserted by the seed
 * instead, so rows outside the demo world that point at them keep working.
 */
export async function purgeDemoEvents(ctx: SeedContext): Promise<void> {
  const { tx } = ctx;
  const demoEntries = tx
    .select({ id: programEntries.id })
    .from(programEntries)
    .where(inArray(programEntries.eventId, demoEventIds));
  const demoSectors = tx
    .select({ id: sectors.id })
    .from(sectors)
    .where(inArray(sectors.eventId, demoEventIds));

  // Orders, holds and what hangs off them belong to the demo world too when they are for demo events.
  const demoOrders = tx.select({ id: orders.id }).from(orders).where(inArray(orders.eventId, demoEventIds));
  const demoPayments = tx
    .select({ id: payments.id })
    .from(payments)
    .where(inArray(payments.orderId, demoOrders));
  const demoReservations = tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(inArray(reservations.eventId, demoEventIds));
  await tx.delete(tickets).where(inArray(tickets.orderId, demoOrders));
  await tx.delete(orderVouchers).where(inArray(orderVouchers.orderId, demoOrders));
  await tx.delete(refunds).where(inArray(refunds.orderId, demoOrders));
  await tx.delete(paymentNotifications).where(inArray(paymentNotifications.paymentId, demoPayments));
  await tx.delete(payments).where(inArray(payments.orderId, demoOrders));
  await tx.delete(bankTransactions).where(inArray(bankTransactions.orderId, demoOrders));
  await tx.delete(orders).where(inArray(orders.eventId, demoEventIds));
  await tx
    .delete(seatClaims)
    .where(
      inArray(
        seatClaims.seatId,
        tx.select({ id: seats.id }).from(seats).where(inArray(seats.sectorId, demoSectors)),
      ),
    );
  await tx.delete(reservationItems).where(inArray(reservationItems.reservationId, demoReservations));
  await tx.delete(reservations).where(inArray(reservations.eventId, demoEventIds));

  await tx
    .delete(chipTransactions)
    .where(
      inArray(
        chipTransactions.chipId,
        tx.select({ id: chips.id }).from(chips).where(inArray(chips.eventId, demoEventIds)),
      ),
    );
  await tx.delete(chipTopUps).where(inArray(chipTopUps.eventId, demoEventIds));
  await tx.delete(supercouponRedemptions).where(inArray(supercouponRedemptions.eventId, demoEventIds));
  await tx.delete(supercoupons).where(inArray(supercoupons.eventId, demoEventIds));
  await tx.delete(chips).where(inArray(chips.eventId, demoEventIds));
  await tx.delete(entryProducts).where(inArray(entryProducts.entryId, demoEntries));
  await tx.delete(seats).where(inArray(seats.sectorId, demoSectors));
  await tx.delete(ticketTypes).where(inArray(ticketTypes.eventId, demoEventIds));
  await tx.delete(ticketProducts).where(inArray(ticketProducts.eventId, demoEventIds));
  await tx.delete(events).where(inArray(events.id, demoEventIds));
}

// Organizers' card provider accounts (sealed secrets stay sealed here), and payments found by the provider's id.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../database';
import { paymentProviderAccounts, payments } from '../schema';

export type ProviderAccountRow = typeof paymentProviderAccounts.$inferSelect;
type ProviderAccountValues = Omit<
  typeof paymentProviderAccounts.$inferInsert,
  'id' | 'organizerId' | 'createdAt'
>;

export async function findProviderAccountRow(
  db: Db,
  organizerId: string,
): Promise<ProviderAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentProviderAccounts)
    .where(eq(paymentProviderAccounts.organizerId, organizerId));
  return row;
}

export async function findProviderKind(db: Db, organizerId: string) {
  const [row] = await db
    .select({ provider: paymentProviderAccounts.provider })
    .from(paymentProviderAccounts)
    .where(eq(paymentProviderAccounts.organizerId, organizerId));
  return row?.provider;
}

export async function upsertProviderAccount(db: Db, organizerId: string, values: ProviderAccountValues) {
  await db
    .insert(paymentProviderAccounts)
    .values({ organizerId, ...values })
    .onConflictDoUpdate({ target: paymentProviderAccounts.organizerId, set: values });
}

export async function deleteProviderAccount(db: Db, organizerId: string): Promise<boolean> {
  const removed = await db
    .delete(paymentProviderAccounts)
    .where(eq(paymentProviderAccounts.organizerId, organizerId))
    .returning({ id: paymentProviderAccounts.id });
  return removed.length > 0;
}

/** Stores the provider's payment and page on our payment once: the first of two racing creates wins. */
export async function setProviderPayment(
  db: Db,
  paymentId: string,
  values: { providerPaymentId: string; providerRedirectUrl: string },
  now: Date,
): Promise<void> {
  await db
    .update(payments)
    .set({ ...values, updatedAt: now })
    .where(and(eq(payments.id, paymentId), isNull(payments.providerPaymentId)));
}

export async function findPaymentByProviderId(db: Db, provider: string, providerPaymentId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)));
  return row;
}

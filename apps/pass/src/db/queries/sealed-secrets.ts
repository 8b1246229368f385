// The stored secrets that are sealed with SECRETS_KEY: webhook signing secrets and provider account secrets.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../database';
import { paymentProviderAccounts, webhookEndpoints } from '../schema';

export type SealedSecretTable = 'webhookEndpoint' | 'providerAccount';

/** Every stored sealed value with its row (few: one per endpoint or organizer). */
export async function listSealedSecrets(
  db: Db,
): Promise<{ table: SealedSecretTable; id: string; value: string }[]> {
  const [endpoints, accounts] = await Promise.all([
    db.select({ id: webhookEndpoints.id, value: webhookEndpoints.secret }).from(webhookEndpoints),
    db
      .select({ id: paymentProviderAccounts.id, value: paymentProviderAccounts.secrets })
      .from(paymentProviderAccounts),
  ]);
  return [
    ...endpoints.map((row) => ({ table: 'webhookEndpoint' as const, ...row })),
    ...accounts.map((row) => ({ table: 'providerAccount' as const, ...row })),
  ];
}

/** Compare-and-set: a value changed meanwhile (by another process) is left as it is. */
export async function replaceSealedSecret(
  db: Db,
  table: SealedSecretTable,
  id: string,
  from: string,
  to: string,
): Promise<void> {
  if (table === 'webhookEndpoint') {
    await db
      .update(webhookEndpoints)
      .set({ secret: to })
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.secret, from)));
    return;
  }
  await db
    .update(paymentProviderAccounts)
    .set({ secrets: to })
    .where(and(eq(paymentProviderAccounts.id, id), eq(paymentProviderAccounts.secrets, from)));
}

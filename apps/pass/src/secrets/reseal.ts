// Seals again, with the current key, every stored secret still in clear (rows from before encryption) or sealed
// with a previous key (after SECRETS_KEY was rotated); run at start, before requests are served.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { paymentProviderAccounts, webhookEndpoints } from '../db/schema';
import type { SecretBox } from './secret-box';

export interface ResealCount {
  webhookEndpoints: number;
  providerAccounts: number;
}

export async function resealSecrets(db: Db, box: SecretBox): Promise<ResealCount> {
  const count: ResealCount = { webhookEndpoints: 0, providerAccounts: 0 };
  // Few rows (one per endpoint or organizer), so each is checked in the process: the key never reaches SQL.
  const endpoints = await db
    .select({ id: webhookEndpoints.id, secret: webhookEndpoints.secret })
    .from(webhookEndpoints);
  for (const row of endpoints.filter((entry) => box.needsReseal(entry.secret))) {
    // Compare-and-set: a secret changed meanwhile by another process is left to it.
    await db
      .update(webhookEndpoints)
      .set({ secret: box.seal(box.open(row.secret)) })
      .where(and(eq(webhookEndpoints.id, row.id), eq(webhookEndpoints.secret, row.secret)));
    count.webhookEndpoints += 1;
  }
  const accounts = await db
    .select({ id: paymentProviderAccounts.id, secrets: paymentProviderAccounts.secrets })
    .from(paymentProviderAccounts);
  for (const row of accounts.filter((entry) => box.needsReseal(entry.secrets))) {
    await db
      .update(paymentProviderAccounts)
      .set({ secrets: box.seal(box.open(row.secrets)) })
      .where(and(eq(paymentProviderAccounts.id, row.id), eq(paymentProviderAccounts.secrets, row.secrets)));
    count.providerAccounts += 1;
  }
  return count;
}

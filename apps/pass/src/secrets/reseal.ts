// Seals again, with the current key, every stored secret still in clear (rows from before encryption) or sealed
// with a previous key (after SECRETS_KEY was rotated); run at start, before requests are served.
import type { Db } from '../db/database';
import { listSealedSecrets, replaceSealedSecret } from '../db/queries/sealed-secrets';
import type { SecretBox } from './secret-box';

export interface ResealCount {
  webhookEndpoints: number;
  providerAccounts: number;
}

export async function resealSecrets(db: Db, box: SecretBox): Promise<ResealCount> {
  const count: ResealCount = { webhookEndpoints: 0, providerAccounts: 0 };
  // Each value is checked in the process: the key never reaches SQL.
  for (const row of (await listSealedSecrets(db)).filter((entry) => box.needsReseal(entry.value))) {
    await replaceSealedSecret(db, row.table, row.id, row.value, box.seal(box.open(row.value)));
    if (row.table === 'webhookEndpoint') count.webhookEndpoints += 1;
    else count.providerAccounts += 1;
  }
  return count;
}

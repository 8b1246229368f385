// `pnpm --filter @repo/pass bank:import <statement.csv>`: imports a bank statement into the configured database.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { openConfiguredDatabase } from './db/database';
import { loadEnv } from './env';
import { importStatement } from './selling/bank-import';

const file = process.argv[2];
if (!file) {
  console.error('Usage: bank:import <statement.csv>');
  process.exit(2);
}
const env = loadEnv();
const database = await openConfiguredDatabase(env);
try {
  const result = await importStatement(database.db, readFileSync(resolve(file), 'utf8'));
  for (const row of result.transactions) {
    console.info(
      `${row.bankReference}\t${row.matchStatus ?? 'already imported'}\t${row.orderNumber ?? ''}${row.paidNow ? '\tPAID' : ''}`,
    );
  }
  for (const error of result.errors) console.error(`line ${error.line}: ${error.message}`);
  console.info(
    `${result.transactions.length - result.duplicates} imported, ${result.duplicates} already imported, ${result.skipped} outgoing skipped, ${result.errors.length} errors`,
  );
  process.exitCode = result.errors.length > 0 ? 1 : 0;
} finally {
  await database.close();
}

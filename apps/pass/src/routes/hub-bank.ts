// Handlers of the hub's bank reconciliation: statement upload, the list of transfers, matching one by hand.
import type { HubBankTransaction, hubBankEndpoints } from '@repo/contract/hub-bank';
import { BANK_TRANSACTIONS_PAGE } from '@repo/contract/hub-bank';
import type { BankTransactionRow } from '../db/queries/bank-transactions';
import {
  listOrganizerBankTransactions,
  organizerBankTransactionsByReference,
} from '../db/queries/bank-transactions';
import type { HandlersOf } from '../http/register-endpoint';
import { decodeStatement } from '../payments/bank-transfer/statement-file';
import { importStatement, matchBankTransactionByHand } from '../selling/bank-import';

function toHubBankTransaction(row: BankTransactionRow): HubBankTransaction {
  return {
    bankTransactionId: row.id,
    bankReference: row.bankReference,
    bookedAt: row.bookedAt.toISOString(),
    amount: row.amount,
    currencyId: row.currencyId,
    variableSymbol: row.variableSymbol,
    counterpartyAccount: row.counterpartyAccount,
    message: row.message,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    matchStatus: row.matchStatus,
    importedAt: row.importedAt.toISOString(),
  };
}

export function hubBankHandlers(config: { onPaid: () => void }): HandlersOf<typeof hubBankEndpoints> {
  return {
    hubBankStatementImport: async ({ db, params, body, audit }) => {
      const text = decodeStatement(Buffer.from(body.contentBase64, 'base64'));
      const result = await importStatement(db, text, { organizerId: params.organizerId });
      if (result.transactions.some((row) => row.paidNow)) config.onPaid();
      const imported = result.transactions.filter((row) => row.matchStatus !== null);
      const rows = await organizerBankTransactionsByReference(
        db,
        params.organizerId,
        imported.map((row) => row.bankReference),
      );
      audit.detail({
        fileName: body.fileName,
        format: result.format,
        imported: imported.length,
        paid: result.transactions.filter((row) => row.paidNow).length,
      });
      return {
        errorText: 'OK',
        format: result.format,
        transactions: rows.map(toHubBankTransaction),
        duplicates: result.duplicates,
        skipped: result.skipped,
        errors: result.errors,
      };
    },
    hubBankTransactions: async ({ db, params, query }) => {
      const rows = await listOrganizerBankTransactions(db, {
        organizerId: params.organizerId,
        matchStatus: query.matchStatus,
        after: query.after,
        limit: BANK_TRANSACTIONS_PAGE + 1,
      });
      const page = rows.slice(0, BANK_TRANSACTIONS_PAGE);
      return {
        errorText: 'OK',
        transactions: page.map(toHubBankTransaction),
        nextAfter: rows.length > BANK_TRANSACTIONS_PAGE ? (page.at(-1)?.id ?? null) : null,
      };
    },
    hubBankTransactionMatch: async ({ db, params, body, audit }) => {
      const { row, orderNumber, paidNow } = await matchBankTransactionByHand(db, {
        organizerId: params.organizerId,
        bankTransactionId: params.bankTransactionId,
        orderNumber: body.orderNumber,
      });
      if (paidNow) config.onPaid();
      audit.resource('bankTransaction', row.id);
      audit.detail({ orderNumber, matchStatus: row.matchStatus, paidNow });
      return { errorText: 'OK', transaction: toHubBankTransaction({ ...row, orderNumber }), paidNow };
    },
  };
}

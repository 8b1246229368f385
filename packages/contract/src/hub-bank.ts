// Bank reconciliation in the hub: an organizer uploads its bank statement (CSV or GPC), sees each incoming
// transfer with what it did, and matches the ones without a usable variable symbol to an order by hand.
import { z } from 'zod';
import { organizerAccess } from './access';
import { isoDateTime, ok, uuid } from './common';
import type { EndpointDefinition } from './endpoint';
import { defineEndpoint } from './endpoint';
import { bankTransaction } from './payments';

/** The largest statement file accepted: a year of daily movements of a busy festival fits many times over. */
export const BANK_STATEMENT_MAX_BYTES = 2 * 1024 * 1024;
/** Transactions per page of the list. */
export const BANK_TRANSACTIONS_PAGE = 50;

export const bankMatchStatuses = bankTransaction.shape.matchStatus.options;
export type BankMatchStatus = (typeof bankMatchStatuses)[number];

export const hubBankTransaction = bankTransaction.extend({
  orderNumber: z.int().nullable(),
  importedAt: isoDateTime,
});
export type HubBankTransaction = z.infer<typeof hubBankTransaction>;

const organizerParams = z.object({ organizerId: uuid });

export const hubBankEndpoints = {
  hubBankStatementImport: defineEndpoint({
    id: 'hubBankStatementImport',
    method: 'POST',
    path: '/pass/hub/organizer/{organizerId}/bank-statement-import',
    tag: 'hub',
    summary:
      "Import the organizer's bank statement (GPC/ABO or CSV, UTF-8 or Windows-1250, base64): exact transfers pay " +
      "the organizer's orders, others are flagged",
    access: organizerAccess('orders', 'params.organizerId'),
    params: organizerParams,
    body: z.object({
      fileName: z.string().trim().min(1).max(200),
      contentBase64: z
        .base64({ error: 'the file must be sent as base64' })
        .min(1, { error: 'the statement is empty' })
        .max(Math.ceil(BANK_STATEMENT_MAX_BYTES / 3) * 4, { error: 'the statement is larger than 2 MB' }),
    }),
    response: ok({
      format: z.enum(['csv', 'gpc']),
      transactions: z.array(hubBankTransaction),
      duplicates: z.int().nonnegative(),
      skipped: z.int().nonnegative(),
      errors: z.array(z.object({ line: z.int(), message: z.string() })),
    }),
    errors: [403, 404],
  }),
  hubBankTransactions: defineEndpoint({
    id: 'hubBankTransactions',
    method: 'GET',
    path: '/pass/hub/organizer/{organizerId}/bank-transactions',
    tag: 'hub',
    summary:
      "The organizer's imported bank transfers, newest first, optionally of one match status; keyset pages",
    access: organizerAccess('orders', 'params.organizerId'),
    params: organizerParams,
    query: z.object({
      matchStatus: z.enum(bankMatchStatuses).optional(),
      /** The last transaction id of the previous page. */
      after: uuid.optional(),
    }),
    response: ok({ transactions: z.array(hubBankTransaction), nextAfter: uuid.nullable() }),
    errors: [403, 404],
  }),
  hubBankTransactionMatch: defineEndpoint({
    id: 'hubBankTransactionMatch',
    method: 'POST',
    path: '/pass/hub/organizer/{organizerId}/bank-transaction/{bankTransactionId}/match',
    tag: 'hub',
    summary:
      "Match an unmatched transfer to one of the organizer's orders by its number; it then pays, credits or is " +
      'flagged as a transfer with that symbol would have been',
    access: organizerAccess('orders', 'params.organizerId'),
    params: z.object({ organizerId: uuid, bankTransactionId: uuid }),
    body: z.object({ orderNumber: z.int().positive() }),
    response: ok({ transaction: hubBankTransaction, paidNow: z.boolean() }),
    errors: [403, 404, 409],
  }),
} as const satisfies Record<string, EndpointDefinition>;

// Handlers of the receipt endpoints.
import type { receiptEndpoints } from '@repo/contract/receipts';
import type { HandlersOf } from '../http/register-endpoint';

export const receiptHandlers: HandlersOf<typeof receiptEndpoints> = {};

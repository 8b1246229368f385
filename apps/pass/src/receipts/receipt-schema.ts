// The receipt's shape: defined once in the API contract; these names are what the receipt modules use.
export {
  receipt as receiptSchema,
  receiptLine as receiptLineSchema,
  receiptVatRow as receiptVatRowSchema,
  receiptVatTable as receiptVatTableSchema,
} from '@repo/contract/receipts';
export type { Receipt, ReceiptLine, ReceiptVatRow, ReceiptVatTable } from '@repo/contract/receipts';

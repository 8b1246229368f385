// The receipt's shape: defined once in the API contract; these names are what the receipt modules use.
export {
  receipt as receiptSchema,
  receiptDocumentKind as receiptDocumentKindSchema,
  receiptLine as receiptLineSchema,
  receiptLinePart as receiptLinePartSchema,
  receiptVatRow as receiptVatRowSchema,
  receiptVatTable as receiptVatTableSchema,
} from '@repo/contract/receipts';
export type {
  Receipt,
  ReceiptDocumentKind,
  ReceiptLine,
  ReceiptLinePart,
  ReceiptVatRow,
  ReceiptVatTable,
} from '@repo/contract/receipts';

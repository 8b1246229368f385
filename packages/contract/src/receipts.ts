// Receipt endpoints: receipt-products, receipt-vat-table and the receipts of an order.
import type { EndpointDefinition } from './endpoint';

export const receiptEndpoints = {} as const satisfies Record<string, EndpointDefinition>;

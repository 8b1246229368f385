// Handlers of the product group, variant and value endpoints.
import type { productEndpoints } from '@repo/contract/products';
import type { HandlersOf } from '../http/register-endpoint';

export const productHandlers: HandlersOf<typeof productEndpoints> = {};

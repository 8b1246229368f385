// Handlers of the discount code endpoints.
import type { discountCodeEndpoints } from '@repo/contract/discount-codes';
import type { HandlersOf } from '../http/register-endpoint';

export const discountCodeHandlers: HandlersOf<typeof discountCodeEndpoints> = {};

// Handlers of the discount code endpoints.
import type { discountCodeEndpoints } from '@repo/contract/discount-codes';
import type { HandlersOf } from '../http/register-endpoint';
import { resolveDiscountCode, toDiscountCodeCheck } from '../selling/discounts';
import { publishedEventOr404 } from './event-lookups';

export const discountCodeHandlers: HandlersOf<typeof discountCodeEndpoints> = {
  // Checking spends no use: the use is counted when an order with the code is created.
  checkDiscountCode: async ({ db, params }) => {
    const event = await publishedEventOr404(db, params.eventId);
    return {
      errorText: 'OK',
      ...toDiscountCodeCheck(await resolveDiscountCode(db, event.id, params.code, new Date())),
    };
  },
};

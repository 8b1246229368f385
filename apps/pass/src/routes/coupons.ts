// Handlers of the coupon and supercoupon endpoints.
import type { couponEndpoints } from '@repo/contract/coupons';
import type { HandlersOf } from '../http/register-endpoint';

export const couponHandlers: HandlersOf<typeof couponEndpoints> = {};

// Coupon endpoints: ticket coupons and supercoupons (check, their ticket types, redeem).
import type { EndpointDefinition } from './endpoint';

export const couponEndpoints = {} as const satisfies Record<string, EndpointDefinition>;

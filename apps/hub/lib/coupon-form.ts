// The coupon form's values (text as typed) and the contract bodies they make: one coupon or many.
import type { SupercouponBody, SupercouponBulkBody } from '@repo/contract/hub-coupons';
import { localInputToIso } from './datetime-input';
import { parseOptionalCount } from './money-input';
import type { CodeMode } from './code-form';

export interface CouponFormValues {
  code: string;
  count: string;
  prefix: string;
  name: string;
  maxRedemptions: string;
  perEventLimit: string;
  ticketTypeIds: string[];
  validFrom: string;
  validUntil: string;
}

/** A single-ticket coupon by default: one redemption, one ticket. */
export function emptyCouponForm(): CouponFormValues {
  return {
    code: '',
    count: '10',
    prefix: '',
    name: '',
    maxRedemptions: '1',
    perEventLimit: '1',
    ticketTypeIds: [],
    validFrom: '',
    validUntil: '',
  };
}

const count = (text: string) => parseOptionalCount(text) ?? Number.NaN;

function termsFrom(values: CouponFormValues, timeZone: string): Omit<SupercouponBody, 'code'> {
  return {
    name: { cs: values.name },
    maxRedemptions: count(values.maxRedemptions),
    perEventLimit: count(values.perEventLimit),
    ticketTypeIds: values.ticketTypeIds,
    validFrom: localInputToIso(values.validFrom, timeZone),
    validUntil: localInputToIso(values.validUntil, timeZone),
  };
}

export function couponBodyFrom(
  values: CouponFormValues,
  timeZone: string,
  mode: CodeMode,
): SupercouponBody | SupercouponBulkBody {
  return mode === 'single'
    ? { code: values.code, ...termsFrom(values, timeZone) }
    : { count: count(values.count), prefix: values.prefix, ...termsFrom(values, timeZone) };
}

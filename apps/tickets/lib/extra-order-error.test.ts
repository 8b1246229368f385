// Tests of the texts for a refused extra order: 403 and 409 in plain words, known hold errors as in the cart.
import { describe, expect, it } from 'vitest';
import { resources } from '@repo/i18n/resources';
import { createTranslator } from '@repo/i18n/translate';
import { extraOrderErrorText } from './extra-order-error';

const en = resources.en.storefront;
const t = createTranslator('en', en);

function apiError(name: string, status: number): Error {
  return Object.assign(new Error(name), { name, status });
}

describe('extraOrderErrorText', () => {
  it('says the order belongs to another account on 403', () => {
    expect(extraOrderErrorText(t, apiError('order_not_yours', 403))).toBe(en.order.extras.notYours);
  });

  it('says only a paid order takes extras on 409 order_not_paid', () => {
    expect(extraOrderErrorText(t, apiError('order_not_paid', 409))).toBe(en.order.extras.notPaid);
  });

  it('keeps the cart texts of known hold errors and asks to change the choice for the rest', () => {
    expect(extraOrderErrorText(t, apiError('sold_out', 409))).toBe(en.errors.sold_out);
    expect(extraOrderErrorText(t, apiError('product_not_on_sale', 422))).toBe(en.order.extras.unavailable);
  });

  it('falls back to the generic text for anything else', () => {
    expect(extraOrderErrorText(t, apiError('internal', 500))).toBe(en.errors.generic);
    expect(extraOrderErrorText(t, new Error('boom'))).toBe(en.errors.generic);
  });
});

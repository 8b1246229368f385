// Visitor-facing text of a pass API failure: known error names have their own message, the rest a generic one.
import type { Translate } from '@repo/i18n/translate';

export const knownErrorNames = [
  'sold_out',
  'seat_taken',
  'not_on_sale_yet',
  'sale_ended',
  'quantity_out_of_range',
  'access_code_required',
  'reservation_expired',
  'discount_code_not_found',
  'discount_code_expired',
  'discount_code_used_up',
  'discount_code_not_yet_valid',
  'discount_code_not_applicable',
  'payment_method_not_allowed',
  'order_not_payable',
  'no_response',
  'admission_required',
] as const;

/**
 * Reads the ApiError's `name` structurally: importing api-client's isApiError here would pull axios and zod
 * into every page that shows an error.
 */
export function apiErrorText(t: Translate, error: unknown): string {
  const name = error instanceof Error && 'status' in error ? error.name : null;
  return name !== null && (knownErrorNames as readonly string[]).includes(name)
    ? t(`errors.${name}`)
    : t('errors.generic');
}

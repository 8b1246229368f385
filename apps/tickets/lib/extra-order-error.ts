// Visitor-facing text of a refused order-create-extra: its own answers in plain words, the cart's for the hold's.
import type { Translate } from '@repo/i18n/translate';
import { apiErrorText } from './api-error-text';

/** Reads status and name structurally, as apiErrorText does, so no api-client code comes with the page. */
export function extraOrderErrorText(t: Translate, error: unknown): string {
  const status = error instanceof Error && 'status' in error ? error.status : null;
  if (status === 403) return t('order.extras.notYours');
  if (status === 409 && error instanceof Error && error.name === 'order_not_paid') {
    return t('order.extras.notPaid');
  }
  const text = apiErrorText(t, error);
  // Products the hold refuses without a name of their own (stock, sale window) are a choice to change.
  return text === t('errors.generic') && (status === 409 || status === 422)
    ? t('order.extras.unavailable')
    : text;
}

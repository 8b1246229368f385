// The text of a failed refund or batch call: the payout errors have their own texts, the rest the hub's.
import { passErrorKey } from '@/lib/pass-error-text';

const payoutKeys: Readonly<Record<string, string>> = {
  refund_wrong_state: 'refundWrongState',
  nothing_to_pay_out: 'nothingToPayOut',
  payout_account_missing: 'payoutAccountMissing',
};

export function payoutErrorKey(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  const own = payoutKeys[name];
  return own ? `main::hubPages.payouts.errors.${own}` : passErrorKey(error);
}

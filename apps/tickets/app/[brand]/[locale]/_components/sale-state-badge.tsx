// The sale state of an event or ticket type as a small label; nothing while it is simply on sale.
import type { SaleState } from '@repo/contract/entities';
import type { Translate } from '@repo/i18n/translate';

const tone: Record<Exclude<SaleState, 'on_sale'>, string> = {
  sold_out: 'bg-red-50 text-red-800',
  not_yet_on_sale: 'bg-amber-50 text-amber-900',
  sale_ended: 'bg-gray-100 text-gray-800',
  unavailable: 'bg-gray-100 text-gray-800',
};

export function SaleStateBadge({ state, t }: { state: SaleState; t: Translate }) {
  if (state === 'on_sale') return null;
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone[state]}`}>
      {t(`saleState.${state}`)}
    </span>
  );
}

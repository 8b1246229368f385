// Why an event's tickets cannot be bought now: sale not started yet, ended or sold out.
import type { EventDetail } from '@repo/contract/entities';
import { formatDateTime } from '../../../../../../../lib/format';
import type { StorefrontContext } from '../../../../../../../lib/storefront-context';

export function SaleNotice({ event, ctx }: { event: EventDetail; ctx: StorefrontContext }) {
  const { t, locale } = ctx;
  if (event.saleState === 'not_yet_on_sale' && event.saleStartsAt) {
    return (
      <p role="status" className="mt-4 rounded-lg bg-amber-50 px-4 py-3 font-medium text-amber-900">
        {t('cart.saleStarts', { date: formatDateTime(event.saleStartsAt, locale, event.timeZone) })}
      </p>
    );
  }
  if (event.saleState === 'sale_ended') {
    return (
      <p role="status" className="mt-4 rounded-lg bg-gray-100 px-4 py-3 font-medium text-gray-800">
        {t('cart.saleEnded')}
      </p>
    );
  }
  if (event.saleState === 'sold_out') {
    return (
      <p role="status" className="mt-4 rounded-lg bg-red-50 px-4 py-3 font-medium text-red-800">
        {t('cart.soldOut')}
      </p>
    );
  }
  return null;
}

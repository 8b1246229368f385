'use client';
// What the visitor is buying: a line per ticket type and product (with its seats), the discount and the total with VAT.
import type { CartLine } from '../../../../../../../../lib/cart';
import { useStorefront } from '../../../../../_providers/storefront-context';

export function CartSummary({
  lines,
  total,
  money,
}: {
  lines: readonly CartLine[];
  total: number;
  /** Money text of an amount in the cart's currency. */
  money: (amountMinor: number) => string;
}) {
  const { t } = useStorefront();
  const discountTotal = lines.reduce((sum, line) => sum + line.unitDiscount * line.quantity, 0);
  if (lines.length === 0) return <p className="text-muted">{t('cart.empty')}</p>;
  return (
    <div data-testid="cart-summary">
      <ul className="flex flex-col gap-2 text-sm">
        {lines.map((line) => (
          <li key={line.key} className="flex justify-between gap-3">
            <div className="min-w-0">
              {line.quantity}× {line.name}
              {line.seats.length > 0 ? (
                <ul
                  className="text-xs text-muted"
                  aria-label={t('seats.chosenSeats')}
                  data-testid="cart-seats"
                >
                  {line.seats.map((seat) => (
                    <li key={seat}>{seat}</li>
                  ))}
                </ul>
              ) : null}
            </div>
            <span className="shrink-0 tabular-nums">{money(line.quantity * line.unitPrice)}</span>
          </li>
        ))}
        {discountTotal > 0 ? (
          <li className="flex justify-between gap-3 text-green-800">
            <span>{t('cart.discount')}</span>
            <span className="tabular-nums">−{money(discountTotal)}</span>
          </li>
        ) : null}
      </ul>
      <p className="mt-3 flex justify-between gap-3 border-t border-brand-100 pt-3 text-lg font-semibold">
        <span>{t('cart.total')}</span>
        <span className="tabular-nums" data-testid="cart-total">
          {money(total)}
        </span>
      </p>
      <p className="text-xs text-muted">{t('cart.vatIncluded')}</p>
    </div>
  );
}

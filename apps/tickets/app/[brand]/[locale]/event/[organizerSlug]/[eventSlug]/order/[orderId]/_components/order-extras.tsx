'use client';
// "Add extras" on a paid order: a sign-in link for visitors, for the signed-in owner the event's extra
// products with quantities and a total, paid as a linked extra order (order-create-extra), and its extra orders.
import type { TicketProduct } from '@repo/contract/entities';
import { useSession } from '@repo/auth/session-provider';
import { paymentMethod } from '@repo/enums/payment-method';
import { signInLinkReturningTo } from '@repo/links/account-pages';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { extraOrderErrorText } from '../../../../../../../../../lib/extra-order-error';
import { isBuyable, maxQuantity, stepProductQuantity } from '../../../../../../../../../lib/cart';
import { formatMoney } from '../../../../../../../../../lib/format';
import { localizePath } from '../../../../../../../../../lib/locale';
import { useStorefront } from '../../../../../../_providers/storefront-context';
import { QuantityStepper } from '../../../cart/_components/quantity-stepper';

export interface OrderExtrasProps {
  orderId: string;
  organizerSlug: string;
  eventSlug: string;
  /** The event's extra products, as the cart shows them (read on the server with the page). */
  extraProducts: readonly TicketProduct[];
  /** This page's path without the locale segment, where sign-in returns to. */
  pagePath: string;
}

export function OrderExtras({
  orderId,
  organizerSlug,
  eventSlug,
  extraProducts,
  pagePath,
}: OrderExtrasProps) {
  const { t, locale } = useStorefront();
  const session = useSession();
  const id = useId();

  if (session.status === 'loading') return null;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl bg-white p-6 shadow-sm"
      data-testid="order-extras"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {t('order.extras.title')}
      </h2>
      {session.status === 'unauthenticated' ? (
        <div className="mt-2 flex flex-col items-start gap-3">
          <p className="text-muted">{t('order.extras.signInPrompt')}</p>
          <Button asChild>
            <Link href={signInLinkReturningTo(localizePath(pagePath, locale), { locale })}>
              {t('order.extras.signIn')}
            </Link>
          </Button>
        </div>
      ) : (
        <>
          <ExtraOrders orderId={orderId} organizerSlug={organizerSlug} eventSlug={eventSlug} />
          <ExtrasForm
            orderId={orderId}
            organizerSlug={organizerSlug}
            eventSlug={eventSlug}
            extraProducts={extraProducts}
          />
        </>
      )}
    </section>
  );
}

/** The account's extra orders of this order (any status), from account-orders. */
function ExtraOrders({
  orderId,
  organizerSlug,
  eventSlug,
}: Omit<OrderExtrasProps, 'extraProducts' | 'pagePath'>) {
  const { t, locale, passQueries } = useStorefront();
  // The account's orders as the account page reads them (one cache entry, dropped at sign-out), narrowed here.
  const query = useQuery({
    ...passQueries.accountOrders(),
    select: ({ orders }) => orders.filter((order) => order.parentOrderId === orderId),
  });
  const orders = query.data ?? [];
  if (orders.length === 0) return null;
  return (
    <div className="mt-4">
      <h3 className="font-semibold">{t('order.extras.extraOrders')}</h3>
      <ul className="mt-2 flex flex-col gap-2">
        {orders.map((order) => (
          <li
            key={order.orderId}
            className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-brand-100 px-4 py-2"
            data-testid="extra-order"
            data-status={order.status}
          >
            <Link
              href={localizePath(`/event/${organizerSlug}/${eventSlug}/order/${order.orderId}`, locale)}
              className="text-brand-800 underline"
            >
              {t('order.extras.extraOrder', { number: String(order.orderNumber) })}
            </Link>
            <span className="tabular-nums">{formatMoney(order.totalAmount, order.currencyId, locale)}</span>
            <span className="font-medium">{t(`order.status.${order.status}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ExtrasForm({
  orderId,
  organizerSlug,
  eventSlug,
  extraProducts,
}: Omit<OrderExtrasProps, 'pagePath'>) {
  const { t, locale, languageId, loadPass } = useStorefront();
  const router = useRouter();
  const id = useId();
  // One key per visit of the page: a retried submit finds the same extra order instead of creating another.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (extraProducts.length === 0) return <p className="mt-2 text-muted">{t('order.extras.none')}</p>;
  const chosen = extraProducts
    .map((product) => ({ product, quantity: quantities[product.ticketProductId] ?? 0 }))
    .filter((line) => line.quantity > 0);
  const total = chosen.reduce((sum, line) => sum + line.product.price * line.quantity, 0);
  const currencyId = extraProducts[0]?.currencyId;

  const submit = async (formEvent: FormEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    if (busy) return;
    if (chosen.length === 0) {
      setFailure(t('order.extras.choose'));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const runtime = await loadPass();
      const created = await runtime.createExtraOrder(
        {
          orderId,
          extraProducts: chosen.map((line) => ({
            ticketProductId: line.product.ticketProductId,
            quantity: line.quantity,
          })),
          paymentMethodId: paymentMethod.ids.paymentCard,
          languageId,
        },
        idempotencyKey,
      );
      const { savePaymentInstructions } = await import('../../../../../../../../../lib/payment-store');
      savePaymentInstructions(created.order.orderId, created.payment);
      if (created.payment.redirectUrl) {
        window.location.assign(created.payment.redirectUrl);
        return;
      }
      router.push(
        localizePath(`/event/${organizerSlug}/${eventSlug}/order/${created.order.orderId}`, locale),
      );
    } catch (error) {
      setFailure(extraOrderErrorText(t, error));
      // A changed choice after a refusal is a new request, not a retry of the refused one.
      setIdempotencyKey(crypto.randomUUID());
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4" aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`} className="text-muted">
        {t('order.extras.intro')}
      </p>
      <ul className="flex flex-col divide-y divide-brand-100">
        {extraProducts.map((product) => {
          const quantity = quantities[product.ticketProductId] ?? 0;
          const step = (direction: 1 | -1) =>
            setQuantities({
              ...quantities,
              [product.ticketProductId]: stepProductQuantity(product, quantity, direction),
            });
          return (
            <li
              key={product.ticketProductId}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
              data-testid="extra-product"
            >
              <div className="min-w-0">
                <p className="font-medium">{product.name}</p>
                {product.descriptionPub ? (
                  <p className="text-sm text-muted">{product.descriptionPub}</p>
                ) : null}
                <p className="text-sm tabular-nums">
                  {formatMoney(product.price, product.currencyId, locale)}
                </p>
              </div>
              <QuantityStepper
                value={quantity}
                label={t('cart.quantityOf', { name: product.name })}
                decreaseLabel={t('cart.remove', { name: product.name })}
                increaseLabel={t('cart.add', { name: product.name })}
                canDecrease={quantity > 0 && !busy}
                canIncrease={!busy && isBuyable(product) && quantity < maxQuantity(product)}
                onStep={step}
              />
            </li>
          );
        })}
      </ul>
      <p className="flex justify-between border-t border-brand-100 pt-3 text-lg font-semibold">
        <span>{t('order.extras.total')}</span>
        <span className="tabular-nums" data-testid="extras-total">
          {currencyId === undefined ? null : formatMoney(total, currencyId, locale)}
        </span>
      </p>
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? t('site.loading') : t('order.extras.pay')}
      </Button>
    </form>
  );
}

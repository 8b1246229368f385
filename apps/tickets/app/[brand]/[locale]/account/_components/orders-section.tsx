'use client';
// The account's orders, newest first, with status, total and a link to the order page.
import { orderStatus } from '@repo/enums/order-status';
import { formatMoney } from '@repo/i18n/money';
import { orderDetailLink } from '@repo/links/storefront-links';
import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useStorefront } from '../../_providers/storefront-context';
import { useAccountTexts } from './account-texts';
import { Section } from './section';

export function OrdersSection() {
  const { t, errorText } = useAccountTexts();
  const { locale, passQueries } = useStorefront();
  const orders = useQuery(passQueries.accountOrders());
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Section title={t('overview.orders')}>
      {orders.isPending ? (
        <p className="text-muted">{t('loading')}</p>
      ) : orders.isError ? (
        <p className="text-red-700">{errorText(orders.error)}</p>
      ) : orders.data.orders.length === 0 ? (
        <p className="text-muted">{t('overview.noOrders')}</p>
      ) : (
        <ul className="grid gap-3">
          {orders.data.orders.map((order) => (
            <li
              key={order.orderId}
              className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-brand-100 p-4"
              data-testid="account-order"
            >
              <div className="grid gap-0.5">
                <span className="font-medium">
                  {t('overview.orderNumber', { number: String(order.orderNumber) })}
                </span>
                <span className="text-sm text-muted">
                  {date.format(new Date(order.createdAt))} ·{' '}
                  {orderStatus.find(order.statusId)?.labels[locale] ?? order.status}
                </span>
              </div>
              <div className="flex items-center gap-4">
                <span className="tabular-nums">
                  {t('overview.total', { amount: formatMoney(order.totalAmount, order.currencyId, locale) })}
                </span>
                <Link
                  href={orderDetailLink({
                    organizerSlug: order.organizerSlug,
                    eventSlug: order.eventSlug,
                    orderId: order.orderId,
                  })}
                  className="text-sm font-medium text-brand-800 underline"
                >
                  {t('overview.orderDetail')}
                  <span className="sr-only"> {order.orderNumber}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

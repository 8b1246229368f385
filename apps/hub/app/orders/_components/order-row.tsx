'use client';
// One order in the list: number, buyer, event, amount paid of total, state, method and when it was placed.
import type { HubOrderSummary } from '@repo/contract/hub-orders';
import { paymentMethod } from '@repo/enums/payment-method';
import { formatMoney } from '@repo/i18n/money';
import Link from 'next/link';
import { Badge } from '@/app/_components/page-states';
import { useT } from '@/app/_components/providers';
import { useFormatters } from '@/app/_components/use-formatters';

const tones = {
  paid: 'success',
  pending: 'warning',
  canceled: 'neutral',
  expired: 'neutral',
  refunded: 'neutral',
} as const satisfies Record<HubOrderSummary['state'], string>;

export function OrderRow({ order }: { order: HubOrderSummary }) {
  const { t, language } = useT();
  const { dateTime } = useFormatters();
  const money = (amount: number) => formatMoney(amount, order.currencyId, language);
  return (
    <li className="grid gap-2 py-4 first:pt-2 last:pb-0" data-testid="hub-order">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">
          <Link
            href={`/orders/${order.orderId}`}
            className="text-brand-800 tabular-nums underline underline-offset-2 hover:text-brand-900"
          >
            {t('main::hubPages.orders.number', { number: order.orderNumber })}
          </Link>
          <span className="ml-2 font-normal text-muted">{order.eventName}</span>
        </p>
        <span className="flex flex-wrap gap-1.5">
          {order.demo ? <Badge tone="brand">{t('main::hubPages.orders.demo')}</Badge> : null}
          <Badge tone={tones[order.state]}>{t(`main::hubPages.orders.states.${order.state}`)}</Badge>
        </span>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm sm:grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)]">
        <dt className="text-muted">{t('main::hubPages.orders.buyer')}</dt>
        <dd className="break-words">
          {order.name} · <span className="break-all">{order.email}</span>
        </dd>
        <dt className="text-muted">{t('main::hubPages.orders.amount')}</dt>
        <dd className="tabular-nums">
          {order.paidAmount > 0 && order.paidAmount !== order.totalAmount
            ? t('main::hubPages.orders.paidOf', {
                paid: money(order.paidAmount),
                total: money(order.totalAmount),
              })
            : money(order.totalAmount)}
        </dd>
        <dt className="text-muted">{t('main::hubPages.orders.tickets')}</dt>
        <dd className="tabular-nums">{order.ticketCount}</dd>
        <dt className="text-muted">{t('main::hubPages.orders.method')}</dt>
        <dd>{paymentMethod.label(order.paymentMethodId, language)}</dd>
        <dt className="text-muted">{t('main::hubPages.orders.placed')}</dt>
        <dd>{dateTime(order.createdAt)}</dd>
        {order.paidAt ? (
          <>
            <dt className="text-muted">{t('main::hubPages.orders.paidAt')}</dt>
            <dd>{dateTime(order.paidAt)}</dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}

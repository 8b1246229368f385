'use client';
// One refund of the queue: amount, state, payer, account, why; approve and mark-paid for those who may.
import type { HubRefund } from '@repo/contract/hub-refunds';
import { formatMoney } from '@repo/i18n/money';
import { Button } from '@repo/ui/button';
import { Badge } from '@/app/_components/page-states';
import { useT } from '@/app/_components/providers';
import { useFormatters } from '@/app/_components/use-formatters';

const tones = {
  pending: 'warning',
  approved: 'brand',
  exported: 'neutral',
  refunded: 'success',
} as const satisfies Record<HubRefund['status'], string>;

export function RefundRow({
  refund,
  canAct,
  busy,
  onApprove,
  onMarkPaid,
}: {
  refund: HubRefund;
  canAct: boolean;
  busy: boolean;
  onApprove: () => void;
  onMarkPaid: () => void;
}) {
  const { t, language } = useT();
  const { dateTime } = useFormatters();
  const text = (key: string, values?: Record<string, string | number>) =>
    t(`main::hubPages.payouts.refunds.${key}`, values);
  return (
    <li className="grid gap-3 py-4 first:pt-2 last:pb-0" data-testid="hub-refund">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-lg font-semibold tabular-nums">
          {formatMoney(refund.amount, refund.currencyId, language)}
        </p>
        <Badge tone={tones[refund.status]}>{text(`states.${refund.status}`)}</Badge>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm sm:grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)]">
        <dt className="text-muted">{text('reason')}</dt>
        <dd>{text(`reasons.${refund.reason}`)}</dd>
        <dt className="text-muted">{text('order')}</dt>
        <dd className="tabular-nums">
          {refund.orderNumber ? text('orderNumber', { number: refund.orderNumber }) : '—'}
        </dd>
        <dt className="text-muted">{text('buyer')}</dt>
        <dd className="break-words">
          {refund.buyerName ?? '—'}
          {refund.buyerEmail ? <span className="break-all"> · {refund.buyerEmail}</span> : null}
        </dd>
        <dt className="text-muted">{text('account')}</dt>
        <dd className="font-mono text-xs break-all">{refund.counterpartyAccount ?? '—'}</dd>
        <dt className="text-muted">{text('created')}</dt>
        <dd>{dateTime(refund.createdAt)}</dd>
        {refund.approvedAt ? (
          <>
            <dt className="text-muted">{text('approvedBy')}</dt>
            <dd>{text('byWhom', { when: dateTime(refund.approvedAt), who: refund.approvedBy ?? '—' })}</dd>
          </>
        ) : null}
        {refund.refundedAt ? (
          <>
            <dt className="text-muted">{text('refundedBy')}</dt>
            <dd>{text('byWhom', { when: dateTime(refund.refundedAt), who: refund.refundedBy ?? '—' })}</dd>
          </>
        ) : null}
      </dl>
      {refund.status !== 'refunded' && refund.needsAccount ? (
        <p className="text-sm text-amber-900" data-testid="needs-account">
          {text('needsAccount')}
        </p>
      ) : null}
      {refund.status !== 'refunded' && refund.paymentId ? (
        <p className="text-sm text-muted">{text('viaGateway')}</p>
      ) : null}
      {canAct && (refund.status === 'pending' || refund.status === 'approved') ? (
        <div className="flex flex-wrap gap-2">
          {refund.status === 'pending' ? (
            <Button type="button" size="sm" disabled={busy} onClick={onApprove}>
              {text('approve')}
            </Button>
          ) : (
            <Button type="button" size="sm" variant="outlined" disabled={busy} onClick={onMarkPaid}>
              {text('markPaid')}
            </Button>
          )}
        </div>
      ) : null}
    </li>
  );
}

'use client';
// The refund queue of the chosen organizer: filters by state and currency, approve and mark paid, and the
// payout batches (export a CZK or EUR batch file, download it again, mark it paid).
import { PASS_QUERY_SCOPE } from '@repo/api-client/query-keys';
import type { HubOrganizer } from '@repo/contract/hub';
import type { HubRefund } from '@repo/contract/hub-refunds';
import { refundStatuses } from '@repo/contract/payments';
import type { RefundStatus } from '@repo/contract/payments';
import { getCurrency } from '@repo/enums/currency';
import { formatMoney } from '@repo/i18n/money';
import { Alert } from '@repo/ui/alert';
import { Card, CardDescription, CardHeader } from '@repo/ui/card';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { LoadMoreButton, useKeysetPages } from '@/app/_components/keyset-pages';
import { NativeSelect } from '@/app/_components/native-select';
import { OrganizerScope } from '@/app/_components/organizer-scope';
import { EmptyState, FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { PayoutBatches } from './payout-batches';
import { payoutCurrencies } from './payout-currencies';
import { payoutErrorKey } from './payout-error';
import { RefundRow } from './refund-row';

export function RefundsPage() {
  const { t } = useT();
  return (
    <OrganizerScope section="refunds" title={t('main::hubPages.payouts.refunds.title')}>
      {(organizer) => (
        <div className="grid gap-6">
          <RefundQueue organizer={organizer} />
          <PayoutBatches organizer={organizer} />
        </div>
      )}
    </OrganizerScope>
  );
}

function RefundQueue({ organizer }: { organizer: HubOrganizer }) {
  const { t, language } = useT();
  const { client } = usePass();
  const queryClient = useQueryClient();
  const ids = { status: useId(), currency: useId() };
  const [status, setStatus] = useState<RefundStatus | ''>('');
  const [currencyId, setCurrencyId] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const params = { organizerId: organizer.organizerId };
  const query = {
    ...(status ? { status } : {}),
    ...(currencyId ? { currencyId: Number(currencyId) } : {}),
  };
  const canAct = organizer.permissions.includes('orders');
  const { list, rows } = useKeysetPages({
    queryKey: [PASS_QUERY_SCOPE, 'hubRefunds', params, query],
    fetchPage: (after: string | undefined, signal) =>
      client.hubRefunds({ params, query: { ...query, after } }, { signal }),
    nextCursor: (page) => page.nextAfter,
    rows: (page): HubRefund[] => page.refunds,
  });

  async function act(refund: HubRefund, action: 'approve' | 'paid') {
    setBusy(true);
    setNotice(null);
    setFailure(null);
    const amount = formatMoney(refund.amount, refund.currencyId, language);
    try {
      const input = { params: { organizerId: organizer.organizerId, refundId: refund.refundId } };
      if (action === 'approve') await client.hubRefundApprove(input);
      else await client.hubRefundMarkPaid(input);
      setNotice(
        t(`main::hubPages.payouts.refunds.${action === 'approve' ? 'approvedNotice' : 'paidNotice'}`, {
          amount,
        }),
      );
      await queryClient.invalidateQueries({ queryKey: [PASS_QUERY_SCOPE, 'hubRefunds'] });
    } catch (caught) {
      setFailure(t(payoutErrorKey(caught)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="min-w-0 gap-4 p-4 sm:p-6">
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{t('main::hubPages.payouts.refunds.list')}</h2>
        <CardDescription>
          {t('main::hubPages.payouts.refunds.intro', { organizer: organizer.name })}
        </CardDescription>
      </CardHeader>
      <div
        role="group"
        aria-label={t('main::hubPages.payouts.refunds.filters')}
        className="grid gap-3 sm:grid-cols-2"
      >
        <label htmlFor={ids.status} className="grid min-w-0 gap-1 text-sm font-medium">
          {t('main::hubPages.payouts.refunds.status')}
          <NativeSelect
            id={ids.status}
            value={status}
            onChange={(event) => setStatus(event.target.value as RefundStatus | '')}
          >
            <option value="">{t('main::hubPages.payouts.refunds.allStatuses')}</option>
            {refundStatuses.map((entry) => (
              <option key={entry} value={entry}>
                {t(`main::hubPages.payouts.refunds.states.${entry}`)}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label htmlFor={ids.currency} className="grid min-w-0 gap-1 text-sm font-medium">
          {t('main::hubPages.payouts.refunds.currency')}
          <NativeSelect
            id={ids.currency}
            value={currencyId}
            onChange={(event) => setCurrencyId(event.target.value)}
          >
            <option value="">{t('main::hubPages.payouts.refunds.allCurrencies')}</option>
            {payoutCurrencies.map((id) => (
              <option key={id} value={id}>
                {getCurrency(id).isoChar}
              </option>
            ))}
          </NativeSelect>
        </label>
      </div>
      {notice ? (
        <Alert variant="success" role="status">
          {notice}
        </Alert>
      ) : null}
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <FailureState error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState>{t('main::hubPages.payouts.refunds.empty')}</EmptyState>
      ) : (
        <ul className="divide-y divide-brand-100" aria-label={t('main::hubPages.payouts.refunds.list')}>
          {rows.map((refund) => (
            <RefundRow
              key={refund.refundId}
              refund={refund}
              canAct={canAct}
              busy={busy}
              onApprove={() => void act(refund, 'approve')}
              onMarkPaid={() => void act(refund, 'paid')}
            />
          ))}
        </ul>
      )}
      <LoadMoreButton list={list} label={t('main::hubPages.payouts.refunds.more')} />
    </Card>
  );
}

'use client';
// The organizer's payout batches: write a CZK (ABO) or EUR (pain.001) batch of the approved refunds, download a
// batch file again, and mark a batch paid once the bank has sent it.
import { PASS_QUERY_SCOPE } from '@repo/api-client/query-keys';
import { sessionTokenStore } from '@repo/auth/token-store';
import type { HubOrganizer } from '@repo/contract/hub';
import type { HubPayoutBatch } from '@repo/contract/hub-refunds';
import { hubRefundEndpoints } from '@repo/contract/hub-refunds';
import { getCurrency } from '@repo/enums/currency';
import { getLanguageByCode } from '@repo/enums/language';
import { formatMoney } from '@repo/i18n/money';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { Card, CardDescription, CardHeader } from '@repo/ui/card';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge, EmptyState, FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { useFormatters } from '@/app/_components/use-formatters';
import { downloadFile } from '@/lib/download-file';
import { payoutErrorKey } from './payout-error';
import { payoutCurrencies } from './payout-currencies';

export function PayoutBatches({ organizer }: { organizer: HubOrganizer }) {
  const { t, language } = useT();
  const { client, queries, passBaseUrl } = usePass();
  const { dateTime } = useFormatters();
  const queryClient = useQueryClient();
  const params = { organizerId: organizer.organizerId };
  const batches = useQuery(queries.hubPayoutBatches({ params }));
  const canAct = organizer.permissions.includes('orders');
  const [busy, setBusy] = useState(false);
  const [notices, setNotices] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const text = (key: string, values?: Record<string, string | number>) =>
    t(`main::hubPages.payouts.batches.${key}`, values);

  async function run(step: () => Promise<string[]>) {
    setBusy(true);
    setNotices([]);
    setFailure(null);
    try {
      setNotices(await step());
      await queryClient.invalidateQueries({ queryKey: [PASS_QUERY_SCOPE, 'hubPayoutBatches'] });
      await queryClient.invalidateQueries({ queryKey: [PASS_QUERY_SCOPE, 'hubRefunds'] });
    } catch (caught) {
      setFailure(t(payoutErrorKey(caught)));
    } finally {
      setBusy(false);
    }
  }

  const download = (batch: HubPayoutBatch) =>
    downloadFile({
      passBaseUrl,
      endpoint: hubRefundEndpoints.hubPayoutBatchFile,
      params: { organizerId: organizer.organizerId, payoutBatchId: batch.payoutBatchId },
      token: sessionTokenStore.get(),
      languageId: getLanguageByCode(language).id,
      fallbackName: batch.fileName,
    });

  const exportBatch = (currencyId: number) =>
    run(async () => {
      const { batch, skipped } = await client.hubPayoutBatchCreate({ params, body: { currencyId } });
      await download(batch);
      return [
        text('exportedNotice', {
          file: batch.fileName,
          count: batch.count,
          total: formatMoney(batch.total, batch.currencyId, language),
        }),
        ...(skipped > 0 ? [text('skippedNotice', { count: skipped })] : []),
      ];
    });

  const markPaid = (batch: HubPayoutBatch) =>
    run(async () => {
      const { refunded } = await client.hubPayoutBatchPaid({
        params: { organizerId: organizer.organizerId, payoutBatchId: batch.payoutBatchId },
      });
      return [text('paidNotice', { file: batch.fileName, count: refunded })];
    });

  return (
    <Card className="min-w-0 gap-4 p-4 sm:p-6">
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{text('title')}</h2>
        <CardDescription>{text('intro')}</CardDescription>
      </CardHeader>
      {canAct ? (
        <div className="flex flex-wrap gap-2">
          {payoutCurrencies.map((currencyId) => (
            <Button
              key={currencyId}
              type="button"
              disabled={busy}
              onClick={() => void exportBatch(currencyId)}
            >
              {text('export', { currency: getCurrency(currencyId).isoChar })}
            </Button>
          ))}
        </div>
      ) : null}
      {notices.length > 0 ? (
        <Alert variant="success" role="status">
          {notices.join(' ')}
        </Alert>
      ) : null}
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      {batches.isPending ? (
        <LoadingState />
      ) : batches.isError ? (
        <FailureState error={batches.error} onRetry={() => void batches.refetch()} />
      ) : batches.data.batches.length === 0 ? (
        <EmptyState>{text('empty')}</EmptyState>
      ) : (
        <ul className="divide-y divide-brand-100" aria-label={text('title')}>
          {batches.data.batches.map((batch) => (
            <li
              key={batch.payoutBatchId}
              className="grid gap-3 py-4 first:pt-2 last:pb-0"
              data-testid="payout-batch"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-mono text-sm font-semibold break-all">{batch.fileName}</p>
                <Badge tone={batch.status === 'paid' ? 'success' : 'warning'}>
                  {text(`states.${batch.status}`)}
                </Badge>
              </div>
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm sm:grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)]">
                <dt className="text-muted">{text('count')}</dt>
                <dd className="tabular-nums">{batch.count}</dd>
                <dt className="text-muted">{text('total')}</dt>
                <dd className="tabular-nums">{formatMoney(batch.total, batch.currencyId, language)}</dd>
                <dt className="text-muted">{text('created')}</dt>
                <dd>
                  {t('main::hubPages.payouts.refunds.byWhom', {
                    when: dateTime(batch.createdAt),
                    who: batch.createdBy,
                  })}
                </dd>
                {batch.paidAt ? (
                  <>
                    <dt className="text-muted">{t('main::hubPages.payouts.refunds.refundedBy')}</dt>
                    <dd>
                      {t('main::hubPages.payouts.refunds.byWhom', {
                        when: dateTime(batch.paidAt),
                        who: batch.paidBy ?? '—',
                      })}
                    </dd>
                  </>
                ) : null}
              </dl>
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  size="sm"
                  variant="outlined"
                  disabled={busy}
                  onClick={() => void run(async () => (await download(batch), []))}
                >
                  {text('download')}
                </Button>
                {canAct && batch.status === 'exported' ? (
                  <Button type="button" size="sm" disabled={busy} onClick={() => void markPaid(batch)}>
                    {text('markPaid')}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

'use client';
// The chip ledger check of an event: each chip's balance against the sum of its ledger rows, and the
// outstanding credit (top-ups − spends − refunds) against what the chips hold; the chips that differ.
import { formatMoney } from '@repo/i18n/money';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { Card } from '@repo/ui/card';
import { useQuery } from '@tanstack/react-query';
import { FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { useFormatters } from '@/app/_components/use-formatters';
import { BarFrame } from '../../bars/_components/bar-frame';
import { useSignedIn } from '../../_components/use-signed-in';

export function LedgerPage({ eventId }: { eventId: string }) {
  const { t, language } = useT();
  const { queries } = usePass();
  const format = useFormatters();
  const enabled = useSignedIn();
  const check = useQuery({ ...queries.hubLedgerCheck({ params: { eventId } }), enabled });
  const text = (key: string, values?: Record<string, string | number>) =>
    t(`main::hubPages.bar.ledger.${key}`, values);
  const data = check.data?.check;
  const money = (amount: number) => formatMoney(amount, data?.currencyId ?? 1, language);
  return (
    <BarFrame
      back={`/events/${eventId}/bars`}
      backLabel={t('main::hubPages.bar.backToBars')}
      title={text('title')}
      eventName={null}
      actions={
        <Button variant="outlined" disabled={check.isFetching} onClick={() => void check.refetch()}>
          {text('again')}
        </Button>
      }
    >
      <p className="max-w-3xl text-muted">{text('intro')}</p>
      {check.isError ? (
        <FailureState error={check.error} onRetry={() => void check.refetch()} />
      ) : !data ? (
        <LoadingState />
      ) : (
        <div className="grid gap-4" data-testid="ledger-check">
          {data.balanced ? (
            <Alert variant="success">{text('balanced', { count: data.chips })}</Alert>
          ) : (
            <Alert variant="error">{text('unbalanced', { count: data.differences.length })}</Alert>
          )}
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {(
              [
                ['topUps', data.topUps],
                ['spends', data.spends],
                ['refunds', data.refunds],
                ['outstanding', data.outstanding],
                ['balances', data.balances],
                ['debts', data.debts],
              ] as const
            ).map(([key, amount]) => (
              <Card key={key} className="gap-1 p-3">
                <dt className="text-xs text-muted">{text(key)}</dt>
                <dd className="text-lg font-semibold tabular-nums text-brand-900">{money(amount)}</dd>
              </Card>
            ))}
          </dl>
          {data.differences.length > 0 ? (
            <Card className="gap-2 p-4">
              <h2 className="font-semibold">{text('differences')}</h2>
              <div className="overflow-x-auto">
                <table className="w-full text-sm">
                  <thead>
                    <tr className="border-b border-brand-100 text-left text-muted">
                      <th className="py-2 pr-3 font-medium">{text('chip')}</th>
                      <th className="py-2 pr-3 text-right font-medium">{text('balance')}</th>
                      <th className="py-2 pr-3 text-right font-medium">{text('ledger')}</th>
                      <th className="py-2 pr-3 text-right font-medium">{text('debt')}</th>
                      <th className="py-2 pr-3 text-right font-medium">{text('debtLedger')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.differences.map((row) => (
                      <tr key={row.chipId} className="border-b border-brand-50">
                        <td className="py-2 pr-3 font-mono">{row.chipUid}</td>
                        <td className="py-2 pr-3 text-right tabular-nums">{money(row.balance)}</td>
                        <td className="py-2 pr-3 text-right tabular-nums">{money(row.ledger)}</td>
                        <td className="py-2 pr-3 text-right tabular-nums">{money(row.debt)}</td>
                        <td className="py-2 pr-3 text-right tabular-nums">{money(row.debtLedger)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </Card>
          ) : null}
          <p className="text-xs text-muted">{text('checkedAt', { at: format.dateTime(data.checkedAt) })}</p>
        </div>
      )}
    </BarFrame>
  );
}

'use client';
// One event's sales report: the key figures, sales per day as a chart, and the tables by VAT rate, ticket type,
// channel and payment method. Figures are the receipts' own (the pass sums them), so they reconcile.
import type { EventReport } from '@repo/contract/hub-reports';
import { paymentMethod } from '@repo/enums/payment-method';
import { reqSource } from '@repo/enums/req-source';
import { formatMoney } from '@repo/i18n/money';
import { Card, CardDescription, CardHeader } from '@repo/ui/card';
import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { EmptyState, FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';

// The chart library is loaded with the report only, not with every hub page.
const SalesChart = dynamic(() => import('./sales-chart').then((module) => module.SalesChart), {
  ssr: false,
  loading: () => <LoadingState className="h-64" />,
});

export function EventReportView({ eventId }: { eventId: string }) {
  const { t } = useT();
  const { queries } = usePass();
  const answer = useQuery(queries.hubEventReport({ params: { eventId } }));
  if (answer.isPending) return <LoadingState />;
  if (answer.isError) return <FailureState error={answer.error} onRetry={() => void answer.refetch()} />;
  const { report } = answer.data;
  if (report.totals.paidOrders === 0 && report.totals.refunded === 0 && report.totals.refundsOpen === 0) {
    return <EmptyState>{t('main::hubPages.reports.noSales')}</EmptyState>;
  }
  return <Report report={report} />;
}

export function Figure({
  label,
  value,
  note,
  testId,
}: {
  label: string;
  value: string;
  note?: string;
  testId?: string;
}) {
  return (
    <div
      className="grid min-w-0 gap-0.5 rounded-xl border border-brand-100 bg-white p-3 sm:p-4"
      data-testid={testId}
    >
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums sm:text-xl">{value}</dd>
      {note ? <dd className="text-xs text-muted">{note}</dd> : null}
    </div>
  );
}

export function Table({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    // A scrolling table must be reachable by keyboard (a narrow phone scrolls it sideways).
    <div className="min-w-0 overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full text-sm">
        <caption className="mb-2 text-left font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b border-brand-100 text-left text-muted">
            {head.map((cell, index) => (
              <th key={cell} scope="col" className={`py-2 pr-3 font-medium ${index > 0 ? 'text-right' : ''}`}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="border-b border-brand-50 last:border-0">
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="py-2 pr-3 text-left font-normal">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className="py-2 pr-3 text-right tabular-nums whitespace-nowrap">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Report({ report }: { report: EventReport }) {
  const { t, language } = useT();
  const r = (key: string, values?: Readonly<Record<string, string | number>>) =>
    t(`main::hubPages.reports.${key}`, values);
  const money = (amount: number) => formatMoney(amount, report.currencyId, language);
  const percent = (basisPoints: number) =>
    new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
      basisPoints / 10_000,
    );
  const { totals } = report;

  return (
    <div className="grid min-w-0 gap-6" data-testid="event-report">
      <Card className="min-w-0 gap-4 p-4 sm:p-6">
        <CardHeader>
          <h2 className="text-lg leading-tight font-semibold">{report.namePub}</h2>
          <CardDescription>{r('intro', { zone: report.timeZone })}</CardDescription>
        </CardHeader>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Figure label={r('revenueGross')} value={money(totals.revenueGross)} />
          <Figure label={r('revenueNet')} value={money(totals.revenueNet)} />
          <Figure label={r('revenueVat')} value={money(totals.revenueVat)} />
          <Figure
            label={r('paidOrders')}
            value={String(totals.paidOrders)}
            note={r('tickets', { count: totals.tickets })}
          />
          <Figure label={r('chipCredit')} value={money(totals.chipCredit)} note={r('chipCreditNote')} />
          <Figure label={r('receiptsTotal')} value={money(totals.receiptsTotal)} note={r('receiptsNote')} />
          <Figure label={r('refunded')} value={money(totals.refunded)} testId="report-refunded" />
          <Figure label={r('refundsOpen')} value={money(totals.refundsOpen)} />
          <Figure
            label={r('providerFees')}
            value={money(totals.providerFees)}
            note={r('providerFeesNote')}
            testId="report-provider-fees"
          />
        </dl>
      </Card>
      <Card className="min-w-0 gap-4 p-4 sm:p-6">
        <CardHeader>
          <h2 className="text-lg leading-tight font-semibold">{r('overTime')}</h2>
          <CardDescription>{r('overTimeIntro')}</CardDescription>
        </CardHeader>
        <SalesChart days={report.days} currencyId={report.currencyId} />
      </Card>
      <Card className="min-w-0 gap-6 p-4 sm:p-6">
        <Table
          caption={r('byVat')}
          head={[r('vatRate'), r('gross'), r('net'), r('vat')]}
          rows={report.vatRates.map((row) => [
            percent(row.vatRateBasisPoints),
            money(row.gross),
            money(row.net),
            money(row.vat),
          ])}
        />
        <Table
          caption={r('byTicketType')}
          head={[r('ticketType'), r('sold'), r('valid'), r('gross')]}
          rows={report.ticketTypes.map((row) => [row.namePub, row.sold, row.tickets, money(row.gross)])}
        />
        <Table
          caption={r('byChannel')}
          head={[r('channel'), r('orders'), r('gross')]}
          rows={report.channels.map((row) => [
            row.brandId
              ? r('channelBrand', { channel: reqSource.label(row.reqSourceId, language), brand: row.brandId })
              : reqSource.label(row.reqSourceId, language),
            row.orders,
            money(row.revenueGross),
          ])}
        />
        <Table
          caption={r('byPaymentMethod')}
          head={[r('paymentMethod'), r('orders'), r('receiptsTotal')]}
          rows={report.paymentMethods.map((row) => [
            paymentMethod.label(row.paymentMethodId, language),
            row.orders,
            money(row.receiptsTotal),
          ])}
        />
      </Card>
    </div>
  );
}

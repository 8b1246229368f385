'use client';
// The bar side of an event's report: sales per bar, product and hour; top-ups by channel; outstanding, refunded
// and unclaimed credit (what the chips still hold once the refund window has closed is the organizer's); and the
// offline sales the tills handed over that the pass refused, with why.
import type { BarReport } from '@repo/contract/credit-refunds';
import { formatMoney } from '@repo/i18n/money';
import { Card, CardDescription, CardHeader } from '@repo/ui/card';
import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { useFormatters } from '@/app/_components/use-formatters';
import { Figure, Table } from './event-report';

const HourChart = dynamic(() => import('./hour-chart').then((module) => module.HourChart), {
  ssr: false,
  loading: () => <LoadingState className="h-56" />,
});

export function BarReportView({ eventId }: { eventId: string }) {
  const { queries } = usePass();
  const answer = useQuery(queries.hubBarReport({ params: { eventId } }));
  if (answer.isPending) return <LoadingState />;
  if (answer.isError) return <FailureState error={answer.error} onRetry={() => void answer.refetch()} />;
  const { report } = answer.data;
  // An event without bars or chip credit has no bar side to report.
  if (report.bars.length === 0 && report.totals.topUps === 0) return null;
  return <Report report={report} />;
}

function Report({ report }: { report: BarReport }) {
  const { t, language } = useT();
  const format = useFormatters();
  const r = (key: string, values?: Readonly<Record<string, string | number>>) =>
    t(`main::hubPages.bar.report.${key}`, values);
  const money = (amount: number) => formatMoney(amount, report.currencyId, language);
  const { totals, window } = report;
  return (
    <div className="grid min-w-0 gap-6" data-testid="bar-report">
      <Card className="min-w-0 gap-4 p-4 sm:p-6">
        <CardHeader>
          <h2 className="text-lg leading-tight font-semibold">{r('title')}</h2>
          <CardDescription>
            {new Date(window.closesAt) > new Date()
              ? r('windowOpen', { date: format.dateTime(window.closesAt) })
              : r('windowClosed', { date: format.dateTime(window.closesAt) })}
          </CardDescription>
        </CardHeader>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
          <Figure label={r('topUps')} value={money(totals.topUps)} />
          <Figure label={r('spends')} value={money(totals.spends)} />
          <Figure label={r('refunded')} value={money(totals.refunded)} />
          <Figure label={r('outstanding')} value={money(totals.outstanding)} note={r('outstandingNote')} />
          <Figure label={r('requested')} value={money(totals.requested)} />
          <Figure
            label={r('unclaimed')}
            value={money(totals.unclaimed)}
            note={r('unclaimedNote')}
            testId="bar-report-unclaimed"
          />
        </dl>
      </Card>
      <Card className="min-w-0 gap-4 p-4 sm:p-6">
        <CardHeader>
          <h2 className="text-lg leading-tight font-semibold">{r('perHour')}</h2>
          <CardDescription>{r('perHourIntro', { zone: report.timeZone })}</CardDescription>
        </CardHeader>
        {report.hours.length > 0 ? <HourChart hours={report.hours} currencyId={report.currencyId} /> : null}
        <Table
          caption={r('perHour')}
          head={[r('hour'), r('count'), r('sales')]}
          rows={report.hours.map((row) => [row.hour, row.count, money(row.amount)])}
        />
        {report.hours.length === 0 ? <p className="text-sm text-muted">{r('noSales')}</p> : null}
      </Card>
      <Card className="min-w-0 gap-6 p-4 sm:p-6">
        <Table
          caption={r('perBar')}
          head={[r('bar'), r('count'), r('sales')]}
          rows={report.bars.map((row) => [row.name, row.count, money(row.amount)])}
        />
        {report.bars.length === 0 ? <p className="text-sm text-muted">{r('noBars')}</p> : null}
        <Table
          caption={r('perProduct')}
          head={[r('product'), r('quantity'), r('sales')]}
          rows={report.products.map((row) => [
            `${row.name} · ${row.barName}`,
            row.quantity,
            money(row.amount),
          ])}
        />
        {report.products.length === 0 ? <p className="text-sm text-muted">{r('noSales')}</p> : null}
        <Table
          caption={r('topUpsPerChannel')}
          head={[r('channel'), r('count'), r('amount'), r('fees'), r('feesVat')]}
          rows={report.topUps.map((row) => [
            r(`channels.${row.channel}`),
            row.count,
            money(row.amount),
            money(row.fees),
            money(row.feesVat),
          ])}
        />
        {report.topUps.length === 0 ? <p className="text-sm text-muted">{r('noTopUps')}</p> : null}
      </Card>
      <RefusedSales report={report} />
    </div>
  );
}

/** Reasons the till is answered with that the report names; any other shows its code. */
const refusalReasons = new Set([
  'SALE_SIGNATURE_INVALID',
  'BAR_PRICE_MISMATCH',
  'BAR_PRODUCT_UNAVAILABLE',
  'SHIFT_NOT_OPEN',
  'CHIP_NOT_OF_EVENT',
  'CHIP_LOST',
  'SALE_ID_REUSED',
]);

function RefusedSales({ report }: { report: BarReport }) {
  const { t, language } = useT();
  const format = useFormatters();
  const r = (key: string, values?: Readonly<Record<string, string | number>>) =>
    t(`main::hubPages.bar.report.refused.${key}`, values);
  const money = (amount: number) => formatMoney(amount, report.currencyId, language);
  const reason = (errorText: string) => {
    const code = errorText.replace(/^ERROR_/, '');
    return refusalReasons.has(code) ? r(`reasons.${code}`) : code;
  };
  return (
    <Card className="min-w-0 gap-4 p-4 sm:p-6" data-testid="bar-report-refused">
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{r('title')}</h2>
        <CardDescription>{r('intro')}</CardDescription>
      </CardHeader>
      {report.refusedSales.length === 0 ? (
        <p className="text-sm text-muted">{r('none')}</p>
      ) : (
        <Table
          caption={r('title')}
          head={[r('soldAt'), r('till'), r('chip'), r('total'), r('reason')]}
          rows={report.refusedSales.map((row) => [
            format.dateTime(row.soldAt),
            row.barName ? `${row.tillName} · ${row.barName}` : row.tillName,
            row.chipUid ?? r('cash'),
            row.total === null ? '–' : money(row.total),
            reason(row.reason),
          ])}
        />
      )}
    </Card>
  );
}

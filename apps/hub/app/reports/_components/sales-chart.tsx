'use client';
// Revenue per day as bars (recharts), sized to its box so it reads on a phone; the numbers are also in a table
// for screen readers and for anyone who wants the exact figures.
import type { EventReport } from '@repo/contract/hub-reports';
import { formatMoney, MINOR_UNIT_DIVISOR } from '@repo/i18n/money';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { EmptyState } from '@/app/_components/page-states';
import { useT } from '@/app/_components/providers';

export function SalesChart({ days, currencyId }: { days: EventReport['days']; currencyId: number }) {
  const { t, language } = useT();
  if (days.length === 0) return <EmptyState>{t('main::hubPages.reports.noSales')}</EmptyState>;
  const dayLabel = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'numeric', timeZone: 'UTC' });
  const label = (day: string) => dayLabel.format(new Date(`${day}T00:00:00Z`));
  const compact = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
  const data = days.map((day) => ({ ...day, revenue: day.revenueGross / MINOR_UNIT_DIVISOR }));
  return (
    <figure className="grid gap-3">
      <div className="h-64 w-full min-w-0" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
            // The figures are in the table below; keyboard focus inside a hidden chart would lead nowhere.
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#ede9fe" />
            <XAxis dataKey="day" tickFormatter={label} tick={{ fontSize: 12 }} minTickGap={8} />
            <YAxis
              tickFormatter={(value: number) => compact.format(value)}
              tick={{ fontSize: 12 }}
              width={44}
            />
            <Tooltip
              labelFormatter={(value) => label(String(value))}
              formatter={(value) => [
                formatMoney(Math.round(Number(value) * MINOR_UNIT_DIVISOR), currencyId, language),
                t('main::hubPages.reports.revenueGross'),
              ]}
            />
            <Bar dataKey="revenue" fill="#6d28d9" radius={[4, 4, 0, 0]} maxBarSize={48} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption>
        <details>
          <summary className="cursor-pointer text-sm text-brand-800">
            {t('main::hubPages.reports.chartTable')}
          </summary>
          <table className="mt-2 w-full text-sm">
            <thead>
              <tr className="text-left text-muted">
                <th scope="col" className="py-1 pr-3 font-medium">
                  {t('main::hubPages.reports.day')}
                </th>
                <th scope="col" className="py-1 pr-3 text-right font-medium">
                  {t('main::hubPages.reports.orders')}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t('main::hubPages.reports.revenueGross')}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day}>
                  <th scope="row" className="py-1 pr-3 text-left font-normal">
                    {label(day.day)}
                  </th>
                  <td className="py-1 pr-3 text-right tabular-nums">{day.orders}</td>
                  <td className="py-1 text-right tabular-nums">
                    {formatMoney(day.revenueGross, currencyId, language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </figcaption>
    </figure>
  );
}

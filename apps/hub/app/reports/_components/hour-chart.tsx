'use client';
// Bar sales per hour as bars (recharts); the exact figures are in the hour table beside it.
import type { BarReport } from '@repo/contract/credit-refunds';
import { formatMoney, MINOR_UNIT_DIVISOR } from '@repo/i18n/money';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useT } from '@/app/_components/providers';

export function HourChart({ hours, currencyId }: { hours: BarReport['hours']; currencyId: number }) {
  const { t, language } = useT();
  const compact = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
  const data = hours.map((row) => ({ hour: row.hour, sales: row.amount / MINOR_UNIT_DIVISOR }));
  return (
    <div className="h-56 w-full min-w-0" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#ede9fe" />
          <XAxis
            dataKey="hour"
            tickFormatter={(value: string) => value.slice(11)}
            tick={{ fontSize: 12 }}
            minTickGap={8}
          />
          <YAxis
            tickFormatter={(value: number) => compact.format(value)}
            tick={{ fontSize: 12 }}
            width={44}
          />
          <Tooltip
            formatter={(value) => [
              formatMoney(Math.round(Number(value) * MINOR_UNIT_DIVISOR), currencyId, language),
              t('main::hubPages.bar.report.sales'),
            ]}
          />
          <Bar dataKey="sales" fill="#6d28d9" radius={[4, 4, 0, 0]} maxBarSize={32} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

'use client';
// A shift's Z-report: counts and totals, then sales by product, by category and by VAT rate (the hub's shift
// page and the till after closing show the same).
import type { BarShift } from '@repo/contract/bar';
import { productCategory } from '@repo/enums';
import type { LabelLanguage } from '@repo/enums';
import { formatMoney } from '@repo/i18n/money';
import { Card } from '@repo/ui/card';
import type { ReactNode } from 'react';
import { Badge } from '@/app/_components/page-states';
import { useFormatters } from '@/app/_components/use-formatters';
import { useT } from '@/app/_components/providers';

function Table({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-brand-100 text-left text-muted">
            {head.map((cell, index) => (
              <th key={cell} className={`py-2 pr-3 font-medium ${index > 0 ? 'text-right' : ''}`}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex} className="border-b border-brand-50 last:border-0">
              {row.map((cell, index) => (
                <td key={index} className={`py-2 pr-3 ${index > 0 ? 'text-right tabular-nums' : ''}`}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ZReportView({ shift }: { shift: BarShift }) {
  const { t, language } = useT();
  const format = useFormatters();
  const text = (key: string) => t(`main::hubPages.bar.z.${key}`);
  const money = (amount: number) => formatMoney(amount, shift.currencyId, language);
  const report = shift.zReport;
  const category = (id: number) => productCategory.label(id, language as LabelLanguage);
  const figures: [string, string, string][] = [
    ['sales', text('sales'), String(report.sales)],
    ['total', text('total'), money(report.total)],
    ['chip', text('chip'), money(report.chipTotal)],
    ['cash', text('cash'), money(report.cashTotal)],
    ['deposits', text('deposits'), money(report.depositTotal)],
    ['cups', text('cupReturns'), money(report.cupReturnTotal)],
    ['stornos', text('stornos'), `${String(report.stornos)} · ${money(report.stornoTotal)}`],
  ];
  return (
    <div className="grid gap-4" data-testid="z-report">
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
        <span>
          {shift.barName} · {shift.tillName}
        </span>
        <span>
          {format.dateTime(shift.openedAt)} – {shift.closedAt ? format.dateTime(shift.closedAt) : ''}
        </span>
        {shift.closedAt ? null : <Badge tone="warning">{text('openNote')}</Badge>}
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map(([id, label, value]) => (
          <Card key={id} className="gap-1 p-3" data-testid={`z-${id}`}>
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums text-brand-900">{value}</dd>
          </Card>
        ))}
      </dl>
      <Card className="gap-2 p-4">
        <h3 className="font-semibold">{text('byProduct')}</h3>
        <Table
          head={[text('product'), text('quantity'), text('amount')]}
          rows={report.byProduct.map((row) => [row.name, row.quantity, money(row.total)])}
        />
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="gap-2 p-4">
          <h3 className="font-semibold">{text('byCategory')}</h3>
          <Table
            head={[text('category'), text('quantity'), text('amount')]}
            rows={report.byCategory.map((row) => [
              category(row.productCategoryId),
              row.quantity,
              money(row.total),
            ])}
          />
        </Card>
        <Card className="gap-2 p-4">
          <h3 className="font-semibold">{text('byVat')}</h3>
          <Table
            head={[text('rate'), text('base'), text('vat'), text('amount')]}
            rows={report.byVatRate.map((row) => [
              `${String(row.vatRateBasisPoints / 100)} %`,
              money(row.base),
              money(row.vat),
              money(row.total),
            ])}
          />
        </Card>
      </div>
    </div>
  );
}

'use client';
// The receipt of the sale just made, on the till's screen: the lines, the amount charged and the chip's new
// balance, and a QR the visitor scans to keep the tax receipt (the pass's receipt page).
import type { BarSale } from '@repo/contract/bar';
import { formatMoney } from '@repo/i18n/money';
import { Card } from '@repo/ui/card';
import { useT } from '@/app/_components/providers';
import { QrCodeImage } from '@/app/devices/_components/qr-code-image';

export function SaleReceipt({
  sale,
  currencyId,
  passBaseUrl,
}: {
  sale: BarSale;
  currencyId: number;
  passBaseUrl: string;
}) {
  const { t, language } = useT();
  const text = (key: string, values?: Record<string, string | number>) =>
    t(`main::hubPages.bar.till.${key}`, values);
  const money = (amount: number) => formatMoney(amount, currencyId, language);
  const storno = sale.stornoOfSaleId !== null;
  const receiptUrl = `${passBaseUrl.replace(/\/$/, '')}/pass/bar/receipt/${sale.stornoOfSaleId ?? sale.saleId}`;
  return (
    <Card className="gap-3 p-4" data-testid="till-receipt" aria-live="polite">
      <h2 className="text-lg font-semibold">
        {storno ? text('stornoDone') : (sale.receipt?.title ?? text('receipt'))} · B{sale.number}
      </h2>
      {sale.lines.length > 0 ? (
        <ul className="grid gap-1 text-sm">
          {sale.lines.map((line, index) => (
            <li key={index} className="flex justify-between gap-2">
              <span>
                {line.quantity} ×{' '}
                {line.kind === 'product'
                  ? line.name
                  : text(line.kind === 'deposit' ? 'deposit' : 'cupReturned', { name: line.name })}
              </span>
              <span className="tabular-nums">{money(line.total)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="flex justify-between text-lg font-semibold">
        <span>{storno ? text('returned') : text('charged')}</span>
        <span className="tabular-nums" data-testid="till-charged">
          {money(Math.abs(sale.total))}
        </span>
      </p>
      {sale.chip ? (
        <p className="text-sm" data-testid="till-balance" data-balance={sale.chip.balance}>
          {text('balance', { chip: sale.chip.chipUid, balance: money(sale.chip.balance) })}
        </p>
      ) : null}
      {sale.receipt && !storno ? (
        <div className="flex items-center gap-3">
          <QrCodeImage value={receiptUrl} label={text('qr')} className="size-32 shrink-0" />
          <p className="text-xs text-muted">{text('qrHint')}</p>
        </div>
      ) : null}
    </Card>
  );
}

// The page a bar receipt's QR opens: the tax receipt as the receipts module renders it, with the returned cups
// and the amount charged, as plain HTML (a phone opens it without an app); and a desk top-up's receipt the same way.
import type { BarSale } from '@repo/contract/bar';
import type { LabelLanguage } from '@repo/enums';
import { formatMoney } from '../receipts/format';
import { renderReceiptText } from '../receipts/receipt';
import type { Receipt } from '../receipts/receipt';

const texts: Record<LabelLanguage, { title: string; cups: string; charged: string; storno: string }> = {
  cs: { title: 'Účtenka', cups: 'Vrácené kelímky', charged: 'Celkem k úhradě', storno: 'Stornováno' },
  sk: { title: 'Účtenka', cups: 'Vrátené poháre', charged: 'Celkom na úhradu', storno: 'Stornované' },
  en: { title: 'Receipt', cups: 'Returned cups', charged: 'Total charged', storno: 'Reversed' },
  de: { title: 'Beleg', cups: 'Zurückgegebene Becher', charged: 'Gesamtbetrag', storno: 'Storniert' },
};

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

export function receiptPage(sale: BarSale, language: LabelLanguage): string {
  const t = texts[language];
  const currencyId = sale.receipt?.currencyId;
  const money = (amount: number) =>
    currencyId === undefined ? (amount / 100).toFixed(2) : formatMoney(amount, currencyId, language);
  const body: string[] = [];
  if (sale.receipt) body.push(renderReceiptText(sale.receipt, language));
  const cups = sale.lines.filter((line) => line.kind === 'cupReturn');
  if (cups.length > 0) {
    body.push(`${t.cups}:`);
    for (const line of cups) body.push(`- ${line.name} ${String(line.quantity)} × ${money(line.unitPrice)}`);
  }
  body.push('', `${t.charged}: ${money(sale.total)}`);
  if (sale.stornoedAt) body.push(`${t.storno}: ${sale.stornoedAt}`);
  return receiptHtml(`${t.title} B${String(sale.number)}`, body, language);
}

/** A receipt's text lines as a small page a phone opens without an app. */
export function receiptHtml(title: string, body: readonly string[], language: LabelLanguage): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:system-ui,sans-serif;margin:1rem"><pre style="white-space:pre-wrap;font-size:14px">${escapeHtml(body.join('\n'))}</pre></body></html>`;
}

/** The page of a desk top-up's receipt. */
export function deskReceiptPage(receipt: Receipt, language: LabelLanguage): string {
  return receiptHtml(
    `${texts[language].title} ${receipt.receiptNumber}`,
    [renderReceiptText(receipt, language)],
    language,
  );
}

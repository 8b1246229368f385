// One credit note (opravný daňový doklad) as the buyer reads it, shaped like its receipt: what it corrects and
// why, the credited lines and the VAT per rate, all negative.
import type { CreditNoteDocument } from '@repo/contract/receipts';
import type { Translate } from '@repo/i18n/translate';

export function CreditNoteCard({ note, t }: { note: CreditNoteDocument; t: Translate }) {
  return (
    <article
      className="mt-4 rounded-xl border border-brand-100 p-4 text-sm"
      aria-label={`${note.title} ${note.creditNoteNumber}`}
      data-testid="credit-note"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-base font-semibold">
          {note.title} <span className="tabular-nums">{note.creditNoteNumber}</span>
        </p>
        <dl className="grid w-full grid-cols-[1fr_auto] gap-x-3 text-muted sm:w-auto sm:grid-cols-[auto_auto]">
          <dt>{t('order.receipt.issuedAt')}:</dt>
          <dd className="text-right whitespace-nowrap tabular-nums sm:text-left">{note.issuedAtText}</dd>
          <dt>{t('order.receipt.originalReceipt')}:</dt>
          <dd className="text-right whitespace-nowrap tabular-nums sm:text-left">
            {note.originalReceiptNumber}
          </dd>
        </dl>
      </header>
      <p className="mt-2 break-words">
        <span className="text-muted">{t('order.receipt.reason')}:</span> {note.reason}
      </p>
      <ul className="mt-3 flex flex-col gap-1 border-t border-brand-100 pt-3">
        {note.lines.map((line, index) => (
          <li key={index} className="flex justify-between gap-3">
            <span className="min-w-0">
              {line.quantity}× {line.name} ({line.vatRateText})
            </span>
            <span className="shrink-0 tabular-nums">{line.totalText}</span>
          </li>
        ))}
      </ul>
      {note.taxDocument ? (
        <ul className="mt-2 border-t border-brand-100 pt-2 text-muted">
          {note.vatTable.rows.map((row) => (
            <li key={row.vatRateBasisPoints} className="flex justify-between gap-3">
              <span className="min-w-0">
                {t('order.vat')} {row.vatRateText}: {t('order.vatBase')} {row.baseText}
              </span>
              <span className="shrink-0 tabular-nums">{row.vatText}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-2 flex justify-between font-semibold">
        <span>{t('cart.total')}</span>
        <span className="tabular-nums">{note.totalText}</span>
      </p>
    </article>
  );
}

// One receipt of an order as the buyer reads it: a simplified or full tax document with both parties, the date
// of taxable supply, the lines (a bundled ticket split per VAT rate) and the VAT table.
import type { Receipt } from '@repo/contract/receipts';
import type { Translate } from '@repo/i18n/translate';

type Party = Receipt['seller'];

function PartyBlock({
  t,
  heading,
  title,
  person,
  party,
  testId,
}: {
  t: Translate;
  heading: string;
  title: string;
  person: string | null;
  party: Party;
  testId: string;
}) {
  const ids: [string, string | null][] = [
    [t('order.receipt.companyId'), party.companyId],
    [t('order.receipt.taxId'), party.taxId],
    [party.taxId ? t('order.receipt.vatIdBesideTaxId') : t('order.receipt.vatId'), party.vatId],
  ];
  return (
    <div className="min-w-0" data-testid={testId}>
      <p className="text-xs font-medium tracking-wide text-muted uppercase">{heading}</p>
      <p className="mt-1 font-semibold break-words">{title}</p>
      {person ? <p className="break-words">{person}</p> : null}
      {party.address ? <p className="break-words">{party.address}</p> : null}
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-muted">
        {ids
          .filter((entry): entry is [string, string] => entry[1] !== null)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt>{label}:</dt>
              <dd className="tabular-nums break-all">{value}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}

export function ReceiptCard({ receipt, t }: { receipt: Receipt; t: Translate }) {
  const { buyer } = receipt;
  const bundled = receipt.lines.some((line) => line.parts.length > 0);
  return (
    <article
      className="mt-4 rounded-xl border border-brand-100 p-4 text-sm"
      aria-label={`${receipt.title} ${receipt.receiptNumber}`}
      data-testid="receipt"
      data-document-kind={receipt.documentKind}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-base font-semibold">
          {receipt.title} <span className="tabular-nums">{receipt.receiptNumber}</span>
        </p>
        {/* On a phone the labels wrap and the dates keep one line at the right. */}
        <dl className="grid w-full grid-cols-[1fr_auto] gap-x-3 text-muted sm:w-auto sm:grid-cols-[auto_auto]">
          <dt>{t('order.receipt.issuedAt')}:</dt>
          <dd className="text-right whitespace-nowrap tabular-nums sm:text-left">{receipt.issuedAtText}</dd>
          {receipt.taxDocument ? (
            <>
              <dt>{t('order.receipt.taxableSupply')}:</dt>
              <dd
                className="text-right whitespace-nowrap tabular-nums sm:text-left"
                data-testid="receipt-supply-date"
              >
                {receipt.taxableSupplyDateText}
              </dd>
            </>
          ) : null}
        </dl>
      </header>
      <div className="mt-3 grid gap-4 border-t border-brand-100 pt-3 sm:grid-cols-2">
        <PartyBlock
          t={t}
          heading={t('order.receipt.seller')}
          title={receipt.seller.name}
          person={null}
          party={receipt.seller}
          testId="receipt-seller"
        />
        {buyer && (receipt.documentKind === 'full' || buyer.companyName) ? (
          <PartyBlock
            t={t}
            heading={t('order.receipt.buyer')}
            title={buyer.companyName ?? buyer.name}
            person={buyer.companyName ? buyer.name : null}
            party={buyer}
            testId="receipt-buyer"
          />
        ) : null}
      </div>
      <ul className="mt-3 flex flex-col gap-1 border-t border-brand-100 pt-3">
        {receipt.lines.map((line, index) => (
          <li key={index}>
            <div className="flex justify-between gap-3">
              <span className="min-w-0">
                {line.quantity}× {line.name} ({line.vatRateText})
              </span>
              <span className="shrink-0 tabular-nums">{line.totalText}</span>
            </div>
            {line.parts.length > 0 ? (
              <ul className="mt-0.5 pl-4 text-muted" data-testid="receipt-line-parts">
                {line.parts.map((part, partIndex) => (
                  <li key={partIndex} className="flex justify-between gap-3">
                    <span className="min-w-0">
                      {t('order.receipt.ofWhich', { name: part.name })} ({part.vatRateText})
                    </span>
                    <span className="shrink-0 tabular-nums">{part.totalText}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {bundled ? <p className="mt-2 text-xs text-muted">{t('order.receipt.bundleNote')}</p> : null}
      <ul className="mt-2 border-t border-brand-100 pt-2 text-muted">
        {receipt.vatTable.rows.map((row) => (
          <li key={row.vatRateBasisPoints} className="flex justify-between gap-3">
            <span className="min-w-0">
              {t('order.vat')} {row.vatRateText}: {t('order.vatBase')} {row.baseText}
            </span>
            <span className="shrink-0 tabular-nums">{row.vatText}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between font-semibold">
        <span>{t('cart.total')}</span>
        <span className="tabular-nums">{receipt.totalText}</span>
      </p>
    </article>
  );
}

'use client';
// A receipt or a credit note as issued: title and number, what it corrects and why, parties, lines, VAT per rate.
import type { CreditNoteDocument } from '@repo/contract/hub-order-detail';
import type { Receipt } from '@repo/contract/receipts';
import { Button } from '@repo/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle, DialogTrigger } from '@repo/ui/dialog';
import { useT } from '@/app/_components/providers';

type Document = { kind: 'receipt'; receipt: Receipt } | { kind: 'creditNote'; note: CreditNoteDocument };

export function DocumentDialog({ document, label }: { document: Document; label: string }) {
  const { t } = useT();
  const doc =
    document.kind === 'receipt'
      ? {
          title: document.receipt.title,
          number: document.receipt.receiptNumber,
          original: null,
          originalLabel: '',
          reason: null,
          issuedAtText: document.receipt.issuedAtText,
          supplyText: document.receipt.taxDocument ? document.receipt.taxableSupplyDateText : null,
          seller: document.receipt.seller,
          buyer: document.receipt.buyer,
          lines: document.receipt.lines.map((line) => ({
            name: line.name,
            quantity: line.quantity,
            unitPriceText: line.unitPriceText,
            vatRateText: line.vatRateText,
            totalText: line.totalText,
          })),
          vatTable: document.receipt.vatTable,
          taxDocument: document.receipt.taxDocument,
          totalText: document.receipt.totalText,
        }
      : {
          title: document.note.title,
          number: document.note.creditNoteNumber,
          original: document.note.originalReceiptNumber,
          originalLabel: document.note.originalLabel,
          reason: document.note.reason,
          issuedAtText: document.note.issuedAtText,
          supplyText: document.note.taxDocument ? document.note.taxableSupplyDateText : null,
          seller: document.note.seller,
          buyer: document.note.buyer,
          lines: document.note.lines,
          vatTable: document.note.vatTable,
          taxDocument: document.note.taxDocument,
          totalText: document.note.totalText,
        };
  const party = (who: {
    name: string;
    companyId: string | null;
    vatId: string | null;
    address: string | null;
  }) => (
    <>
      <p className="font-medium">{who.name}</p>
      {who.address ? <p>{who.address}</p> : null}
      {who.companyId ? <p>IČO {who.companyId}</p> : null}
      {who.vatId ? <p>DIČ {who.vatId}</p> : null}
    </>
  );
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outlined" size="sm">
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent
        closeLabel={t('main::hubPages.common.close')}
        className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl"
      >
        <DialogHeader>
          <DialogTitle data-testid="document-title">
            {t('main::hubPages.orderDetail.documentTitle', { title: doc.title, number: doc.number })}
          </DialogTitle>
        </DialogHeader>
        <div className="grid gap-4 text-sm" data-testid="document">
          {/* Labels above their values on a phone: the date of taxable supply's label is long. */}
          <dl className="grid grid-cols-1 gap-x-3 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-y-0.5 [&>dd]:mb-1 sm:[&>dd]:mb-0 [&>dd]:break-words">
            {doc.original ? (
              <>
                <dt className="text-muted">{doc.originalLabel}</dt>
                <dd className="tabular-nums" data-testid="document-original">
                  {doc.original}
                </dd>
              </>
            ) : null}
            {doc.reason ? (
              <>
                <dt className="text-muted">{t('main::hubPages.orderDetail.reason')}</dt>
                <dd className="break-words">{doc.reason}</dd>
              </>
            ) : null}
            <dt className="text-muted">{t('main::hubPages.orderDetail.issued')}</dt>
            <dd>{doc.issuedAtText}</dd>
            {doc.supplyText ? (
              <>
                <dt className="text-muted">{t('main::hubPages.orderDetail.supply')}</dt>
                <dd>{doc.supplyText}</dd>
              </>
            ) : null}
          </dl>
          <div className="grid gap-3 sm:grid-cols-2">
            <div>{party(doc.seller)}</div>
            {doc.buyer ? <div>{party(doc.buyer)}</div> : null}
          </div>
          <ul className="divide-y divide-brand-100 rounded-lg border border-brand-100">
            {doc.lines.map((line, index) => (
              <li key={index} className="flex flex-wrap justify-between gap-2 px-3 py-2">
                <span className="min-w-0 break-words">
                  {line.quantity} × {line.name}
                  <span className="ml-2 text-muted">{line.vatRateText}</span>
                </span>
                <span className="tabular-nums">{line.totalText}</span>
              </li>
            ))}
          </ul>
          {doc.taxDocument ? (
            <div className="overflow-x-auto">
              <table className="w-full text-right tabular-nums">
                <tbody>
                  {doc.vatTable.rows.map((row) => (
                    <tr key={row.vatRateBasisPoints} data-testid="document-vat-row">
                      <td className="py-0.5 text-left">{row.vatRateText}</td>
                      <td className="px-2">{row.baseText}</td>
                      <td className="px-2">{row.vatText}</td>
                      <td>{row.totalText}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          <p className="text-right text-base font-semibold tabular-nums" data-testid="document-total">
            {t('main::hubPages.orderDetail.total')}: {doc.totalText}
          </p>
        </div>
      </DialogContent>
    </Dialog>
  );
}

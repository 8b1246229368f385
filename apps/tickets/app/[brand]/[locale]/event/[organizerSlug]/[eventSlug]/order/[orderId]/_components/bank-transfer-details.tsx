'use client';
// Bank-transfer details of an unpaid order; the account number comes from what the order's creation returned.
// Labels sit above their values on phones, beside them from the small breakpoint up.
import { useT } from '../../../../../../_providers/storefront-context';
import { useStoredPayment } from './use-stored-payment';

export function BankTransferDetails({
  orderId,
  amount,
  variableSymbol,
  dueAt,
  sendBy,
}: {
  orderId: string;
  amount: string;
  variableSymbol: string;
  /** When the order expires unpaid. */
  dueAt: string;
  /** The day to send the money by (the QR code's due date): a working day earlier, so it arrives in time. */
  sendBy: string | null;
}) {
  const t = useT();
  const iban = useStoredPayment(orderId)?.bankTransfer?.iban ?? null;
  return (
    <dl className="grid min-w-0 grid-cols-1 gap-x-4 text-sm sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-y-2">
      {iban ? (
        <>
          <dt className="mt-2 text-muted first:mt-0 sm:mt-0">{t('order.bankTransfer.iban')}</dt>
          <dd className="font-mono font-semibold break-all">{iban}</dd>
        </>
      ) : null}
      <dt className="mt-2 text-muted first:mt-0 sm:mt-0">{t('order.bankTransfer.amount')}</dt>
      <dd className="font-semibold" data-testid="transfer-amount">
        {amount}
      </dd>
      <dt className="mt-2 text-muted first:mt-0 sm:mt-0">{t('order.bankTransfer.variableSymbol')}</dt>
      <dd className="font-mono font-semibold">{variableSymbol}</dd>
      {sendBy ? (
        <>
          <dt className="mt-2 text-muted first:mt-0 sm:mt-0">{t('order.bankTransfer.sendBy')}</dt>
          <dd className="font-semibold" data-testid="transfer-send-by">
            {sendBy}
          </dd>
        </>
      ) : null}
      <dt className="mt-2 text-muted first:mt-0 sm:mt-0">{t('order.bankTransfer.dueAt')}</dt>
      <dd>{dueAt}</dd>
      <dd className="mt-3 text-muted sm:col-span-2 sm:mt-0">{t('order.bankTransfer.hint')}</dd>
    </dl>
  );
}

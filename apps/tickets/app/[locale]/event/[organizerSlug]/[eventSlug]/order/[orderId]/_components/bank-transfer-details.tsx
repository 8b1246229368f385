'use client';
// Bank-transfer details of an unpaid order; the account number comes from what the order's creation returned.
import { useT } from '../../../../../../_providers/storefront-context';
import { useStoredPayment } from './use-stored-payment';

export function BankTransferDetails({
  orderId,
  amount,
  variableSymbol,
  dueAt,
}: {
  orderId: string;
  amount: string;
  variableSymbol: string;
  dueAt: string;
}) {
  const t = useT();
  const iban = useStoredPayment(orderId)?.bankTransfer?.iban ?? null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {iban ? (
        <>
          <dt className="text-muted">{t('order.bankTransfer.iban')}</dt>
          <dd className="font-mono font-semibold">{iban}</dd>
        </>
      ) : null}
      <dt className="text-muted">{t('order.bankTransfer.amount')}</dt>
      <dd className="font-semibold" data-testid="transfer-amount">
        {amount}
      </dd>
      <dt className="text-muted">{t('order.bankTransfer.variableSymbol')}</dt>
      <dd className="font-mono font-semibold">{variableSymbol}</dd>
      <dt className="text-muted">{t('order.bankTransfer.dueAt')}</dt>
      <dd>{dueAt}</dd>
      <dd className="col-span-2 text-muted">{t('order.bankTransfer.hint')}</dd>
    </dl>
  );
}

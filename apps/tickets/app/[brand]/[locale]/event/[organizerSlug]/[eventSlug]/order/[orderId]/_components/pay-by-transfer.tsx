'use client';
// Pay by bank transfer instead: after a declined card, the same order gets bank details and the transfer window.
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { apiErrorText } from '../../../../../../../../../lib/api-error-text';
import { useStorefront } from '../../../../../../_providers/storefront-context';

export function PayByTransfer({ orderId }: { orderId: string }) {
  const { t, loadPass } = useStorefront();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const switchToTransfer = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await (await loadPass()).pass.orderPayByTransfer({ query: { orderId } });
      const { savePaymentInstructions } = await import('../../../../../../../../../lib/payment-store');
      savePaymentInstructions(orderId, answer.payment);
      // The page reads the order again and shows the bank details in place of this choice.
      router.refresh();
    } catch (error) {
      setFailure(apiErrorText(t, error));
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <Button variant="outlined" onClick={switchToTransfer} disabled={busy} data-testid="pay-by-transfer">
        {busy ? t('site.loading') : t('order.payByTransfer')}
      </Button>
      {failure ? <Alert variant="error">{failure}</Alert> : null}
    </div>
  );
}

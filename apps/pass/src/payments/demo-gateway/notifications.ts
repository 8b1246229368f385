// Applies a verified demo gateway notification the way every provider's is applied (payment-outcome.ts).
import type { DemoNotification } from '@repo/contract/payments';
import type { Db } from '../../db/database';
import { applyPaymentOutcome } from '../payment-outcome';
import type { NotificationResult } from '../payment-outcome';

export type { NotificationResult } from '../payment-outcome';

export function applyDemoNotification(
  db: Db,
  notification: DemoNotification,
  now = new Date(),
): Promise<NotificationResult> {
  return applyPaymentOutcome(
    db,
    { provider: 'demo-card', ...notification, payload: notification, feeAmount: null },
    now,
  );
}

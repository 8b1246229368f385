// Signing of demo gateway notifications: HMAC-SHA256 over the fields that matter, compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DemoNotification } from '@repo/contract/payments';

function canonical(notification: DemoNotification): string {
  // Fixed field order: the signature must not depend on how a JSON serializer orders keys.
  return [
    notification.notificationId,
    notification.paymentId,
    notification.status,
    notification.amount,
    notification.currencyId,
    notification.sentAt,
  ].join('.');
}

export function signNotification(secret: string, notification: DemoNotification): string {
  return createHmac('sha256', secret).update(canonical(notification)).digest('hex');
}

export function verifyNotification(
  secret: string,
  notification: DemoNotification,
  signature: string | undefined,
): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signNotification(secret, notification), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** Refund requests and answers are signed over their own fields in a fixed order, as notifications are. */
export function signFields(secret: string, fields: readonly (string | number)[]): string {
  return createHmac('sha256', secret).update(fields.join('.')).digest('hex');
}

export function verifyFields(
  secret: string,
  fields: readonly (string | number)[],
  signature: string | undefined,
): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signFields(secret, fields), 'hex'), Buffer.from(signature, 'hex'));
}

// The payment QR code of an unpaid bank-transfer order (SPAYD for CZK, PAY by square for EUR) and its due date.
import { orderStatus, paymentMethod } from '@repo/enums';
import { findEventSeller } from '../../db/queries/organizers';
import type { Db } from '../../db/database';
import { DomainError } from '../../domain/domain-error';
import { effectiveStatusId } from '../../selling/orders';
import type { OrderRow } from '../../selling/orders';
import { BankTransferFieldError } from './field-error';
import { paymentQrPayload, renderPaymentQr } from './payment-qr';
import { transferDueDate } from './due-date';

/**
 * The day a bank-transfer order's money should be sent by, the due date its QR code carries; null unless the order
 * is a bank transfer still awaiting payment (an unpaid order past its expiry counts as expired).
 */
export function orderTransferDueDate(order: OrderRow, now = new Date()): Date | null {
  if (order.paymentMethodId !== paymentMethod.ids.bankTransfer) return null;
  if (effectiveStatusId(order, now) !== orderStatus.ids.pending) return null;
  return transferDueDate(order.expiresAt, now);
}

/**
 * The QR code as PNG bytes or SVG text. 409 NO_TRANSFER_DUE unless the order is an unpaid bank transfer;
 * 422 BANK_TRANSFER_UNAVAILABLE when the seller has no IBAN or its details cannot make a payment code.
 */
export async function renderOrderPaymentQr(db: Db, order: OrderRow, format: 'png'): Promise<Buffer>;
export async function renderOrderPaymentQr(db: Db, order: OrderRow, format: 'svg'): Promise<string>;
export async function renderOrderPaymentQr(
  db: Db,
  order: OrderRow,
  format: 'png' | 'svg',
): Promise<Buffer | string> {
  if (
    order.paymentMethodId !== paymentMethod.ids.bankTransfer ||
    order.statusId !== orderStatus.ids.pending
  ) {
    throw new DomainError('NO_TRANSFER_DUE', 'Only an unpaid bank-transfer order has a payment QR code');
  }
  const seller = await findEventSeller(db, order.eventId);
  if (!seller?.iban) throw new DomainError('BANK_TRANSFER_UNAVAILABLE', 'The organizer has no bank account');
  try {
    const { payload } = paymentQrPayload({
      iban: seller.iban,
      amountMinor: order.totalAmount - order.paidAmount,
      currencyId: order.currencyId,
      variableSymbol: String(order.orderNumber),
      message: `Objednavka ${order.orderNumber}`,
      recipientName: seller.name,
      // Early enough for the money to arrive before the order expires and its tickets are released.
      dueDate: transferDueDate(order.expiresAt, new Date()),
    });
    return format === 'svg' ? await renderPaymentQr(payload, 'svg') : await renderPaymentQr(payload, 'png');
  } catch (error) {
    if (error instanceof BankTransferFieldError)
      throw new DomainError('BANK_TRANSFER_UNAVAILABLE', error.message);
    throw error;
  }
}

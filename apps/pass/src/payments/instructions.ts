// What the buyer of a new order does next: pay on the card gateway's page (demo, Stripe or GoPay), transfer to the organizer, or nothing.
import { orderStatus } from '@repo/enums';
import { findEventSeller } from '../db/queries/organizers';
import type { Db } from '../db/database';
import { DomainError } from '../domain/domain-error';
import type { OrderRow, PaymentRow } from '../selling/orders';

const cardProviders = ['bank-transfer', 'demo-card', 'stripe', 'gopay'] as const;

/**
 * The card gateway's page, or the organizer's bank details with a QR code (422 when the seller has no IBAN);
 * neither for a paid order.
 */
export async function paymentInstructions(
  db: Db,
  order: OrderRow,
  payment: PaymentRow,
  config: { publicPassUrl: string },
) {
  const provider = cardProviders.find((name) => name === payment.provider) ?? ('demo-card' as const);
  // Nothing left to do for a paid order (a free one is paid at creation): the buyer goes to its tickets.
  if (order.statusId === orderStatus.ids.paid) {
    return { paymentId: payment.id, provider, redirectUrl: null, bankTransfer: null };
  }
  if (provider !== 'bank-transfer') {
    return {
      paymentId: payment.id,
      provider,
      // Stripe and GoPay: our checkout address creates the provider's payment when the buyer follows it, so
      // a provider that is slow or down never fails the order itself.
      redirectUrl:
        provider === 'demo-card'
          ? `${config.publicPassUrl}/pass/payment/demo/${payment.id}`
          : `${config.publicPassUrl}/pass/payment/checkout/${payment.id}`,
      bankTransfer: null,
    };
  }
  const seller = await findEventSeller(db, order.eventId);
  if (!seller?.iban)
    throw new DomainError('BANK_TRANSFER_UNAVAILABLE', 'The organizer has no bank account for transfers');
  return {
    paymentId: payment.id,
    provider: 'bank-transfer' as const,
    redirectUrl: null,
    bankTransfer: {
      iban: seller.iban,
      variableSymbol: String(order.orderNumber),
      amount: order.totalAmount - order.paidAmount,
      currencyId: order.currencyId,
      qrUrl: `${config.publicPassUrl}/order/${order.id}/spayd-qr`,
      dueAt: order.expiresAt.toISOString(),
    },
  };
}

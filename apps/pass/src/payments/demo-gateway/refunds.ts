// The demo gateway's side of a refund: what a card provider does when a merchant asks for its money back.
import type { DemoRefundRequest, DemoRefundResponse } from '@repo/contract/payments';
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { payments, refunds } from '../../db/schema';
import { DomainError, notFound } from '../../domain/domain-error';

/** The provider's id of a refund: one per merchant refund id, so a retried request gets the same answer. */
export function demoProviderRefundId(refundId: string): string {
  return `demo-rf-${refundId}`;
}

/**
 * Refunds part of a paid demo card payment. The gateway keeps no ledger of its own: what it refunded are the
 * refund rows it gave a provider id to. A repeat of a refund id answers as the first time; more than the
 * payment took is refused (422), as is a payment that was never paid (409).
 */
export async function refundDemoPayment(db: Db, request: DemoRefundRequest): Promise<DemoRefundResponse> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, request.paymentId))
      .for('update');
    if (!payment || payment.provider !== 'demo-card') {
      throw notFound('payment', `No card payment with id ${request.paymentId}`);
    }
    const answer: DemoRefundResponse = {
      errorText: 'OK',
      refundId: request.refundId,
      providerRefundId: demoProviderRefundId(request.refundId),
      status: 'refunded',
      amount: request.amount,
    };
    const [done] = await tx
      .select({ amount: refunds.amount })
      .from(refunds)
      .where(and(eq(refunds.id, request.refundId), isNotNull(refunds.providerRefundId)));
    if (done) return answer;
    if (payment.status !== 'paid') {
      throw new DomainError('PAYMENT_NOT_PAID', 'Only a paid payment can be refunded');
    }
    if (request.currencyId !== payment.currencyId) {
      throw new DomainError('REFUND_CURRENCY_MISMATCH', 'The refund is in another currency than the payment');
    }
    const [refunded] = await tx
      .select({ total: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
      .from(refunds)
      .where(
        and(
          eq(refunds.paymentId, payment.id),
          isNotNull(refunds.providerRefundId),
          ne(refunds.id, request.refundId),
        ),
      );
    if ((refunded?.total ?? 0) + request.amount > payment.amount) {
      throw new DomainError(
        'REFUND_EXCEEDS_PAYMENT',
        `The payment took ${String(payment.amount)}; ${String(refunded?.total ?? 0)} of it is refunded already`,
      );
    }
    return answer;
  });
}

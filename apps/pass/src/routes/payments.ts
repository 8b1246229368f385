// Handlers of the payment endpoints: the demo gateway's page, actions and webhook; bank-transfer QR and matches.
import { demoSignatureHeader } from '@repo/contract/payments';
import type { paymentEndpoints } from '@repo/contract/payments';
import { orderStatus, paymentMethod } from '@repo/enums';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { findPayment, listOrderBankTransactions } from '../db/queries/payments';
import { HttpError, notFound } from '../http/http-error';
import type { HandlersOf } from '../http/register-endpoint';
import { renderOrderPaymentQr } from '../payments/bank-transfer/order-qr';
import { applyDemoNotification } from '../payments/demo-gateway/notifications';
import { renderPaymentPage } from '../payments/demo-gateway/payment-page';
import type { ClosedReason } from '../payments/demo-gateway/payment-page';
import { refundDemoPayment } from '../payments/demo-gateway/refunds';
import {
  signFields,
  signNotification,
  verifyFields,
  verifyNotification,
} from '../payments/demo-gateway/signature';
import { demoRefundRequestFields, demoRefundResponseFields } from '../payments/providers';
import { pendingRefunds } from '../payments/refund-queue';
import { importStatement } from '../selling/bank-import';
import { orderLanguage } from '../selling/order-views';
import { effectiveStatusId } from '../selling/orders';
import type { OrderRow, OrderWithEvent } from '../selling/orders';
import { orderOr404 } from './orders';
import { orderPageUrl } from '../selling/order-link';

/** The demo card gateway's endpoints: served only with DEMO_GATEWAY on. */
const demoGatewayIds = [
  'demoPaymentPage',
  'demoPaymentAction',
  'demoPaymentWebhook',
  'demoGatewayRefund',
] as const satisfies readonly (keyof typeof paymentEndpoints)[];
type WithoutDemoGateway = Omit<typeof paymentEndpoints, (typeof demoGatewayIds)[number]>;

export function isDemoGatewayEndpoint(id: string): boolean {
  return (demoGatewayIds as readonly string[]).includes(id);
}

/** The payment family without the demo gateway, for a service that must not take fake payments. */
export function withoutDemoGateway(family: typeof paymentEndpoints): WithoutDemoGateway {
  return Object.fromEntries(
    Object.entries(family).filter(([id]) => !isDemoGatewayEndpoint(id)),
  ) as WithoutDemoGateway;
}

export interface PaymentRouteConfig {
  demoSecret: string;
  publicTicketsUrl: string;
  /** Called after a commit that made an order paid (wakes the e-mail worker). */
  onPaid: () => void;
}

async function demoPaymentOr404(db: Db, paymentId: string) {
  const payment = await findPayment(db, paymentId);
  if (!payment || payment.provider !== 'demo-card')
    throw notFound('payment', `No card payment with id ${paymentId}`);
  return payment;
}

/** Why the gateway takes no payment for the order (its status as of now, sweeper or not), or null. */
function closedReason(order: OrderRow): ClosedReason | null {
  const statusId = effectiveStatusId(order, new Date());
  if (statusId === orderStatus.ids.pending) return null;
  if (statusId === orderStatus.ids.paid) return 'paid';
  return statusId === orderStatus.ids.canceled ? 'canceled' : 'expired';
}

export function paymentHandlers(config: PaymentRouteConfig): HandlersOf<typeof paymentEndpoints> {
  const orderPage = ({ order, organizerSlug, eventSlug }: OrderWithEvent) =>
    orderPageUrl(config.publicTicketsUrl, order, { organizerSlug, eventSlug });
  return {
    demoPaymentPage: async ({ db, params }) => {
      const payment = await demoPaymentOr404(db, params.paymentId);
      const found = await orderOr404(db, payment.orderId);
      const { order } = found;
      const language = orderLanguage(order);
      const reason = closedReason(order);
      return renderPaymentPage({
        paymentId: payment.id,
        orderNumber: order.orderNumber,
        amount: payment.amount,
        currencyId: payment.currencyId,
        language,
        methodLabel: paymentMethod.label(payment.paymentMethodId, language),
        closed: reason ? { reason, orderUrl: orderPage(found) } : null,
      });
    },
    demoPaymentAction: async ({ db, params, request, reply }) => {
      const payment = await demoPaymentOr404(db, params.paymentId);
      const found = await orderOr404(db, payment.orderId);
      const { order } = found;
      const reason = closedReason(order);
      // An order that ran out of time or was canceled is not paid (its tickets may be someone else's by now,
      // even before the sweeper has marked it): back to the gateway's page, which says why.
      const redirectUrl =
        reason === 'expired' || reason === 'canceled' ? `/pass/payment/demo/${payment.id}` : orderPage(found);
      if (reason === null) {
        // The gateway tells the service over its public webhook, signed, exactly as an external one would.
        const notification = {
          notificationId: randomUUID(),
          paymentId: payment.id,
          status: ({ pay: 'paid', fail: 'failed', cancel: 'canceled' } as const)[params.action],
          amount: payment.amount,
          currencyId: payment.currencyId,
          sentAt: new Date().toISOString(),
        };
        const delivered = await request.server.inject({
          method: 'POST',
          url: '/pass/payment/demo/webhook',
          headers: { [demoSignatureHeader]: signNotification(config.demoSecret, notification) },
          payload: notification,
        });
        if (delivered.statusCode !== 200)
          request.log.error({ body: delivered.body }, 'demo webhook delivery failed');
      }
      void reply.code(303).header('location', redirectUrl);
      return { errorText: 'OK', redirectUrl };
    },
    demoPaymentWebhook: async ({ db, body, request }) => {
      const signature = request.headers[demoSignatureHeader];
      if (
        !verifyNotification(config.demoSecret, body, typeof signature === 'string' ? signature : undefined)
      ) {
        throw new HttpError(
          401,
          'INVALID_SIGNATURE',
          `Header ${demoSignatureHeader} does not sign this notification`,
        );
      }
      const result = await applyDemoNotification(db, body);
      if (result.paidNow) config.onPaid();
      return { errorText: 'OK', duplicate: result.duplicate, orderStatusId: result.orderStatusId };
    },
    demoGatewayRefund: async ({ db, body, request, reply }) => {
      const signature = request.headers[demoSignatureHeader];
      if (
        !verifyFields(
          config.demoSecret,
          demoRefundRequestFields(body),
          typeof signature === 'string' ? signature : undefined,
        )
      ) {
        throw new HttpError(
          401,
          'INVALID_SIGNATURE',
          `Header ${demoSignatureHeader} does not sign this request`,
        );
      }
      const answer = await refundDemoPayment(db, body);
      // Signed like the gateway's notifications, so the merchant can tell its answer from anybody's.
      void reply.header(demoSignatureHeader, signFields(config.demoSecret, demoRefundResponseFields(answer)));
      return answer;
    },
    orderPaymentQr: async ({ db, params, query, reply }) => {
      const { order } = await orderOr404(db, params.orderId);
      if (query.format === 'svg') {
        const svg = await renderOrderPaymentQr(db, order, 'svg');
        void reply.type('image/svg+xml');
        return svg;
      }
      return renderOrderPaymentQr(db, order, 'png');
    },
    bankStatementImport: async ({ db, body }) => {
      const { transactions, duplicates, skipped, errors } = await importStatement(db, body);
      if (transactions.some((row) => row.paidNow)) config.onPaid();
      return { errorText: 'OK', transactions, duplicates, skipped, errors };
    },
    refundsPending: async ({ db }) => {
      return { errorText: 'OK', refunds: await pendingRefunds(db) };
    },
    bankTransactionsOfOrder: async ({ db, query }) => {
      await orderOr404(db, query.orderId);
      return { errorText: 'OK', transactions: await listOrderBankTransactions(db, query.orderId) };
    },
  };
}

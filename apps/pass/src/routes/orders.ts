// Handlers of the order endpoints: create (from a hold or in one step), read, status, cancel, pay by transfer
// instead, PDF tickets.
import type { orderEndpoints } from '@repo/contract/orders';
import { orderStatus } from '@repo/enums';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { found, HttpError } from '../http/http-error';
import type { HandlersOf } from '../http/register-endpoint';
import { orderTransferDueDate } from '../payments/bank-transfer/order-qr';
import { paymentInstructions } from '../payments/instructions';
import { createExtraOrder } from '../selling/extra-orders';
import type { IdempotencyInput } from '../selling/idempotency';
import { createOrder, createOrderWithHold } from '../selling/order-create';
import { cancelOrder, findOrder, latestPayment, toOrderSummary } from '../selling/orders';
import type { OrderConfig, OrderRow, PaymentRow } from '../selling/orders';
import { paidOrderTicketsPdf } from '../selling/order-documents';
import { switchToBankTransfer } from '../selling/pay-by-transfer';
import { orderLanguage, orderLines, orderStatusView, orderTickets } from '../selling/order-views';
import { orderVoucherViews } from '../selling/vouchers';
import { requireAdmission } from '../waiting-room/waiting-room';
import type { WaitingRoomConfig } from '../waiting-room/waiting-room';
import { admissionOf } from './waiting-room';

export interface OrderRouteConfig extends OrderConfig {
  holdMs: number;
  /** order-create-v2 holds, so the waiting room's admission is checked as on the hold endpoints. */
  waitingRoom: WaitingRoomConfig;
  publicPassUrl: string;
  /** Called after a commit that made an order paid (a free order is paid when created): wakes the e-mail worker. */
  onPaid: () => void;
}

/** The Idempotency-Key header with the parsed body it came with (its hash is kept with the key). */
function idempotency(request: FastifyRequest, body: unknown): IdempotencyInput | null {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return null;
  if (typeof value !== 'string' || value.length < 8 || value.length > 200) {
    throw new HttpError(400, 'INVALID_HEADER', 'Header idempotency-key must be 8 to 200 characters');
  }
  return { key: value, body };
}

export async function orderOr404(db: Db, orderId: string) {
  return found(await findOrder(db, orderId), 'order', `No order with id ${orderId}`);
}

export function orderHandlers(config: OrderRouteConfig): HandlersOf<typeof orderEndpoints> {
  const created = async (db: Db, result: { order: OrderRow; payment: PaymentRow }) => {
    if (result.order.statusId === orderStatus.ids.paid) config.onPaid();
    return {
      errorText: 'OK' as const,
      order: toOrderSummary(await orderOr404(db, result.order.id)),
      payment: await paymentInstructions(db, result.order, result.payment, config),
    };
  };

  return {
    orderCreate: async ({ db, body, ctx, request, principal }) =>
      created(
        db,
        await createOrder(
          db,
          {
            ...body,
            languageId: body.languageId ?? ctx.languageId,
            reqSourceId: ctx.agentSource,
            brandId: ctx.brandId,
            // Optional sign-in: without a token the order is anonymous; a bad token is 401, never ignored.
            accountId: principal.kind === 'account' ? principal.account.accountId : null,
          },
          idempotency(request, body),
          config,
        ),
      ),
    orderCreateV2: async ({ db, body, ctx, request, principal }) => {
      // It holds as the hold endpoints do, so it needs the waiting room's admission as they do.
      const { browserId, token } = admissionOf(request);
      await requireAdmission(db, config.waitingRoom, body.eventId, browserId, token);
      return created(
        db,
        await createOrderWithHold(
          db,
          'order-create-v2',
          body,
          {
            ...body,
            languageId: body.languageId ?? ctx.languageId,
            reqSourceId: ctx.agentSource,
            brandId: ctx.brandId,
            // Checked before the hold is taken, so a bad token costs no inventory.
            accountId: principal.kind === 'account' ? principal.account.accountId : null,
          },
          idempotency(request, body),
          config,
        ),
      );
    },
    orderCreateExtra: async ({ db, body, ctx, request, principal }) => {
      const { account } = principal;
      return created(
        db,
        await createExtraOrder(
          db,
          {
            ...body,
            languageId: body.languageId ?? account.languageId,
            reqSourceId: ctx.agentSource,
            brandId: ctx.brandId,
          },
          idempotency(request, body),
          account,
          config,
        ),
      );
    },
    orderById: async ({ db, query }) => ({
      errorText: 'OK',
      order: toOrderSummary(await orderOr404(db, query.orderId)),
    }),
    orderCheck: async ({ db, query }) => ({
      errorText: 'OK',
      ...orderStatusView((await orderOr404(db, query.orderId)).order),
    }),
    orderBookingStatus: async ({ db, query }) => ({
      errorText: 'OK',
      ...orderStatusView((await orderOr404(db, query.orderId)).order),
    }),
    orderStatusV2: async ({ db, params }) => ({
      errorText: 'OK',
      ...orderStatusView((await orderOr404(db, params.orderId)).order),
    }),
    orderContent: async ({ db, query }) => {
      const found = await orderOr404(db, query.orderId);
      return {
        errorText: 'OK',
        order: toOrderSummary(found),
        items: await orderLines(db, found.order.id, orderLanguage(found.order)),
      };
    },
    orderContentsV2: async ({ db, params, ctx }) => {
      const found = await orderOr404(db, params.orderId);
      return {
        errorText: 'OK',
        order: toOrderSummary(found),
        items: await orderLines(db, found.order.id, ctx.language),
        tickets: await orderTickets(db, found.order.id, ctx.language),
        // A declined card shows as declined on the order page, not as "awaiting payment".
        paymentStatus: (await latestPayment(db, found.order.id))?.status ?? null,
        bankTransferDueAt: orderTransferDueDate(found.order)?.toISOString() ?? null,
      };
    },
    orderTickets: async ({ db, query, ctx }) => {
      const found = await orderOr404(db, query.orderId);
      return { errorText: 'OK', tickets: await orderTickets(db, found.order.id, ctx.language) };
    },
    orderVouchers: async ({ db, query, ctx }) => {
      const found = await orderOr404(db, query.orderId);
      return { errorText: 'OK', vouchers: await orderVoucherViews(db, found.order.id, ctx.language) };
    },
    orderCancel: async ({ db, query }) => {
      await cancelOrder(db, query.orderId);
      return { errorText: 'OK', order: toOrderSummary(await orderOr404(db, query.orderId)) };
    },
    orderPayByTransfer: async ({ db, query }) =>
      created(db, await switchToBankTransfer(db, query.orderId, config)),
    orderDownloadTicket: async ({ db, query, reply }) => {
      const { order } = await orderOr404(db, query.orderId);
      const pdf = await paidOrderTicketsPdf(db, order);
      void reply.header('content-disposition', `attachment; filename="vstupenky-${order.orderNumber}.pdf"`);
      return pdf;
    },
  };
}

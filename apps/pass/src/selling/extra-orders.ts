// Extra orders: products added to a paid order of a signed-in account, as a new order linked to it.
import type { OrderCreateExtraBody } from '@repo/contract/orders';
import { orderStatus } from '@repo/enums';
import type { AccountScope } from '../db/queries/account-holdings';
import type { Db } from '../db/database';
import { DomainError, notFound } from '../domain/domain-error';
import type { IdempotencyInput } from './idempotency';
import { createOrderWithHold } from './order-create';
import { findOrder } from './orders';
import type { OrderConfig, OrderRow, PaymentRow } from './orders';

/**
 * The account placed the order signed in, or owns its e-mail (verified): the rule of accountOrdersCondition,
 * so an account may extend exactly the orders its account-orders list shows.
 */
export function accountOwnsOrder(order: OrderRow, account: AccountScope): boolean {
  if (order.accountId === account.accountId) return true;
  return account.emailVerified && order.email.toLowerCase() === account.email.toLowerCase();
}

export type ExtraOrderInput = OrderCreateExtraBody & {
  languageId: number;
  reqSourceId: number;
  brandId?: string | null;
};

/**
 * Holds the products at the parent's event and turns the hold into a pending order with the parent's buyer,
 * billing and account, linked by parentOrderId; it is paid like any order (its own tickets: none, its own
 * vouchers and receipt). 404 unknown order, 403 someone else's, 409 not paid (only a paid order is extended).
 */
export async function createExtraOrder(
  db: Db,
  input: ExtraOrderInput,
  idempotency: IdempotencyInput | null,
  account: AccountScope,
  config: OrderConfig & { holdMs: number },
): Promise<{ order: OrderRow; payment: PaymentRow }> {
  const found = await findOrder(db, input.orderId);
  if (!found) throw notFound('order', `No order with id ${input.orderId}`);
  const parent = found.order;
  if (!accountOwnsOrder(parent, account)) {
    throw new DomainError('ORDER_NOT_YOURS', 'Products can be added only to your own orders');
  }
  if (parent.statusId !== orderStatus.ids.paid) {
    throw new DomainError('ORDER_NOT_PAID', 'Products can be added to a paid order only');
  }
  return createOrderWithHold(
    db,
    'order-create-extra',
    {
      eventId: parent.eventId,
      tickets: [],
      seatIds: [],
      extraProducts: input.extraProducts,
      codes: [],
      // Products added to a demo order stay demo (its event may be unpublished).
      demo: parent.demo,
    },
    {
      email: parent.email,
      name: parent.name,
      phone: parent.phone ?? undefined,
      billing: parent.billing ?? undefined,
      paymentMethodId: input.paymentMethodId,
      languageId: input.languageId,
      reqSourceId: input.reqSourceId,
      // The storefront it is added on, else the one the paid order was placed on.
      brandId: input.brandId ?? parent.brandId,
      accountId: account.accountId,
      parentOrderId: parent.id,
      demo: parent.demo,
    },
    idempotency,
    config,
  );
}

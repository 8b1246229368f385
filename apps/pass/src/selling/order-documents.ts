// The receipt of a paid order and the e-mail that brings the buyer its tickets (sent through the outbox).
import { orderStatus } from '@repo/enums';
import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { accountMailHandlers } from '../accounts/account-mails';
import { invitationMailHandlers } from '../organizers/invitation-mail';
import type { Db } from '../db/database';
import { orders } from '../db/schema';
import { renderTicketsPdf } from '../documents/ticket-pdf';
import { DomainError } from '../domain/domain-error';
import type { Env } from '../env';
import { pickText } from '../i18n-text';
import { createMailer } from '../mail/mailer';
import { createOutboxWorker } from '../outbox/worker';
import { WEBHOOK_TIMEOUT_MS, webhookHandlers } from '../webhooks/deliver';
import { secretBoxOf } from '../secrets/secret-box';
import { webhookUrlPolicy } from '../webhooks/endpoint-url';
import type { OutboxWorker } from '../outbox/worker';
import { buildReceipt } from '../receipts/receipt';
import type { Receipt, ReceiptLineInput } from '../receipts/receipt';
import type { LabelLanguage } from '@repo/enums';
import { formatPostalAddress } from '../receipts/format';
import { ORDER_PAID_MAIL } from './order-paid';
import type { OrderRow } from './orders';
import { orderContext, orderLanguage, orderPdfInput } from './order-views';
import { orderItems } from '../db/schema';
import { walletSettings } from '../wallet/wallet-settings';
import { orderPaidMail } from './order-paid-mail';

/** Receipt numbers follow order numbers: unique, increasing, and findable from either side. */
export function receiptNumberOf(order: OrderRow): string {
  return `D${order.orderNumber}`;
}

/** One order line as its receipt line; the sales report sums receipts built from the same lines. */
export function receiptLineOf(
  item: typeof orderItems.$inferSelect,
  language: LabelLanguage,
): ReceiptLineInput {
  return {
    name: pickText(item.name, language),
    quantity: item.quantity,
    // order_item.unitPrice is after discount; the receipt shows the price before and the line discount.
    unitPrice: item.unitPrice + item.discount,
    discount: item.discount * item.quantity,
    vatRateBasisPoints: item.vatRateBasisPoints,
    parts: item.vatParts?.map((part) => ({
      name: pickText(part.name, language),
      vatRateBasisPoints: part.vatRateBasisPoints,
      unitPrice: part.unitPrice,
    })),
  };
}

export async function orderReceipt(db: Db, order: OrderRow): Promise<Receipt> {
  const language = orderLanguage(order);
  const { event, organizer } = await orderContext(db, order);
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const paidAt = order.paidAt ?? order.createdAt;
  const billing = order.billing;
  return buildReceipt({
    receiptNumber: receiptNumberOf(order),
    issuedAt: paidAt,
    // Tickets are paid before the event: the supply is taxed when the payment is received.
    taxableSupplyAt: paidAt,
    timeZone: event.timeZone,
    language,
    currencyId: order.currencyId,
    seller: {
      name: organizer.name,
      countryId: organizer.countryId,
      vatId: organizer.vatId,
      companyId: organizer.companyId,
      taxId: organizer.taxId,
      address: formatPostalAddress(organizer, organizer.countryId, language),
    },
    // Billing of a company (or any billing with an IČO or VAT id) makes the receipt a full tax document.
    buyer: billing
      ? {
          name: order.name,
          companyName: billing.companyName ?? null,
          companyId: billing.companyId ?? null,
          vatId: billing.vatId ?? null,
          address: formatPostalAddress(billing, organizer.countryId, language),
        }
      : { name: order.name },
    lines: items.map((item) => receiptLineOf(item, language)),
    paymentMethodId: order.paymentMethodId,
  });
}

/** The receipt as issued to the buyer (order language); 409 ORDER_NOT_PAID while the order is unpaid. */
export async function paidOrderReceipt(db: Db, order: OrderRow): Promise<Receipt> {
  // A refunded order keeps the receipt it was paid with; its credit notes correct it.
  if (order.statusId !== orderStatus.ids.paid && order.statusId !== orderStatus.ids.refunded) {
    throw new DomainError('ORDER_NOT_PAID', 'A receipt is issued once the order is paid');
  }
  return orderReceipt(db, order);
}

/** The tickets of a paid order as one PDF; 409 ORDER_NOT_PAID before payment (tickets do not exist yet). */
export async function paidOrderTicketsPdf(db: Db, order: OrderRow): Promise<Buffer> {
  if (order.statusId !== orderStatus.ids.paid) {
    throw new DomainError('ORDER_NOT_PAID', 'Tickets are issued once the order is paid');
  }
  return renderTicketsPdf(await orderPdfInput(db, order));
}

/** The outbox worker of this process: e-mails of paid orders, accounts and invitations, and webhook deliveries. */
export function createOrderMailWorker(db: Db, env: Env): OutboxWorker {
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM,
    outboxDir: resolve(env.MAIL_OUTBOX_DIR),
    // Over SMTP the development outbox viewer shows the kept copies.
    copyDir: env.DEV_TOOLS ? resolve(env.MAIL_OUTBOX_DIR) : undefined,
  });
  return createOutboxWorker({
    db,
    handlers: {
      // Verification, set-password and sign-in-code e-mails of accounts share this worker and mailer.
      ...accountMailHandlers(db, mailer, {
        publicTicketsUrl: env.PUBLIC_TICKETS_URL,
        accessCodeTtlMs: env.ACCESS_CODE_TTL,
        emailVerificationTtlMs: env.EMAIL_VERIFICATION_TTL,
      }),
      // Team invitations link to the hub.
      ...invitationMailHandlers(db, mailer, { hubOrigin: env.HUB_ORIGIN }),
      ...webhookHandlers(db, {
        policy: webhookUrlPolicy(env.APP_STAGE),
        timeoutMs: WEBHOOK_TIMEOUT_MS,
        box: secretBoxOf(env),
      }),
      [ORDER_PAID_MAIL]: async (payload, ctx) => {
        const orderId = String(payload.orderId);
        const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
        if (!order) throw new Error(`order ${orderId} not found`);
        const mail = await orderPaidMail(db, order, {
          publicTicketsUrl: env.PUBLIC_TICKETS_URL,
          wallet: walletSettings(env),
          receipt: await orderReceipt(db, order),
        });
        await mailer.send({ ...mail, messageId: ctx.messageId });
      },
    },
  });
}

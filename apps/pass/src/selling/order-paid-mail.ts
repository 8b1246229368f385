// The paid-order e-mail of one order: gathers event, tickets (seats, wallet links), vouchers and receipt, and
// renders the HTML and plain-text parts, sent in the buyer's language with the organiser's name as sender.
import type { Db } from '../db/database';
import { renderTicketsPdf } from '../documents/ticket-pdf';
import type { Mail } from '../mail/mailer';
import { eventWhen } from '../mail/order-mail-content';
import type { OrderMailContent } from '../mail/order-mail-content';
import { renderOrderMailHtml } from '../mail/order-mail-html';
import { renderOrderMailText } from '../mail/order-mail-text';
import { orderMailTexts } from '../mail/order-mail-texts';
import { mailTextsFor } from '../organizers/mail-texts';
import type { Receipt } from '../receipts/receipt';
import { ticketWalletLinks } from '../wallet/wallet-links';
import type { WalletSettings } from '../wallet/wallet-settings';
import { orderPageUrl } from './order-link';
import type { OrderRow } from './orders';
import { orderContext, orderPdfInput } from './order-views';
import { orderVoucherViews } from './vouchers';

export interface OrderPaidMailOptions {
  publicTicketsUrl: string;
  wallet: WalletSettings;
  /** The order's receipt (order-documents.ts builds it). */
  receipt: Receipt;
}

export async function orderPaidMail(
  db: Db,
  order: OrderRow,
  options: OrderPaidMailOptions,
): Promise<Omit<Mail, 'messageId'>> {
  const pdfInput = await orderPdfInput(db, order);
  const { language } = pdfInput;
  const { organizer, event } = await orderContext(db, order);
  const texts = orderMailTexts[language];
  const own = await mailTextsFor(db, organizer.id, event.id, language);
  const orderUrl = orderPageUrl(options.publicTicketsUrl, order, {
    organizerSlug: organizer.slug,
    eventSlug: event.slug,
  });
  // The storefront the order was placed on (a partner brand's host or the main one) forwards /pass/* too.
  const origin = new URL(orderUrl).origin;
  const wallets = new Map(
    ticketWalletLinks(
      options.wallet,
      order.id,
      pdfInput.tickets.map((ticket) => ticket.ticketId),
    ).map((links) => [links.ticketId, links]),
  );
  // Wallet links go through that storefront: one domain for everything the buyer opens.
  const absolute = (path: string | null | undefined) => (path ? `${origin}${path}` : null);
  const vouchers = await orderVoucherViews(db, order.id, language);
  // A ticket PDF needs a ticket: without one the handler would fail and retry for ever.
  const hasTickets = pdfInput.tickets.length > 0;
  const subject = `${order.demo ? texts.demo : ''}${(hasTickets
    ? texts.subject
    : texts.subjectWithoutTickets)(order.orderNumber, pdfInput.event.name)}`;

  const content: OrderMailContent = {
    language,
    subject,
    orderNumber: order.orderNumber,
    orderUrl,
    demo: order.demo,
    organizerName: organizer.name,
    organizerNote: own.paragraph,
    event: {
      name: pdfInput.event.name,
      ...eventWhen(pdfInput.event, language),
      venue: pdfInput.event.venue,
      address: pdfInput.event.address,
    },
    tickets: pdfInput.tickets.map((ticket) => ({
      typeName: ticket.ticketTypeName,
      holderName: ticket.holderName,
      seat: ticket.seat,
      code: ticket.qrCode,
      appleWalletUrl: absolute(wallets.get(ticket.ticketId)?.appleWalletPath),
      googleWalletUrl: absolute(wallets.get(ticket.ticketId)?.googleWalletPath),
    })),
    vouchers: vouchers
      .filter((voucher) => voucher.status !== 'canceled')
      .map((voucher) => ({ name: voucher.productNamePub, quantity: voucher.quantity, code: voucher.code })),
    receipt: options.receipt,
    pdfAttached: hasTickets,
  };

  return {
    to: order.email,
    fromName: own.senderName ?? organizer.name,
    ...(own.replyTo ? { replyTo: own.replyTo } : {}),
    subject,
    text: renderOrderMailText(content),
    html: await renderOrderMailHtml(content),
    attachments: hasTickets
      ? [
          {
            filename: `vstupenky-${order.orderNumber}.pdf`,
            content: await renderTicketsPdf(pdfInput),
            contentType: 'application/pdf',
          },
        ]
      : [],
  };
}

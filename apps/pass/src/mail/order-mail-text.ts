// The plain-text part of the paid-order e-mail: the same content as the HTML, readable in any mail client.
import { renderReceiptText } from '../receipts/receipt';
import type { OrderMailContent } from './order-mail-content';
import { orderMailTexts } from './order-mail-texts';

export function renderOrderMailText(content: OrderMailContent): string {
  const texts = orderMailTexts[content.language];
  const hasTickets = content.tickets.length > 0;
  const out: string[] = [];
  if (content.demo) out.push(texts.demoNote, '');
  out.push(hasTickets ? texts.intro : texts.introWithoutTickets, '');
  if (content.organizerNote) out.push(content.organizerNote, '');
  out.push(`${texts.showOrder}: ${content.orderUrl}`, '');

  out.push(content.event.name);
  out.push(`${texts.date}: ${content.event.dateText}`);
  out.push(`${texts.time}: ${content.event.timeText}`);
  const place = [content.event.venue, content.event.address].filter(Boolean).join(', ');
  if (place) out.push(`${texts.venue}: ${place}`);

  if (hasTickets) {
    out.push('', `${texts.tickets}:`);
    for (const ticket of content.tickets) {
      const seat = ticket.seat
        ? ` (${texts.seat(ticket.seat.sector, ticket.seat.row, ticket.seat.number)})`
        : '';
      out.push(`- ${ticket.typeName}${seat}`);
      if (ticket.holderName) out.push(`  ${texts.holder}: ${ticket.holderName}`);
      out.push(`  ${texts.ticketCode}: ${ticket.code}`);
      if (ticket.appleWalletUrl) out.push(`  ${texts.addToAppleWallet}: ${ticket.appleWalletUrl}`);
      if (ticket.googleWalletUrl) out.push(`  ${texts.saveToGoogleWallet}: ${ticket.googleWalletUrl}`);
    }
  }
  if (content.vouchers.length > 0) {
    out.push('', `${texts.vouchers}:`);
    for (const voucher of content.vouchers) {
      out.push(`- ${voucher.quantity} × ${voucher.name}`, `  ${texts.voucherCode}: ${voucher.code}`);
    }
  }

  out.push('', renderReceiptText(content.receipt, content.language));
  if (content.pdfAttached) out.push('', texts.pdfAttached);
  out.push('', `${texts.organizer}: ${content.organizerName}`, texts.order(content.orderNumber));
  return `${out.join('\n')}\n`;
}

// The HTML part of the paid-order e-mail, written in MJML and compiled to the table markup mail clients need.
import mjml2html from 'mjml';
import { receiptTexts } from '../receipts/receipt-texts';
import type { OrderMailContent, OrderMailTicket } from './order-mail-content';
import { orderMailTexts } from './order-mail-texts';

const INK = '#1f2937';
const MUTED = '#6b7280';
const BRAND = '#4a1a93';
const BRAND_SOFT = '#f6f3ff';
const LINE = '#ede8ff';

/** Escapes text for MJML, which is XML around HTML: names, codes and addresses come from buyers and organisers. */
export function escapeMarkup(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const e = escapeMarkup;

function ticketSection(ticket: OrderMailTicket, content: OrderMailContent): string {
  const texts = orderMailTexts[content.language];
  const seat = ticket.seat ? texts.seat(ticket.seat.sector, ticket.seat.row, ticket.seat.number) : null;
  const wallets = [
    ticket.appleWalletUrl
      ? `<mj-button href="${e(ticket.appleWalletUrl)}" background-color="#000000" css-class="wallet-apple">${e(texts.addToAppleWallet)}</mj-button>`
      : '',
    ticket.googleWalletUrl
      ? `<mj-button href="${e(ticket.googleWalletUrl)}" background-color="#1f1f1f" css-class="wallet-google">${e(texts.saveToGoogleWallet)}</mj-button>`
      : '',
  ].join('');
  return `
    <mj-section padding="4px 24px" css-class="ticket">
      <mj-column border="1px solid ${LINE}" border-radius="12px" padding="12px 4px">
        <mj-text font-size="16px" font-weight="600" padding-bottom="2px">${e(ticket.typeName)}</mj-text>
        ${seat ? `<mj-text padding-top="0" padding-bottom="2px" color="${BRAND}" font-weight="600" css-class="seat">${e(seat)}</mj-text>` : ''}
        ${ticket.holderName ? `<mj-text padding-top="0" padding-bottom="2px" color="${MUTED}">${e(texts.holder)}: ${e(ticket.holderName)}</mj-text>` : ''}
        <mj-text padding-top="0" color="${MUTED}" font-size="13px">${e(texts.ticketCode)}: <span style="font-family:Menlo,Consolas,monospace;color:${INK}">${e(ticket.code)}</span></mj-text>
        ${wallets}
      </mj-column>
    </mj-section>`;
}

function receiptSection(content: OrderMailContent): string {
  const { receipt, language } = content;
  const texts = receiptTexts[language];
  const mail = orderMailTexts[language];
  const rows = receipt.lines
    .map(
      (line) => `
        <tr>
          <td style="padding:6px 0;border-bottom:1px solid ${LINE}">${e(line.name)}<br /><span style="color:${MUTED};font-size:13px">${line.quantity} × ${e(line.unitPriceText)}${line.discountText ? ` (${e(texts.discount)} ${e(line.discountText)})` : ''}</span></td>
          <td style="padding:6px 0;border-bottom:1px solid ${LINE};text-align:right;white-space:nowrap;vertical-align:top">${e(line.totalText)}</td>
        </tr>`,
    )
    .join('');
  const vatRows = receipt.taxDocument
    ? receipt.vatTable.rows
        .map(
          (row) => `
        <tr>
          <td style="padding:2px 0;color:${MUTED};font-size:13px">${e(texts.vat)} ${e(row.vatRateText)} (${e(texts.base)} ${e(row.baseText)})</td>
          <td style="padding:2px 0;color:${MUTED};font-size:13px;text-align:right;white-space:nowrap">${e(row.vatText)}</td>
        </tr>`,
        )
        .join('')
    : '';
  return `
    <mj-section padding="16px 8px 0">
      <mj-column>
        <mj-text font-size="18px" font-weight="600" color="${BRAND}" padding-bottom="4px">${e(mail.payment)}</mj-text>
        <mj-table font-size="15px" line-height="1.4" color="${INK}" padding="6px 16px" css-class="receipt">
          ${rows}
          <tr>
            <td style="padding:10px 0 4px;font-weight:600">${e(texts.total)}</td>
            <td style="padding:10px 0 4px;font-weight:600;text-align:right;white-space:nowrap">${e(receipt.totalText)}</td>
          </tr>
          ${vatRows}
        </mj-table>
        <mj-text color="${MUTED}" font-size="13px">${e(receipt.title)} ${e(receipt.receiptNumber)} · ${e(receipt.issuedAtText)}<br />${e(texts.paymentMethod)}: ${e(receipt.paymentMethodText)}<br />${e(texts.seller)}: ${e(receipt.seller.name)}${receipt.seller.companyId ? `, ${e(texts.companyId)} ${e(receipt.seller.companyId)}` : ''}${receipt.seller.vatId ? `, ${e(texts.vatId)} ${e(receipt.seller.vatId)}` : ''}</mj-text>
      </mj-column>
    </mj-section>`;
}

export function orderMailMjml(content: OrderMailContent): string {
  const texts = orderMailTexts[content.language];
  const { event } = content;
  const hasTickets = content.tickets.length > 0;
  const place = [event.venue, event.address].filter((part): part is string => Boolean(part));
  const fact = (label: string, value: string, testClass: string) =>
    `<mj-text color="#ffffff" padding="2px 24px" css-class="${testClass}"><span style="color:#ddd4ff">${e(label)}:</span> ${e(value)}</mj-text>`;
  return `<mjml lang="${content.language}">
  <mj-head>
    <mj-title>${e(content.subject)}</mj-title>
    <mj-preview>${e(`${event.name} – ${event.dateText}, ${event.timeText}`)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Poppins, 'Segoe UI', Helvetica, Arial, sans-serif" />
      <mj-text color="${INK}" font-size="15px" line-height="1.5" padding="6px 16px" />
      <mj-button background-color="${BRAND}" color="#ffffff" border-radius="10px" font-size="15px" font-weight="600" inner-padding="12px 20px" padding="6px 16px" align="left" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="${BRAND_SOFT}" width="600px">
    <mj-section padding="24px 16px 12px">
      <mj-column>
        <mj-text font-size="14px" font-weight="600" color="${BRAND}" css-class="organizer">${e(content.organizerName)}</mj-text>
      </mj-column>
    </mj-section>
    ${
      content.demo
        ? `<mj-section background-color="#fef3c7" padding="8px 16px"><mj-column><mj-text color="#92400e" font-weight="600">${e(texts.demoNote)}</mj-text></mj-column></mj-section>`
        : ''
    }
    <mj-wrapper background-color="#ffffff" border-radius="16px" padding="0 0 16px">
      <mj-section background-color="${BRAND}" border-radius="16px 16px 0 0" padding="24px 0 20px">
        <mj-column>
          <mj-text color="#ddd4ff" font-size="14px" padding="0 24px 4px">${e(hasTickets ? texts.heading : texts.headingWithoutTickets)}</mj-text>
          <mj-text color="#ffffff" font-size="24px" font-weight="700" line-height="1.25" padding="0 24px 12px" css-class="event-name">${e(event.name)}</mj-text>
          ${fact(texts.date, event.dateText, 'event-date')}
          ${fact(texts.time, event.timeText, 'event-time')}
          ${place.length > 0 ? fact(texts.venue, place.join(', '), 'event-venue') : ''}
        </mj-column>
      </mj-section>
      <mj-section padding="16px 8px 8px">
        <mj-column>
          <mj-text>${e(hasTickets ? texts.intro : texts.introWithoutTickets)}</mj-text>
          ${
            content.organizerNote
              ? `<mj-text css-class="organizer-note">${e(content.organizerNote).replace(/\n/g, '<br />')}</mj-text>`
              : ''
          }
          <mj-button href="${e(content.orderUrl)}" css-class="order-link">${e(texts.showOrder)}</mj-button>
        </mj-column>
      </mj-section>
      ${
        hasTickets
          ? `<mj-section padding="8px 8px 0"><mj-column><mj-text font-size="18px" font-weight="600" color="${BRAND}" padding-bottom="0">${e(texts.tickets)}</mj-text></mj-column></mj-section>
      ${content.tickets.map((ticket) => ticketSection(ticket, content)).join('')}`
          : ''
      }
      ${
        content.vouchers.length > 0
          ? `<mj-section padding="16px 8px 0">
        <mj-column>
          <mj-text font-size="18px" font-weight="600" color="${BRAND}" padding-bottom="4px">${e(texts.vouchers)}</mj-text>
          ${content.vouchers
            .map(
              (voucher) =>
                `<mj-text padding-top="2px" padding-bottom="2px" css-class="voucher">${voucher.quantity} × ${e(voucher.name)} · <span style="color:${MUTED}">${e(texts.voucherCode)}:</span> <span style="font-family:Menlo,Consolas,monospace">${e(voucher.code)}</span></mj-text>`,
            )
            .join('')}
        </mj-column>
      </mj-section>`
          : ''
      }
      ${receiptSection(content)}
    </mj-wrapper>
    <mj-section padding="16px 16px 32px">
      <mj-column>
        ${content.pdfAttached ? `<mj-text color="${MUTED}" font-size="13px">${e(texts.pdfAttached)}</mj-text>` : ''}
        <mj-text color="${MUTED}" font-size="13px">${e(texts.organizer)}: ${e(content.organizerName)} · ${e(texts.order(content.orderNumber))}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}

/** Compiles the e-mail; MJML's strict validation turns a markup mistake into an error, not a broken e-mail. */
export async function renderOrderMailHtml(content: OrderMailContent): Promise<string> {
  const { html } = await mjml2html(orderMailMjml(content), {
    validationLevel: 'strict',
    // Nothing in the template includes files; refusing mj-include keeps the compiler off the disk.
    ignoreIncludes: true,
  });
  return html;
}

// The development outbox pages as HTML strings: the list of messages and one message as it went out.
import type { OutboxMessage } from '../db/queries/outbox';
import { escapeHtml, linkifyText, page } from './html';

export interface ListedMessage {
  message: OutboxMessage;
  /** Headers of the latest e-mail sent for it; undefined when none was written (pending, failed, SMTP). */
  mail?: { to: string; subject: string; writtenAt: Date };
}

export interface MailView {
  /** Decoded header lines in their order. */
  headers: { name: string; value: string }[];
  text: string | null;
  html: string | null;
  attachments: { filename: string; contentType: string; size: number }[];
  /** How many times it was written (more than one after a retry). */
  copies: number;
}

/** Where e-mails go, for the note explaining missing content. */
export type MailMode = 'files' | 'smtp';

const time = (date: Date) =>
  date
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');

function status(message: OutboxMessage): string {
  const attempts = message.attempts === 1 ? '' : ` (${message.attempts} attempts)`;
  return `<span class="status-${escapeHtml(message.status)}">${escapeHtml(message.status)}</span>${escapeHtml(attempts)}`;
}

function noMailNote(message: OutboxMessage, mode: MailMode): string {
  if (message.status === 'pending') return 'Not sent yet.';
  if (message.status === 'failed') return 'Sending failed; see the last error.';
  return mode === 'smtp'
    ? 'No copy found: sent over SMTP while DEV_TOOLS was off, or the copy was deleted; look in the SMTP server.'
    : 'No .eml file found for it in the mail folder (deleted, or written by an older database).';
}

export function outboxListPage(items: readonly ListedMessage[], mode: MailMode, mailDir: string): string {
  const rows = items
    .map(({ message, mail }) => {
      const link = `/dev/outbox/${message.id}`;
      return `<tr>
<td>${escapeHtml(time(mail?.writtenAt ?? message.createdAt))}</td>
<td>${mail ? escapeHtml(mail.to) : '<span class="note">–</span>'}</td>
<td><a href="${link}">${mail ? escapeHtml(mail.subject || '(no subject)') : `message ${message.id}`}</a></td>
<td>${escapeHtml(message.kind)}</td>
<td>${status(message)}</td>
</tr>`;
    })
    .join('\n');
  const body = `<h1>Outbox (development)</h1>
<p class="note">E-mails of this pass service, newest first. Mail ${
    mode === 'smtp' ? 'goes over SMTP; copies are kept in' : 'is written as .eml files to'
  } <code>${escapeHtml(mailDir)}</code>.</p>
${
  items.length === 0
    ? '<p>No messages yet.</p>'
    : `<table>
<thead><tr><th>Time</th><th>To</th><th>Subject</th><th>Kind</th><th>Status</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
}`;
  return page('Outbox', body);
}

export function outboxMessagePage(message: OutboxMessage, mail: MailView | null, mode: MailMode): string {
  const facts: [string, string][] = [
    ['Kind', escapeHtml(message.kind)],
    ['Status', status(message)],
    ['Created', escapeHtml(time(message.createdAt))],
    ['Processed', message.processedAt ? escapeHtml(time(message.processedAt)) : '–'],
    ['Dedupe key', escapeHtml(message.dedupeKey)],
    ['Payload', `<code>${escapeHtml(JSON.stringify(message.payload))}</code>`],
  ];
  if (message.lastError) facts.push(['Last error', `<pre>${escapeHtml(message.lastError)}</pre>`]);
  const factRows = facts.map(([name, value]) => `<tr><th>${name}</th><td>${value}</td></tr>`).join('\n');

  let content: string;
  if (mail === null) {
    content = `<p class="note">${escapeHtml(noMailNote(message, mode))}</p>`;
  } else {
    const headerRows = mail.headers
      .map((header) => `<tr><th>${escapeHtml(header.name)}</th><td>${escapeHtml(header.value)}</td></tr>`)
      .join('\n');
    const attachments =
      mail.attachments.length === 0
        ? '<p class="note">None.</p>'
        : `<ul>\n${mail.attachments
            .map(
              (attachment, index) =>
                `<li><a href="/dev/outbox/${message.id}/attachments/${index}">${escapeHtml(attachment.filename)}</a> ` +
                `(${escapeHtml(attachment.contentType)}, ${attachment.size} bytes)</li>`,
            )
            .join('\n')}\n</ul>`;
    content = `${
      mail.copies > 1
        ? `<p class="note">Sent ${mail.copies} times (a retry after an unconfirmed send); this is the latest.</p>`
        : ''
    }
<h2>Headers</h2>
<table>
${headerRows}
</table>
<h2>Text</h2>
${mail.text === null ? '<p class="note">No text part.</p>' : `<pre class="mail-text">${linkifyText(mail.text)}</pre>`}
<h2>HTML</h2>
${
  mail.html === null
    ? '<p class="note">No HTML part.</p>'
    : // A sandbox without allow-scripts: the e-mail's HTML shows, but nothing in it runs or reaches this page.
      `<iframe title="HTML part" sandbox srcdoc="${escapeHtml(mail.html)}"></iframe>`
}
<h2>Attachments</h2>
${attachments}
<p><a href="/dev/outbox/${message.id}/raw">Raw message (.eml)</a></p>`;
  }
  const body = `<p><a href="/dev/outbox">← Outbox</a></p>
<h1>Outbox message ${message.id}</h1>
<table>
${factRows}
</table>
${content}`;
  return page(`Outbox message ${message.id}`, body);
}

export function notFoundPage(text: string): string {
  return page(
    'Not found',
    `<p><a href="/dev/outbox">← Outbox</a></p>\n<h1>Not found</h1>\n<p>${escapeHtml(text)}</p>`,
  );
}

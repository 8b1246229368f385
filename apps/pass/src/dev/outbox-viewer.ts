// Development routes /dev/outbox...: the outbox messages and the e-mails they sent. Registered only with DEV_TOOLS.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { simpleParser } from 'mailparser';
import type { ParsedMail } from 'mailparser';
import type { Db } from '../db/database';
import { findOutboxMessage, listOutboxMessages } from '../db/queries/outbox';
import type { OutboxMessage } from '../db/queries/outbox';
import { decodeMimeWords } from '../mail/mailer';
import { outboxListPage, outboxMessagePage, notFoundPage } from './outbox-pages';
import type { MailMode, MailView } from './outbox-pages';
import { filesOfMessage, sentMailByOutboxId } from './sent-mail';
import type { SentMailFile } from './sent-mail';

export interface DevOutboxOptions {
  /** The folder the mailer writes .eml files (or, over SMTP, copies) to. */
  mailDir: string;
  mode: MailMode;
  /** Messages on the list page. Default 200. */
  listLimit?: number;
}

// E-mails can carry any HTML; the page itself runs no script and loads nothing from elsewhere.
const contentSecurityPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; base-uri 'none'; form-action 'none'";

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', contentSecurityPolicy)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .send(body);
}

/** Header lines as they were written, unfolded and with encoded words decoded. */
function headerList(parsed: ParsedMail): MailView['headers'] {
  return parsed.headerLines.map(({ line }) => {
    const unfolded = line.replace(/\r?\n[ \t]+/g, ' ');
    const colon = unfolded.indexOf(':');
    return {
      name: unfolded.slice(0, colon).trim(),
      value: decodeMimeWords(unfolded.slice(colon + 1).trim()),
    };
  });
}

export function registerDevOutbox(app: FastifyInstance, db: Db, options: DevOutboxOptions): void {
  const listLimit = options.listLimit ?? 200;

  /** The message and its e-mail files (oldest first), or a 404 page already sent. */
  async function load(
    rawId: string,
    reply: FastifyReply,
  ): Promise<{ message: OutboxMessage; files: SentMailFile[] } | null> {
    const id = /^\d{1,15}$/.test(rawId) ? Number(rawId) : null;
    const message = id === null ? undefined : await findOutboxMessage(db, id);
    if (!message) {
      void html(reply, 404, notFoundPage(`No outbox message ${rawId}.`));
      return null;
    }
    const files = filesOfMessage(
      (await sentMailByOutboxId(options.mailDir)).get(message.id),
      message.createdAt,
    );
    return { message, files };
  }

  async function latestParsed(files: SentMailFile[]): Promise<ParsedMail | null> {
    const latest = files.at(-1);
    return latest ? simpleParser(latest.raw) : null;
  }

  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await listOutboxMessages(db, listLimit);
    const files = await sentMailByOutboxId(options.mailDir);
    const items = messages.map((message) => {
      const latest = filesOfMessage(files.get(message.id), message.createdAt).at(-1);
      return latest
        ? { message, mail: { to: latest.to, subject: latest.subject, writtenAt: latest.writtenAt } }
        : { message };
    });
    return html(reply, 200, outboxListPage(items, options.mode, options.mailDir));
  });

  app.get<{ Params: { id: string } }>(
    '/dev/outbox/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      const found = await load(request.params.id, reply);
      if (!found) return reply;
      const parsed = await latestParsed(found.files);
      const mail: MailView | null = parsed && {
        headers: headerList(parsed),
        text: parsed.text ?? null,
        html: parsed.html === false ? null : parsed.html,
        attachments: parsed.attachments.map((attachment) => ({
          filename: attachment.filename ?? 'attachment',
          contentType: attachment.contentType,
          size: attachment.size,
        })),
        copies: found.files.length,
      };
      return html(reply, 200, outboxMessagePage(found.message, mail, options.mode));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/dev/outbox/:id/raw',
    { schema: { hide: true } },
    async (request, reply) => {
      const found = await load(request.params.id, reply);
      if (!found) return reply;
      const latest = found.files.at(-1);
      if (!latest)
        return html(reply, 404, notFoundPage(`Outbox message ${found.message.id} sent no e-mail file.`));
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(latest.raw);
    },
  );

  app.get<{ Params: { id: string; index: string } }>(
    '/dev/outbox/:id/attachments/:index',
    { schema: { hide: true } },
    async (request, reply) => {
      const found = await load(request.params.id, reply);
      if (!found) return reply;
      const parsed = await latestParsed(found.files);
      const index = /^\d{1,4}$/.test(request.params.index) ? Number(request.params.index) : -1;
      const attachment = parsed?.attachments[index];
      if (!attachment) {
        return html(
          reply,
          404,
          notFoundPage(`Outbox message ${found.message.id} has no attachment ${request.params.index}.`),
        );
      }
      // Always a download, never rendered here: an attachment is content from elsewhere.
      const filename = (attachment.filename ?? 'attachment').replace(/[^\w.-]+/g, '_');
      return reply
        .type(attachment.contentType)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(attachment.content);
    },
  );
}

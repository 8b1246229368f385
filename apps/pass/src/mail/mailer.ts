// Sending e-mail: SMTP when an SMTP URL is configured, otherwise .eml files in a local outbox folder.
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type StreamTransport from 'nodemailer/lib/stream-transport';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mail {
  to: string;
  /** The sender's display name (e.g. the organiser's), with the address of the configured From. */
  fromName?: string;
  /** Where answers go (the organiser's address), when not to the From address. */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /**
   * Stable id of this message, e.g. the outbox worker's ctx.messageId ("outbox-42"); becomes the
   * Message-ID header `<outbox-42@domain of from>` (a value with "@" is used as is), so a repeated send
   * of the same message is recognisable. Generated when omitted.
   */
  messageId?: string;
}

export interface SentMail {
  /** The Message-ID header, with angle brackets. */
  messageId: string;
  /** The written .eml file (file mode only). */
  file?: string;
}

export interface Mailer {
  readonly mode: 'smtp' | 'files';
  send(mail: Mail): Promise<SentMail>;
  /** Releases the SMTP transport. */
  close(): void;
}

export interface MailerOptions {
  /** smtp://user:pass@host:port or smtps://...; without it mails are written to outboxDir. */
  smtpUrl?: string;
  /** The From header, e.g. "Vstupenky <vstupenky@example.cz>". */
  from: string;
  outboxDir: string;
  /**
   * Over SMTP, also keep every sent message as an .eml file in this folder, byte for byte what went out
   * (development: the outbox viewer reads them). Ignored without SMTP, where files are the delivery.
   */
  copyDir?: string | undefined;
}

export class MailerConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailerConfigError';
  }
}

// Nodemailer waits up to 2 min to connect and 10 min on an idle socket by default; the outbox worker's
// lease must outlast a send, so a hung server fails the attempt (and it is retried) much sooner.
const smtpTimeouts = {
  connectionTimeout: 20_000,
  greetingTimeout: 20_000,
  socketTimeout: 60_000,
  dnsTimeout: 20_000,
};

/** Checks the URL up front: nodemailer would otherwise quietly fall back to localhost:25 for e.g. "smtp://". */
function checkSmtpUrl(smtpUrl: string): void {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    // The value may hold a password, so it is not repeated in the message.
    throw new MailerConfigError(
      'SMTP_URL is not a valid URL; expected smtp://user:pass@host:port or smtps://...',
    );
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new MailerConfigError(`SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}//`);
  }
  if (!url.hostname) throw new MailerConfigError('SMTP_URL names no host');
}

/** The domain of the From address, for Message-IDs. */
export function mailDomain(from: string): string {
  const match = /@([^\s<>@]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'localhost';
}

/** The bare address of a From value: "Vstupenky <vstupenky@example.cz>" -> "vstupenky@example.cz". */
export function mailAddress(from: string): string {
  return (/<([^<>\s]+)>\s*$/.exec(from)?.[1] ?? from).trim();
}

function messageIdHeader(id: string, from: string): string {
  const bare = id.replace(/^<|>$/g, '');
  return `<${bare.includes('@') ? bare : `${bare}@${mailDomain(from)}`}>`;
}

/** File-name-safe form of a Message-ID. */
function safeName(messageId: string): string {
  return messageId
    .replace(/^<|>$/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .slice(0, 120);
}

export function createMailer(options: MailerOptions): Mailer {
  const { from, outboxDir } = options;
  const compose = (mail: Mail) => ({
    // nodemailer encodes the name (quotes, diacritics) itself when given as an object.
    from: mail.fromName === undefined ? from : { name: mail.fromName, address: mailAddress(from) },
    to: mail.to,
    ...(mail.replyTo === undefined ? {} : { replyTo: mail.replyTo }),
    subject: mail.subject,
    text: mail.text,
    ...(mail.html === undefined ? {} : { html: mail.html }),
    attachments: (mail.attachments ?? []).map((attachment) => ({ ...attachment })),
    ...(mail.messageId === undefined ? {} : { messageId: messageIdHeader(mail.messageId, from) }),
  });

  if (options.smtpUrl !== undefined) {
    checkSmtpUrl(options.smtpUrl);
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...smtpTimeouts });
    const { copyDir } = options;
    if (copyDir === undefined) {
      return {
        mode: 'smtp',
        async send(mail) {
          const info = await transport.sendMail(compose(mail));
          return { messageId: info.messageId };
        },
        close: () => transport.close(),
      };
    }
    // Rendered once, then sent raw: the copy has the same Date, boundaries and encoding as what went out.
    const renderer = nodemailer.createTransport({ streamTransport: true, buffer: true });
    return {
      mode: 'smtp',
      async send(mail) {
        const rendered = await render(renderer, mail);
        await transport.sendMail({ envelope: rendered.envelope, raw: rendered.message });
        return { messageId: rendered.messageId, file: await writeEml(copyDir, rendered) };
      },
      close: () => {
        transport.close();
        renderer.close();
      },
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    mode: 'files',
    async send(mail) {
      const rendered = await render(transport, mail);
      return { messageId: rendered.messageId, file: await writeEml(outboxDir, rendered) };
    },
    close: () => transport.close(),
  };

  async function render(renderer: StreamTransporter, mail: Mail): Promise<RenderedMail> {
    const info = await renderer.sendMail(compose(mail));
    // buffer: true makes the message a Buffer; the type also allows a stream for buffer: false.
    if (!Buffer.isBuffer(info.message)) throw new Error('The stream transport returned no buffer');
    return { messageId: info.messageId, envelope: info.envelope, message: info.message };
  }
}

type StreamTransporter = Transporter<StreamTransport.SentMessageInfo>;

interface RenderedMail {
  messageId: string;
  envelope: { from: string | false; to: string[] };
  message: Buffer;
}

/** Writes the message as a new .eml file named after the time and the Message-ID; returns its path. */
async function writeEml(dir: string, rendered: RenderedMail): Promise<string> {
  await mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = join(dir, `${stamp}-${safeName(rendered.messageId)}.eml`);
  // Written under another name first so a reader listing *.eml never sees half a message.
  await writeFile(`${file}.partial`, rendered.message);
  await rename(`${file}.partial`, file);
  return file;
}

export interface OutboxFile {
  /** File name, e.g. "2025-05-01T10-00-00-000Z-outbox-42_vstupenky.example.eml". */
  name: string;
  path: string;
  /** Decoded headers of the message. */
  to: string;
  subject: string;
  messageId: string;
  /** The whole message as written. */
  raw: string;
}

/** Decodes RFC 2047 encoded words (=?UTF-8?B?...?= / =?UTF-8?Q?...?=) as nodemailer writes them. */
export function decodeMimeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_word, charset: string, encoding: string, text: string) => {
        const bytes =
          encoding.toUpperCase() === 'B'
            ? Buffer.from(text, 'base64')
            : Buffer.from(
                text
                  .replace(/_/g, ' ')
                  .replace(/=([0-9A-Fa-f]{2})/g, (_hex, code: string) =>
                    String.fromCharCode(parseInt(code, 16)),
                  ),
                'latin1',
              );
        return new TextDecoder(charset.toLowerCase()).decode(bytes);
      },
    );
}

function headerOf(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name}:`));
  return line === undefined ? '' : decodeMimeWords(line.slice(name.length + 1).trim());
}

/** The .eml files in an outbox folder, oldest first (for tests and development); none when it does not exist. */
export async function readOutboxDir(dir: string): Promise<OutboxFile[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = names.filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (name) => {
      const path = join(dir, name);
      const raw = await readFile(path, 'utf8');
      return {
        name,
        path,
        to: headerOf(raw, 'to'),
        subject: headerOf(raw, 'subject'),
        messageId: headerOf(raw, 'message-id'),
        raw,
      };
    }),
  );
}

import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpStub } from '../test/smtp-stub';
import { createMailer, decodeMimeWords, mailDomain, MailerConfigError, readOutboxDir } from './mailer';

const from = 'Vstupenky <vstupenky@example.cz>';
const pdf = Buffer.from('%PDF-1.4 the tickets');

describe('mailer without SMTP (.eml files)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'pass-mail-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes the message with recipient, subject and the attachment into a new folder', async () => {
    const outboxDir = join(dir, 'nested', 'mail');
    const mailer = createMailer({ from, outboxDir });
    expect(mailer.mode).toBe('files');
    const sent = await mailer.send({
      to: 'jana@example.com',
      subject: 'Your tickets for order 2025-0042',
      text: 'Thank you for your order.',
      html: '<p>Thank you for your order.</p>',
      attachments: [{ filename: 'tickets-2025-0042.pdf', content: pdf, contentType: 'application/pdf' }],
      messageId: 'outbox-42',
    });
    expect(sent.messageId).toBe('<outbox-42@example.cz>');
    expect(sent.file).toMatch(/outbox-42_example\.cz\.eml$/);
    expect(await readdir(outboxDir)).toEqual([sent.file?.slice(outboxDir.length + 1)]);

    const [file, ...others] = await readOutboxDir(outboxDir);
    expect(others).toHaveLength(0);
    expect(file).toMatchObject({
      path: sent.file,
      to: 'jana@example.com',
      subject: 'Your tickets for order 2025-0042',
      messageId: '<outbox-42@example.cz>',
    });
    const raw = file?.raw ?? '';
    expect(raw).toContain('From: Vstupenky <vstupenky@example.cz>');
    expect(raw).toContain('Subject: Your tickets for order 2025-0042');
    expect(raw).toMatch(/Content-Type: text\/html/);
    expect(raw).toMatch(/Content-Type: application\/pdf; name=tickets-2025-0042\.pdf/);
    expect(raw).toMatch(/Content-Disposition: attachment; filename=tickets-2025-0042\.pdf/);
    expect(raw).toContain('Content-Transfer-Encoding: base64');
    expect(raw).toContain(pdf.toString('base64'));
  });

  it('encodes Czech headers and readOutboxDir decodes them back', async () => {
    const mailer = createMailer({ from, outboxDir: dir });
    const subject = 'Vstupenky – objednávka 2025-0043, Žluťoučký kůň úpěl ďábelské ódy';
    await mailer.send({ to: 'Jana Nováková <jana@example.com>', subject, text: 'Dobrý den' });
    const [file] = await readOutboxDir(dir);
    expect(file?.raw).not.toContain('Žluťoučký');
    expect(file?.subject).toBe(subject);
    expect(file?.to).toBe('Jana Nováková <jana@example.com>');
    // Without a given id nodemailer makes one up.
    expect(file?.messageId).toMatch(/^<.+@.+>$/);
  });

  it('keeps both copies when the same message is sent twice (at-least-once), same Message-ID', async () => {
    const mailer = createMailer({ from, outboxDir: dir });
    const mail = { to: 'a@example.com', subject: 'Receipt', text: 'x', messageId: 'outbox-7' };
    await mailer.send(mail);
    await new Promise((resolve) => setTimeout(resolve, 2));
    await mailer.send(mail);
    const files = await readOutboxDir(dir);
    expect(files.map((file) => file.messageId)).toEqual(['<outbox-7@example.cz>', '<outbox-7@example.cz>']);
  });

  it('lists nothing for a missing folder and ignores other files', async () => {
    expect(await readOutboxDir(join(dir, 'missing'))).toEqual([]);
    await writeFile(join(dir, 'half.eml.partial'), 'Subject: half');
    await writeFile(join(dir, 'notes.txt'), 'Subject: notes');
    expect(await readOutboxDir(dir)).toEqual([]);
  });
});

describe('mailer helpers', () => {
  it('takes the Message-ID domain from the From address', () => {
    expect(mailDomain('Vstupenky <vstupenky@example.cz>')).toBe('example.cz');
    expect(mailDomain('tickets@example.sk')).toBe('example.sk');
    expect(mailDomain('nobody')).toBe('localhost');
  });

  it('decodes B and Q encoded words, joining adjacent ones', () => {
    expect(decodeMimeWords('=?UTF-8?Q?P=C5=99=C3=ADli=C5=A1_?= =?UTF-8?B?xb5sdcWlb3XEjWvDvQ==?=')).toBe(
      'Příliš žluťoučký',
    );
    expect(decodeMimeWords('plain text')).toBe('plain text');
  });
});

describe('mailer configuration', () => {
  it.each([
    ['not a url', /not a valid URL/],
    ['http://mail.example.com', /smtp:\/\/ or smtps:\/\//],
    ['smtp://', /no host|not a valid URL/],
  ])('rejects SMTP URL %s clearly', (smtpUrl, message) => {
    expect(() => createMailer({ smtpUrl, from, outboxDir: '/nonexistent' })).toThrow(MailerConfigError);
    expect(() => createMailer({ smtpUrl, from, outboxDir: '/nonexistent' })).toThrow(message);
  });

  it('does not repeat the password of a bad URL', () => {
    expect(() => createMailer({ smtpUrl: 'ftp://user:s3cret@host', from, outboxDir: '/x' })).toThrow(
      /^(?!.*s3cret)/,
    );
  });
});

describe('mailer over SMTP', () => {
  it('delivers the message to the SMTP server and writes no file', async () => {
    const smtp = await startSmtpStub();
    const outboxDir = await mkdtemp(join(tmpdir(), 'pass-mail-'));
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from, outboxDir });
    try {
      expect(mailer.mode).toBe('smtp');
      const sent = await mailer.send({
        to: 'jana@example.com',
        subject: 'Your tickets',
        text: 'See attached.',
        attachments: [{ filename: 'tickets.pdf', content: pdf, contentType: 'application/pdf' }],
        messageId: 'outbox-9',
      });
      expect(sent).toEqual({ messageId: '<outbox-9@example.cz>' });
      expect(smtp.received).toHaveLength(1);
      const [message] = smtp.received;
      expect(message?.from).toContain('<vstupenky@example.cz>');
      expect(message?.to).toEqual(['RCPT TO:<jana@example.com>']);
      expect(message?.data).toContain('Subject: Your tickets');
      expect(message?.data).toContain('Message-ID: <outbox-9@example.cz>');
      expect(message?.data).toContain('filename=tickets.pdf');
      expect(message?.data).toContain(pdf.toString('base64'));
      expect(await readOutboxDir(outboxDir)).toEqual([]);
    } finally {
      mailer.close();
      await smtp.close();
      await rm(outboxDir, { recursive: true, force: true });
    }
  });

  it('keeps a copy of exactly what went out when copyDir is set (development)', async () => {
    const smtp = await startSmtpStub();
    const copyDir = await mkdtemp(join(tmpdir(), 'pass-mail-copies-'));
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from, outboxDir: '/x', copyDir });
    try {
      const sent = await mailer.send({
        to: 'jana@example.com',
        subject: 'Vaše vstupenky',
        text: 'Viz příloha: https://vstupenky.example.cz/order/1',
        attachments: [{ filename: 'tickets.pdf', content: pdf, contentType: 'application/pdf' }],
        messageId: 'outbox-10',
      });
      expect(sent.messageId).toBe('<outbox-10@example.cz>');
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.to).toEqual(['RCPT TO:<jana@example.com>']);
      const copies = await readOutboxDir(copyDir);
      expect(copies).toHaveLength(1);
      expect(copies[0]?.path).toBe(sent.file);
      expect(copies[0]).toMatchObject({ subject: 'Vaše vstupenky', messageId: '<outbox-10@example.cz>' });
      // Same Date, boundaries and encoding: the copy is the message that was sent, not a second rendering.
      const normalise = (text: string) => text.replace(/\r\n/g, '\n').trimEnd();
      expect(normalise(smtp.received[0]?.data ?? '')).toBe(normalise(copies[0]?.raw ?? ''));
    } finally {
      mailer.close();
      await smtp.close();
      await rm(copyDir, { recursive: true, force: true });
    }
  });

  it('rejects when the server refuses the recipient', async () => {
    const smtp = await startSmtpStub({ rejectRecipient: true });
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from, outboxDir: '/x' });
    try {
      await expect(mailer.send({ to: 'ghost@example.com', subject: 's', text: 't' })).rejects.toThrow(
        /no such user/,
      );
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('rejects when nothing listens at the SMTP address', async () => {
    const smtp = await startSmtpStub();
    await smtp.close();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from, outboxDir: '/x' });
    await expect(mailer.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow(
      /ECONNREFUSED/,
    );
    mailer.close();
  });
});

// Test helpers for the account endpoints: calls with a token and an IP, and reading the account e-mails sent.
import { accountEndpoints } from '@repo/contract/accounts';
import type { SessionAccount } from '@repo/contract/accounts';
import { orderEndpoints } from '@repo/contract/orders';
import { paymentMethod } from '@repo/enums';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { demoEvents, demoTicketTypes } from '../db/seed/demo-ids';
import { readOutboxDir } from '../mail/mailer';
import type { TestApp } from './test-app';

export interface CallOptions {
  token?: string;
  /** The client address (request.ip), for throttling per IP. */
  ip?: string;
  headers?: Record<string, string>;
}

export function accountClient(t: TestApp) {
  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
    options: CallOptions = {},
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      payload: payload as never,
      remoteAddress: options.ip ?? '127.0.0.1',
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
    });
  const get = (url: string, options?: CallOptions) => call('GET', url, undefined, options);
  const post = (url: string, payload?: unknown, options?: CallOptions) => call('POST', url, payload, options);
  const del = (url: string, options?: CallOptions) => call('DELETE', url, undefined, options);

  /** Registers and returns the session (unverified). */
  async function register(
    email: string,
    password = 'heslo-1234',
    languageId?: number,
  ): Promise<SessionAccount> {
    const response = await post('/pass/account/account-register', { email, password, languageId });
    expect(response.statusCode, response.body).toBe(200);
    return accountEndpoints.accountRegister.response.parse(response.json()).account;
  }

  /** Runs the outbox and returns the text of the newest e-mail to the address (quoted-printable decoded). */
  async function lastMailTo(email: string): Promise<{ subject: string; text: string }> {
    await t.outbox.runOnce();
    const mails = (await readOutboxDir(t.mailDir)).filter((mail) => mail.to.includes(email));
    const mail = mails.at(-1);
    if (!mail) throw new Error(`no e-mail to ${email}`);
    return { subject: mail.subject, text: decodeBody(mail.raw) };
  }

  async function mailCountTo(email: string): Promise<number> {
    await t.outbox.runOnce();
    return (await readOutboxDir(t.mailDir)).filter((mail) => mail.to.includes(email)).length;
  }

  /** Registers, verifies through the e-mailed link and returns a fresh session. */
  async function verifiedAccount(email: string, password = 'heslo-1234'): Promise<SessionAccount> {
    await register(email, password);
    const verified = await post('/pass/account/account-verify-email', {
      token: verificationToken((await lastMailTo(email)).text),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const login = await post('/pass/account/login', { email, password });
    expect(login.statusCode, login.body).toBe(200);
    return accountEndpoints.login.response.parse(login.json()).account;
  }

  /** Buys two festival weekend tickets as a guest (or signed in) and pays on the demo card page. */
  async function paidFestivalOrder(email: string, options: CallOptions = {}) {
    const created = await post(
      '/pass/order/order-create-v2',
      {
        eventId: demoEvents.festival.id,
        tickets: [{ ticketTypeId: demoTicketTypes.festivalWeekend, quantity: 2 }],
        email,
        name: 'Jana Nováková',
        paymentMethodId: paymentMethod.ids.paymentCard,
      },
      options,
    );
    expect(created.statusCode, created.body).toBe(200);
    const { order, payment } = orderEndpoints.orderCreateV2.response.parse(created.json());
    const paid = await post(`/pass/payment/demo/${payment.paymentId}/pay`);
    expect(paid.statusCode).toBe(303);
    return order;
  }

  return { call, get, post, del, register, lastMailTo, mailCountTo, verifiedAccount, paidFestivalOrder };
}

/** The body of a single-part .eml, decoded from quoted-printable or base64 when the headers say so. */
export function decodeBody(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

export function verificationToken(text: string): string {
  const match = /\/account\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no verification link in: ${text}`);
  return match[1];
}

export function accessCodeOf(text: string): string {
  const match = /accessCode=([0-9A-Z]{8})/.exec(text);
  if (!match?.[1]) throw new Error(`no access code in: ${text}`);
  return match[1];
}

// Organizers' own accounts at Stripe or GoPay: saved with sealed secrets, read back decrypted only for calls.
import { paymentMethod } from '@repo/enums';
import type { Db } from '../db/database';
import {
  deleteProviderAccount,
  findProviderAccountRow,
  findProviderKind,
  upsertProviderAccount,
} from '../db/queries/payment-provider-accounts';
import type { paymentProviderKinds } from '../db/schema/payments';
import { DomainError } from '../domain/domain-error';
import { lastFour } from '../secrets/secret-box';
import type { SecretBox } from '../secrets/secret-box';

export type HostedProviderKind = (typeof paymentProviderKinds)[number];

export interface StripeAccount {
  provider: 'stripe';
  organizerId: string;
  secretKey: string;
  webhookSecret: string;
}

export interface GopayAccount {
  provider: 'gopay';
  organizerId: string;
  goId: string;
  clientId: string;
  clientSecret: string;
}

export type ProviderAccount = StripeAccount | GopayAccount;

/** What the owner sends: the secrets may be left out on a change (the stored ones stay). */
export type ProviderAccountInput =
  | { provider: 'stripe'; secretKey?: string | undefined; webhookSecret?: string | undefined }
  | {
      provider: 'gopay';
      goId: string;
      clientId: string;
      clientSecret?: string | undefined;
    };

const secretNames = { stripe: ['secretKey', 'webhookSecret'], gopay: ['clientSecret'] } as const;

/**
 * The card methods each provider's hosted page offers: Stripe Checkout shows Apple Pay and Google Pay inside
 * its card method on the devices that have them; GoPay's gateway lists them as instruments of their own.
 */
export const providerMethods: Record<HostedProviderKind | 'demo-card', readonly number[]> = {
  'demo-card': [paymentMethod.ids.paymentCard, paymentMethod.ids.googlePay, paymentMethod.ids.applePay],
  stripe: [paymentMethod.ids.paymentCard, paymentMethod.ids.googlePay, paymentMethod.ids.applePay],
  gopay: [paymentMethod.ids.paymentCard, paymentMethod.ids.googlePay, paymentMethod.ids.applePay],
};

const accountRow = findProviderAccountRow;

/** The organizer's account with its secrets opened, or null when it uses the default (demo) gateway. */
export async function findProviderAccount(
  db: Db,
  box: SecretBox,
  organizerId: string,
): Promise<ProviderAccount | null> {
  const row = await accountRow(db, organizerId);
  if (!row) return null;
  const secrets = JSON.parse(box.open(row.secrets)) as Record<string, string>;
  if (row.provider === 'stripe') {
    return {
      provider: 'stripe',
      organizerId,
      secretKey: secrets.secretKey ?? '',
      webhookSecret: secrets.webhookSecret ?? '',
    };
  }
  return {
    provider: 'gopay',
    organizerId,
    goId: row.settings.goId ?? '',
    clientId: row.settings.clientId ?? '',
    clientSecret: secrets.clientSecret ?? '',
  };
}

/** Which provider an organizer's card payments go to (no secrets opened). */
export async function providerKindOf(db: Db, organizerId: string): Promise<HostedProviderKind | null> {
  return (await findProviderKind(db, organizerId)) ?? null;
}

/** What the hub may see: provider, settings and the last four characters of each secret, never a secret. */
export async function providerAccountView(db: Db, organizerId: string) {
  const row = await accountRow(db, organizerId);
  if (!row) return null;
  return {
    provider: row.provider,
    goId: row.settings.goId ?? null,
    clientId: row.settings.clientId ?? null,
    secrets: secretNames[row.provider].map((name) => ({
      name,
      set: row.secretHints[name] !== undefined,
      lastFour: row.secretHints[name] ?? null,
    })),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Saves the organizer's account. A new account, or a change of provider, needs every secret; a change keeps
 * the stored secrets that are not sent again (rotation sends the new one alone).
 */
export async function saveProviderAccount(
  db: Db,
  box: SecretBox,
  organizerId: string,
  input: ProviderAccountInput,
  now = new Date(),
): Promise<void> {
  const existing = await accountRow(db, organizerId);
  const kept: Record<string, string> =
    existing && existing.provider === input.provider
      ? (JSON.parse(box.open(existing.secrets)) as Record<string, string>)
      : {};
  const given: Record<string, string | undefined> =
    input.provider === 'stripe'
      ? { secretKey: input.secretKey, webhookSecret: input.webhookSecret }
      : { clientSecret: input.clientSecret };
  const secrets: Record<string, string> = { ...kept };
  for (const name of secretNames[input.provider]) {
    const value = given[name]?.trim();
    if (value) secrets[name] = value;
    if (!secrets[name]) {
      throw new DomainError(
        'PROVIDER_SECRET_MISSING',
        `body.${name}: required for a new ${input.provider} account`,
      );
    }
  }
  if (input.provider === 'stripe' && !/^(sk|rk)_(test|live)_/.test(secrets.secretKey ?? '')) {
    throw new DomainError(
      'INVALID_INPUT',
      'body.secretKey: a Stripe secret key starts with sk_live_ or sk_test_',
    );
  }
  if (input.provider === 'stripe' && !(secrets.webhookSecret ?? '').startsWith('whsec_')) {
    throw new DomainError('INVALID_INPUT', 'body.webhookSecret: a Stripe signing secret starts with whsec_');
  }
  const settings: Record<string, string> =
    input.provider === 'gopay' ? { goId: input.goId.trim(), clientId: input.clientId.trim() } : {};
  const values = {
    provider: input.provider,
    settings,
    secrets: box.seal(JSON.stringify(secrets)),
    secretHints: Object.fromEntries(Object.entries(secrets).map(([name, value]) => [name, lastFour(value)])),
    updatedAt: now,
  };
  await upsertProviderAccount(db, organizerId, values);
}

/** Back to the default gateway; payments already made keep their provider and stay refundable while set. */
export function removeProviderAccount(db: Db, organizerId: string): Promise<boolean> {
  return deleteProviderAccount(db, organizerId);
}

/**
 * Where an order's payment goes: a card method to the organizer's own provider when it has one (the demo
 * gateway otherwise, and always for demo orders), a transfer to the bank. 422 when the organizer's provider
 * does not take the method.
 */
export async function paymentProviderFor(
  db: Db,
  organizerId: string,
  provider: 'demo-card' | 'bank-transfer',
  paymentMethodId: number,
  demo = false,
): Promise<HostedProviderKind | 'demo-card' | 'bank-transfer'> {
  if (provider === 'bank-transfer') return provider;
  const payTo = demo ? 'demo-card' : ((await providerKindOf(db, organizerId)) ?? 'demo-card');
  if (!providerMethods[payTo].includes(paymentMethodId)) {
    throw new DomainError(
      'PAYMENT_METHOD_NOT_ALLOWED',
      `The organizer's card provider does not take payment method ${String(paymentMethodId)}`,
    );
  }
  return payTo;
}

// The texts the new hub pages build keys for at run time (errors, sections, roles, device kinds, audit actions)
// exist in every language; the i18n package's parity test cannot know which dynamic keys the pages form.
import { deviceKinds } from '@repo/contract/access';
import { paymentProviderKinds } from '@repo/contract/hub-payment-provider';
import { webhookEventTypes } from '@repo/contract/hub-webhooks';
import { pendingRefund } from '@repo/contract/payments';
import { organizerRoleKeys } from '@repo/enums/organizer-role';
import { supportedLanguages } from '@repo/i18n/languages';
import { resources } from '@repo/i18n/resources';
import { describe, expect, it } from 'vitest';
import {
  auditActionKey,
  auditResourceKey,
  describedAuditActions,
  describedResourceTypes,
} from './audit-text';
import { hubSections } from './hub-sections';
import { passErrorKey } from './pass-error-text';

function textAt(language: (typeof supportedLanguages)[number], key: string): unknown {
  const [namespace, path] = key.split('::') as [string, string];
  let node: unknown = (resources[language] as Record<string, unknown>)[namespace];
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return node;
}

const errorNames = [
  'forbidden',
  'unauthorized',
  'last_owner',
  'already_member',
  'member_not_found',
  'invitation_email_mismatch',
  'invitation_expired',
  'invitation_not_found',
  'pairing_code_not_found',
  'event_not_of_organizer',
  'device_revoked',
  'device_not_found',
  'not_found',
  'invalid_input',
  'invalid_webhook_url',
  'provider_secret_missing',
  'provider_unavailable',
  'something_else',
];

const keys = [
  ...errorNames.map((name) => passErrorKey(Object.assign(new Error(name), { name, status: 400 }))),
  passErrorKey(Object.assign(new Error('x'), { name: 'x', status: 0 })),
  passErrorKey(Object.assign(new Error('x'), { name: 'x', status: 429 })),
  ...hubSections.map((section) => `main::hubPages.sections.${section.id}`),
  ...organizerRoleKeys.flatMap((role) => [
    `main::hubPages.roles.${role}`,
    `main::hubPages.dashboard.role.${role}`,
    `main::hubPages.apiKeys.scopeHint.${role}`,
  ]),
  ...deviceKinds.flatMap((kind) => [
    `main::hubPages.devices.kind.${kind}`,
    `main::hubPages.devices.kindHint.${kind}`,
  ]),
  ...['waiting', 'paired', 'revoked'].map((status) => `main::hubPages.devices.status.${status}`),
  ...['account', 'apiKey', 'device'].map((kind) => `main::hubPages.audit.actor.${kind}`),
  ...webhookEventTypes.map((type) => `main::hubPages.webhooks.eventHint.${type}`),
  ...paymentProviderKinds.flatMap((kind) => [
    `main::hubPages.payments.providers.${kind}`,
    `main::hubPages.payments.providerHint.${kind}`,
  ]),
  ...['secretKey', 'webhookSecret', 'clientSecret'].map(
    (name) => `main::hubPages.payments.secretNames.${name}`,
  ),
  ...pendingRefund.shape.reason.options.map((reason) => `main::hubPages.payouts.refunds.reasons.${reason}`),
  ...describedAuditActions.map((action) => auditActionKey(action) ?? ''),
  ...describedResourceTypes.map((type) => auditResourceKey(type) ?? ''),
];

describe('hub page texts built at run time', () => {
  it.each(supportedLanguages)('exist in %s', (language) => {
    const missing = keys.filter((key) => typeof textAt(language, key) !== 'string');
    expect(missing).toEqual([]);
  });
});

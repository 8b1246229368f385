'use client';
// Connecting or changing the organizer's Stripe or GoPay account. Secrets are write-only: an empty field keeps
// the stored one, so rotating a key means typing only the new one.
import type { HubOrganizer } from '@repo/contract/hub';
import type { PaymentProviderAccount } from '@repo/contract/hub-payment-provider';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { FormField } from '@repo/ui/field';
import { Input } from '@repo/ui/input';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { usePass, useT } from '@/app/_components/providers';
import { passErrorKey } from '@/lib/pass-error-text';

type Kind = 'stripe' | 'gopay';

export function ProviderForm({
  organizer,
  account,
  labelledBy,
  onSaved,
}: {
  organizer: HubOrganizer;
  account: PaymentProviderAccount | null;
  labelledBy: string;
  onSaved: () => void;
}) {
  const { t } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const legend = useId();
  const [kind, setKind] = useState<Kind>(account?.provider ?? 'stripe');
  const [secretKey, setSecretKey] = useState('');
  const [webhookSecret, setWebhookSecret] = useState('');
  const [goId, setGoId] = useState(account?.goId ?? '');
  const [clientId, setClientId] = useState(account?.clientId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const p = (key: string) => t(`main::hubPages.payments.${key}`);
  // Same provider as stored: the secrets may stay as they are.
  const keeps = account?.provider === kind;
  const secretHint = keeps ? p('keepHint') : undefined;

  async function save() {
    setPending(true);
    setError(null);
    try {
      const params = { organizerId: organizer.organizerId };
      await client.hubPaymentProviderSave({
        params,
        body:
          kind === 'stripe'
            ? {
                provider: 'stripe',
                secretKey: secretKey || undefined,
                webhookSecret: webhookSecret || undefined,
              }
            : { provider: 'gopay', goId, clientId, clientSecret: clientSecret || undefined },
      });
      setSecretKey('');
      setWebhookSecret('');
      setClientSecret('');
      await queryClient.invalidateQueries({ queryKey: queries.hubPaymentProvider({ params }).queryKey });
      onSaved();
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  }

  const secretInput = (name: string, value: string, set: (next: string) => void, required: boolean) => (
    <Input
      name={name}
      type="password"
      autoComplete="off"
      spellCheck={false}
      required={required}
      maxLength={500}
      value={value}
      disabled={pending}
      onChange={(event) => set(event.target.value)}
    />
  );

  // POST: sent before the page has hydrated, the secrets go in the body, never into the address.
  return (
    <form
      method="post"
      aria-labelledby={labelledBy}
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <fieldset className="grid gap-2">
        <legend id={legend} className="mb-1 text-sm font-medium">
          {p('provider')}
        </legend>
        {(['stripe', 'gopay'] as const).map((option) => (
          <label key={option} className="flex min-h-11 items-start gap-3 rounded-lg px-1 py-1.5 text-sm">
            <input
              type="radio"
              name="provider"
              value={option}
              className="mt-0.5 size-5 shrink-0 accent-brand-700"
              checked={kind === option}
              disabled={pending}
              onChange={() => setKind(option)}
            />
            <span className="grid gap-0.5">
              <span className="font-semibold">{p(`providers.${option}`)}</span>
              <span className="text-muted">{p(`providerHint.${option}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {kind === 'stripe' ? (
        <>
          <FormField
            label={p('secretNames.secretKey')}
            hint={secretHint ?? p('secretKeyHint')}
            required={!keeps}
          >
            {secretInput('secretKey', secretKey, setSecretKey, !keeps)}
          </FormField>
          <FormField
            label={p('secretNames.webhookSecret')}
            hint={secretHint ?? p('webhookSecretHint')}
            required={!keeps}
          >
            {secretInput('webhookSecret', webhookSecret, setWebhookSecret, !keeps)}
          </FormField>
        </>
      ) : (
        <>
          <FormField label={p('goId')} hint={p('goIdHint')} required>
            <Input
              name="goId"
              required
              inputMode="numeric"
              pattern="\d{10}"
              autoComplete="off"
              value={goId}
              disabled={pending}
              onChange={(event) => setGoId(event.target.value)}
            />
          </FormField>
          <FormField label={p('clientId')} required>
            <Input
              name="clientId"
              required
              maxLength={100}
              autoComplete="off"
              value={clientId}
              disabled={pending}
              onChange={(event) => setClientId(event.target.value)}
            />
          </FormField>
          <FormField label={p('secretNames.clientSecret')} hint={secretHint} required={!keeps}>
            {secretInput('clientSecret', clientSecret, setClientSecret, !keeps)}
          </FormField>
        </>
      )}
      {error ? <Alert variant="error">{t(passErrorKey(error))}</Alert> : null}
      <div>
        <Button type="submit" disabled={pending}>
          {pending
            ? t('main::hubPages.common.working')
            : account
              ? t('main::hubPages.common.save')
              : p('connectSubmit')}
        </Button>
      </div>
    </form>
  );
}

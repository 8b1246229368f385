'use client';
// Top-up of the account's own chips: pick a chip, an amount, pay by card on the gateway; the order page follows.
// A chip's first top-up shows the event's fee and the total paid before paying.
import { isApiError } from '@repo/api-client/api-error';
import type { AccountChip } from '@repo/contract/accounts';
import { getCurrency } from '@repo/enums/currency';
import { paymentMethod } from '@repo/enums/payment-method';
import { formatMoney } from '@repo/i18n/money';
import { orderDetailLink } from '@repo/links/storefront-links';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { FormField } from '@repo/ui/field';
import { Input } from '@repo/ui/input';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { localizePath } from '../../../../../lib/locale';
import { usePass, useStorefront } from '../../_providers/storefront-context';
import { useAccountTexts } from './account-texts';
import { Section } from './section';

interface ChipChoice extends AccountChip {
  eventName: string;
}

/** Quick picks in major units: the same three sizes of top-up in every currency. */
const quickAmounts: Readonly<Record<string, readonly number[]>> = {
  CZK: [200, 500, 1000],
  EUR: [10, 20, 50],
};
const MINOR = 100;

export function ChipTopUp() {
  const { t, errorText } = useAccountTexts();
  const { locale, languageId, passQueries } = useStorefront();
  const { pass } = usePass();
  const router = useRouter();
  const events = useQuery(passQueries.accountEvents());
  const chipAnswers = useQueries({
    queries: (events.data?.events ?? []).map((event) =>
      passQueries.accountChipsByEvent({ query: { eventId: event.eventId } }),
    ),
  });
  const chips: ChipChoice[] = chipAnswers.flatMap((answer, index) =>
    (answer.data?.chips ?? []).map((chip) => ({
      ...chip,
      eventName: events.data?.events[index]?.namePub ?? '',
    })),
  );
  const [chipId, setChipId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const chip = chips.find((candidate) => candidate.chipId === chipId) ?? chips[0];
  const loading = events.isPending || chipAnswers.some((answer) => answer.isPending);
  const money = (minor: number) => formatMoney(minor, chip?.currencyId ?? 1, locale);
  const currency = chip ? getCurrency(chip.currencyId).isoChar : '';
  const minorAmount = Math.round(Number(amount.replace(',', '.')) * MINOR);

  async function topUp() {
    if (!chip || !Number.isSafeInteger(minorAmount) || minorAmount <= 0) return;
    setPending(true);
    setError(null);
    try {
      const { order, payment } = await pass.orderCreateCredit({
        body: {
          chipId: chip.chipId,
          amount: minorAmount,
          paymentMethodId: paymentMethod.ids.paymentCard,
          languageId,
        },
      });
      if (payment.redirectUrl) {
        window.location.assign(payment.redirectUrl);
        return;
      }
      router.push(
        localizePath(
          orderDetailLink({
            organizerSlug: order.organizerSlug,
            eventSlug: order.eventSlug,
            orderId: order.orderId,
          }),
          locale,
        ),
      );
    } catch (caught) {
      setError(topUpErrorText(caught));
      setPending(false);
    }
  }

  function topUpErrorText(caught: unknown): string {
    if (isApiError(caught, 'chip_credit_limit')) {
      const body = caught.body as { min?: number; maxTopUp?: number | null };
      if (typeof body.min === 'number' && minorAmount < body.min) {
        return t('topUp.limitMin', { amount: money(body.min) });
      }
      if (typeof body.maxTopUp === 'number') return t('topUp.limit', { amount: money(body.maxTopUp) });
    }
    if (isApiError(caught, 'chip_credit_unavailable')) return t('topUp.unavailable');
    if (isApiError(caught, 'event_ended')) return t('topUp.ended');
    return errorText(caught);
  }

  return (
    <Section title={t('topUp.title')}>
      {loading ? (
        <p className="text-muted">{t('loading')}</p>
      ) : !chip ? (
        <p className="text-muted">{t('topUp.noChips')}</p>
      ) : (
        <form
          className="grid gap-4 sm:max-w-md"
          onSubmit={(event) => {
            event.preventDefault();
            void topUp();
          }}
        >
          <p className="text-sm text-muted">{t('topUp.intro')}</p>
          <FormField label={t('topUp.chip')}>
            <select
              name="chipId"
              value={chip.chipId}
              onChange={(event) => {
                setChipId(event.target.value);
                setError(null);
              }}
              className="flex h-11 w-full rounded-lg border border-brand-200 bg-white px-3 text-sm text-ink"
            >
              {chips.map((choice) => (
                <option key={choice.chipId} value={choice.chipId}>
                  {t('topUp.chipOption', {
                    uid: choice.chipUid,
                    event: choice.eventName,
                    balance: formatMoney(choice.balance, choice.currencyId, locale),
                  })}
                </option>
              ))}
            </select>
          </FormField>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{t('topUp.quick')}</legend>
            <div className="flex flex-wrap gap-2">
              {(quickAmounts[currency] ?? []).map((value) => (
                <Button
                  key={value}
                  type="button"
                  variant={Number(amount) === value ? 'primary' : 'outlined'}
                  className="min-h-11 min-w-20"
                  aria-pressed={Number(amount) === value}
                  onClick={() => {
                    setAmount(String(value));
                    setError(null);
                  }}
                >
                  {formatMoney(value * MINOR, chip.currencyId, locale)}
                </Button>
              ))}
            </div>
          </fieldset>
          <FormField label={t('topUp.amount', { currency })} required>
            <Input
              name="amount"
              inputMode="decimal"
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value);
                setError(null);
              }}
              required
            />
          </FormField>
          {chip.topUpFee > 0 ? (
            // The first top-up's fee is paid on top of the credit: said before the visitor pays, as the order says it.
            <div className="grid gap-1 text-sm" data-testid="chip-top-up-fee" aria-live="polite">
              <p>{t('topUp.fee', { amount: money(chip.topUpFee) })}</p>
              {Number.isSafeInteger(minorAmount) && minorAmount > 0 ? (
                <p className="font-semibold">
                  {t('topUp.total', { amount: money(minorAmount + chip.topUpFee) })}
                </p>
              ) : null}
            </div>
          ) : null}
          {error ? <Alert variant="error">{error}</Alert> : null}
          <Button
            type="submit"
            className="min-h-11 justify-self-start"
            disabled={pending || !Number.isSafeInteger(minorAmount) || minorAmount <= 0}
          >
            {pending ? t('form.sending') : t('topUp.pay')}
          </Button>
        </form>
      )}
    </Section>
  );
}

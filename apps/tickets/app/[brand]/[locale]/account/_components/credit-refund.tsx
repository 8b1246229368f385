'use client';
// Credit refund after the event: the visitor names a chip (one of the account's, or its UID plus the top-up receipt
// code), gives an IBAN and the holder's name, and the pass queues the request for the organizer's approval.
import { useSession } from '@repo/auth/session-provider';
import { isApiError } from '@repo/api-client/api-error';
import type { AccountRefundableChip, VisitorCreditRefund } from '@repo/contract/credit-refunds';
import { creditRefundCodeBody } from '@repo/contract/credit-refunds';
import { getCurrency } from '@repo/enums/currency';
import { formatMoney } from '@repo/i18n/money';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { FormField } from '@repo/ui/field';
import { Input } from '@repo/ui/input';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { formatDay } from '../../../../../lib/format';
import { usePass, useStorefront } from '../../_providers/storefront-context';
import { useAccountTexts } from './account-texts';
import { Section } from './section';

/** Refund windows are days after the event; shown as the organizer's (Prague) calendar day. */
const OFFICE_ZONE = 'Europe/Prague';

type Way = 'account' | 'code';

function refundable(chip: AccountRefundableChip): boolean {
  return chip.window.open && chip.balance > 0 && chip.request === null;
}

/** The account's chips with a request or credit to ask back; nothing when the visitor has none. */
export function CreditRefundSection() {
  const { t } = useAccountTexts();
  const { passQueries } = useStorefront();
  const chips = useQuery(passQueries.accountCreditRefunds());
  const list = chips.data?.chips ?? [];
  if (!list.some((chip) => refundable(chip) || chip.request !== null)) return null;
  return (
    <Section title={t('creditRefund.title')}>
      <CreditRefundForm chips={list} signedIn />
    </Section>
  );
}

/** The standalone page: by chip UID and receipt code, or (signed in) one of the account's chips. */
export function CreditRefundPage() {
  const { t } = useAccountTexts();
  const { passQueries } = useStorefront();
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const chips = useQuery({ ...passQueries.accountCreditRefunds(), enabled: signedIn });
  return (
    <div className="grid gap-6">
      <h1 className="text-3xl font-semibold text-brand-900">{t('creditRefund.title')}</h1>
      <div className="rounded-xl border border-brand-100 bg-white p-4 sm:p-6">
        {signedIn && chips.isPending ? (
          <p className="text-muted" role="status">
            {t('loading')}
          </p>
        ) : (
          <CreditRefundForm chips={chips.data?.chips ?? []} signedIn={signedIn} />
        )}
      </div>
    </div>
  );
}

function CreditRefundForm({ chips, signedIn }: { chips: AccountRefundableChip[]; signedIn: boolean }) {
  const { t, errorText } = useAccountTexts();
  const { locale } = useStorefront();
  const { pass } = usePass();
  const queryClient = useQueryClient();
  const wayName = useId();
  const choices = chips.filter(refundable);
  const [way, setWay] = useState<Way>(signedIn && choices.length > 0 ? 'account' : 'code');
  const [chipId, setChipId] = useState<string | null>(null);
  const [chipCode, setChipCode] = useState('');
  const [receiptCode, setReceiptCode] = useState('');
  const [iban, setIban] = useState('');
  const [holderName, setHolderName] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<VisitorCreditRefund | null>(null);

  const chip = choices.find((candidate) => candidate.chipId === chipId) ?? choices[0];
  const day = (iso: string) => formatDay(iso, locale, OFFICE_ZONE);
  const money = (amount: number, currencyId: number) => formatMoney(amount, currencyId, locale);
  const fields = creditRefundCodeBody.shape;
  const ibanError = touched && !fields.iban.safeParse(iban).success ? t('creditRefund.ibanInvalid') : null;
  const holderError =
    touched && !fields.holderName.safeParse(holderName).success ? t('creditRefund.holderNameInvalid') : null;
  const chipCodeError =
    touched && way === 'code' && !fields.chipCode.safeParse(chipCode).success
      ? t('creditRefund.chipUidInvalid')
      : null;
  const receiptError =
    touched && way === 'code' && !fields.receiptCode.safeParse(receiptCode).success
      ? t('creditRefund.receiptCodeInvalid')
      : null;
  const requests = chips.filter((candidate) => candidate.request !== null);

  function failure(caught: unknown): string {
    if (isApiError(caught, 'chip_not_found')) return t('creditRefund.errors.notFound');
    if (isApiError(caught, 'credit_refund_closed')) {
      const body = caught.body as { closesAt?: string };
      return t('creditRefund.errors.closed', { date: body.closesAt ? day(body.closesAt) : '' });
    }
    if (isApiError(caught, 'credit_refund_exists')) return t('creditRefund.errors.exists');
    if (isApiError(caught, 'credit_refund_nothing')) return t('creditRefund.errors.nothing');
    if (isApiError(caught, 'credit_refund_account_unusable')) {
      const body = caught.body as { currency?: string };
      return t('creditRefund.errors.account', { currency: body.currency ?? '' });
    }
    if (isApiError(caught, 'too_many_attempts')) return t('creditRefund.errors.tooMany');
    if (isApiError(caught, 'chip_not_yours')) return t('creditRefund.errors.notFound');
    return errorText(caught);
  }

  async function submit() {
    setTouched(true);
    const payout = { iban, holderName };
    const valid =
      fields.iban.safeParse(iban).success &&
      fields.holderName.safeParse(holderName).success &&
      (way === 'account'
        ? chip !== undefined
        : fields.chipCode.safeParse(chipCode).success && fields.receiptCode.safeParse(receiptCode).success);
    if (!valid) return;
    setPending(true);
    setError(null);
    try {
      const { request } =
        way === 'account' && chip
          ? await pass.accountCreditRefundCreate({ body: { chipId: chip.chipId, ...payout } })
          : await pass.creditRefundCreate({ body: { chipCode, receiptCode, ...payout } });
      setSent(request);
      if (signedIn) void queryClient.invalidateQueries();
    } catch (caught) {
      setError(failure(caught));
    } finally {
      setPending(false);
    }
  }

  if (sent) {
    return (
      <Alert variant="success">
        <span data-testid="credit-refund-sent">
          {t('creditRefund.sent', { amount: money(sent.amount, sent.currencyId), uid: sent.chipUid })}
        </span>
      </Alert>
    );
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted">{t('creditRefund.intro')}</p>
      {requests.length > 0 ? (
        <ul className="grid gap-1 text-sm" aria-label={t('creditRefund.requests')}>
          {requests.map((candidate) =>
            candidate.request ? (
              <li key={candidate.chipId}>
                {t('creditRefund.requested', {
                  uid: candidate.chipUid,
                  amount: money(candidate.request.amount, candidate.request.currencyId),
                  status: t(`creditRefund.status.${candidate.request.status}`),
                })}
              </li>
            ) : null,
          )}
        </ul>
      ) : null}
      <form
        className="grid gap-4 sm:max-w-md"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {signedIn && choices.length > 0 ? (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{t('creditRefund.way')}</legend>
            {(['account', 'code'] as const).map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={wayName}
                  value={value}
                  checked={way === value}
                  onChange={() => {
                    setWay(value);
                    setError(null);
                  }}
                  className="size-4"
                />
                {t(value === 'account' ? 'creditRefund.wayAccount' : 'creditRefund.wayCode')}
              </label>
            ))}
          </fieldset>
        ) : null}
        {way === 'account' && chip ? (
          <FormField
            label={t('creditRefund.chip')}
            hint={t('creditRefund.windowCloses', { date: day(chip.window.closesAt) })}
          >
            <select
              name="chipId"
              value={chip.chipId}
              onChange={(event) => setChipId(event.target.value)}
              className="flex h-11 w-full rounded-lg border border-brand-200 bg-white px-3 text-sm text-ink"
            >
              {choices.map((choice) => (
                <option key={choice.chipId} value={choice.chipId}>
                  {t('creditRefund.chipOption', {
                    uid: choice.chipUid,
                    event: choice.eventNamePub,
                    balance: money(choice.balance, choice.currencyId),
                  })}
                </option>
              ))}
            </select>
          </FormField>
        ) : (
          <>
            <FormField
              label={t('creditRefund.chipUid')}
              hint={t('creditRefund.chipUidHint')}
              error={chipCodeError}
              required
            >
              <Input
                name="chipCode"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                value={chipCode}
                onChange={(event) => setChipCode(event.target.value)}
              />
            </FormField>
            <FormField
              label={t('creditRefund.receiptCode')}
              hint={t('creditRefund.receiptCodeHint')}
              error={receiptError}
              required
            >
              <Input
                name="receiptCode"
                autoComplete="off"
                spellCheck={false}
                value={receiptCode}
                onChange={(event) => setReceiptCode(event.target.value)}
              />
            </FormField>
          </>
        )}
        <FormField
          label={t('creditRefund.iban')}
          hint={t('creditRefund.ibanHint')}
          error={ibanError}
          required
        >
          <Input
            name="iban"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={iban}
            onChange={(event) => setIban(event.target.value)}
          />
        </FormField>
        <FormField label={t('creditRefund.holderName')} error={holderError} required>
          <Input
            name="holderName"
            autoComplete="name"
            value={holderName}
            onChange={(event) => setHolderName(event.target.value)}
          />
        </FormField>
        {error ? <Alert variant="error">{error}</Alert> : null}
        <Button type="submit" className="min-h-11 justify-self-start" disabled={pending}>
          {pending ? t('form.sending') : t('creditRefund.submit')}
        </Button>
        {way === 'account' && chip ? (
          <p className="text-sm text-muted">
            {t('creditRefund.amount', { amount: money(chip.balance, chip.currencyId) })}
          </p>
        ) : null}
      </form>
      <p className="text-xs text-muted">
        {t('creditRefund.currencyNote', { currency: chip ? getCurrency(chip.currencyId).isoChar : 'CZK' })}
      </p>
    </div>
  );
}

'use client';
// Checkout of a live hold: the timer, buyer details, payment method and terms; creates the order once
// (an Idempotency-Key per hold) and sends the buyer to the card gateway or to the order page.
import type { EventDetail } from '@repo/contract/entities';
import type { Reservation } from '@repo/contract/reservations';
import { useSession } from '@repo/auth/session-provider';
import { paymentMethod } from '@repo/enums/payment-method';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { apiErrorText } from '../../../../../../../../lib/api-error-text';
import type { BuyerField, CompanyValues } from '../../../../../../../../lib/buyer-form';
import { localizePath } from '../../../../../../../../lib/locale';
import { useStorefront } from '../../../../../_providers/storefront-context';
import { country } from '@repo/enums/country';
import { getCurrency } from '@repo/enums/currency';
import { formatMoney } from '@repo/i18n/money';
import { chipsBody, preloadTotal } from '../../../../../../../../lib/chip-preload';
import type { PreloadableChip } from '../../../../../../../../lib/chip-preload';
import { CompanyBilling, emptyCompany } from './company-billing';
import { HoldTimer } from './hold-timer';

export function Checkout({
  event,
  organizerSlug,
  hold,
  paymentMethodIds,
  discountCode,
  chips,
  cartTotal,
  demo,
  onOrdered,
  onChangeSelection,
  onExpired,
}: {
  event: EventDetail;
  organizerSlug: string;
  hold: Reservation;
  paymentMethodIds: readonly number[];
  discountCode: string | null;
  /** Chips the chosen tickets and products come with, on which credit may be preloaded. */
  chips: readonly PreloadableChip[];
  /** The cart's total before credit, minor units. */
  cartTotal: number;
  demo: boolean;
  /** Called once the order exists, before the buyer leaves for payment (tracking). */
  onOrdered: (orderId: string) => void;
  onChangeSelection: () => void;
  onExpired: () => void;
}) {
  const { t, locale, languageId, loadPass } = useStorefront();
  const router = useRouter();
  const id = useId();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const { account } = useSession();
  const [values, setValues] = useState({ email: '', name: '', phone: '', terms: false });
  // A signed-in visitor's details fill the empty fields once the session is known (it may load after this
  // form); what they typed is never overwritten.
  const [prefilledFor, setPrefilledFor] = useState<string | null>(null);
  if (account && prefilledFor !== account.accountId) {
    setPrefilledFor(account.accountId);
    setValues((current) => ({
      ...current,
      email: current.email || account.email,
      name: current.name || (account.name ?? ''),
      phone: current.phone || (account.phone ?? ''),
    }));
  }
  // A company buyer's billing turns the receipt into a full tax document with the company's data.
  const [forCompany, setForCompany] = useState(false);
  const [company, setCompany] = useState<CompanyValues>(() =>
    emptyCompany(locale === 'sk' ? country.ids.slovakia : country.ids.czechRepublic),
  );
  const [methodId, setMethodId] = useState<number | null>(paymentMethodIds[0] ?? null);
  const [errors, setErrors] = useState<Partial<Record<BuyerField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [credit, setCredit] = useState<Record<string, string>>({});
  const [creditInvalid, setCreditInvalid] = useState<readonly string[]>([]);
  const money = (minor: number) => formatMoney(minor, event.currencyId, locale);
  // What the typed credit adds (fields outside their limits count nothing until corrected).
  const preloadAmount = preloadTotal(chips, chipsBody(chips, credit).chips);
  const [busy, setBusy] = useState(false);
  const needsTerms = event.termsUrl !== null;
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form appears after "Continue": focus moves to its heading, so keyboard and screen-reader users start the
  // new step where it begins (and a phone scrolls it into view) instead of staying on a button that is gone.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const submit = async (formEvent: FormEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    if (busy) return;
    setBusy(true);
    // The contract's own buyer rules (zod) load with the pass client, on submit rather than with the page.
    const [{ buyerFormSchema, issueField }, runtime] = await Promise.all([
      import('../../../../../../../../lib/buyer-form'),
      loadPass(),
    ]);
    const parsed = buyerFormSchema(needsTerms, forCompany).safeParse({
      ...values,
      paymentMethodId: methodId,
      billing: forCompany ? company : undefined,
    });
    const preload = chipsBody(chips, credit);
    setCreditInvalid(preload.invalid);
    if (!parsed.success || preload.invalid.length > 0) {
      const next: Partial<Record<BuyerField, string>> = {};
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        const field = issueField(issue.path);
        if (field) next[field] ??= t(`checkout.errors.${field}`);
      }
      setErrors(next);
      const first = Object.keys(next)[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      else if (preload.invalid[0]) document.getElementById(`${id}-chip-${preload.invalid[0]}`)?.focus();
      setBusy(false);
      return;
    }
    setErrors({});
    setFailure(null);
    try {
      // A retried submit (double click, network hiccup) must find the same order, not create a second one.
      const created = await runtime.createOrder(
        {
          reservationId: hold.reservationId,
          email: parsed.data.email,
          name: parsed.data.name,
          phone: parsed.data.phone,
          billing: parsed.data.billing,
          paymentMethodId: parsed.data.paymentMethodId,
          languageId,
          discountCode: discountCode ?? undefined,
          chips: preload.chips,
          demo,
        },
        idempotencyKey,
      );
      const [{ savePaymentInstructions }, { orderDetailLink }] = await Promise.all([
        import('../../../../../../../../lib/payment-store'),
        import('@repo/links/storefront-links'),
      ]);
      savePaymentInstructions(created.order.orderId, created.payment);
      onOrdered(created.order.orderId);
      if (created.payment.redirectUrl) {
        window.location.assign(created.payment.redirectUrl);
        return;
      }
      router.push(
        localizePath(
          orderDetailLink({ organizerSlug, eventSlug: event.eventSlug, orderId: created.order.orderId }),
          locale,
        ),
      );
    } catch (error) {
      setFailure(apiErrorText(t, error));
      setBusy(false);
    }
  };

  const field = (name: 'email' | 'name' | 'phone', type: string, autoComplete: string, required: boolean) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
        {t(`checkout.${name}`)}
        {required ? null : <span className="font-normal text-muted"> ({t('checkout.optional')})</span>}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        value={values[name]}
        onChange={(change) => setValues({ ...values, [name]: change.target.value })}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        className="min-h-11 rounded-md border border-brand-200 bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-700 aria-invalid:border-red-700"
      />
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="text-sm text-red-800">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby="checkout-heading">
      <h3
        id="checkout-heading"
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-4 text-lg font-semibold outline-none"
        data-testid="checkout-heading"
      >
        {t('checkout.title')}
      </h3>
      <HoldTimer expiresAt={hold.expiresAt} onExpired={onExpired} />
      {field('email', 'email', 'email', true)}
      {field('name', 'text', 'name', true)}
      {field('phone', 'tel', 'tel', false)}
      <div className="flex flex-col gap-3">
        <label className="flex items-start gap-2 text-sm">
          <input
            id={`${id}-forCompany`}
            type="checkbox"
            checked={forCompany}
            onChange={(change) => setForCompany(change.target.checked)}
            aria-describedby={`${id}-forCompany-hint`}
            className="mt-1 accent-brand-700"
          />
          <span>
            <span className="font-medium">{t('checkout.company')}</span>
            <span id={`${id}-forCompany-hint`} className="block text-muted">
              {t('checkout.companyHint')}
            </span>
          </span>
        </label>
        {forCompany ? (
          <CompanyBilling idPrefix={id} values={company} errors={errors} onChange={setCompany} />
        ) : null}
      </div>
      {chips.length > 0 ? (
        <fieldset
          className="flex min-w-0 flex-col gap-3 rounded-md border border-brand-100 p-3"
          data-testid="chip-preload"
        >
          <legend className="px-1 text-sm font-medium">{t('checkout.chipCredit')}</legend>
          <p className="text-sm text-muted">{t('checkout.chipCreditHint')}</p>
          {chips.map((chip) => {
            const inputId = `${id}-chip-${chip.productItemId}`;
            const invalid = creditInvalid.includes(chip.productItemId);
            return (
              <div key={chip.productItemId} className="flex flex-col gap-1">
                <label htmlFor={inputId} className="text-sm font-medium">
                  {t('checkout.chipCreditFor', {
                    name: chip.carrierName,
                    currency: getCurrency(event.currencyId).isoChar,
                  })}
                  <span className="font-normal text-muted"> ({t('checkout.optional')})</span>
                </label>
                <input
                  id={inputId}
                  inputMode="decimal"
                  autoComplete="off"
                  value={credit[chip.productItemId] ?? ''}
                  onChange={(change) => setCredit({ ...credit, [chip.productItemId]: change.target.value })}
                  aria-invalid={invalid ? true : undefined}
                  aria-describedby={`${inputId}-hint`}
                  className="min-h-11 w-full min-w-0 rounded-md border border-brand-200 bg-white px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-700 aria-invalid:border-red-700"
                />
                <p id={`${inputId}-hint`} className={invalid ? 'text-sm text-red-800' : 'text-sm text-muted'}>
                  {t(invalid ? 'checkout.errors.chipCredit' : 'checkout.chipCreditRange', {
                    min: money(chip.min),
                    max: money(chip.max),
                  })}
                </p>
              </div>
            );
          })}
          {preloadAmount > 0 ? (
            <p className="text-sm font-medium" data-testid="chip-preload-total" aria-live="polite">
              {t('checkout.chipCreditTotal', {
                credit: money(preloadAmount),
                total: money(cartTotal + preloadAmount),
              })}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errors.paymentMethodId ? `${id}-paymentMethodId-error` : undefined}
      >
        <legend className="text-sm font-medium">{t('checkout.paymentMethod')}</legend>
        {paymentMethodIds.map((methodOption, index) => (
          <label
            key={methodOption}
            className="flex min-h-11 items-center gap-2 rounded-md border border-brand-200 px-3 py-2 has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              id={index === 0 ? `${id}-paymentMethodId` : undefined}
              type="radio"
              name="paymentMethod"
              value={methodOption}
              checked={methodId === methodOption}
              onChange={() => setMethodId(methodOption)}
              className="accent-brand-700"
            />
            {paymentMethod.label(methodOption, locale)}
            {demo ? <span className="text-xs text-muted">({t('checkout.demoPayment')})</span> : null}
          </label>
        ))}
        {errors.paymentMethodId ? (
          <p id={`${id}-paymentMethodId-error`} className="text-sm text-red-800">
            {errors.paymentMethodId}
          </p>
        ) : null}
      </fieldset>
      {needsTerms && event.termsUrl ? (
        <div className="flex flex-col gap-1">
          <label className="flex min-h-11 items-start gap-2 py-1 text-sm">
            <input
              id={`${id}-terms`}
              type="checkbox"
              checked={values.terms}
              onChange={(change) => setValues({ ...values, terms: change.target.checked })}
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={errors.terms ? `${id}-terms-error` : undefined}
              className="mt-1 accent-brand-700"
            />
            <span>
              {t('checkout.termsAgree')}{' '}
              <a href={event.termsUrl} target="_blank" rel="noopener" className="text-brand-800 underline">
                {t('checkout.termsLink')}
              </a>
            </span>
          </label>
          {errors.terms ? (
            <p id={`${id}-terms-error`} className="text-sm text-red-800">
              {errors.terms}
            </p>
          ) : null}
        </div>
      ) : null}
      {failure ? <Alert variant="error">{failure}</Alert> : null}
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? t('site.loading') : t('checkout.pay')}
      </Button>
      <Button variant="link" onClick={onChangeSelection}>
        {t('checkout.changeSelection')}
      </Button>
    </form>
  );
}

'use client';
// The top-up desk's screen, made for a phone at the box office: the chip UID (typed, or typed by a USB reader
// followed by Enter), the chip's balance and what its top-up costs, the credit and how it is paid (cash or card
// terminal), the confirmation with its receipt code; a lost chip's balance moved to a new chip; the last top-ups.
import { isApiError } from '@repo/api-client/api-error';
import { chipCode } from '@repo/contract/chip-credit';
import type { DeskChip, DeskTopUp } from '@repo/contract/top-up-desk';
import { formatMoney } from '@repo/i18n/money';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { Card } from '@repo/ui/card';
import { FormField } from '@repo/ui/field';
import { Input } from '@repo/ui/input';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { EmptyState, FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { parseMoneyInput } from '@/lib/money-input';
import { QrCodeImage } from '@/app/devices/_components/qr-code-image';
import { passErrorKey } from '@/lib/pass-error-text';

/** Refusals the desk explains in its own words; anything else as the hub explains pass errors. */
const deskErrorNames = [
  'top_up_too_small',
  'chip_credit_limit',
  'chip_lost',
  'chip_not_of_event',
  'chip_not_replaceable',
  'chip_uid_taken',
  'chip_not_found',
  'chip_credit_unavailable',
] as const;

function failureKey(error: unknown): string {
  const name = isApiError(error) ? error.name : '';
  return (deskErrorNames as readonly string[]).includes(name)
    ? `main::hubPages.topUp.errors.${name}`
    : passErrorKey(error);
}

type Channel = 'cash' | 'card';

export function TopUpDesk({ eventId, passBaseUrl }: { eventId: string; passBaseUrl: string }) {
  const { t, language } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const state = useQuery(queries.deskState({ params: { eventId } }));
  const text = (key: string, values?: Record<string, string | number>) =>
    t(`main::hubPages.topUp.${key}`, values);
  const currencyId = state.data?.event.currencyId ?? 1;
  const money = (amount: number) => formatMoney(amount, currencyId, language);

  const uidField = useRef<HTMLInputElement>(null);
  const [uid, setUid] = useState('');
  const [uidError, setUidError] = useState<string | null>(null);
  const [chip, setChip] = useState<DeskChip | null>(null);
  const [amountText, setAmountText] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [channel, setChannel] = useState<Channel>('cash');
  // The same id until the top-up is answered: a retry after a lost answer never loads twice.
  const [topUpId, setTopUpId] = useState<string | null>(null);
  const [done, setDone] = useState<DeskTopUp | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  function readChip(raw: string) {
    const parsed = chipCode.safeParse(raw);
    if (!parsed.success) {
      setUidError(text('chipInvalid'));
      return;
    }
    setUidError(null);
    setDone(null);
    setTopUpId(null);
    void run(async () => {
      const answer = await client.deskChip({ params: { eventId, chipUid: parsed.data } });
      setChip(answer.chip);
    });
  }

  const amount = parseMoneyInput(amountText);
  const fee = chip?.feeDue ?? 0;

  function topUp() {
    if (!chip) return;
    if (!Number.isInteger(amount) || amount <= 0) {
      setAmountError(text('amountInvalid'));
      return;
    }
    setAmountError(null);
    const id = topUpId ?? crypto.randomUUID();
    setTopUpId(id);
    void run(async () => {
      const answer = await client.deskTopUp({
        params: { eventId },
        body: { clientTopUpId: id, chipUid: chip.chipUid, amount, channel },
      });
      setDone(answer.topUp);
      setTopUpId(null);
      setChip(null);
      setAmountText('');
      await queryClient.invalidateQueries({ queryKey: queries.deskState({ params: { eventId } }).queryKey });
    });
  }

  function nextChip() {
    setDone(null);
    setChip(null);
    setUid('');
    setFailure(null);
    uidField.current?.focus();
  }

  if (state.isError) return <FailureState error={state.error} onRetry={() => void state.refetch()} />;
  if (!state.data) return <LoadingState />;

  return (
    <>
      <div className="grid gap-1">
        <h1 className="text-2xl leading-tight font-semibold text-brand-900">{text('eventsTitle')}</h1>
        <p className="text-sm text-muted">{state.data.event.namePub}</p>
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="grid gap-4">
          <Card className="gap-3 p-4">
            <form
              noValidate
              className="grid gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                readChip(uid);
              }}
            >
              <FormField label={text('chip')} hint={text('chipHint')} error={uidError}>
                <Input
                  ref={uidField}
                  name="chipUid"
                  value={uid}
                  onChange={(event) => {
                    setUid(event.target.value);
                    setChip(null);
                  }}
                  autoFocus
                  autoComplete="off"
                  autoCapitalize="characters"
                  autoCorrect="off"
                  spellCheck={false}
                  maxLength={40}
                  className="h-12 font-mono"
                />
              </FormField>
              <Button type="submit" variant="secondary" disabled={busy} className="justify-self-start">
                {text('readChip')}
              </Button>
            </form>

            {chip ? (
              <div className="grid gap-3 border-t border-brand-100 pt-3" data-testid="desk-chip">
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-muted">{text('chip')}</dt>
                  <dd className="font-mono break-all">{chip.chipUid}</dd>
                  <dt className="text-muted">{text('balance')}</dt>
                  <dd className="font-semibold">{money(chip.balance)}</dd>
                  {chip.debt > 0 ? (
                    <>
                      <dt className="text-muted">{text('debt')}</dt>
                      <dd className="font-semibold text-red-700">{money(chip.debt)}</dd>
                    </>
                  ) : null}
                </dl>
                {!chip.known ? <Alert variant="info">{text('newChip')}</Alert> : null}
                {chip.blocked ? (
                  <Alert variant="warning">
                    {chip.replacedByChipUid
                      ? text('blocked', { uid: chip.replacedByChipUid })
                      : text('blockedNoReplacement')}
                  </Alert>
                ) : (
                  <form
                    noValidate
                    className="grid gap-3"
                    onSubmit={(event) => {
                      event.preventDefault();
                      topUp();
                    }}
                  >
                    <p className="text-sm text-muted">
                      {chip.known ? text(chip.registered ? 'registered' : 'anonymous') : null}
                      {chip.known ? ' · ' : null}
                      {chip.maxTopUp === null
                        ? text('limitsNoMax', { min: money(chip.minTopUp) })
                        : text('limits', { min: money(chip.minTopUp), max: money(chip.maxTopUp) })}
                    </p>
                    {fee > 0 ? (
                      <p className="text-sm font-medium">{text('feeDue', { amount: money(fee) })}</p>
                    ) : null}
                    <FormField label={text('amount')} error={amountError}>
                      <Input
                        name="amount"
                        // The chip was just read: the cashier types the amount next (and Enter tops up).
                        autoFocus
                        inputMode="decimal"
                        autoComplete="off"
                        value={amountText}
                        onChange={(event) => setAmountText(event.target.value)}
                        className="h-12 text-lg"
                      />
                    </FormField>
                    <fieldset className="grid gap-2">
                      <legend className="mb-1 text-sm font-medium">{text('channel')}</legend>
                      <div className="flex flex-wrap gap-2">
                        {(['cash', 'card'] as const).map((option) => (
                          <label
                            key={option}
                            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-brand-200 px-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
                          >
                            <input
                              type="radio"
                              name="channel"
                              value={option}
                              checked={channel === option}
                              onChange={() => setChannel(option)}
                            />
                            {text(option)}
                          </label>
                        ))}
                      </div>
                    </fieldset>
                    <p className="text-lg font-semibold" aria-live="polite">
                      {text('toPay', {
                        amount: money((Number.isInteger(amount) && amount > 0 ? amount : 0) + fee),
                      })}
                    </p>
                    <Button type="submit" size="lg" disabled={busy}>
                      {text('topUp')}
                    </Button>
                  </form>
                )}
              </div>
            ) : null}

            {done ? (
              <Alert variant="success" data-testid="desk-done">
                <p className="font-semibold">
                  {text('done', {
                    amount: money(done.amount),
                    uid: done.chipUid,
                    balance: money(done.balance),
                  })}
                </p>
                {done.activated ? <p>{text('activated')}</p> : null}
                <p>
                  {text('paid', {
                    paid: money(done.paid),
                    channel: text(done.channel),
                    fee: money(done.fee),
                  })}
                </p>
                {done.feeVat > 0 ? (
                  <p>
                    {text('feeVat', {
                      rate: `${new Intl.NumberFormat(language).format(done.feeVatRateBasisPoints / 100)} %`,
                      vat: money(done.feeVat),
                    })}
                  </p>
                ) : null}
                <p className="font-mono">{text('receiptCode', { code: done.receiptCode })}</p>
                <div className="flex items-center gap-3">
                  <QrCodeImage
                    value={`${passBaseUrl.replace(/\/$/, '')}/pass/desk/receipt/${done.topUpId}`}
                    label={text('qr')}
                    className="size-32 shrink-0"
                  />
                  <p className="text-xs">{text('qrHint')}</p>
                </div>
                <Button
                  type="button"
                  variant="outlined"
                  className="mt-2 justify-self-start"
                  onClick={nextChip}
                >
                  {text('next')}
                </Button>
              </Alert>
            ) : null}
            {failure ? <Alert variant="error">{t(failureKey(failure))}</Alert> : null}
          </Card>
          <LostChipCard eventId={eventId} money={money} />
        </div>
        <Card className="gap-2 p-4">
          <h2 className="font-semibold">{text('recent')}</h2>
          {state.data.recent.length === 0 ? (
            <EmptyState>{text('recentEmpty')}</EmptyState>
          ) : (
            <ul className="divide-y divide-brand-100 text-sm">
              {state.data.recent.map((row) => (
                <li key={row.topUpId} className="flex flex-wrap justify-between gap-2 py-2">
                  <span className="font-mono break-all">{row.chipUid}</span>
                  <span>
                    {money(row.amount)} ·{' '}
                    {row.channel === 'cash' || row.channel === 'card' ? text(row.channel) : row.channel}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </>
  );
}

/** A lost registered chip: blocked, its balance moved to the new chip read next. */
function LostChipCard({ eventId, money }: { eventId: string; money: (amount: number) => string }) {
  const { t } = useT();
  const { client } = usePass();
  const text = (key: string, values?: Record<string, string | number>) =>
    t(`main::hubPages.topUp.lost.${key}`, values);
  const [lostUid, setLostUid] = useState('');
  const [newUid, setNewUid] = useState('');
  const [errors, setErrors] = useState<{ lost?: string; fresh?: string }>({});
  const [result, setResult] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  async function replace() {
    const lost = chipCode.safeParse(lostUid);
    const fresh = chipCode.safeParse(newUid);
    const invalid = t('main::hubPages.topUp.chipInvalid');
    setErrors({ lost: lost.success ? undefined : invalid, fresh: fresh.success ? undefined : invalid });
    if (!lost.success || !fresh.success) return;
    setBusy(true);
    setFailure(null);
    setResult(null);
    try {
      const answer = await client.deskChipReplace({
        params: { eventId },
        body: { lostChipUid: lost.data, newChipUid: fresh.data },
      });
      setResult(
        text('done', {
          lost: answer.lost.chipUid,
          amount: money(answer.replacement.balance),
          uid: answer.replacement.chipUid,
        }),
      );
      setLostUid('');
      setNewUid('');
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="gap-3 p-4">
      <h2 className="font-semibold">{text('title')}</h2>
      <p className="text-sm text-muted">{text('intro')}</p>
      <form
        noValidate
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          void replace();
        }}
      >
        <FormField label={text('lostUid')} error={errors.lost}>
          <Input
            name="lostChipUid"
            value={lostUid}
            onChange={(event) => setLostUid(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            className="font-mono"
          />
        </FormField>
        <FormField label={text('newUid')} error={errors.fresh}>
          <Input
            name="newChipUid"
            value={newUid}
            onChange={(event) => setNewUid(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            className="font-mono"
          />
        </FormField>
        <Button type="submit" variant="outlined" disabled={busy} className="justify-self-start sm:col-span-2">
          {text('submit')}
        </Button>
      </form>
      {result ? <Alert variant="success">{result}</Alert> : null}
      {failure ? <Alert variant="error">{t(failureKey(failure))}</Alert> : null}
    </Card>
  );
}

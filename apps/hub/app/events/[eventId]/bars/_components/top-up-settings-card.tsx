'use client';
// The event's top-up desk rules (owner, manager): the minimum top-up and the first-top-up fee; a link to the desk.
import { formatMoney } from '@repo/i18n/money';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { Card } from '@repo/ui/card';
import { FormField } from '@repo/ui/field';
import { Input } from '@repo/ui/input';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { formatMoneyInput, parseMoneyInput } from '@/lib/money-input';
import { passErrorKey } from '@/lib/pass-error-text';
import { useSignedIn } from '../../_components/use-signed-in';

export function TopUpSettingsCard({ eventId }: { eventId: string }) {
  const { t, language } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const enabled = useSignedIn();
  const params = { eventId };
  const settings = useQuery({ ...queries.hubTopUpSettings({ params }), enabled });
  const text = (key: string) => t(`main::hubPages.topUp.settings.${key}`);
  // Typed values; null until the person edits them (the saved values show meanwhile).
  const [minText, setMinText] = useState<string | null>(null);
  const [feeText, setFeeText] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<{ min?: boolean; fee?: boolean }>({});
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  if (settings.isError)
    return <FailureState error={settings.error} onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <LoadingState />;
  const current = settings.data.settings;
  const minValue = minText ?? formatMoneyInput(current.minTopUp);
  const feeValue = feeText ?? formatMoneyInput(current.firstTopUpFee);
  const example = formatMoney(50_000, settings.data.currencyId, language);

  async function save() {
    const minTopUp = parseMoneyInput(minValue === '' ? '0' : minValue);
    const firstTopUpFee = parseMoneyInput(feeValue === '' ? '0' : feeValue);
    const bad = { min: !(minTopUp >= 0), fee: !(firstTopUpFee >= 0) };
    setInvalid(bad);
    setSaved(false);
    if (bad.min || bad.fee) return;
    setBusy(true);
    setFailure(null);
    try {
      await client.hubTopUpSettingsUpdate({ params, body: { minTopUp, firstTopUpFee } });
      await queryClient.invalidateQueries({ queryKey: queries.hubTopUpSettings({ params }).queryKey });
      setMinText(null);
      setFeeText(null);
      setSaved(true);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="gap-3 p-4" data-testid="top-up-settings">
      <h2 className="font-semibold">{text('title')}</h2>
      <p className="text-sm text-muted">{text('intro')}</p>
      <form
        noValidate
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <FormField
          label={text('minTopUp')}
          error={invalid.min ? t('main::hubPages.topUp.amountInvalid') : null}
        >
          <Input
            name="minTopUp"
            inputMode="decimal"
            placeholder={example}
            value={minValue}
            onChange={(event) => setMinText(event.target.value)}
          />
        </FormField>
        <FormField
          label={text('firstTopUpFee')}
          hint={text('feeHint')}
          error={invalid.fee ? t('main::hubPages.topUp.amountInvalid') : null}
        >
          <Input
            name="firstTopUpFee"
            inputMode="decimal"
            value={feeValue}
            onChange={(event) => setFeeText(event.target.value)}
          />
        </FormField>
        <Button type="submit" disabled={busy}>
          {text('save')}
        </Button>
      </form>
      {saved ? <Alert variant="success">{text('saved')}</Alert> : null}
      {failure ? <Alert variant="error">{t(passErrorKey(failure))}</Alert> : null}
      <Button asChild variant="outlined" className="justify-self-start">
        <Link href={`/topup/${eventId}`}>{text('openDesk')}</Link>
      </Button>
    </Card>
  );
}

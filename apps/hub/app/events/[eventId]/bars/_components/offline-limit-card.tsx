'use client';
// The event's offline till setting on the bars page: how much one chip may spend at a till without a connection.
import type { BarSettings } from '@repo/contract/bar';
import { formatMoney } from '@repo/i18n/money';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { Card } from '@repo/ui/card';
import { FormField } from '@repo/ui/field';
import { Input } from '@repo/ui/input';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePass, useT } from '@/app/_components/providers';
import { formatMoneyInput, parseMoneyInput } from '@/lib/money-input';
import { passErrorKey } from '@/lib/pass-error-text';

export function OfflineLimitCard({
  eventId,
  settings,
  currencyId,
}: {
  eventId: string;
  settings: BarSettings;
  currencyId: number;
}) {
  const { t, language } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(formatMoneyInput(settings.offlineLimitPerChip));
  const [invalid, setInvalid] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const text = (key: string) => t(`main::hubPages.bar.settings.${key}`);

  async function save() {
    const minor = parseMoneyInput(value);
    setSaved(false);
    setFailure(null);
    if (!Number.isInteger(minor) || minor < 0) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setBusy(true);
    try {
      await client.hubBarSettingsUpdate({ params: { eventId }, body: { offlineLimitPerChip: minor } });
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: queries.hubBars({ params: { eventId } }).queryKey });
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="gap-3 p-4" data-testid="bar-offline-settings">
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
          label={text('offlineLimit')}
          hint={formatMoney(settings.offlineLimitPerChip, currencyId, language)}
          error={invalid ? text('invalid') : null}
        >
          <Input
            name="offlineLimitPerChip"
            inputMode="decimal"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setSaved(false);
            }}
          />
        </FormField>
        <Button type="submit" variant="secondary" disabled={busy}>
          {text('save')}
        </Button>
      </form>
      {saved ? (
        <Alert variant="success" role="status">
          {text('saved')}
        </Alert>
      ) : null}
      {failure ? <Alert variant="error">{t(passErrorKey(failure))}</Alert> : null}
    </Card>
  );
}

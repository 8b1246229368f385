'use client';
// An event's bars: each with its menu size and a link to its menu and shifts; adding a bar; the till's address;
// the offline spending limit per chip.
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { Card } from '@repo/ui/card';
import { FormField } from '@repo/ui/field';
import { Input } from '@repo/ui/input';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { EmptyState, FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { passErrorKey } from '@/lib/pass-error-text';
import { useSignedIn } from '../../_components/use-signed-in';
import { BarFrame } from './bar-frame';
import { OfflineLimitCard } from './offline-limit-card';
import { TopUpSettingsCard } from './top-up-settings-card';

export function BarsPage({ eventId }: { eventId: string }) {
  const { t } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const enabled = useSignedIn();
  const params = { eventId };
  const bars = useQuery({ ...queries.hubBars({ params }), enabled });
  const [name, setName] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const text = (key: string, values?: Record<string, string | number>) =>
    t(`main::hubPages.bar.${key}`, values);

  async function create() {
    if (name.trim() === '') {
      setFailure(new Error('empty'));
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await client.hubBarCreate({ params, body: { name: name.trim() } });
      setName('');
      await queryClient.invalidateQueries({ queryKey: queries.hubBars({ params }).queryKey });
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <BarFrame
      back={`/events/${eventId}`}
      backLabel={text('backToEvent')}
      title={text('title')}
      eventName={bars.data?.eventNamePub}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outlined">
            <Link href={`/till/${eventId}`}>{text('openTill')}</Link>
          </Button>
          <Button asChild variant="outlined">
            <Link href={`/events/${eventId}/ledger`}>{text('ledger.link')}</Link>
          </Button>
          <Button asChild variant="outlined">
            <Link href={`/events/${eventId}/credit-refunds`}>{text('creditRefunds.link')}</Link>
          </Button>
        </div>
      }
    >
      <p className="max-w-3xl text-muted">{text('intro')}</p>
      {bars.isError ? (
        <FailureState error={bars.error} onRetry={() => void bars.refetch()} />
      ) : !bars.data ? (
        <LoadingState />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
          {bars.data.bars.length === 0 ? (
            <EmptyState>{text('empty')}</EmptyState>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2" data-testid="bars">
              {bars.data.bars.map((bar) => (
                <li key={bar.barId}>
                  <Card className="gap-2 p-4">
                    <h2 className="text-lg font-semibold text-brand-900">{bar.name}</h2>
                    <p className="text-sm text-muted">
                      {text('productCount', {
                        count: bar.products.filter((product) => product.active).length,
                      })}
                    </p>
                    <Button asChild variant="secondary" className="justify-self-start">
                      <Link href={`/events/${eventId}/bars/${bar.barId}`}>{text('openBar')}</Link>
                    </Button>
                  </Card>
                </li>
              ))}
            </ul>
          )}
          <div className="grid gap-6">
            <Card className="gap-3 p-4">
              <h2 className="font-semibold">{text('newBar')}</h2>
              <form
                noValidate
                className="grid gap-3"
                onSubmit={(event) => {
                  event.preventDefault();
                  void create();
                }}
              >
                <FormField
                  label={text('barName')}
                  error={
                    failure instanceof Error && failure.message === 'empty' ? text('nameRequired') : null
                  }
                >
                  <Input
                    name="barName"
                    value={name}
                    onChange={(event) => setName(event.target.value)}
                    maxLength={80}
                  />
                </FormField>
                <Button type="submit" disabled={busy}>
                  {text('create')}
                </Button>
              </form>
              {failure && !(failure instanceof Error && failure.message === 'empty') ? (
                <Alert variant="error">{t(passErrorKey(failure))}</Alert>
              ) : null}
            </Card>
            <OfflineLimitCard
              eventId={eventId}
              settings={bars.data.settings}
              currencyId={bars.data.currencyId}
            />
            <TopUpSettingsCard eventId={eventId} />
          </div>
        </div>
      )}
    </BarFrame>
  );
}

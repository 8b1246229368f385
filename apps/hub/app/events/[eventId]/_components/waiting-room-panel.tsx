'use client';
// The event's waiting room (issue #20): on or off, when the sale opens, visitors admitted per minute and how many
// may shop at once. Owners and managers only, like the rest of the event's page.
import type { WaitingRoomSettings } from '@repo/contract/waiting-room';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { Card, CardDescription, CardHeader } from '@repo/ui/card';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { TextField } from '@/app/_components/text-field';
import { passErrorKey } from '@/lib/pass-error-text';
import { CheckField } from './check-field';

/** An ISO moment as a datetime-local value in the browser's zone (the input has no zone of its own). */
function localInputValue(iso: string): string {
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

export function WaitingRoomPanel({ eventId }: { eventId: string }) {
  const { queries } = usePass();
  const room = useQuery(queries.hubWaitingRoom({ params: { eventId } }));
  if (room.isPending) return <LoadingState />;
  if (room.isError) return <FailureState error={room.error} onRetry={() => void room.refetch()} />;
  return <WaitingRoomForm key={eventId} eventId={eventId} initial={room.data.waitingRoom} />;
}

function WaitingRoomForm({ eventId, initial }: { eventId: string; initial: WaitingRoomSettings | null }) {
  const { t } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const [active, setActive] = useState(initial?.active ?? false);
  const [opensAt, setOpensAt] = useState(initial ? localInputValue(initial.opensAt) : '');
  const [perMinute, setPerMinute] = useState(String(initial?.admitPerMinute ?? 100));
  const [maxShoppers, setMaxShoppers] = useState(String(initial?.maxShoppers ?? 500));
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);

  async function save() {
    setMessage(null);
    setError(null);
    const admitPerMinute = Number(perMinute);
    const shoppers = Number(maxShoppers);
    if (
      opensAt === '' ||
      !Number.isInteger(admitPerMinute) ||
      admitPerMinute < 1 ||
      !Number.isInteger(shoppers) ||
      shoppers < 1
    ) {
      setMessage({ text: t('main::hubEvents.waitingRoom.invalid'), ok: false });
      return;
    }
    setPending(true);
    try {
      const answer = await client.hubWaitingRoomUpdate({
        params: { eventId },
        body: { active, opensAt: new Date(opensAt).toISOString(), admitPerMinute, maxShoppers: shoppers },
      });
      queryClient.setQueryData(queries.hubWaitingRoom({ params: { eventId } }).queryKey, answer);
      setMessage({ text: t('main::hubEvents.waitingRoom.saved'), ok: true });
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  }

  return (
    <Card className="gap-4 p-4 sm:p-6" data-testid="waiting-room-panel">
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{t('main::hubEvents.waitingRoom.title')}</h2>
        <CardDescription>{t('main::hubEvents.waitingRoom.intro')}</CardDescription>
      </CardHeader>
      {message ? (
        <Alert variant={message.ok ? 'success' : 'error'} role="status">
          {message.text}
        </Alert>
      ) : null}
      {error ? <Alert variant="error">{t(passErrorKey(error))}</Alert> : null}
      <form
        className="grid grid-cols-1 gap-3"
        onSubmit={(formEvent) => {
          formEvent.preventDefault();
          void save();
        }}
      >
        <CheckField
          label={t('main::hubEvents.waitingRoom.active')}
          hint={t('main::hubEvents.waitingRoom.activeHint')}
          checked={active}
          disabled={pending}
          onChange={setActive}
        />
        <TextField
          type="datetime-local"
          label={t('main::hubEvents.waitingRoom.opensAt')}
          value={opensAt}
          onValue={setOpensAt}
          disabled={pending}
        />
        <TextField
          type="number"
          inputMode="numeric"
          min={1}
          label={t('main::hubEvents.waitingRoom.perMinute')}
          value={perMinute}
          onValue={setPerMinute}
          disabled={pending}
        />
        <TextField
          type="number"
          inputMode="numeric"
          min={1}
          label={t('main::hubEvents.waitingRoom.maxShoppers')}
          value={maxShoppers}
          onValue={setMaxShoppers}
          disabled={pending}
        />
        <Button type="submit" disabled={pending}>
          {pending ? t('main::hubPages.common.working') : t('main::hubEvents.waitingRoom.save')}
        </Button>
      </form>
    </Card>
  );
}

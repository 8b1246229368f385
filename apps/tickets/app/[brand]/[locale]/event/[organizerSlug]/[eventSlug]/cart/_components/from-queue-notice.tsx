'use client';
// Shown on the cart opened from the waiting room (fromQueue=true): the visitor's turn, and until when it lasts.
import { useSyncExternalStore } from 'react';
import { admissionExpiryOf } from '../../../../../../../../lib/waiting-room';
import { useStorefront } from '../../../../../_providers/storefront-context';

const noSubscription = () => () => undefined;

export function FromQueueNotice({ eventId }: { eventId: string }) {
  const { t, locale } = useStorefront();
  // The expiry is in a browser cookie and fromQueue in the address: the server (a page cached for every visitor)
  // renders nothing, the browser the time after hydration.
  const expiresAt = useSyncExternalStore(
    noSubscription,
    () =>
      new URLSearchParams(window.location.search).get('fromQueue') === 'true'
        ? admissionExpiryOf(eventId)
        : null,
    () => null,
  );
  if (!expiresAt) return null;
  const until = new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(expiresAt));
  return (
    <p role="status" className="mt-4 rounded-lg bg-green-50 px-4 py-3 font-medium text-green-900">
      {t('queue.fromQueue', { time: until })}
    </p>
  );
}

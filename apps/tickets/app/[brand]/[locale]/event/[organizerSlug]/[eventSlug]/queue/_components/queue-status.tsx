'use client';
// The visitor's place in the waiting room: polls the pass's visit endpoint (the same JSON mobile clients read),
// announces changes politely to screen readers, and opens the cart with fromQueue=true once admitted.
import type { WaitingRoomVisit } from '@repo/contract/waiting-room';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../../../../../../../lib/format';
import { ensureBrowserId, saveAdmission } from '../../../../../../../../lib/waiting-room';
import { useStorefront } from '../../../../../_providers/storefront-context';

/** Retry after a failed poll; the place is kept for minutes, so a slow retry loses nothing. */
const retryMs = 5_000;

export function QueueStatus({
  eventId,
  timeZone,
  cartPath,
}: {
  eventId: string;
  timeZone: string;
  cartPath: string;
}) {
  const { t, locale, loadPass } = useStorefront();
  const router = useRouter();
  const [visit, setVisit] = useState<WaitingRoomVisit | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const browserId = ensureBrowserId();
    const poll = async () => {
      let nextMs = retryMs;
      try {
        const { visit: current } = await (
          await loadPass()
        ).pass.waitingRoomVisit({ params: { eventId }, body: { browserId } });
        if (stopped) return;
        setFailed(false);
        setVisit(current);
        if (current.state !== 'waiting') {
          if (current.admissionToken && current.admissionExpiresAt) {
            saveAdmission(eventId, current.admissionToken, current.admissionExpiresAt);
          }
          router.replace(`${cartPath}?fromQueue=true`);
          return;
        }
        nextMs = current.pollSeconds * 1000;
      } catch {
        if (stopped) return;
        setFailed(true);
      }
      timer = setTimeout(() => void poll(), nextMs);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [eventId, cartPath, loadPass, router]);

  const minutes =
    visit?.estimatedWaitSeconds === null || visit?.estimatedWaitSeconds === undefined
      ? null
      : Math.ceil(visit.estimatedWaitSeconds / 60);
  return (
    <div className="mt-4 flex flex-col gap-3">
      {/* One polite live region: the place and wait are read out as they change, never interrupting. */}
      <div role="status" aria-live="polite" className="flex flex-col gap-2">
        {visit === null ? (
          <p className="flex items-center gap-2">
            <span className="size-3 animate-pulse rounded-full bg-current" aria-hidden="true" />
            {t('queue.checking')}
          </p>
        ) : visit.state === 'waiting' ? (
          <>
            {visit.beforeOpening && visit.opensAt ? (
              <p>{t('queue.beforeOpening', { time: formatDateTime(visit.opensAt, locale, timeZone) })}</p>
            ) : null}
            {visit.position !== null && !visit.beforeOpening ? (
              <p className="text-3xl font-semibold tabular-nums" data-testid="queue-position">
                {t('queue.position', { position: visit.position })}
              </p>
            ) : null}
            {minutes !== null ? (
              <p>{minutes <= 1 ? t('queue.waitUnderMinute') : t('queue.wait', { minutes })}</p>
            ) : null}
          </>
        ) : (
          <p className="font-semibold">{t('queue.admitted')}</p>
        )}
        {failed ? <p className="text-red-800">{t('queue.failed')}</p> : null}
      </div>
      <p className="text-sm text-gray-600">{t('queue.keepPlace')}</p>
    </div>
  );
}

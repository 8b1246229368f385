'use client';
// The live countdown of a cart hold; tells the cart when the hold has run out.
import { useEffect, useState } from 'react';
import { formatCountdown } from '../../../../../../../../lib/format';
import { useT } from '../../../../../_providers/storefront-context';

export function HoldTimer({ expiresAt, onExpired }: { expiresAt: string; onExpired: () => void }) {
  const t = useT();
  const deadline = new Date(expiresAt).getTime();
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.round((deadline - now) / 1000));

  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (secondsLeft === 0) onExpired();
  }, [secondsLeft, onExpired]);

  const urgent = secondsLeft < 120;
  return (
    <p
      className={`rounded-lg px-4 py-3 font-medium ${urgent ? 'bg-red-50 text-red-800' : 'bg-brand-50 text-brand-900'}`}
      data-testid="hold-timer"
    >
      {t('cart.holdTimer')}{' '}
      <time dateTime={`PT${secondsLeft}S`} className="font-semibold tabular-nums">
        {formatCountdown(secondsLeft)}
      </time>
      {/* The running clock is not announced every second; only the minute warning is. */}
      <span className="sr-only" aria-live="polite">
        {urgent ? t('cart.holdEndingSoon') : ''}
      </span>
    </p>
  );
}

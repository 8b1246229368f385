'use client';
// The current time, updated every `intervalMs` while `active`, for countdowns.
import { useEffect, useState } from 'react';

export function useNow(intervalMs: number, active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const tick = () => setNow(Date.now());
    // At once when it becomes active (the time kept since the last tick may be old), then every interval.
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, intervalMs);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [intervalMs, active]);
  return now;
}

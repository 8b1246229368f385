// The time left until a pairing code expires, as whole seconds and as "m:ss" for the countdown.

/** Whole seconds from `now` until `expiresAt` (ISO), never below 0; 0 for an unreadable date. */
export function secondsUntil(expiresAt: string, now: number): number {
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

/** `9:05` for 545 seconds; hours are not expected (codes live 10 minutes) and count as minutes. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

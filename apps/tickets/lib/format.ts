// Dates and prices as visitors read them: in the page language, event times in the event's own time zone.
import { dateTimeFormat } from '@repo/i18n/intl-formats';
import { formatMoney } from '@repo/i18n/money';
import type { StorefrontLocale } from './locale';

export { formatMoney };

// Formats come from @repo/i18n's shared ones: a cart formats a sale date per ticket type, again as it hydrates.
function dateFormat(locale: StorefrontLocale, timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  return dateTimeFormat(locale, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
  });
}

/** `so 12. června 2027 18:00` for one day, `12. – 14. června 2027` style ranges for longer events. */
export function formatEventDate(
  startsAt: string,
  endsAt: string,
  timeZone: string,
  locale: StorefrontLocale,
): string {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  const day = dateFormat(locale, timeZone, false);
  if (day.format(start) === day.format(end)) return dateFormat(locale, timeZone, true).format(start);
  return day.formatRange(start, end);
}

/**
 * A moment in the visitor's language and the event's time zone, e.g. a payment deadline. The zone is required:
 * without it the server's zone (UTC in a container) or the browser's would be shown, and a Prague deadline read
 * an hour or two off.
 */
export function formatDateTime(iso: string, locale: StorefrontLocale, timeZone: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
}

/**
 * A calendar day in the visitor's language, e.g. `pá 27. 11. 2026`: the day a moment falls on in the event's zone
 * (a bank-transfer due date is a day, not a time).
 */
export function formatDay(iso: string, locale: StorefrontLocale, timeZone: string): string {
  return dateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(new Date(iso));
}

/** `mm:ss` of a countdown. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

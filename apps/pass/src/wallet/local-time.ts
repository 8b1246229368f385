// An instant written as ISO 8601 in a time zone's wall-clock time with its offset, as both wallets want dates.

/** localIsoDateTime(2027-07-02T16:00Z, 'Europe/Prague') === '2027-07-02T18:00:00+02:00'. */
export function localIsoDateTime(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  // "GMT+02:00", or plain "GMT" for a zero offset.
  const offset = part('timeZoneName').replace(/^GMT/, '') || '+00:00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}${offset}`;
}

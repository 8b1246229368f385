// Wall-clock times of an event's time zone and the instants they stand for, right across daylight-saving changes.
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

/**
 * The instant a wall-clock time (2027-07-15T18:00) has in `timeZone`, or null when the clocks jump over it
 * (02:30 on the last Sunday of March in Prague does not exist). In the autumn fold, when a time happens
 * twice, the first (summer time) is meant, as people read "02:30" on that night before the clocks go back.
 */
export function localToInstant(local: string, timeZone: string): Date | null {
  const instant = fromZonedTime(`${local}:00`, timeZone);
  // A skipped time comes back shifted by the jump; the round trip tells it from a real one.
  if (instantToLocal(instant, timeZone) !== local) return null;
  const hourEarlier = new Date(instant.getTime() - 3_600_000);
  return instantToLocal(hourEarlier, timeZone) === local ? hourEarlier : instant;
}

/** The wall-clock time of an instant in `timeZone`, as a datetime-local field shows it. */
export function instantToLocal(instant: Date, timeZone: string): string {
  return formatInTimeZone(instant, timeZone, "yyyy-MM-dd'T'HH:mm");
}

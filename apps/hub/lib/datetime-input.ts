// A datetime-local field's value and an ISO instant, both ways, as wall time in the event's own time zone
// (a sale opening at 10:00 in Prague reads 10:00 whatever zone the organiser's browser is in).
import { TZDate } from '@date-fns/tz';

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** "2027-05-01T09:30" as wall time in `timeZone`, as an ISO instant; empty is null, nonsense stays as typed. */
export function localInputToIso(value: string, timeZone: string): string | null {
  if (value.trim() === '') return null;
  const parts = LOCAL_INPUT.exec(value.trim());
  // Left as typed, the contract's date-time rule names the field.
  if (!parts) return value;
  const [year, month, day, hour, minute] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new TZDate(year, month - 1, day, hour, minute, timeZone);
  return new Date(date.getTime()).toISOString();
}

/** An ISO instant as a datetime-local value, wall time in `timeZone`; '' for null. */
export function isoToLocalInput(iso: string | null, timeZone: string): string {
  if (iso === null) return '';
  const date = new TZDate(new Date(iso).getTime(), timeZone);
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

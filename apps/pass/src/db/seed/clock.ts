// Seed-relative dates: the demo world is laid out around the moment it is seeded, in the events' local time.
import { dateTimeFormat } from '@repo/i18n/intl-formats';

export const PRAGUE = 'Europe/Prague';
export const BRATISLAVA = 'Europe/Bratislava';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day in some time zone. */
export interface LocalDay {
  year: number;
  month: number;
  day: number;
}

function partsIn(instant: Date, timeZone: string): Record<string, number> {
  const formatter = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

/** How far the zone's wall clock is ahead of UTC at this instant, in milliseconds. */
function zoneOffset(instant: Date, timeZone: string): number {
  const p = partsIn(instant, timeZone);
  const asUtc = Date.UTC(
    p.year ?? 0,
    (p.month ?? 1) - 1,
    p.day ?? 1,
    p.hour ?? 0,
    p.minute ?? 0,
    p.second ?? 0,
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

export function localDayOf(instant: Date, timeZone: string): LocalDay {
  const p = partsIn(instant, timeZone);
  return { year: p.year ?? 1970, month: p.month ?? 1, day: p.day ?? 1 };
}

export function addDays(day: LocalDay, days: number): LocalDay {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** 0 Sunday ... 6 Saturday, as Date#getDay. */
export function weekdayOf(day: LocalDay): number {
  return new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
}

/** The first day with this weekday that is at least `minDaysAhead` days after `from`. */
export function nextWeekday(from: LocalDay, weekday: number, minDaysAhead: number): LocalDay {
  const start = addDays(from, minDaysAhead);
  return addDays(start, (weekday - weekdayOf(start) + 7) % 7);
}

/** The instant at which the zone's wall clock shows `time` ("HH:MM") on that day (DST-aware). */
export function wallClock(day: LocalDay, time: string, timeZone: string): Date {
  const [hours, minutes] = time.split(':').map(Number);
  const naive = Date.UTC(day.year, day.month - 1, day.day, hours ?? 0, minutes ?? 0);
  const first = naive - zoneOffset(new Date(naive), timeZone);
  return new Date(naive - zoneOffset(new Date(first), timeZone));
}

export function shiftDays(instant: Date, days: number): Date {
  return new Date(instant.getTime() + days * DAY_MS);
}

/** The seed's notion of "now" and the local days around it. */
export class SeedClock {
  constructor(readonly now: Date) {}

  /** The local day `days` days from today in the zone. */
  day(days: number, timeZone: string = PRAGUE): LocalDay {
    return addDays(localDayOf(this.now, timeZone), days);
  }

  /** `time` on the local day `days` days from today. */
  at(days: number, time: string, timeZone: string = PRAGUE): Date {
    return wallClock(this.day(days, timeZone), time, timeZone);
  }

  /** The first `weekday` at least `minDaysAhead` days from today. */
  weekday(weekday: number, minDaysAhead: number, timeZone: string = PRAGUE): LocalDay {
    return nextWeekday(localDayOf(this.now, timeZone), weekday, minDaysAhead);
  }

  /** An instant this many days (fractions allowed) from now. */
  fromNow(days: number): Date {
    return shiftDays(this.now, days);
  }
}

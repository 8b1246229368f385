// Due dates for payment QR codes: the calendar day (YYYYMMDD) in Central European time, where banks book.
import { BankTransferFieldError } from './field-error';

// en-CA formats as YYYY-MM-DD; Prague and Bratislava share the zone, so one formatter serves CZK and EUR.
const centralEuropeanDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Prague',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `2027-03-01T23:30:00Z` -> `"20270302"` (already 2 March in Prague). */
export function bankDueDay(date: Date, field = 'dueDate'): string {
  if (Number.isNaN(date.getTime())) {
    throw new BankTransferFieldError(field, 'is not a valid date');
  }
  return centralEuropeanDay.format(date).replaceAll('-', '');
}

/**
 * The due date a bank-transfer QR code asks for: the last working day (Monday to Friday) before the Prague day
 * the order expires, so money sent on it is booked (next working day between Czech and Slovak banks) before the
 * tickets are released; never before today. Public holidays are not known here and count as working days.
 * Returned as noon UTC of that day, which is the same calendar day in Prague whatever the season.
 */
export function transferDueDate(expiresAt: Date, now: Date): Date {
  const due = pragueNoon(expiresAt);
  do {
    due.setUTCDate(due.getUTCDate() - 1);
  } while (due.getUTCDay() === 0 || due.getUTCDay() === 6);
  const today = pragueNoon(now);
  return due < today ? today : due;
}

/** Noon UTC of the calendar day `date` falls on in Prague: a point that stays on that day when days are stepped. */
function pragueNoon(date: Date): Date {
  const [year, month, day] = centralEuropeanDay.format(date).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return new Date(Date.UTC(year, month - 1, day, 12));
}

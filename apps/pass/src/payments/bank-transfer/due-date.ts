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

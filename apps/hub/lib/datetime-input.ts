// A datetime-local field's value and an ISO instant, both ways, in the browser's own time zone.

/** "2027-05-01T09:30" typed in the browser's zone as an ISO instant; empty is null, nonsense stays as typed. */
export function localInputToIso(value: string): string | null {
  if (value.trim() === '') return null;
  const date = new Date(value);
  // Left as typed, the contract's date-time rule names the field.
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** An ISO instant as a datetime-local value in the browser's zone; '' for null. */
export function isoToLocalInput(iso: string | null): string {
  if (iso === null) return '';
  const date = new Date(iso);
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

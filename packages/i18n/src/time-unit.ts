// Parser for human-readable durations such as "10 minutes" or "2048 ms" (spec section 9), returning milliseconds.

// Hand-written rather than the `ms` package: `ms` also accepts years, weeks and bare numbers and
// returns undefined or NaN for bad input, while the spec allows only these units and wants an error
// that names the expected format.
const millisecondsPerUnit: Readonly<Record<string, number>> = {
  ms: 1,
  millisecond: 1,
  milliseconds: 1,
  second: 1000,
  seconds: 1000,
  minute: 60_000,
  minutes: 60_000,
  hour: 3_600_000,
  hours: 3_600_000,
  day: 86_400_000,
  days: 86_400_000,
};

// A non-negative decimal number, optional whitespace, then a unit. No sign, exponent or bare leading dot.
const timePattern = /^(\d+(?:\.\d+)?)\s*([a-z]+)$/i;

function invalidTime(input: unknown): Error {
  const shown = typeof input === 'string' ? JSON.stringify(input) : `${String(input)} (${typeof input})`;
  return new Error(`Invalid time ${shown}: expected the format "value unit", e.g. "10 minutes"`);
}

/**
 * parseTimeUnit('10 minutes') === 600000. Units: ms, millisecond, second, minute, hour, day, each
 * optionally with a trailing s, matched case-insensitively; surrounding whitespace is ignored.
 * Decimals are allowed ("1.5 hours") and the result is rounded to whole milliseconds.
 */
export function parseTimeUnit(input: string): number {
  if (typeof input !== 'string') throw invalidTime(input);
  const match = timePattern.exec(input.trim());
  const value = match?.[1];
  const unit = match?.[2];
  if (value === undefined || unit === undefined) throw invalidTime(input);
  const factor = millisecondsPerUnit[unit.toLowerCase()];
  if (factor === undefined) throw invalidTime(input);
  const milliseconds = Math.round(Number(value) * factor);
  if (!Number.isSafeInteger(milliseconds)) throw invalidTime(input);
  return milliseconds;
}

// Tests for the time-unit parser: accepted formats, rounding and every rejected input.
import { describe, expect, it } from 'vitest';
import { parseTimeUnit } from './time-unit';

describe('parseTimeUnit', () => {
  it.each([
    ['10 minutes', 600_000],
    ['2048 ms', 2048],
    ['1 day', 86_400_000],
    ['2 days', 172_800_000],
    ['1 hour', 3_600_000],
    ['3 hours', 10_800_000],
    ['30 seconds', 30_000],
    ['1 second', 1000],
    ['1 minute', 60_000],
    ['1 millisecond', 1],
    ['5 milliseconds', 5],
    ['0 ms', 0],
  ])('parses %j', (input, expected) => {
    expect(parseTimeUnit(input)).toBe(expected);
  });

  it('allows no space, extra spaces, surrounding whitespace and any letter case', () => {
    expect(parseTimeUnit('2048ms')).toBe(2048);
    expect(parseTimeUnit('10   minutes')).toBe(600_000);
    expect(parseTimeUnit('  1 hour\n')).toBe(3_600_000);
    expect(parseTimeUnit('10 Minutes')).toBe(600_000);
    expect(parseTimeUnit('5 MS')).toBe(5);
  });

  it('accepts decimals and rounds to whole milliseconds', () => {
    expect(parseTimeUnit('1.5 hours')).toBe(5_400_000);
    expect(parseTimeUnit('0.5 day')).toBe(43_200_000);
    expect(parseTimeUnit('1.5 ms')).toBe(2);
    expect(parseTimeUnit('0.0004 seconds')).toBe(0);
  });

  it.each([
    '',
    '   ',
    'abc',
    '10',
    'minutes',
    '-5 minutes',
    '+5 minutes',
    '10 years',
    '2 weeks',
    '1 mss',
    '1 h',
    '1 min',
    '.5 hour',
    '5. hour',
    '1e3 ms',
    '1,5 hours',
    '10 minutes ago',
    '10 minutes 5 seconds',
    'NaN ms',
    'Infinity ms',
    `${'9'.repeat(400)} days`,
  ])('rejects %j naming the expected format', (input) => {
    expect(() => parseTimeUnit(input)).toThrow(
      `Invalid time ${JSON.stringify(input)}: expected the format "value unit", e.g. "10 minutes"`,
    );
  });

  it.each([undefined, null, 10, {}, ['1 day']])('rejects the non-string %j', (input) => {
    expect(() => parseTimeUnit(input as unknown as string)).toThrow(/expected the format "value unit"/);
  });

  it('names the type of a non-string input', () => {
    expect(() => parseTimeUnit(600 as unknown as string)).toThrow('Invalid time 600 (number)');
  });
});

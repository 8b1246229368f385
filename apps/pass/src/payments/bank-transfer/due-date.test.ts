// The QR's due date: a Prague calendar day, early enough for the transfer to arrive before the order expires.
import { describe, expect, it } from 'vitest';
import { bankDueDay, transferDueDate } from './due-date';

const due = (expiresAt: string, now: string) =>
  bankDueDay(transferDueDate(new Date(expiresAt), new Date(now)));

describe('transferDueDate', () => {
  it('asks for the working day before the day the order expires', () => {
    // Expires Thursday 4 March 2027 at 15:00 Prague: pay by Wednesday.
    expect(due('2027-03-04T14:00:00Z', '2027-03-01T09:00:00Z')).toBe('20270303');
    // Expires on a Monday or a Sunday: pay by the Friday before, weekends book nothing.
    expect(due('2027-03-08T10:00:00Z', '2027-03-04T09:00:00Z')).toBe('20270305');
    expect(due('2027-03-07T10:00:00Z', '2027-03-04T09:00:00Z')).toBe('20270305');
  });

  it('reads the expiry in Prague, where 23:30 UTC is already the next day', () => {
    // 23:30 UTC on Tuesday 2 March is Wednesday 00:30 in Prague: pay by Tuesday.
    expect(due('2027-03-02T23:30:00Z', '2027-02-26T09:00:00Z')).toBe('20270302');
    // In summer (UTC+2) as well.
    expect(due('2027-07-06T22:30:00Z', '2027-07-01T09:00:00Z')).toBe('20270706');
  });

  it('never asks for a day in the past', () => {
    // Ordered Wednesday evening, expires Thursday: the day before the expiry is today.
    expect(due('2027-03-04T14:00:00Z', '2027-03-03T19:00:00Z')).toBe('20270303');
    // Ordered Saturday, expires Monday: the Friday before has passed, so today.
    expect(due('2027-03-08T10:00:00Z', '2027-03-06T09:00:00Z')).toBe('20270306');
  });
});

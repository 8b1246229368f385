import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download-file';

describe('fileNameOf', () => {
  it('reads the name of a Content-Disposition header', () => {
    expect(fileNameOf('attachment; filename="orders-20261124.csv"')).toBe('orders-20261124.csv');
    expect(fileNameOf('attachment; filename=payout-czk-20261124-1.kpc')).toBe('payout-czk-20261124-1.kpc');
    expect(fileNameOf(null)).toBeNull();
  });
});

import { ticketTypeBody } from '@repo/contract/hub-ticket-types';
import { describe, expect, it } from 'vitest';
import { failedFields, passErrorField } from './form-issues';

const valid = {
  name: { cs: 'Vstupenka' },
  groupId: null,
  quotaId: null,
  price: 59000,
  vatRateBasisPoints: null,
  capacity: null,
  minPerOrder: 1,
  maxPerOrder: 10,
  saleStartsAt: null,
  saleEndsAt: null,
  visible: true,
  accessCodeOnly: false,
  items: [],
};

describe('form issues', () => {
  it('names each failing field of the contract rules once, nested fields by their path', () => {
    const result = ticketTypeBody.safeParse({
      ...valid,
      name: { cs: ' ' },
      price: Number.NaN,
      minPerOrder: 5,
      maxPerOrder: 2,
      items: [{ kind: 'nfcChip', quantity: 1, chipCreditMin: 500, chipCreditMax: 100 }],
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(failedFields(result.error)).toEqual(
      expect.arrayContaining(['name.cs', 'price', 'items.0.chipCreditMax']),
    );
  });

  it('reads the field a pass error names', () => {
    const error = Object.assign(new Error('below'), { body: { field: 'capacity' } });
    expect(passErrorField(error)).toBe('capacity');
    expect(passErrorField(new Error('plain'))).toBeNull();
  });
});

import { ticketTypeBody } from '@repo/contract/hub-ticket-types';
import type { HubTicketType } from '@repo/contract/hub-ticket-types';
import { describe, expect, it } from 'vitest';
import {
  emptyTicketTypeForm,
  ticketTypeBodyFrom,
  ticketTypeFormField,
  ticketTypeFormFrom,
} from './ticket-type-form';

describe('ticket-type form', () => {
  it('makes a valid body from typed values, empty fields meaning none or the default', () => {
    const values = { ...emptyTicketTypeForm(), price: '590,50' };
    values.name.cs = 'Včasná';
    values.items.nfcChip = true;
    values.chipCreditMin = '200';
    const body = ticketTypeBody.parse(ticketTypeBodyFrom(values, 'Europe/Prague'));
    expect(body).toMatchObject({
      name: { cs: 'Včasná' },
      price: 59050,
      vatRateBasisPoints: null,
      capacity: null,
      quotaId: null,
      items: [
        { kind: 'eventEntry', chipCreditMin: null },
        { kind: 'nfcChip', chipCreditMin: 20000, chipCreditMax: null },
      ],
    });
  });

  it('fails the contract rules on what was mistyped', () => {
    const values = { ...emptyTicketTypeForm(), price: 'lots', capacity: '-3' };
    values.name.cs = 'X';
    expect(ticketTypeBody.safeParse(ticketTypeBodyFrom(values, 'Europe/Prague')).success).toBe(false);
  });

  it('starts an edit from the stored type and maps issue paths to fields', () => {
    const stored: HubTicketType = {
      ticketTypeId: '40000000-0000-4000-8000-000000000001',
      groupId: null,
      quotaId: '60000000-0000-4000-8000-000000000001',
      name: { cs: 'Víkend', en: 'Weekend' },
      namePub: 'Víkend',
      price: 159000,
      currencyId: 1,
      vatRateBasisPoints: 1200,
      effectiveVatRateBasisPoints: 1200,
      capacity: 500,
      sold: 2,
      held: 0,
      available: 498,
      minPerOrder: 1,
      maxPerOrder: 6,
      saleStartsAt: null,
      saleEndsAt: null,
      displayOrder: 0,
      visible: true,
      accessCodeOnly: false,
      items: [{ kind: 'eventEntry', quantity: 1, chipCreditMin: null, chipCreditMax: null }],
    };
    const values = ticketTypeFormFrom(stored, 'Europe/Prague');
    expect(values).toMatchObject({ price: '1590', vatRate: '12', capacity: '500', maxPerOrder: '6' });
    expect(values.name.en).toBe('Weekend');
    expect(ticketTypeBodyFrom(values, 'Europe/Prague')).toMatchObject({
      price: 159000,
      vatRateBasisPoints: 1200,
    });
    expect(ticketTypeFormField('items.1.chipCreditMax')).toBe('chipCredit');
    expect(ticketTypeFormField('vatRateBasisPoints')).toBe('vatRate');
    expect(ticketTypeFormField('name.cs')).toBe('name.cs');
  });
});

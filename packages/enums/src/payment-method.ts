// Payment method enumeration: how an order or an on-site purchase was paid.
import { defineEnum, UNKNOWN_LABELS } from './define-enum';
import type { EnumEntry } from './define-enum';

const entries = [
  { id: 0, key: 'unknown', labels: UNKNOWN_LABELS },
  {
    id: 1,
    key: 'paymentCard',
    labels: { cs: 'Platební karta', sk: 'Platobná karta', en: 'Payment card', de: 'Zahlungskarte' },
  },
  {
    id: 2,
    key: 'bankTransfer',
    labels: { cs: 'Bankovní převod', sk: 'Bankový prevod', en: 'Bank transfer', de: 'Banküberweisung' },
  },
  {
    id: 3,
    key: 'googlePay',
    labels: { cs: 'Google Pay', sk: 'Google Pay', en: 'Google Pay', de: 'Google Pay' },
  },
  { id: 4, key: 'applePay', labels: { cs: 'Apple Pay', sk: 'Apple Pay', en: 'Apple Pay', de: 'Apple Pay' } },
  {
    id: 5,
    key: 'phoneTerminal',
    labels: {
      cs: 'Platební terminál v telefonu',
      sk: 'Platobný terminál v telefóne',
      en: 'Phone terminal',
      de: 'Smartphone-Terminal',
    },
  },
  { id: 6, key: 'cash', labels: { cs: 'Hotovost', sk: 'Hotovosť', en: 'Cash', de: 'Bargeld' } },
  { id: 7, key: 'chip', labels: { cs: 'Čip', sk: 'Čip', en: 'Chip', de: 'Chip' } },
  { id: 8, key: 'vipChip', labels: { cs: 'VIP čip', sk: 'VIP čip', en: 'VIP chip', de: 'VIP-Chip' } },
  {
    id: 9,
    key: 'ticketsVoucher',
    labels: {
      cs: 'Poukaz na vstupenky',
      sk: 'Poukaz na vstupenky',
      en: 'Tickets voucher',
      de: 'Ticketgutschein',
    },
  },
  { id: 10, key: 'partner', labels: { cs: 'Partner', sk: 'Partner', en: 'Partner', de: 'Partner' } },
  {
    id: 11,
    key: 'clickToPay',
    labels: { cs: 'Click to Pay', sk: 'Click to Pay', en: 'Click to Pay', de: 'Click to Pay' },
  },
] as const satisfies readonly EnumEntry[];

export const paymentMethod = defineEnum<EnumEntry, typeof entries>('paymentMethod', entries);

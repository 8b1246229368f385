// The ticket-type form's values (text as typed) and the contract body they make, both ways.
import type { HubTicketType, IncludedItem, TicketTypeBody } from '@repo/contract/hub-ticket-types';
import { includedItemKinds } from '@repo/contract/hub-ticket-types';
import { isoToLocalInput, localInputToIso } from './datetime-input';
import {
  formatMoneyInput,
  formatPercent,
  parseMoneyInput,
  parseOptionalCount,
  parsePercentInput,
} from './money-input';

export type IncludedKind = (typeof includedItemKinds)[number];

export interface TicketTypeFormValues {
  name: { cs: string; sk: string; en: string; de: string };
  groupId: string;
  quotaId: string;
  price: string;
  vatRate: string;
  capacity: string;
  minPerOrder: string;
  maxPerOrder: string;
  saleStartsAt: string;
  saleEndsAt: string;
  visible: boolean;
  accessCodeOnly: boolean;
  items: Record<IncludedKind, boolean>;
  chipCreditMin: string;
  chipCreditMax: string;
}

export function emptyTicketTypeForm(): TicketTypeFormValues {
  return {
    name: { cs: '', sk: '', en: '', de: '' },
    groupId: '',
    quotaId: '',
    price: '',
    vatRate: '',
    capacity: '',
    minPerOrder: '1',
    maxPerOrder: '10',
    saleStartsAt: '',
    saleEndsAt: '',
    visible: true,
    accessCodeOnly: false,
    items: { eventEntry: true, parking: false, nfcChip: false },
    chipCreditMin: '',
    chipCreditMax: '',
  };
}

export function ticketTypeFormFrom(type: HubTicketType, timeZone: string): TicketTypeFormValues {
  const chip = type.items.find((item) => item.kind === 'nfcChip');
  const has = (kind: IncludedKind) => type.items.some((item) => item.kind === kind);
  return {
    name: { cs: type.name.cs, sk: type.name.sk ?? '', en: type.name.en ?? '', de: type.name.de ?? '' },
    groupId: type.groupId ?? '',
    quotaId: type.quotaId ?? '',
    price: formatMoneyInput(type.price),
    vatRate: type.vatRateBasisPoints === null ? '' : formatPercent(type.vatRateBasisPoints),
    capacity: type.capacity === null ? '' : String(type.capacity),
    minPerOrder: String(type.minPerOrder),
    maxPerOrder: String(type.maxPerOrder),
    saleStartsAt: isoToLocalInput(type.saleStartsAt, timeZone),
    saleEndsAt: isoToLocalInput(type.saleEndsAt, timeZone),
    visible: type.visible,
    accessCodeOnly: type.accessCodeOnly,
    items: { eventEntry: has('eventEntry'), parking: has('parking'), nfcChip: has('nfcChip') },
    chipCreditMin: chip?.chipCreditMin == null ? '' : formatMoneyInput(chip.chipCreditMin),
    chipCreditMax: chip?.chipCreditMax == null ? '' : formatMoneyInput(chip.chipCreditMax),
  };
}

const optionalMoney = (text: string) => (text.trim() === '' ? null : parseMoneyInput(text));

/** The body the values make, unchecked: the contract's ticketTypeBody decides whether it is valid. */
export function ticketTypeBodyFrom(values: TicketTypeFormValues, timeZone: string): TicketTypeBody {
  const items: IncludedItem[] = includedItemKinds
    .filter((kind) => values.items[kind])
    .map((kind) => ({
      kind,
      quantity: 1,
      chipCreditMin: kind === 'nfcChip' ? optionalMoney(values.chipCreditMin) : null,
      chipCreditMax: kind === 'nfcChip' ? optionalMoney(values.chipCreditMax) : null,
    }));
  return {
    name: values.name,
    groupId: values.groupId === '' ? null : values.groupId,
    quotaId: values.quotaId === '' ? null : values.quotaId,
    price: parseMoneyInput(values.price),
    vatRateBasisPoints: parsePercentInput(values.vatRate),
    capacity: parseOptionalCount(values.capacity),
    minPerOrder: parseOptionalCount(values.minPerOrder) ?? Number.NaN,
    maxPerOrder: parseOptionalCount(values.maxPerOrder) ?? Number.NaN,
    saleStartsAt: localInputToIso(values.saleStartsAt, timeZone),
    saleEndsAt: localInputToIso(values.saleEndsAt, timeZone),
    visible: values.visible,
    accessCodeOnly: values.accessCodeOnly,
    items,
  };
}

/** The form field an issue path or a pass error's `field` belongs to (the chip's limits share one). */
export function ticketTypeFormField(path: string): string {
  if (/^items\.\d+\.chipCredit/.test(path)) return 'chipCredit';
  if (path.startsWith('items')) return 'items';
  if (path === 'vatRateBasisPoints') return 'vatRate';
  return path;
}

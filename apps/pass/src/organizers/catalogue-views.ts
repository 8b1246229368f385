// The hub's view of an event's catalogue: the event header with default VAT rates, ticket types, quotas, groups.
import type {
  CatalogueEvent,
  HubQuota,
  HubTicketGroup,
  HubTicketType,
  IncludedItem,
} from '@repo/contract/hub-ticket-types';
import { includedItemKinds } from '@repo/contract/hub-ticket-types';
import type { LabelLanguage } from '@repo/enums';
import { itemType } from '@repo/enums';
import type { Db } from '../db/database';
import { loadTicketAvailability } from '../db/queries/availability';
import type { TicketAvailability } from '../db/queries/availability';
import {
  listEventTicketTypes,
  listQuotas,
  listTicketGroups,
  listTicketTypeItems,
} from '../db/queries/catalogue';
import type { ProductItemRow, QuotaRow, TicketGroupRow, TicketTypeRow } from '../db/queries/catalogue';
import { pickText } from '../i18n-text';
import { ANY_PRODUCT_CATEGORY } from '../receipts/vat-defaults';
import type { VatRateRow } from '../receipts/vat-defaults';
import { countryVatRates, lineVatRate } from '../selling/order-lines';
import type { CatalogueEventRow } from './ticket-types';

const rateOf = (rates: readonly VatRateRow[], key: 'eventEntry' | 'parking' | 'nfcChip' | 'product') =>
  lineVatRate(rates, { itemTypeId: itemType.ids[key], productCategoryId: ANY_PRODUCT_CATEGORY });

export function toCatalogueEvent(
  event: CatalogueEventRow,
  rates: readonly VatRateRow[],
  language: LabelLanguage,
): CatalogueEvent {
  return {
    eventId: event.id,
    organizerId: event.organizerId,
    namePub: pickText(event.name, language),
    currencyId: event.currencyId,
    timeZone: event.timeZone,
    published: event.published,
    defaultVatRates: {
      entry: rateOf(rates, 'eventEntry'),
      parking: rateOf(rates, 'parking'),
      nfcChip: rateOf(rates, 'nfcChip'),
      product: rateOf(rates, 'product'),
    },
  };
}

function toIncludedItem(row: ProductItemRow): IncludedItem | null {
  const key = itemType.has(row.itemTypeId) ? itemType.get(row.itemTypeId).key : null;
  const kind = includedItemKinds.find((candidate) => candidate === key);
  if (!kind) return null;
  return {
    kind,
    quantity: row.quantity,
    chipCreditMin: row.chipCreditMin,
    chipCreditMax: row.chipCreditMax,
  };
}

export function toHubTicketType(
  row: TicketTypeRow,
  items: readonly ProductItemRow[],
  availability: TicketAvailability,
  rates: readonly VatRateRow[],
  language: LabelLanguage,
): HubTicketType {
  return {
    ticketTypeId: row.id,
    groupId: row.ticketTypeGroupId,
    quotaId: row.quotaId,
    name: row.name,
    namePub: pickText(row.name, language),
    price: row.price,
    currencyId: row.currencyId,
    vatRateBasisPoints: row.vatRateBasisPoints,
    effectiveVatRateBasisPoints: row.vatRateBasisPoints ?? rateOf(rates, 'eventEntry'),
    capacity: row.capacity,
    sold: row.sold,
    held: row.held,
    available: availability.ticketType(row),
    minPerOrder: row.minPerOrder,
    maxPerOrder: row.maxPerOrder,
    saleStartsAt: row.saleStartsAt?.toISOString() ?? null,
    saleEndsAt: row.saleEndsAt?.toISOString() ?? null,
    displayOrder: row.displayOrder,
    visible: row.visible,
    accessCodeOnly: row.accessCodeOnly,
    // In the kinds' own order (entry, parking, chip): item ids are random, so insertion order is not kept.
    items: items
      .flatMap((item) => {
        const included = item.ticketTypeId === row.id ? toIncludedItem(item) : null;
        return included ? [included] : [];
      })
      .sort((a, b) => includedItemKinds.indexOf(a.kind) - includedItemKinds.indexOf(b.kind)),
  };
}

export function toHubQuota(row: QuotaRow, availability: TicketAvailability): HubQuota {
  return {
    quotaId: row.id,
    name: row.name,
    capacity: row.capacity,
    sold: row.sold,
    held: row.held,
    available: availability.quota(row.id) ?? Math.max(0, row.capacity - row.sold - row.held),
  };
}

export function toHubTicketGroup(row: TicketGroupRow, language: LabelLanguage): HubTicketGroup {
  return {
    groupId: row.id,
    name: row.name,
    namePub: pickText(row.name, language),
    displayOrder: row.displayOrder,
  };
}

/** Everything the ticket-types page shows, read at one moment. */
export async function loadTicketCatalogue(db: Db, event: CatalogueEventRow, language: LabelLanguage) {
  const now = new Date();
  const [rows, quotas, groups, availability, rates] = await Promise.all([
    listEventTicketTypes(db, event.id),
    listQuotas(db, event.id),
    listTicketGroups(db, event.id),
    loadTicketAvailability(db, [event.id], now),
    countryVatRates(db, event.countryId),
  ]);
  const items = await listTicketTypeItems(
    db,
    rows.map((row) => row.id),
  );
  return {
    event: toCatalogueEvent(event, rates, language),
    groups: groups.map((group) => toHubTicketGroup(group, language)),
    quotas: quotas.map((quota) => toHubQuota(quota, availability)),
    ticketTypes: rows.map((row) => toHubTicketType(row, items, availability, rates, language)),
  };
}

/** One ticket type as the hub shows it after a write. */
export async function loadHubTicketType(
  db: Db,
  event: CatalogueEventRow,
  row: TicketTypeRow,
  language: LabelLanguage,
): Promise<HubTicketType> {
  const [items, availability, rates] = await Promise.all([
    listTicketTypeItems(db, [row.id]),
    loadTicketAvailability(db, [event.id], new Date(), [row.sectorId]),
    countryVatRates(db, event.countryId),
  ]);
  return toHubTicketType(row, items, availability, rates, language);
}

// The endpoints lib/live-catalogue.ts binds, by id: the providers send those queries to it without loading it first.
export const LIVE_CATALOGUE_IDS = [
  'eventTicketTypesV2',
  'eventTicketTypesCouponV2',
  'eventExtraProductsV2',
] as const;

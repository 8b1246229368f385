// Fixed ids and slugs of the demo world, so tests, benchmarks and docs can name its entities.
// UUIDs are readable on purpose: the first digit tells the entity kind (1 organizer, 2 event, ...).

const uuid = (kind: number, n: number): string =>
  `${kind}0000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;

export const demoOrganizers = {
  festival: { id: uuid(1, 1), slug: 'pod-lipami-production' },
  theatre: { id: uuid(1, 2), slug: 'divadlo-na-nabrezi' },
  winery: { id: uuid(1, 3), slug: 'vinarstvi-u-kaplicky' },
  slovak: { id: uuid(1, 4), slug: 'bratislava-live' },
  sport: { id: uuid(1, 5), slug: 'sk-slavoj-olomouc' },
  /** A united-tickets store that resells partners' events. */
  partnerStore: { id: uuid(1, 6), slug: 'spojene-vstupenky' },
} as const;

export const demoEventGroups = {
  springTour: { id: uuid(3, 1), slug: 'jarni-turne-2027' },
  slovakSummer: { id: uuid(3, 2), slug: 'slovenske-leto-2027' },
} as const;

export const demoEvents = {
  /** Multi-day festival with stages, program, bands and performers, extra products and chips. */
  festival: { id: uuid(2, 1), slug: 'leto-pod-lipami-2027', organizer: demoOrganizers.festival },
  /** Theatre play with a seated sector and a seat map. */
  theatre: { id: uuid(2, 2), slug: 'romeo-a-julie', organizer: demoOrganizers.theatre },
  wineTasting: { id: uuid(2, 3), slug: 'svatomartinska-degustace', organizer: demoOrganizers.winery },
  sport: { id: uuid(2, 4), slug: 'slavoj-vs-sparta', organizer: demoOrganizers.sport },
  /** Slovak concert sold in EUR, part of the Slovak summer tour. */
  slovakConcert: { id: uuid(2, 5), slug: 'koncert-na-hrade', organizer: demoOrganizers.slovak },
  /** First stop of the spring tour. */
  tourPrague: { id: uuid(2, 6), slug: 'jarni-turne-praha', organizer: demoOrganizers.festival },
  tourBrno: { id: uuid(2, 7), slug: 'jarni-turne-brno', organizer: demoOrganizers.festival },
  tourOstrava: { id: uuid(2, 8), slug: 'jarni-turne-ostrava', organizer: demoOrganizers.festival },
  /** Not published: reachable only through the demo cart. */
  unpublished: { id: uuid(2, 9), slug: 'tajny-koncert', organizer: demoOrganizers.festival },
  slovakFestival: { id: uuid(2, 10), slug: 'dunajske-slavnosti', organizer: demoOrganizers.slovak },
  childrenDay: { id: uuid(2, 11), slug: 'detsky-den-na-nabrezi', organizer: demoOrganizers.theatre },
  beerFestival: { id: uuid(2, 12), slug: 'pivni-slavnosti-olomouc', organizer: demoOrganizers.sport },
} as const;

export const demoTicketTypes = {
  festivalWeekend: uuid(4, 1),
  festivalVip: uuid(4, 2),
  /** Capacity almost reached (a few tickets left). */
  festivalNearlySoldOut: uuid(4, 3),
  /** Sale window starts in the future. */
  festivalNotYetOnSale: uuid(4, 4),
  /** Hidden until the access code below is entered. */
  festivalAccessCodeOnly: uuid(4, 5),
  theatreStalls: uuid(4, 6),
  theatreBalcony: uuid(4, 7),
  /** Sold out completely. */
  sportSoldOut: uuid(4, 8),
} as const;

export const demoAccessCode = 'PRATELE2027';

export const demoSectors = {
  festivalArea: uuid(5, 1),
  theatreStalls: uuid(5, 2),
  theatreBalcony: uuid(5, 3),
} as const;

export const demoProducts = {
  festivalParking: uuid(6, 1),
  festivalCamping: uuid(6, 2),
  /** T-shirt in size M; the group has sizes S-XL. */
  festivalTshirtM: uuid(6, 3),
  festivalChipCredit: uuid(6, 4),
} as const;

export const demoProductGroups = { festivalTshirt: uuid(7, 1) } as const;
export const demoVariants = { festivalTshirtSize: uuid(7, 2) } as const;

export const demoProgram = {
  mainStage: uuid(8, 1),
  secondStage: uuid(8, 2),
  headlinerEntry: uuid(8, 3),
} as const;

export const demoBands = { headliner: uuid(9, 1), support: uuid(9, 2) } as const;
export const demoPerformers = { singer: uuid(9, 101), guitarist: uuid(9, 102) } as const;
export const demoProfiles = { headliner: 'mnaga-a-zdorp', singer: 'petr-fiala' } as const;
export const demoGalleries = { festival: uuid(9, 201), headliner: uuid(9, 202) } as const;
export const demoVenues = { festivalMeadow: uuid(9, 301), theatre: uuid(9, 302) } as const;
/** A product item of type NFC chip with preload limits (chip-credit-limit). */
export const demoProductItems = { festivalChip: uuid(9, 401), festivalEntry: uuid(9, 402) } as const;

/**
 * The demo account: verified, a member (owner) of the first demo organizer. Documented in docs/api.md so a
 * person can sign in to the storefront and the hub right after `npm start`.
 */
export const demoAccount = {
  id: uuid(9, 501),
  email: 'demo@vstupenky.example',
  password: 'demo-heslo-2027',
} as const;

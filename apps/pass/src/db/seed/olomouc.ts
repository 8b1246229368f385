// The Olomouc events of SK Slavoj: the sold-out football derby and the beer festival at Flora.
import { artworkUrl } from '../../artwork/catalogue';
import { eventCategory, eventSize, itemType, sectionType } from '@repo/enums';
import { addDays, PRAGUE, wallClock } from './clock';
import { czechEvent, insertExtraProduct } from './czech-event';
import { demoEvents, demoTicketTypes } from './demo-ids';
import { createDemoEvent, createDemoGroup, createTicketTypes, czechPaymentMethods } from './seed-context';
import type { SeedContext } from './seed-context';
import { seedVenues } from './venues';

const FRIDAY = 5;
const SATURDAY = 6;

export async function seedFootballDerby(ctx: SeedContext): Promise<void> {
  const { clock } = ctx;
  const day = clock.weekday(SATURDAY, 8);
  const startsAt = wallClock(day, '15:00', PRAGUE);
  const row = czechEvent(demoEvents.sport, {
    venueId: seedVenues.stadium.id,
    name: {
      cs: 'SK Slavoj Olomouc – TJ Sparta Řepčín',
      sk: 'SK Slavoj Olomouc – TJ Sparta Řepčín',
      en: 'SK Slavoj Olomouc vs. TJ Sparta Řepčín',
      de: 'SK Slavoj Olomouc gegen TJ Sparta Řepčín',
    },
    description: {
      cs: 'Olomoucké derby krajského přeboru. Hlavní tribuna je vyprodaná, na stání za brankou ještě místa jsou.',
      sk: 'Olomoucké derby krajského preboru. Hlavná tribúna je vypredaná, na státie za bránkou ešte miesta sú.',
      en: 'The Olomouc derby of the regional league. The main stand is sold out; there is still room on the terrace behind the goal.',
      de: 'Das Olmützer Derby der Regionalliga. Die Haupttribüne ist ausverkauft, hinter dem Tor gibt es noch Stehplätze.',
    },
    startsAt,
    endsAt: wallClock(day, '17:00', PRAGUE),
    categoryId: eventCategory.ids.sport,
    sizeId: eventSize.ids.medium,
    sectionTypeIds: [sectionType.ids.popular, sectionType.ids.nearMe],
    headerImageUrl: artworkUrl('football-derby-header.jpg'),
    saleStartsAt: clock.fromNow(-14),
    saleEndsAt: startsAt,
  });
  const event = await createDemoEvent(ctx, row, czechPaymentMethods);
  const sale = {
    saleStartsAt: clock.fromNow(-14),
    ticketTypeGroupId: await createDemoGroup(ctx, event.id, {
      name: {
        cs: 'Vstupenky na zápas',
        sk: 'Vstupenky na zápas',
        en: 'Match tickets',
        de: 'Spieltickets',
      },
    }),
  };
  const [, terrace] = await createTicketTypes(ctx, event, [
    {
      ...sale,
      id: demoTicketTypes.sportSoldOut,
      name: {
        cs: 'Hlavní tribuna – sezení',
        sk: 'Hlavná tribúna – sedenie',
        en: 'Main stand – seated',
        de: 'Haupttribüne – Sitzplatz',
      },
      price: 25000,
      capacity: 400,
      sold: 400,
    },
    {
      ...sale,
      name: {
        cs: 'Stání za brankou',
        sk: 'Státie za bránkou',
        en: 'Terrace behind the goal',
        de: 'Stehplatz hinter dem Tor',
      },
      price: 12000,
      capacity: 1500,
      sold: 640,
    },
    {
      ...sale,
      name: { cs: 'Děti do 15 let', sk: 'Deti do 15 rokov', en: 'Children under 15', de: 'Kinder unter 15' },
      price: 6000,
      capacity: 300,
      sold: 57,
      maxPerOrder: 4,
    },
  ]);
  await insertExtraProduct(
    ctx,
    event,
    {
      name: {
        cs: 'Parkování u stadionu',
        sk: 'Parkovanie pri štadióne',
        en: 'Parking at the stadium',
        de: 'Parken am Stadion',
      },
      price: 5000,
      stock: 80,
      sold: 52,
      kind: 'parking',
    },
    [demoTicketTypes.sportSoldOut, ...(terrace ? [terrace] : [])],
  );
}

export async function seedBeerFestival(ctx: SeedContext): Promise<void> {
  const { clock } = ctx;
  const friday = clock.weekday(FRIDAY, 20);
  const startsAt = wallClock(friday, '14:00', PRAGUE);
  const row = czechEvent(demoEvents.beerFestival, {
    venueId: seedVenues.flora.id,
    name: {
      cs: 'Pivní slavnosti Olomouc',
      sk: 'Pivné slávnosti Olomouc',
      en: 'Olomouc Beer Festival',
      de: 'Olmützer Bierfest',
    },
    description: {
      cs: 'Přes čtyřicet malých pivovarů z Moravy a Slovenska, olomoucké tvarůžky, dechovka i rock. Ke vstupenkám si můžete přikoupit degustační půllitr.',
      sk: 'Vyše štyridsať malých pivovarov z Moravy a Slovenska, olomoucké tvarôžky, dychovka aj rock. K vstupenkám si môžete prikúpiť degustačný pollitrový pohár.',
      en: 'More than forty small breweries from Moravia and Slovakia, Olomouc cheese, brass bands and rock. Add a tasting glass to your ticket.',
      de: 'Über vierzig kleine Brauereien aus Mähren und der Slowakei, Olmützer Quargel, Blasmusik und Rock. Ein Verkostungsglas gibt es dazu.',
    },
    startsAt,
    endsAt: wallClock(addDays(friday, 1), '23:00', PRAGUE),
    categoryId: eventCategory.ids.beer,
    sizeId: eventSize.ids.large,
    sectionTypeIds: [sectionType.ids.popular, sectionType.ids.speciality],
    headerImageUrl: artworkUrl('beer-festival-header.jpg'),
    saleStartsAt: clock.fromNow(-21),
    saleEndsAt: wallClock(addDays(friday, 1), '20:00', PRAGUE),
    termsUrl: 'https://slavoj-olomouc.example/podminky',
  });
  const event = await createDemoEvent(ctx, row, czechPaymentMethods);
  const sale = {
    saleStartsAt: clock.fromNow(-21),
    ticketTypeGroupId: await createDemoGroup(ctx, event.id, {
      name: {
        cs: 'Vstupné',
        sk: 'Vstupné',
        en: 'Admission',
        de: 'Eintritt',
      },
    }),
  };
  const ticketTypeIds = await createTicketTypes(ctx, event, [
    {
      ...sale,
      name: {
        cs: 'Vstupné na oba dny',
        sk: 'Vstupné na oba dni',
        en: 'Two-day admission',
        de: 'Zwei-Tages-Eintritt',
      },
      price: 25000,
      capacity: 4000,
      sold: 1310,
    },
    {
      ...sale,
      name: {
        cs: 'Vstupné na oba dny s degustačním půllitrem',
        sk: 'Vstupné na oba dni s degustačným pohárom',
        en: 'Two-day admission with a tasting glass',
        de: 'Zwei-Tages-Eintritt mit Verkostungsglas',
      },
      price: 35000,
      capacity: 1500,
      sold: 720,
      extraItems: [
        {
          itemTypeId: itemType.ids.product,
          // The glass is goods at the standard rate; the entry keeps the rest of the price (issue #12).
          priceShare: 10_000,
          name: {
            cs: 'Degustační půllitr',
            sk: 'Degustačný pollitrový pohár',
            en: 'Half-litre tasting glass',
            de: 'Halbliter-Verkostungsglas',
          },
        },
      ],
    },
    {
      ...sale,
      name: {
        cs: 'Vstupné – sobota',
        sk: 'Vstupné – sobota',
        en: 'Saturday admission',
        de: 'Eintritt Samstag',
      },
      price: 18000,
      capacity: 2000,
      sold: 640,
    },
  ]);
  await insertExtraProduct(
    ctx,
    event,
    {
      name: {
        cs: 'Parkování na Floře',
        sk: 'Parkovanie na Flóre',
        en: 'Parking at Flora',
        de: 'Parken an der Flora',
      },
      price: 10000,
      stock: 150,
      sold: 61,
      kind: 'parking',
    },
    ticketTypeIds,
  );
}

// The Slovak summer tour of Bratislava Live, sold in EUR: a castle concert and two-day Danube festivities.
import { artworkUrl } from '../../artwork/catalogue';
import { currency, eventCategory, eventKind, eventSize, eventType, sectionType } from '@repo/enums';
import { setLineUp } from '../../organizers/programme';
import { addDays, BRATISLAVA, wallClock } from './clock';
import { demoEventGroups, demoEvents } from './demo-ids';
import { seedBands } from './lineup';
import { createDemoEvent, createDemoGroup, createTicketTypes, slovakPaymentMethods } from './seed-context';
import type { SeedContext } from './seed-context';
import { seedVenues } from './venues';

const SATURDAY = 6;

export async function seedSlovakSummer(ctx: SeedContext): Promise<void> {
  await seedCastleConcert(ctx);
  await seedDanubeFestivities(ctx);
}

async function seedCastleConcert(ctx: SeedContext): Promise<void> {
  const { tx, clock } = ctx;
  const day = clock.weekday(SATURDAY, 42, BRATISLAVA);
  const startsAt = wallClock(day, '20:00', BRATISLAVA);
  const event = await createDemoEvent(
    ctx,
    {
      id: demoEvents.slovakConcert.id,
      slug: demoEvents.slovakConcert.slug,
      organizerId: demoEvents.slovakConcert.organizer.id,
      eventGroupId: demoEventGroups.slovakSummer.id,
      venueId: seedVenues.bratislavaCastle.id,
      name: {
        cs: 'Koncert na hradě',
        sk: 'Koncert na hrade',
        en: 'Concert at the Castle',
        de: 'Konzert auf der Burg',
      },
      description: {
        cs: 'Strieborné struny na Čestném nádvoří Bratislavského hradu: cimbál, housle a písně z Podunají pod letní oblohou.',
        sk: 'Strieborné struny na Čestnom nádvorí Bratislavského hradu: cimbal, husle a piesne z Podunajska pod letnou oblohou.',
        en: 'Strieborné struny in the Court of Honour of Bratislava Castle: cimbalom, fiddle and Danube songs under the open sky.',
        de: 'Strieborné struny im Ehrenhof der Burg Bratislava: Zimbal, Geige und Lieder von der Donau unter freiem Himmel.',
      },
      startsAt,
      endsAt: wallClock(day, '22:30', BRATISLAVA),
      timeZone: BRATISLAVA,
      categoryId: eventCategory.ids.concert,
      kindId: eventKind.ids.oneOff,
      sizeId: eventSize.ids.medium,
      typeId: eventType.ids.tickets,
      sectionTypeIds: [sectionType.ids.ourPick],
      headerImageUrl: artworkUrl('castle-concert-header.jpg'),
      saleStartsAt: clock.fromNow(-14),
      saleEndsAt: startsAt,
      currencyId: currency.ids.eur,
      published: true,
      listed: true,
      termsUrl: 'https://bratislava-live.example/obchodne-podmienky',
    },
    slovakPaymentMethods,
  );
  const sale = { saleStartsAt: clock.fromNow(-14) };
  await createTicketTypes(ctx, event, [
    {
      ...sale,
      name: { cs: 'Stání', sk: 'Státie', en: 'Standing', de: 'Stehplatz' },
      price: 2900,
      capacity: 1200,
      sold: 305,
    },
    {
      ...sale,
      name: { cs: 'Sezení', sk: 'Sedenie', en: 'Seated', de: 'Sitzplatz' },
      price: 4500,
      capacity: 400,
      sold: 362,
    },
  ]);
  await setLineUp(tx, event, {
    artists: [{ kind: 'band', artistId: seedBands.silverStrings, isMain: true }],
  });
}

async function seedDanubeFestivities(ctx: SeedContext): Promise<void> {
  const { tx, clock } = ctx;
  const saturday = clock.weekday(SATURDAY, 70, BRATISLAVA);
  const sunday = addDays(saturday, 1);
  const startsAt = wallClock(saturday, '12:00', BRATISLAVA);
  const event = await createDemoEvent(
    ctx,
    {
      id: demoEvents.slovakFestival.id,
      slug: demoEvents.slovakFestival.slug,
      organizerId: demoEvents.slovakFestival.organizer.id,
      eventGroupId: demoEventGroups.slovakSummer.id,
      venueId: seedVenues.danubeBank.id,
      name: {
        cs: 'Dunajské slavnosti',
        sk: 'Dunajské slávnosti',
        en: 'Danube Festivities',
        de: 'Donaufesttage',
      },
      description: {
        cs: 'Dva dny hudby, jídla a řemesel na petržalském nábřeží. Večer hraje Petržalka Brass Band.',
        sk: 'Dva dni hudby, jedla a remesiel na petržalskom nábreží. Večer hrá Petržalka Brass Band.',
        en: 'Two days of music, food and crafts on the Petržalka riverbank, with Petržalka Brass Band in the evening.',
        de: 'Zwei Tage Musik, Essen und Handwerk am Ufer von Petržalka; abends spielt die Petržalka Brass Band.',
      },
      startsAt,
      endsAt: wallClock(sunday, '22:00', BRATISLAVA),
      timeZone: BRATISLAVA,
      categoryId: eventCategory.ids.culture,
      kindId: eventKind.ids.oneOff,
      sizeId: eventSize.ids.large,
      typeId: eventType.ids.tickets,
      sectionTypeIds: [sectionType.ids.justAnnounced],
      headerImageUrl: artworkUrl('danube-festivities-header.jpg'),
      saleStartsAt: clock.fromNow(-7),
      saleEndsAt: wallClock(sunday, '18:00', BRATISLAVA),
      currencyId: currency.ids.eur,
      published: true,
      listed: true,
      termsUrl: 'https://bratislava-live.example/obchodne-podmienky',
    },
    slovakPaymentMethods,
  );
  const groupId = await createDemoGroup(ctx, event.id, {
    name: { cs: 'Vstupenky', sk: 'Vstupenky', en: 'Tickets', de: 'Tickets' },
    description: {
      cs: 'Děti do 12 let mají vstup zdarma, vstupenku však potřebují.',
      sk: 'Deti do 12 rokov majú vstup zadarmo, vstupenku však potrebujú.',
      en: 'Children under 12 get in free but still need a ticket.',
      de: 'Kinder unter 12 Jahren haben freien Eintritt, brauchen aber ein Ticket.',
    },
  });
  const sale = { saleStartsAt: clock.fromNow(-7), ticketTypeGroupId: groupId };
  await createTicketTypes(ctx, event, [
    {
      ...sale,
      name: {
        cs: 'Dvoudenní vstupenka',
        sk: 'Dvojdňová vstupenka',
        en: 'Weekend ticket',
        de: 'Wochenendticket',
      },
      price: 3900,
      capacity: 4000,
      sold: 870,
    },
    {
      ...sale,
      name: { cs: 'Jednodenní vstupenka', sk: 'Jednodňová vstupenka', en: 'Day ticket', de: 'Tagesticket' },
      price: 2500,
      capacity: 3000,
      sold: 410,
    },
    {
      ...sale,
      name: { cs: 'Děti do 12 let', sk: 'Deti do 12 rokov', en: 'Children under 12', de: 'Kinder unter 12' },
      price: 0,
      capacity: 800,
      sold: 133,
      maxPerOrder: 4,
    },
  ]);
  await setLineUp(tx, event, {
    artists: [
      { kind: 'band', artistId: seedBands.petrzalkaBrass, isMain: true },
      { kind: 'band', artistId: seedBands.silverStrings, isMain: false },
    ],
  });
}

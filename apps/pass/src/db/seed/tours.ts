// The spring tour of the headliner (Prague, Brno, Ostrava; co-sold by the partner store) and the unpublished secret gig.
import { artworkUrl } from '../../artwork/catalogue';
import { currency, eventCategory, eventKind, eventSize, eventType, sectionType } from '@repo/enums';
import { setLineUp } from '../../organizers/programme';
import { ticketTypePartners } from '../schema';
import { addDays, PRAGUE, wallClock } from './clock';
import type { LocalDay } from './clock';
import { demoEventGroups, demoEvents, demoOrganizers } from './demo-ids';
import { seedBands } from './lineup';
import { createDemoEvent, createTicketTypes, czechPaymentMethods } from './seed-context';
import type { SeedContext, TicketTypeSpec } from './seed-context';
import { seedVenues } from './venues';

const THURSDAY = 4;

interface TourStop {
  event: (typeof demoEvents)['tourPrague' | 'tourBrno' | 'tourOstrava'];
  city: { cs: string; sk: string; en: string; de: string };
  venueId: string;
  dayOffset: number;
  standing: { capacity: number; sold: number };
  seated?: { capacity: number; sold: number };
  sections: number[];
}

const stops: TourStop[] = [
  {
    event: demoEvents.tourPrague,
    city: { cs: 'Praha', sk: 'Praha', en: 'Prague', de: 'Prag' },
    venueId: seedVenues.lucerna.id,
    dayOffset: 0,
    standing: { capacity: 1500, sold: 1120 },
    seated: { capacity: 300, sold: 288 },
    sections: [sectionType.ids.justAnnounced, sectionType.ids.popular],
  },
  {
    event: demoEvents.tourBrno,
    city: { cs: 'Brno', sk: 'Brno', en: 'Brno', de: 'Brünn' },
    venueId: seedVenues.brnoClub.id,
    dayOffset: 1,
    standing: { capacity: 900, sold: 415 },
    sections: [sectionType.ids.justAnnounced],
  },
  {
    event: demoEvents.tourOstrava,
    city: { cs: 'Ostrava', sk: 'Ostrava', en: 'Ostrava', de: 'Ostrau' },
    venueId: seedVenues.ostravaHall.id,
    dayOffset: 2,
    standing: { capacity: 700, sold: 260 },
    seated: { capacity: 450, sold: 198 },
    sections: [sectionType.ids.justAnnounced],
  },
];

export async function seedSpringTour(ctx: SeedContext): Promise<void> {
  const { tx, clock } = ctx;
  const firstNight: LocalDay = clock.weekday(THURSDAY, 21);
  const partnerTicketTypes: string[] = [];

  for (const stop of stops) {
    const day = addDays(firstNight, stop.dayOffset);
    const startsAt = wallClock(day, '20:00', PRAGUE);
    const event = await createDemoEvent(
      ctx,
      {
        id: stop.event.id,
        slug: stop.event.slug,
        organizerId: stop.event.organizer.id,
        eventGroupId: demoEventGroups.springTour.id,
        venueId: stop.venueId,
        name: {
          cs: `Mňága a Žďorp – Jarní turné 2027 – ${stop.city.cs}`,
          sk: `Mňága a Žďorp – Jarné turné 2027 – ${stop.city.sk}`,
          en: `Mňága a Žďorp – Spring Tour 2027 – ${stop.city.en}`,
          de: `Mňága a Žďorp – Frühlingstournee 2027 – ${stop.city.de}`,
        },
        description: {
          cs: 'Večer plný písniček, které znáte nazpaměť, i novinek z připravovaného alba. Jako host zahraje brněnská kapela Jarní tání.',
          sk: 'Večer plný pesničiek, ktoré poznáte naspamäť, aj noviniek z pripravovaného albumu. Ako hosť zahrá brnianska kapela Jarní tání.',
          en: 'An evening of songs you know by heart and new ones from the upcoming album, with Brno’s Jarní tání as the support act.',
          de: 'Ein Abend mit Liedern, die Sie auswendig kennen, und Neuem vom kommenden Album; als Vorband spielt Jarní tání aus Brünn.',
        },
        startsAt,
        endsAt: wallClock(day, '22:30', PRAGUE),
        timeZone: PRAGUE,
        categoryId: eventCategory.ids.concert,
        kindId: eventKind.ids.oneOff,
        sizeId: eventSize.ids.medium,
        typeId: eventType.ids.tickets,
        sectionTypeIds: stop.sections,
        headerImageUrl: artworkUrl('spring-tour-header.jpg'),
        saleStartsAt: clock.fromNow(-20),
        saleEndsAt: startsAt,
        currencyId: currency.ids.czk,
        published: true,
        listed: true,
        termsUrl: 'https://pod-lipami.example/obchodni-podminky',
      },
      czechPaymentMethods,
    );

    const specs: TicketTypeSpec[] = [
      {
        name: { cs: 'Stání', sk: 'Státie', en: 'Standing', de: 'Stehplatz' },
        price: 69000,
        saleStartsAt: clock.fromNow(-20),
        ...stop.standing,
      },
    ];
    if (stop.seated) {
      specs.push({
        name: {
          cs: 'Sezení na balkoně',
          sk: 'Sedenie na balkóne',
          en: 'Balcony seating',
          de: 'Sitzplatz auf dem Balkon',
        },
        price: 89000,
        saleStartsAt: clock.fromNow(-20),
        ...stop.seated,
      });
    }
    partnerTicketTypes.push(...(await createTicketTypes(ctx, event, specs)));

    await setLineUp(tx, event, {
      artists: [
        { kind: 'band', artistId: seedBands.headliner, isMain: true },
        { kind: 'band', artistId: seedBands.support, isMain: false },
      ],
    });
  }

  // Partners selling a ticket type have no organiser function.
  await tx.insert(ticketTypePartners).values(
    partnerTicketTypes.map((ticketTypeId) => ({
      ticketTypeId,
      organizerId: demoOrganizers.partnerStore.id,
    })),
  );
}

/** Published = false: only the demo cart reaches it; listings and slug lookups must not. */
export async function seedSecretConcert(ctx: SeedContext): Promise<void> {
  const { clock } = ctx;
  const startsAt = clock.at(47, '20:30');
  const event = await createDemoEvent(
    ctx,
    {
      id: demoEvents.unpublished.id,
      slug: demoEvents.unpublished.slug,
      organizerId: demoEvents.unpublished.organizer.id,
      venueId: seedVenues.secretClub.id,
      name: { cs: 'Tajný koncert', sk: 'Tajný koncert', en: 'Secret gig', de: 'Geheimkonzert' },
      description: {
        cs: 'Komorní koncert pro sto dvacet lidí. Kdo zahraje, prozradíme až na místě.',
        sk: 'Komorný koncert pre stodvadsať ľudí. Kto zahrá, prezradíme až na mieste.',
        en: 'An intimate gig for 120 people; the band is revealed on the night.',
        de: 'Ein intimes Konzert für 120 Leute; wer spielt, verraten wir erst vor Ort.',
      },
      startsAt,
      endsAt: clock.at(47, '23:00'),
      timeZone: PRAGUE,
      categoryId: eventCategory.ids.music,
      kindId: eventKind.ids.oneOff,
      sizeId: eventSize.ids.small,
      typeId: eventType.ids.tickets,
      sectionTypeIds: [],
      headerImageUrl: artworkUrl('secret-gig-header.jpg'),
      saleStartsAt: clock.fromNow(-5),
      saleEndsAt: startsAt,
      currencyId: currency.ids.czk,
      published: false,
      listed: true,
    },
    czechPaymentMethods,
  );
  await createTicketTypes(ctx, event, [
    {
      name: { cs: 'Vstupenka', sk: 'Vstupenka', en: 'Ticket', de: 'Eintrittskarte' },
      price: 45000,
      capacity: 120,
      sold: 0,
      maxPerOrder: 2,
      saleStartsAt: clock.fromNow(-5),
    },
  ]);
}

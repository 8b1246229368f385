// The festival Léto pod lipami: a three-day weekend ~two months ahead, with two stages, program and line-up.
import { artworkUrl } from '../../artwork/catalogue';
import { currency, eventCategory, eventKind, eventSize, eventType, sectionType } from '@repo/enums';
import { instantToLocal } from '../../domain/zoned-time';
import { addEntry, addStage, setLineUp } from '../../organizers/programme';
import { sectors } from '../schema';
import { addDays, PRAGUE, wallClock } from './clock';
import type { LocalDay } from './clock';
import { demoEvents, demoProgram, demoSectors } from './demo-ids';
import { seedFestivalTickets } from './festival-tickets';
import { seedBands, seedGalleries, seedPerformers } from './lineup';
import { createDemoEvent, czechPaymentMethods } from './seed-context';
import type { SeedContext, Text } from './seed-context';
import { seedVenues } from './venues';

const FRIDAY = 5;

interface EntrySpec {
  id?: string;
  day: 0 | 1 | 2;
  stage: 'main' | 'second';
  from: string;
  to: string;
  /** Ends after midnight, on the next calendar day. */
  endsNextDay?: boolean;
  name: Text;
  description?: Text;
  bands?: string[];
  performers?: string[];
  /** The workshop seat product is sold for this entry. */
  workshop?: true;
}

const same = (name: string): Text => ({ cs: name, sk: name, en: name, de: name });

const program: EntrySpec[] = [
  {
    day: 0,
    stage: 'second',
    from: '17:00',
    to: '18:00',
    name: same('Tráva po kolena'),
    bands: [seedBands.kneeHighGrass],
  },
  {
    day: 0,
    stage: 'main',
    from: '19:00',
    to: '20:15',
    name: same('Bílé vrány'),
    bands: [seedBands.whiteCrows],
  },
  { day: 0, stage: 'main', from: '21:00', to: '22:30', name: same('Jarní tání'), bands: [seedBands.support] },
  {
    day: 0,
    stage: 'second',
    from: '22:30',
    to: '01:00',
    endsNextDay: true,
    name: {
      cs: 'DJ Lipka – noční set',
      sk: 'DJ Lipka – nočný set',
      en: 'DJ Lipka – night set',
      de: 'DJ Lipka – Nachtset',
    },
    performers: [seedPerformers.djLipka],
  },
  {
    day: 1,
    stage: 'second',
    from: '11:00',
    to: '12:30',
    name: {
      cs: 'Workshop bubnování',
      sk: 'Workshop bubnovania',
      en: 'Drumming workshop',
      de: 'Trommelworkshop',
    },
    description: {
      cs: 'Hodina a půl s bubny pro děti i dospělé. Nástroje zapůjčíme, počet míst je omezený.',
      sk: 'Hodina a pol s bubnami pre deti aj dospelých. Nástroje požičiame, počet miest je obmedzený.',
      en: 'Ninety minutes of drumming for children and adults. Drums are provided; places are limited.',
      de: 'Neunzig Minuten Trommeln für Kinder und Erwachsene. Trommeln werden gestellt, die Plätze sind begrenzt.',
    },
    performers: [seedPerformers.drummingCoach],
    workshop: true,
  },
  {
    day: 1,
    stage: 'main',
    from: '19:00',
    to: '20:30',
    name: same('Noční směna'),
    bands: [seedBands.nightShift],
  },
  {
    id: demoProgram.headlinerEntry,
    day: 1,
    stage: 'main',
    from: '21:30',
    to: '23:00',
    name: same('Mňága a Žďorp'),
    description: {
      cs: 'Hlavní hvězda festivalu: koncert plný největších hitů i nových písní.',
      sk: 'Hlavná hviezda festivalu: koncert s najväčšími hitmi aj novými piesňami.',
      en: 'The festival headliner: a concert full of the biggest hits and new songs.',
      de: 'Der Headliner des Festivals: ein Konzert mit den größten Hits und neuen Liedern.',
    },
    bands: [seedBands.headliner],
    performers: [seedPerformers.singer, seedPerformers.guitarist],
  },
  {
    day: 2,
    stage: 'second',
    from: '14:00',
    to: '15:00',
    name: {
      cs: 'Pohádka O líné lípě',
      sk: 'Rozprávka O lenivej lipe',
      en: 'Fairy tale: The Lazy Lime Tree',
      de: 'Märchen: Die faule Linde',
    },
    description: {
      cs: 'Loutková pohádka pro nejmenší v podání Divadla Na Nábřeží.',
      sk: 'Bábková rozprávka pre najmenších v podaní Divadla Na Nábřeží.',
      en: 'A puppet show for the little ones, performed by Divadlo Na Nábřeží.',
      de: 'Ein Puppenspiel für die Kleinsten, aufgeführt vom Divadlo Na Nábřeží.',
    },
  },
  {
    day: 2,
    stage: 'main',
    from: '18:00',
    to: '19:30',
    name: {
      cs: 'Bílé vrány – akusticky',
      sk: 'Bílé vrány – akusticky',
      en: 'Bílé vrány – acoustic',
      de: 'Bílé vrány – akustisch',
    },
    bands: [seedBands.whiteCrows],
  },
  {
    day: 2,
    stage: 'main',
    from: '20:00',
    to: '21:30',
    name: {
      cs: 'Závěrečný jam: Tráva po kolena a hosté',
      sk: 'Záverečný jam: Tráva po kolena a hostia',
      en: 'Closing jam: Tráva po kolena and friends',
      de: 'Abschlussjam: Tráva po kolena und Gäste',
    },
    bands: [seedBands.kneeHighGrass],
  },
];

export async function seedFestival(ctx: SeedContext): Promise<void> {
  const { clock, tx } = ctx;
  const friday = clock.weekday(FRIDAY, 58);
  const day = (offset: number): LocalDay => addDays(friday, offset);
  const startsAt = wallClock(friday, '14:00', PRAGUE);
  const endsAt = wallClock(day(2), '23:00', PRAGUE);
  const event = await createDemoEvent(
    ctx,
    {
      id: demoEvents.festival.id,
      slug: demoEvents.festival.slug,
      organizerId: demoEvents.festival.organizer.id,
      venueId: seedVenues.festivalMeadow.id,
      galleryId: seedGalleries.festival,
      name: {
        cs: 'Léto pod lipami 2027',
        sk: 'Léto pod lipami 2027',
        en: 'Léto pod lipami 2027',
        de: 'Léto pod lipami 2027',
      },
      description: {
        cs: 'Třídenní hudební festival na louce u Písku: dvě scény, kapely od bluegrassu po elektroswing, workshopy, stanové městečko a program pro děti. Hlavní hvězdou jsou Mňága a Žďorp.',
        sk: 'Trojdňový hudobný festival na lúke pri Písku: dve scény, kapely od bluegrassu po elektroswing, workshopy, stanové mestečko a program pre deti. Hlavnou hviezdou sú Mňága a Žďorp.',
        en: 'A three-day music festival on a meadow near Písek: two stages, bands from bluegrass to electro swing, workshops, a campsite and a children’s programme. Headlined by Mňága a Žďorp.',
        de: 'Ein dreitägiges Musikfestival auf einer Wiese bei Písek: zwei Bühnen, Bands von Bluegrass bis Electro-Swing, Workshops, Zeltplatz und Kinderprogramm. Headliner sind Mňága a Žďorp.',
      },
      startsAt,
      endsAt,
      timeZone: PRAGUE,
      categoryId: eventCategory.ids.festival,
      kindId: eventKind.ids.oneOff,
      sizeId: eventSize.ids.large,
      typeId: eventType.ids.tickets,
      sectionTypeIds: [sectionType.ids.popular, sectionType.ids.ourPick],
      headerImageUrl: artworkUrl('festival-header.jpg'),
      saleStartsAt: clock.fromNow(-45),
      saleEndsAt: endsAt,
      currencyId: currency.ids.czk,
      published: true,
      listed: true,
      termsUrl: 'https://pod-lipami.example/obchodni-podminky',
    },
    czechPaymentMethods,
  );

  // A standing crowd sector has no organiser function (the hub's seat plans are seated sectors).
  await tx.insert(sectors).values({
    id: demoSectors.festivalArea,
    eventId: event.id,
    name: { cs: 'Festivalový areál', sk: 'Festivalový areál', en: 'Festival grounds', de: 'Festivalgelände' },
    kind: 'crowd',
    capacity: 8000,
  });

  const stageIds = { main: demoProgram.mainStage, second: demoProgram.secondStage };
  await addStage(
    tx,
    event,
    { name: { cs: 'Hlavní scéna', sk: 'Hlavná scéna', en: 'Main Stage', de: 'Hauptbühne' } },
    { id: stageIds.main },
  );
  await addStage(
    tx,
    event,
    { name: { cs: 'Scéna Pod Lipou', sk: 'Scéna Pod Lipou', en: 'Lime Tree Stage', de: 'Lindenbühne' } },
    { id: stageIds.second },
  );

  const entries: { id: string; workshop?: true }[] = [];
  for (const spec of program) {
    const id = await addEntry(
      tx,
      event,
      {
        stageId: stageIds[spec.stage],
        name: spec.name,
        description: spec.description ?? null,
        startsAt: instantToLocal(wallClock(day(spec.day), spec.from, PRAGUE), PRAGUE),
        endsAt: instantToLocal(
          wallClock(day(spec.day + (spec.endsNextDay ? 1 : 0)), spec.to, PRAGUE),
          PRAGUE,
        ),
        artists: [
          ...(spec.bands ?? []).map((artistId) => ({ kind: 'band' as const, artistId })),
          ...(spec.performers ?? []).map((artistId) => ({ kind: 'performer' as const, artistId })),
        ],
      },
      { id: spec.id },
    );
    entries.push({ id, workshop: spec.workshop });
  }

  const lineup = [
    seedBands.headliner,
    seedBands.support,
    seedBands.nightShift,
    seedBands.whiteCrows,
    seedBands.kneeHighGrass,
  ];
  const people = [
    seedPerformers.singer,
    seedPerformers.guitarist,
    seedPerformers.djLipka,
    seedPerformers.drummingCoach,
  ];
  await setLineUp(tx, event, {
    artists: [
      ...lineup.map((artistId) => ({
        kind: 'band' as const,
        artistId,
        isMain: artistId === seedBands.headliner,
      })),
      ...people.map((artistId) => ({
        kind: 'performer' as const,
        artistId,
        isMain: artistId === seedPerformers.singer,
      })),
    ],
  });

  const workshopEntry = entries.find((entry) => entry.workshop);
  await seedFestivalTickets(ctx, { event, startsAt, workshopEntryId: workshopEntry?.id ?? null });
}

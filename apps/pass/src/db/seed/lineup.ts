// Demo bands, performers, their profiles and band memberships, and the galleries of the festival, band and play.
import { artworkSize, artworkUrl } from '../../artwork/catalogue';
import { country } from '@repo/enums';
import { inArray, or } from 'drizzle-orm';
import { bandPerformers, bands, galleries, galleryImages, performers, profiles } from '../schema';
import { demoBands, demoGalleries, demoPerformers, demoProfiles } from './demo-ids';
import { excludedSet } from './seed-context';
import type { SeedContext, Text } from './seed-context';
import { seedId } from './seed-ids';

export const seedBands = {
  headliner: demoBands.headliner,
  support: demoBands.support,
  whiteCrows: seedId('band', 1),
  kneeHighGrass: seedId('band', 2),
  nightShift: seedId('band', 3),
  silverStrings: seedId('band', 4),
  petrzalkaBrass: seedId('band', 5),
} as const;

export const seedPerformers = {
  singer: demoPerformers.singer,
  guitarist: demoPerformers.guitarist,
  drummingCoach: seedId('performer', 1),
  djLipka: seedId('performer', 2),
  romeo: seedId('performer', 3),
  juliet: seedId('performer', 4),
} as const;

export const seedGalleries = { ...demoGalleries, theatre: seedId('gallery', 1) } as const;

const text = (cs: string, sk: string, en: string, de: string): Text => ({ cs, sk, en, de });

const bandRows: (typeof bands.$inferInsert)[] = [
  {
    id: seedBands.headliner,
    name: 'Mňága a Žďorp',
    genre: 'rock',
    countryId: country.ids.czechRepublic,
    description: text(
      'Rocková kapela z Valašského Meziříčí s desítkami let na pódiích a písničkami, které zpívá celý sál.',
      'Rocková kapela z Valašského Meziříčí s desiatkami rokov na pódiách a pesničkami, ktoré spieva celá sála.',
      'A rock band from Valašské Meziříčí with decades on stage and songs the whole hall sings along to.',
      'Eine Rockband aus Valašské Meziříčí mit Jahrzehnten auf der Bühne und Liedern, die der ganze Saal mitsingt.',
    ),
    imageUrl: artworkUrl('band-mnaga-a-zdorp.jpg'),
    galleryId: seedGalleries.headliner,
  },
  {
    id: seedBands.support,
    name: 'Jarní tání',
    genre: 'indie pop',
    countryId: country.ids.czechRepublic,
    description: text(
      'Brněnská čtveřice, která hraje svěží indie pop s českými texty o městě, vlacích a dlouhých nocích.',
      'Brnianska štvorica, ktorá hrá svieži indie pop s českými textami o meste, vlakoch a dlhých nociach.',
      'A four-piece from Brno playing fresh indie pop with Czech lyrics about the city, trains and long nights.',
      'Ein Quartett aus Brünn mit frischem Indie-Pop und tschechischen Texten über die Stadt, Züge und lange Nächte.',
    ),
    imageUrl: artworkUrl('band-jarni-tani.jpg'),
  },
  {
    id: seedBands.whiteCrows,
    name: 'Bílé vrány',
    genre: 'folk rock',
    countryId: country.ids.czechRepublic,
    description: text(
      'Folkrock z jihočeských hospod i velkých pódií, s houslemi a třemi hlasy.',
      'Folkrock z juhočeských krčiem aj veľkých pódií, s husľami a tromi hlasmi.',
      'Folk rock from South Bohemian pubs and big stages, with a fiddle and three voices.',
      'Folkrock aus südböhmischen Kneipen und von großen Bühnen, mit Geige und dreistimmigem Gesang.',
    ),
    imageUrl: artworkUrl('band-bile-vrany.jpg'),
  },
  {
    id: seedBands.kneeHighGrass,
    name: 'Tráva po kolena',
    genre: 'bluegrass',
    countryId: country.ids.czechRepublic,
    description: text(
      'Bendžo, mandolína a kontrabas: bluegrass, u kterého se nedá sedět.',
      'Bendžo, mandolína a kontrabas: bluegrass, pri ktorom sa nedá sedieť.',
      'Banjo, mandolin and double bass: bluegrass you cannot sit still to.',
      'Banjo, Mandoline und Kontrabass: Bluegrass, bei dem niemand sitzen bleibt.',
    ),
    imageUrl: artworkUrl('band-trava-po-kolena.jpg'),
  },
  {
    id: seedBands.nightShift,
    name: 'Noční směna',
    genre: 'electro swing',
    countryId: country.ids.czechRepublic,
    description: text(
      'Elektroswingová parta s dechovou sekcí, která roztančí louku až do rána.',
      'Elektroswingová partia s dychovou sekciou, ktorá roztancuje lúku až do rána.',
      'An electro swing crew with a brass section that keeps the meadow dancing until dawn.',
      'Eine Electro-Swing-Truppe mit Bläsersektion, die die Wiese bis zum Morgen tanzen lässt.',
    ),
    imageUrl: artworkUrl('band-nocni-smena.jpg'),
  },
  {
    id: seedBands.silverStrings,
    name: 'Strieborné struny',
    genre: 'folk',
    countryId: country.ids.slovakia,
    description: text(
      'Slovenský folk s cimbálem a písněmi z Podunají.',
      'Slovenský folk s cimbalom a piesňami z Podunajska.',
      'Slovak folk with a cimbalom and songs from the Danube lowlands.',
      'Slowakischer Folk mit Zimbal und Liedern aus dem Donautiefland.',
    ),
    imageUrl: artworkUrl('band-strieborne-struny.jpg'),
  },
  {
    id: seedBands.petrzalkaBrass,
    name: 'Petržalka Brass Band',
    genre: 'brass',
    countryId: country.ids.slovakia,
    description: text(
      'Dechovka, funk i balkánské rytmy z bratislavské Petržalky.',
      'Dychovka, funk aj balkánske rytmy z bratislavskej Petržalky.',
      'Brass, funk and Balkan rhythms from Bratislava’s Petržalka.',
      'Blasmusik, Funk und Balkanrhythmen aus Bratislava-Petržalka.',
    ),
    imageUrl: artworkUrl('band-petrzalka-brass-band.jpg'),
  },
];

const performerRows: (typeof performers.$inferInsert)[] = [
  {
    id: seedPerformers.singer,
    name: 'Petr Fiala',
    role: text('zpěv, kytara', 'spev, gitara', 'vocals, guitar', 'Gesang, Gitarre'),
    description: text(
      'Zpěvák a autor písní kapely Mňága a Žďorp.',
      'Spevák a autor piesní kapely Mňága a Žďorp.',
      'Singer and songwriter of Mňága a Žďorp.',
      'Sänger und Songschreiber von Mňága a Žďorp.',
    ),
    imageUrl: artworkUrl('performer-petr-fiala.jpg'),
  },
  {
    id: seedPerformers.guitarist,
    name: 'Jiří Holub',
    role: text('kytara', 'gitara', 'guitar', 'Gitarre'),
    imageUrl: artworkUrl('performer-jiri-holub.jpg'),
  },
  {
    id: seedPerformers.drummingCoach,
    name: 'Markéta Dvořáková',
    role: text('lektorka bubnování', 'lektorka bubnovania', 'drumming coach', 'Trommellehrerin'),
    description: text(
      'Perkusionistka, která učí bubnovat děti i dospělé, a to i úplné začátečníky.',
      'Perkusionistka, ktorá učí bubnovať deti aj dospelých, aj úplných začiatočníkov.',
      'A percussionist who teaches children and adults to drum, complete beginners included.',
      'Eine Perkussionistin, die Kindern und Erwachsenen das Trommeln beibringt, auch absoluten Anfängern.',
    ),
  },
  { id: seedPerformers.djLipka, name: 'DJ Lipka', role: text('DJ', 'DJ', 'DJ', 'DJ') },
  { id: seedPerformers.romeo, name: 'Adam Novotný', role: text('Romeo', 'Romeo', 'Romeo', 'Romeo') },
  { id: seedPerformers.juliet, name: 'Tereza Malá', role: text('Julie', 'Júlia', 'Juliet', 'Julia') },
];

const galleryRows = [
  {
    id: seedGalleries.festival,
    name: text(
      'Léto pod lipami – fotogalerie',
      'Léto pod lipami – fotogaléria',
      'Léto pod lipami – photos',
      'Léto pod lipami – Fotos',
    ),
    images: [
      [
        'festival-main-stage.jpg',
        'Hlavní scéna za soumraku',
        'Hlavná scéna za súmraku',
        'The main stage at dusk',
        'Die Hauptbühne in der Dämmerung',
      ],
      [
        'festival-crowd.jpg',
        'Publikum pod lipami',
        'Publikum pod lipami',
        'The crowd under the lime trees',
        'Das Publikum unter den Linden',
      ],
      [
        'festival-camping.jpg',
        'Ráno ve stanovém městečku',
        'Ráno v stanovom mestečku',
        'Morning at the campsite',
        'Morgen auf dem Zeltplatz',
      ],
      [
        'festival-workshop.jpg',
        'Workshop bubnování',
        'Workshop bubnovania',
        'The drumming workshop',
        'Der Trommelworkshop',
      ],
    ],
  },
  {
    id: seedGalleries.headliner,
    name: text(
      'Mňága a Žďorp – z koncertů',
      'Mňága a Žďorp – z koncertov',
      'Mňága a Žďorp – live',
      'Mňága a Žďorp – live',
    ),
    images: [
      [
        'band-mnaga-live-1.jpg',
        'Koncert v Lucerně',
        'Koncert v Lucerne',
        'Live at Lucerna',
        'Live in der Lucerna',
      ],
      ['band-mnaga-live-2.jpg', 'Přídavek', 'Prídavok', 'The encore', 'Die Zugabe'],
      [
        'band-mnaga-backstage.jpg',
        'Před koncertem v zákulisí',
        'Pred koncertom v zákulisí',
        'Backstage before the show',
        'Backstage vor dem Konzert',
      ],
    ],
  },
  {
    id: seedGalleries.theatre,
    name: text(
      'Romeo a Julie – fotografie z inscenace',
      'Rómeo a Júlia – fotografie z inscenácie',
      'Romeo and Juliet – production photos',
      'Romeo und Julia – Szenenfotos',
    ),
    images: [
      [
        'theatre-balcony-scene.jpg',
        'Scéna na balkoně',
        'Scéna na balkóne',
        'The balcony scene',
        'Die Balkonszene',
      ],
      [
        'theatre-ball.jpg',
        'Ples u Kapuletů',
        'Ples u Kapuletovcov',
        'The Capulets’ ball',
        'Der Ball bei den Capulets',
      ],
      ['theatre-crypt.jpg', 'Hrobka', 'Hrobka', 'The tomb', 'Die Gruft'],
    ],
  },
] as const;

/** Galleries first (bands point at them), then bands, performers, memberships and profiles. */
export async function seedLineup(ctx: SeedContext): Promise<void> {
  const galleryIds = galleryRows.map((gallery) => gallery.id);
  await ctx.tx
    .insert(galleries)
    .values(galleryRows.map(({ id, name }) => ({ id, name })))
    .onConflictDoUpdate({ target: galleries.id, set: excludedSet(galleries) });
  await ctx.tx.delete(galleryImages).where(inArray(galleryImages.galleryId, galleryIds));
  await ctx.tx.insert(galleryImages).values(
    galleryRows.flatMap((gallery) =>
      gallery.images.map(([file, cs, sk, en, de], displayOrder) => ({
        galleryId: gallery.id,
        url: artworkUrl(file),
        caption: text(cs, sk, en, de),
        ...artworkSize(file),
        displayOrder,
      })),
    ),
  );

  await ctx.tx
    .insert(bands)
    .values(bandRows)
    .onConflictDoUpdate({ target: bands.id, set: excludedSet(bands) });
  await ctx.tx
    .insert(performers)
    .values(performerRows)
    .onConflictDoUpdate({ target: performers.id, set: excludedSet(performers) });

  await ctx.tx.delete(bandPerformers).where(inArray(bandPerformers.bandId, [seedBands.headliner]));
  await ctx.tx.insert(bandPerformers).values([
    { bandId: seedBands.headliner, performerId: seedPerformers.singer },
    { bandId: seedBands.headliner, performerId: seedPerformers.guitarist },
  ]);

  await ctx.tx
    .delete(profiles)
    .where(
      or(
        inArray(profiles.slug, Object.values(demoProfiles)),
        inArray(profiles.bandId, [seedBands.headliner]),
        inArray(profiles.performerId, [seedPerformers.singer]),
      ),
    );
  await ctx.tx.insert(profiles).values([
    {
      slug: demoProfiles.headliner,
      bandId: seedBands.headliner,
      headline: text(
        'Valašská rocková legenda',
        'Valašská rocková legenda',
        'A rock legend from Wallachia',
        'Eine Rocklegende aus der Mährischen Walachei',
      ),
      website: 'https://mnaga-a-zdorp.example',
      instagram: 'https://instagram.com/mnaga.example',
      spotify: 'https://open.spotify.com/artist/mnaga-example',
    },
    {
      slug: demoProfiles.singer,
      performerId: seedPerformers.singer,
      headline: text(
        'Zpěvák a skladatel',
        'Spevák a skladateľ',
        'Singer and songwriter',
        'Sänger und Songschreiber',
      ),
    },
  ]);
}

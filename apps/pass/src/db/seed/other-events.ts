// The smaller Czech events of the theatre and the winery: St. Martin's wine tasting and children's day.
import { artworkUrl } from '../../artwork/catalogue';
import { eventCategory, eventSize, itemType, paymentMethod, productCategory, sectionType } from '@repo/enums';
import { PRAGUE, wallClock } from './clock';
import { czechEvent, insertExtraProduct } from './czech-event';
import { demoEvents } from './demo-ids';
import { createDemoEvent, createDemoGroup, createTicketTypes, czechPaymentMethods } from './seed-context';
import type { SeedContext } from './seed-context';
import { seedVenues } from './venues';

const SATURDAY = 6;

export async function seedWineTasting(ctx: SeedContext): Promise<void> {
  const { clock } = ctx;
  const day = clock.weekday(SATURDAY, 12);
  const startsAt = wallClock(day, '17:00', PRAGUE);
  const row = czechEvent(demoEvents.wineTasting, {
    venueId: seedVenues.wineCellar.id,
    name: {
      cs: 'Svatomartinská degustace',
      sk: 'Svätomartinská degustácia',
      en: 'St. Martin’s Wine Tasting',
      de: 'Martinsweinverkostung',
    },
    description: {
      cs: 'Ochutnejte letošní svatomartinská vína přímo ve sklepě – Müller Thurgau, Modrý Portugal a Svatovavřinecké. Degustací provede sklepmistr, k vínu podáváme sýry a na přání pečenou husu.',
      sk: 'Ochutnajte tohtoročné svätomartinské vína priamo v pivnici – Müller Thurgau, Modrý Portugal a Svätovavrinecké. Degustáciou prevedie pivničný majster, k vínu podávame syry a na želanie pečenú hus.',
      en: 'Taste this year’s St. Martin’s wines right in the cellar: Müller-Thurgau, Blauer Portugieser and St. Laurent. The cellar master guides the tasting; cheese is served, and roast goose on request.',
      de: 'Verkosten Sie die diesjährigen Martinsweine direkt im Keller: Müller-Thurgau, Blauer Portugieser und St. Laurent. Der Kellermeister führt durch die Verkostung, dazu gibt es Käse und auf Wunsch Gänsebraten.',
    },
    startsAt,
    endsAt: wallClock(day, '22:00', PRAGUE),
    categoryId: eventCategory.ids.wine,
    sizeId: eventSize.ids.small,
    sectionTypeIds: [sectionType.ids.speciality, sectionType.ids.justAnnounced],
    headerImageUrl: artworkUrl('wine-tasting-header.jpg'),
    saleStartsAt: clock.fromNow(-10),
    saleEndsAt: startsAt,
    termsUrl: 'https://u-kaplicky.example/podminky',
  });
  const event = await createDemoEvent(ctx, row, czechPaymentMethods);
  const sale = { saleStartsAt: clock.fromNow(-10), maxPerOrder: 6 };
  const ticketTypeIds = await createTicketTypes(ctx, event, [
    {
      ...sale,
      name: {
        cs: 'Degustace s průvodcem',
        sk: 'Degustácia so sprievodcom',
        en: 'Guided tasting',
        de: 'Geführte Verkostung',
      },
      description: {
        cs: 'Osm vzorků, sýrový talíř a povídání sklepmistra.',
        sk: 'Osem vzoriek, syrový tanier a rozprávanie pivničného majstra.',
        en: 'Eight samples, a cheese plate and the cellar master’s stories.',
        de: 'Acht Proben, eine Käseplatte und Geschichten des Kellermeisters.',
      },
      price: 59000,
      capacity: 80,
      sold: 23,
    },
    {
      ...sale,
      name: {
        cs: 'Degustace se svatomartinskou husou',
        sk: 'Degustácia so svätomartinskou husou',
        en: 'Tasting with St. Martin’s goose',
        de: 'Verkostung mit Martinsgans',
      },
      price: 129000,
      capacity: 40,
      sold: 31,
      extraItems: [
        {
          itemTypeId: itemType.ids.product,
          // The dinner is food (its own rate, its own share of the price); the tasting keeps the rest.
          productCategoryId: productCategory.ids.savoury,
          priceShare: 70_000,
          name: {
            cs: 'Pečená husa se zelím a knedlíkem',
            sk: 'Pečená hus s kapustou a knedľou',
            en: 'Roast goose with cabbage and dumplings',
            de: 'Gänsebraten mit Kraut und Knödeln',
          },
        },
      ],
    },
  ]);
  await insertExtraProduct(
    ctx,
    event,
    {
      name: {
        cs: 'Degustační sklenička s logem',
        sk: 'Degustačný pohárik s logom',
        en: 'Branded tasting glass',
        de: 'Verkostungsglas mit Logo',
      },
      price: 12000,
      stock: 100,
      sold: 18,
      kind: 'product',
    },
    ticketTypeIds,
  );
}

export async function seedChildrenDay(ctx: SeedContext): Promise<void> {
  const { clock } = ctx;
  const day = clock.weekday(SATURDAY, 1);
  const startsAt = wallClock(day, '10:00', PRAGUE);
  const row = czechEvent(demoEvents.childrenDay, {
    venueId: seedVenues.embankment.id,
    name: {
      cs: 'Dětský den na nábřeží',
      sk: 'Detský deň na nábreží',
      en: 'Children’s Day on the Embankment',
      de: 'Kindertag am Moldauufer',
    },
    description: {
      cs: 'Pohádky, loutky, malování na obličej a skákací hrad. Herci Divadla Na Nábřeží provedou děti celým dnem.',
      sk: 'Rozprávky, bábky, maľovanie na tvár a skákací hrad. Herci Divadla Na Nábřeží prevedú deti celým dňom.',
      en: 'Fairy tales, puppets, face painting and a bouncy castle, hosted all day by the actors of Divadlo Na Nábřeží.',
      de: 'Märchen, Puppen, Kinderschminken und eine Hüpfburg; die Schauspieler des Divadlo Na Nábřeží führen durch den Tag.',
    },
    startsAt,
    endsAt: wallClock(day, '17:00', PRAGUE),
    categoryId: eventCategory.ids.children,
    sizeId: eventSize.ids.medium,
    sectionTypeIds: [sectionType.ids.thisWeekend, sectionType.ids.ourPick, sectionType.ids.nearMe],
    headerImageUrl: artworkUrl('children-day-header.jpg'),
    saleStartsAt: clock.fromNow(-21),
    saleEndsAt: wallClock(day, '15:00', PRAGUE),
  });
  // Too close for a bank transfer to arrive in time: cards and wallets only.
  const event = await createDemoEvent(
    ctx,
    row,
    czechPaymentMethods.filter((id) => id !== paymentMethod.ids.bankTransfer),
  );
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
  await createTicketTypes(ctx, event, [
    {
      ...sale,
      name: { cs: 'Dítě (3–15 let)', sk: 'Dieťa (3–15 rokov)', en: 'Child (3–15)', de: 'Kind (3–15 Jahre)' },
      price: 12000,
      capacity: 600,
      sold: 214,
    },
    {
      ...sale,
      name: { cs: 'Dospělý', sk: 'Dospelý', en: 'Adult', de: 'Erwachsene' },
      price: 18000,
      capacity: 600,
      sold: 190,
    },
    {
      ...sale,
      name: {
        cs: 'Rodinné vstupné (2 dospělí + 2 děti)',
        sk: 'Rodinné vstupné (2 dospelí + 2 deti)',
        en: 'Family ticket (2 adults + 2 children)',
        de: 'Familienticket (2 Erwachsene + 2 Kinder)',
      },
      entryQuantity: 4,
      price: 49000,
      capacity: 150,
      sold: 66,
      maxPerOrder: 2,
    },
  ]);
}

// The festival's tickets: ticket-type groups and passes, the access code, extra products offered with them, chips.
import { chipType, itemType } from '@repo/enums';
import { createAccessCode } from '../../organizers/codes';
import { chips, ticketTypeExtraProducts } from '../schema';
import { demoAccessCode, demoProductItems, demoSectors, demoTicketTypes } from './demo-ids';
import { seedFestivalProducts } from './festival-products';
import { createDemoGroup, createTicketTypes } from './seed-context';
import type { CatalogueEventRow, SeedContext, Text } from './seed-context';

interface FestivalTicketsInput {
  event: CatalogueEventRow;
  startsAt: Date;
  workshopEntryId: string | null;
}

const groupNames = {
  passes: {
    cs: 'Vstupenky na celý festival',
    sk: 'Vstupenky na celý festival',
    en: 'Full festival passes',
    de: 'Festivalpässe',
  },
  day: { cs: 'Jednodenní vstupenky', sk: 'Jednodňové vstupenky', en: 'Day tickets', de: 'Tagestickets' },
  vip: { cs: 'VIP', sk: 'VIP', en: 'VIP', de: 'VIP' },
} satisfies Record<string, Text>;

export async function seedFestivalTickets(
  ctx: SeedContext,
  { event, startsAt, workshopEntryId }: FestivalTicketsInput,
): Promise<void> {
  const { tx, clock } = ctx;
  const groupIds = {
    passes: await createDemoGroup(ctx, event.id, {
      name: groupNames.passes,
      description: {
        cs: 'Vstup na všechny tři festivalové dny. Stanové městečko si můžete přikoupit.',
        sk: 'Vstup na všetky tri festivalové dni. Stanové mestečko si môžete prikúpiť.',
        en: 'Entry on all three festival days; the campsite is available for an extra fee.',
        de: 'Eintritt an allen drei Festivaltagen; der Zeltplatz ist gegen Aufpreis erhältlich.',
      },
    }),
    day: await createDemoGroup(ctx, event.id, { name: groupNames.day }),
    vip: await createDemoGroup(ctx, event.id, {
      name: groupNames.vip,
      description: {
        cs: 'VIP zóna s občerstvením, vlastní bar a parkování u vstupu.',
        sk: 'VIP zóna s občerstvením, vlastný bar a parkovanie pri vstupe.',
        en: 'VIP area with refreshments, its own bar and parking by the entrance.',
        de: 'VIP-Bereich mit Verpflegung, eigener Bar und Parkplatz am Eingang.',
      },
    }),
  };

  const passEntry: Text = {
    cs: 'Vstup na festival (pátek–neděle)',
    sk: 'Vstup na festival (piatok–nedeľa)',
    en: 'Festival entry (Friday–Sunday)',
    de: 'Festivaleintritt (Freitag–Sonntag)',
  };
  const sale = { saleStartsAt: clock.fromNow(-45), sectorId: demoSectors.festivalArea };
  const dayTicket = (cs: string, sk: string, en: string, de: string, price: number, sold: number) => ({
    ...sale,
    ticketTypeGroupId: groupIds.day,
    name: {
      cs: `Jednodenní vstupenka – ${cs}`,
      sk: `Jednodňová vstupenka – ${sk}`,
      en: `Day ticket – ${en}`,
      de: `Tagesticket – ${de}`,
    },
    price,
    capacity: 800,
    sold,
  });
  const [, , , , , friday, saturday, sunday] = await createTicketTypes(ctx, event, [
    {
      ...sale,
      id: demoTicketTypes.festivalNearlySoldOut,
      ticketTypeGroupId: groupIds.passes,
      name: {
        cs: 'Třídenní vstupenka – první vlna',
        sk: 'Trojdňová vstupenka – prvá vlna',
        en: '3-day pass – early bird',
        de: '3-Tages-Pass – Frühbucher',
      },
      entryName: passEntry,
      price: 149000,
      capacity: 200,
      sold: 197,
      maxPerOrder: 4,
    },
    {
      ...sale,
      id: demoTicketTypes.festivalWeekend,
      ticketTypeGroupId: groupIds.passes,
      name: { cs: 'Třídenní vstupenka', sk: 'Trojdňová vstupenka', en: '3-day pass', de: '3-Tages-Pass' },
      description: {
        cs: 'Obsahuje festivalový čip, na který si můžete předem nabít kredit až 10 000 Kč.',
        sk: 'Obsahuje festivalový čip, na ktorý si môžete vopred nabiť kredit až 10 000 Kč.',
        en: 'Includes a festival chip you can preload with up to CZK 10,000 of credit.',
        de: 'Enthält einen Festivalchip, den Sie vorab mit bis zu 10 000 CZK aufladen können.',
      },
      entryName: passEntry,
      entryItemId: demoProductItems.festivalEntry,
      extraItems: [
        {
          id: demoProductItems.festivalChip,
          itemTypeId: itemType.ids.nfcChip,
          name: { cs: 'Festivalový čip', sk: 'Festivalový čip', en: 'Festival chip', de: 'Festivalchip' },
          chipCreditMin: 20_000,
          chipCreditMax: 1_000_000,
        },
      ],
      price: 189000,
      capacity: 3000,
      sold: 1234,
    },
    {
      id: demoTicketTypes.festivalNotYetOnSale,
      sectorId: demoSectors.festivalArea,
      ticketTypeGroupId: groupIds.passes,
      name: {
        cs: 'Třídenní vstupenka – poslední vlna',
        sk: 'Trojdňová vstupenka – posledná vlna',
        en: '3-day pass – final release',
        de: '3-Tages-Pass – letzte Welle',
      },
      entryName: passEntry,
      price: 219000,
      capacity: 1000,
      sold: 0,
      saleStartsAt: clock.at(14, '10:00'),
    },
    {
      ...sale,
      ticketTypeGroupId: groupIds.passes,
      name: {
        cs: 'Dětská třídenní vstupenka (6–15 let)',
        sk: 'Detská trojdňová vstupenka (6–15 rokov)',
        en: 'Child 3-day pass (ages 6–15)',
        de: '3-Tages-Pass für Kinder (6–15 Jahre)',
      },
      entryName: passEntry,
      price: 69000,
      capacity: 500,
      sold: 48,
    },
    {
      ...sale,
      id: demoTicketTypes.festivalAccessCodeOnly,
      ticketTypeGroupId: groupIds.passes,
      name: {
        cs: 'Vstupenka pro přátele festivalu',
        sk: 'Vstupenka pre priateľov festivalu',
        en: 'Friends of the festival pass',
        de: 'Pass für Festivalfreunde',
      },
      description: {
        cs: 'Zvýhodněná třídenní vstupenka pro dobrovolníky a přátele festivalu. Odemkne ji přístupový kód.',
        sk: 'Zvýhodnená trojdňová vstupenka pre dobrovoľníkov a priateľov festivalu. Odomkne ju prístupový kód.',
        en: 'A discounted 3-day pass for volunteers and friends of the festival, unlocked by an access code.',
        de: 'Ein ermäßigter 3-Tages-Pass für Helfer und Freunde des Festivals, freigeschaltet per Zugangscode.',
      },
      entryName: passEntry,
      price: 99000,
      capacity: 100,
      sold: 12,
      maxPerOrder: 2,
      accessCodeOnly: true,
    },
    dayTicket('pátek', 'piatok', 'Friday', 'Freitag', 79000, 210),
    dayTicket('sobota', 'sobota', 'Saturday', 'Samstag', 99000, 402),
    dayTicket('neděle', 'nedeľa', 'Sunday', 'Sonntag', 69000, 95),
    {
      ...sale,
      id: demoTicketTypes.festivalVip,
      ticketTypeGroupId: groupIds.vip,
      name: {
        cs: 'VIP vstupenka na celý festival',
        sk: 'VIP vstupenka na celý festival',
        en: 'VIP festival pass',
        de: 'VIP-Festivalpass',
      },
      entryName: passEntry,
      extraItems: [
        {
          itemTypeId: itemType.ids.vipNfcChip,
          name: { cs: 'VIP čip', sk: 'VIP čip', en: 'VIP chip', de: 'VIP-Chip' },
          chipCreditMin: 20_000,
          chipCreditMax: 2_000_000,
        },
        {
          itemTypeId: itemType.ids.zone,
          name: {
            cs: 'Vstup do VIP zóny',
            sk: 'Vstup do VIP zóny',
            en: 'VIP area access',
            de: 'Zutritt zum VIP-Bereich',
          },
        },
        {
          itemTypeId: itemType.ids.parking,
          // Parking is taxed at the standard rate, so it has its share of the pass's price.
          priceShare: 25_000,
          name: {
            cs: 'Parkování u vstupu',
            sk: 'Parkovanie pri vstupe',
            en: 'Parking by the entrance',
            de: 'Parken am Eingang',
          },
        },
      ],
      price: 499000,
      capacity: 150,
      sold: 64,
      maxPerOrder: 4,
    },
  ]);

  await createAccessCode(tx, event.id, {
    code: demoAccessCode,
    ticketTypeIds: [demoTicketTypes.festivalAccessCodeOnly],
    validFrom: clock.fromNow(-1).toISOString(),
    validUntil: startsAt.toISOString(),
  });

  const productIds = await seedFestivalProducts(ctx, event, workshopEntryId);
  const passes = [
    demoTicketTypes.festivalWeekend,
    demoTicketTypes.festivalNearlySoldOut,
    demoTicketTypes.festivalNotYetOnSale,
    demoTicketTypes.festivalAccessCodeOnly,
    demoTicketTypes.festivalVip,
  ];
  const dayTickets = [friday, saturday, sunday].filter((id): id is string => id !== undefined);
  // Which ticket types offer which products has no organiser function yet.
  await tx.insert(ticketTypeExtraProducts).values([
    ...passes.flatMap((ticketTypeId) =>
      productIds.forPasses.map((ticketProductId, displayOrder) => ({
        ticketTypeId,
        ticketProductId,
        displayOrder,
      })),
    ),
    ...dayTickets.flatMap((ticketTypeId) =>
      productIds.forDayTickets.map((ticketProductId, displayOrder) => ({
        ticketTypeId,
        ticketProductId,
        displayOrder,
      })),
    ),
  ]);

  // Wristbands already issued (e.g. to staff and early pickups); their ledger arrives with cashless payments.
  // Issuing chips has no organiser function.
  const chipTypes = [
    chipType.ids.regular,
    chipType.ids.regular,
    chipType.ids.regular,
    chipType.ids.vip,
    chipType.ids.employee,
    chipType.ids.guest,
  ];
  await tx.insert(chips).values(
    chipTypes.map((chipTypeId, index) => ({
      eventId: event.id,
      chipUid: `04A7${(0x3c51e2 + index * 0x1f3).toString(16).toUpperCase().padStart(6, '0')}2F80`,
      chipTypeId,
      balance: 0,
      currencyId: event.currencyId,
    })),
  );
}

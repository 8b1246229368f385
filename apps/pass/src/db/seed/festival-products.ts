// The festival's extra products: parking, camping, the T-shirt in four sizes, the chip with credit, a workshop seat.
import { artworkUrl } from '../../artwork/catalogue';
import { productCategory } from '@repo/enums';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createProductGroup } from '../../organizers/products';
import { entryProducts, productGroups } from '../schema';
import { demoProductGroups, demoProducts, demoVariants } from './demo-ids';
import { createDemoProduct } from './seed-context';
import type { CatalogueEventRow, ProductSpec, SeedContext } from './seed-context';

const sizes = ['S', 'M', 'L', 'XL'] as const;

/** Parking, camping, the T-shirt in four sizes, the chip with credit and the workshop seat. */
export async function seedFestivalProducts(
  ctx: SeedContext,
  event: CatalogueEventRow,
  workshopEntryId: string | null,
): Promise<{ forPasses: string[]; forDayTickets: string[] }> {
  const { tx, clock } = ctx;
  const sizeValueIds = sizes.map(() => randomUUID());
  await createProductGroup(
    tx,
    event.id,
    {
      name: {
        cs: 'Festivalové tričko',
        sk: 'Festivalové tričko',
        en: 'Festival T-shirt',
        de: 'Festival-T-Shirt',
      },
      variants: [
        {
          name: { cs: 'Velikost', sk: 'Veľkosť', en: 'Size', de: 'Größe' },
          values: sizes.map((size) => ({ cs: size, sk: size, en: size, de: size })),
        },
      ],
    },
    {
      id: demoProductGroups.festivalTshirt,
      variantIds: [demoVariants.festivalTshirtSize],
      valueIds: [sizeValueIds],
    },
  );
  // The group's description and picture have no organiser field.
  await tx
    .update(productGroups)
    .set({
      description: {
        cs: 'Tričko z biobavlny s lipovým listem na hrudi. Vyzvednete si ho u vstupu.',
        sk: 'Tričko z biobavlny s lipovým listom na hrudi. Vyzdvihnete si ho pri vstupe.',
        en: 'An organic cotton T-shirt with a lime leaf on the chest; pick it up at the entrance.',
        de: 'Ein T-Shirt aus Bio-Baumwolle mit Lindenblatt auf der Brust; Abholung am Eingang.',
      },
      imageUrl: artworkUrl('product-festival-tshirt.jpg'),
    })
    .where(eq(productGroups.id, demoProductGroups.festivalTshirt));

  const base = { saleStartsAt: clock.fromNow(-45) };
  const tshirtStock = [
    { stock: 60, sold: 14 },
    { stock: 80, sold: 31 },
    { stock: 80, sold: 26 },
    { stock: 50, sold: 9 },
  ];
  const tshirts = sizes.map((size, index) => ({
    ...base,
    stock: tshirtStock[index]?.stock ?? 0,
    sold: tshirtStock[index]?.sold,
    id: size === 'M' ? demoProducts.festivalTshirtM : randomUUID(),
    groupId: demoProductGroups.festivalTshirt,
    variantValueIds: [sizeValueIds[index] ?? ''],
    productCategoryId: productCategory.ids.additionalAssortment,
    name: {
      cs: `Festivalové tričko – ${size}`,
      sk: `Festivalové tričko – ${size}`,
      en: `Festival T-shirt – ${size}`,
      de: `Festival-T-Shirt – ${size}`,
    },
    imageUrl: artworkUrl('product-festival-tshirt.jpg'),
    price: 45000,
    maxPerOrder: 5,
  }));
  const workshopId = randomUUID();
  // In display order: createProduct puts each after the ones before.
  const products: (ProductSpec & { id: string })[] = [
    {
      ...base,
      id: demoProducts.festivalParking,
      name: {
        cs: 'Parkování na celý festival',
        sk: 'Parkovanie na celý festival',
        en: 'Parking for the whole festival',
        de: 'Parken für das ganze Festival',
      },
      description: {
        cs: 'Jedno auto, parkoviště P1 vedle areálu, pátek až neděle.',
        sk: 'Jedno auto, parkovisko P1 vedľa areálu, piatok až nedeľa.',
        en: 'One car, car park P1 next to the grounds, Friday to Sunday.',
        de: 'Ein Auto, Parkplatz P1 neben dem Gelände, Freitag bis Sonntag.',
      },
      price: 40000,
      stock: 300,
      sold: 120,
      maxPerOrder: 2,
      kind: 'parking',
      item: {
        name: {
          cs: 'Parkovací místo P1',
          sk: 'Parkovacie miesto P1',
          en: 'Parking space P1',
          de: 'Stellplatz P1',
        },
      },
    },
    {
      ...base,
      id: demoProducts.festivalCamping,
      name: { cs: 'Stanové městečko', sk: 'Stanové mestečko', en: 'Campsite', de: 'Zeltplatz' },
      description: {
        cs: 'Místo pro jeden stan, sprchy a toalety, od pátečního poledne do nedělního večera.',
        sk: 'Miesto pre jeden stan, sprchy a toalety, od piatkového poludnia do nedeľného večera.',
        en: 'A pitch for one tent with showers and toilets, from Friday noon to Sunday evening.',
        de: 'Ein Platz für ein Zelt mit Duschen und Toiletten, Freitagmittag bis Sonntagabend.',
      },
      price: 60000,
      stock: 800,
      sold: 310,
      maxPerOrder: 4,
      kind: 'zone',
      item: {
        name: {
          cs: 'Místo ve stanovém městečku',
          sk: 'Miesto v stanovom mestečku',
          en: 'Campsite pitch',
          de: 'Zeltplatz-Stellplatz',
        },
      },
    },
    ...tshirts.map((tshirt) => ({
      ...tshirt,
      kind: 'product' as const,
      item: {
        name: {
          cs: 'Festivalové tričko',
          sk: 'Festivalové tričko',
          en: 'Festival T-shirt',
          de: 'Festival-T-Shirt',
        },
      },
    })),
    {
      ...base,
      id: demoProducts.festivalChipCredit,
      name: {
        cs: 'Cashless čip s kreditem',
        sk: 'Cashless čip s kreditom',
        en: 'Cashless chip with credit',
        de: 'Cashless-Chip mit Guthaben',
      },
      description: {
        cs: 'Vratná záloha 50 Kč. Kredit 200–10 000 Kč nabijete při nákupu a na festivalu platíte jen přiložením čipu.',
        sk: 'Vratná záloha 50 Kč. Kredit 200–10 000 Kč si nabijete pri nákupe a na festivale platíte len priložením čipu.',
        en: 'Refundable CZK 50 deposit. Load CZK 200–10,000 of credit now and pay at the festival with a tap.',
        de: 'Rückzahlbares Pfand 50 CZK. Laden Sie jetzt 200–10 000 CZK Guthaben und zahlen Sie vor Ort per Chip.',
      },
      price: 5000,
      stock: null,
      maxPerOrder: 4,
      kind: 'nfcChip',
      item: {
        name: { cs: 'Cashless čip', sk: 'Cashless čip', en: 'Cashless chip', de: 'Cashless-Chip' },
        chipCreditMin: 20_000,
        chipCreditMax: 1_000_000,
      },
    },
    {
      ...base,
      id: workshopId,
      name: {
        cs: 'Workshop bubnování – místo',
        sk: 'Workshop bubnovania – miesto',
        en: 'Drumming workshop – place',
        de: 'Trommelworkshop – Platz',
      },
      price: 25000,
      stock: 20,
      sold: 6,
      maxPerOrder: 2,
      kind: 'workshop',
      item: {
        name: {
          cs: 'Účast na workshopu',
          sk: 'Účasť na workshope',
          en: 'Workshop place',
          de: 'Workshopplatz',
        },
      },
    },
  ];
  for (const product of products) await createDemoProduct(ctx, event, product);
  // Selling a product with a programme entry has no organiser function.
  if (workshopEntryId)
    await tx.insert(entryProducts).values({ entryId: workshopEntryId, ticketProductId: workshopId });

  const tshirtIds = tshirts.map((tshirt) => tshirt.id);
  return {
    forPasses: [
      demoProducts.festivalParking,
      demoProducts.festivalCamping,
      ...tshirtIds,
      demoProducts.festivalChipCredit,
    ],
    forDayTickets: [demoProducts.festivalParking, demoProducts.festivalChipCredit],
  };
}

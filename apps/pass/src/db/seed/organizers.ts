// Demo organizers (five Czech, one Slovak selling in EUR, each with its registered office), the two tours with their partner store, and VAT rates.
import { artworkUrl } from '../../artwork/catalogue';
import { country, currency } from '@repo/enums';
import { inArray } from 'drizzle-orm';
import { vatDefaultRows } from '../../receipts/vat-defaults';
import { eventGroupPartners, eventGroups, organizers, vatRates } from '../schema';
import { companyId, slovakTaxId } from './company-id';
import { demoEventGroups, demoOrganizers } from './demo-ids';
import { domesticIban } from './iban';
import { excludedSet } from './seed-context';
import type { SeedContext } from './seed-context';

type OrganizerRow = typeof organizers.$inferInsert;

const cz = country.ids.czechRepublic;

function czechCompany(first7: string): { companyId: string; vatId: string } {
  const id = companyId(first7);
  return { companyId: id, vatId: `CZ${id}` };
}

const slovakDic = slovakTaxId('202345671');

const organizerRows: OrganizerRow[] = [
  {
    ...demoOrganizers.festival,
    name: 'Pod Lipami Production s.r.o.',
    description: {
      cs: 'Pořádáme festival Léto pod lipami a koncertní turné po celé republice.',
      sk: 'Organizujeme festival Léto pod lipami a koncertné turné po celej Českej republike.',
      en: 'We run the Léto pod lipami festival and concert tours across the Czech Republic.',
      de: 'Wir veranstalten das Festival Léto pod lipami und Konzerttourneen durch ganz Tschechien.',
    },
    primaryColor: '#2F6B3A',
    secondaryColor: '#EEF6E8',
    countryId: cz,
    currencyId: currency.ids.czk,
    ...czechCompany('0745123'),
    address: 'Lipová 1243/8',
    postalCode: '120 00',
    city: 'Praha 2',
    iban: domesticIban('CZ', '2010', '', '2700145007'),
    website: 'https://pod-lipami.example',
    email: 'info@pod-lipami.example',
  },
  {
    ...demoOrganizers.theatre,
    name: 'Divadlo Na Nábřeží, z. ú.',
    description: {
      cs: 'Komorní scéna na pražském nábřeží: klasika, současná dramatika a pohádky pro nejmenší.',
      sk: 'Komorná scéna na pražskom nábreží: klasika, súčasná dráma a rozprávky pre najmenších.',
      en: 'A chamber stage on the Prague embankment: classics, contemporary drama and fairy tales for kids.',
      de: 'Eine Kammerbühne am Prager Moldauufer: Klassiker, Gegenwartsdramatik und Märchen für Kinder.',
    },
    primaryColor: '#7A1F2B',
    secondaryColor: '#FBEFF1',
    countryId: cz,
    currencyId: currency.ids.czk,
    ...czechCompany('2260417'),
    address: 'Masarykovo nábřeží 250/1',
    postalCode: '110 00',
    city: 'Praha 1',
    iban: domesticIban('CZ', '0100', '19', '1932087008'),
    website: 'https://divadlo-na-nabrezi.example',
    email: 'pokladna@divadlo-na-nabrezi.example',
  },
  {
    ...demoOrganizers.winery,
    name: 'Vinařství U Kapličky s.r.o.',
    description: {
      cs: 'Rodinné vinařství z Velkých Bílovic. Ryzlink, Pálava a svatomartinská vína z vlastních vinic.',
      sk: 'Rodinné vinárstvo z Velkých Bílovic. Rizling, Pálava a svätomartinské vína z vlastných viníc.',
      en: 'A family winery in Velké Bílovice: Riesling, Pálava and St. Martin’s wines from our own vineyards.',
      de: 'Familienweingut in Velké Bílovice: Riesling, Pálava und Martinsweine aus eigenen Weinbergen.',
    },
    primaryColor: '#6B2146',
    secondaryColor: '#F7EEF2',
    countryId: cz,
    currencyId: currency.ids.czk,
    ...czechCompany('0369815'),
    address: 'Sklepní 412',
    postalCode: '691 02',
    city: 'Velké Bílovice',
    iban: domesticIban('CZ', '0300', '', '2501336003'),
    website: 'https://u-kaplicky.example',
    email: 'sklep@u-kaplicky.example',
  },
  {
    ...demoOrganizers.slovak,
    name: 'Bratislava Live s.r.o.',
    description: {
      cs: 'Koncerty a letní slavnosti v Bratislavě – na hradě i na břehu Dunaje.',
      sk: 'Koncerty a letné slávnosti v Bratislave – na hrade aj na brehu Dunaja.',
      en: 'Concerts and summer celebrations in Bratislava, at the castle and on the Danube bank.',
      de: 'Konzerte und Sommerfeste in Bratislava – auf der Burg und am Donauufer.',
    },
    primaryColor: '#0B4F8A',
    secondaryColor: '#EAF2FA',
    countryId: country.ids.slovakia,
    currencyId: currency.ids.eur,
    companyId: companyId('5120934'),
    vatId: `SK${slovakDic}`,
    taxId: slovakDic,
    address: 'Panská 27',
    postalCode: '811 01',
    city: 'Bratislava',
    iban: domesticIban('SK', '1100', '', '2938106008'),
    website: 'https://bratislava-live.example',
    email: 'vstupenky@bratislava-live.example',
  },
  {
    ...demoOrganizers.sport,
    name: 'SK Slavoj Olomouc, z. s.',
    description: {
      cs: 'Fotbalový klub z Olomouce se stoletou tradicí. Pořádáme i Pivní slavnosti na Floře.',
      sk: 'Futbalový klub z Olomouca so storočnou tradíciou. Organizujeme aj Pivné slávnosti na Flóre.',
      en: 'A football club from Olomouc with a century of history; we also host the beer festival at Flora.',
      de: 'Ein Fußballverein aus Olmütz mit hundertjähriger Tradition; wir richten auch das Bierfest aus.',
    },
    primaryColor: '#C8102E',
    secondaryColor: '#FDECEE',
    countryId: cz,
    currencyId: currency.ids.czk,
    ...czechCompany('4485620'),
    address: 'U Stadionu 1166/2',
    postalCode: '779 00',
    city: 'Olomouc',
    iban: domesticIban('CZ', '5500', '', '4400712005'),
    website: 'https://slavoj-olomouc.example',
    email: 'vstupenky@slavoj-olomouc.example',
  },
  {
    ...demoOrganizers.partnerStore,
    name: 'Spojené vstupenky a.s.',
    description: {
      cs: 'Prodejní síť, která nabízí vstupenky partnerských pořadatelů na jednom místě.',
      sk: 'Predajná sieť, ktorá ponúka vstupenky partnerských organizátorov na jednom mieste.',
      en: 'A ticket store that sells partner organizers’ events in one place.',
      de: 'Ein Ticketshop, der Veranstaltungen von Partnern an einem Ort verkauft.',
    },
    primaryColor: '#B45309',
    secondaryColor: '#FFF7E6',
    countryId: cz,
    currencyId: currency.ids.czk,
    ...czechCompany('2891744'),
    address: 'Karlovo náměstí 317/5',
    postalCode: '120 00',
    city: 'Praha 2',
    iban: domesticIban('CZ', '0800', '', '1187220007'),
    website: 'https://spojene-vstupenky.example',
    email: 'obchod@spojene-vstupenky.example',
  },
].map((row) => ({ ...row, logoUrl: artworkUrl(`logo-${row.slug}.svg`) }));

export async function seedOrganizers(ctx: SeedContext): Promise<void> {
  await ctx.tx
    .insert(organizers)
    .values(organizerRows)
    .onConflictDoUpdate({ target: organizers.id, set: excludedSet(organizers, ['createdAt']) });

  await ctx.tx
    .insert(vatRates)
    .values(vatDefaultRows())
    .onConflictDoUpdate({
      target: [vatRates.countryId, vatRates.itemTypeId, vatRates.productCategoryId],
      set: excludedSet(vatRates),
    });
}

export async function seedEventGroups(ctx: SeedContext): Promise<void> {
  const rows: (typeof eventGroups.$inferInsert)[] = [
    {
      ...demoEventGroups.springTour,
      organizerId: demoOrganizers.festival.id,
      name: {
        cs: 'Mňága a Žďorp – Jarní turné 2027',
        sk: 'Mňága a Žďorp – Jarné turné 2027',
        en: 'Mňága a Žďorp – Spring Tour 2027',
        de: 'Mňága a Žďorp – Frühlingstournee 2027',
      },
      description: {
        cs: 'Tři večery, tři města: Praha, Brno a Ostrava. Jako host vystoupí kapela Jarní tání.',
        sk: 'Tri večery, tri mestá: Praha, Brno a Ostrava. Ako hosť vystúpi kapela Jarní tání.',
        en: 'Three nights, three cities: Prague, Brno and Ostrava, with Jarní tání as the support act.',
        de: 'Drei Abende, drei Städte: Prag, Brünn und Ostrau; als Vorband spielt Jarní tání.',
      },
      headerImageUrl: artworkUrl('spring-tour-header.jpg'),
    },
    {
      ...demoEventGroups.slovakSummer,
      organizerId: demoOrganizers.slovak.id,
      name: {
        cs: 'Slovenské léto 2027',
        sk: 'Slovenské leto 2027',
        en: 'Slovak Summer 2027',
        de: 'Slowakischer Sommer 2027',
      },
      description: {
        cs: 'Koncert na Bratislavském hradě a Dunajské slavnosti na petržalském nábřeží.',
        sk: 'Koncert na Bratislavskom hrade a Dunajské slávnosti na petržalskom nábreží.',
        en: 'A concert at Bratislava Castle and the Danube festivities on the Petržalka riverbank.',
        de: 'Ein Konzert auf der Burg Bratislava und die Donaufesttage am Ufer von Petržalka.',
      },
      headerImageUrl: artworkUrl('slovak-summer-header.jpg'),
    },
  ];
  await ctx.tx
    .insert(eventGroups)
    .values(rows)
    .onConflictDoUpdate({ target: eventGroups.id, set: excludedSet(eventGroups, ['createdAt']) });

  const groupIds = rows.map((row) => row.id ?? '');
  await ctx.tx.delete(eventGroupPartners).where(inArray(eventGroupPartners.eventGroupId, groupIds));
  await ctx.tx
    .insert(eventGroupPartners)
    .values({ eventGroupId: demoEventGroups.springTour.id, organizerId: demoOrganizers.partnerStore.id });
}

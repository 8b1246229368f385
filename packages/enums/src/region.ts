// Region enumeration: the first-level administrative regions of the countries the platform runs events in.
import { country } from './country';
import { defineEnum, EnumDefinitionError, UNKNOWN_ID, UNKNOWN_LABELS } from './define-enum';
import type { EnumEntry } from './define-enum';

export interface RegionEntry extends EnumEntry {
  /** Id in the country enumeration; 0 only on the `unknown` entry. */
  readonly countryId: number;
}

const { czechRepublic, slovakia, austria, serbia, germany, greece } = country.ids;

// Each country owns an id block (Czech 1-, Slovak 201-, Austrian 301-, Serbian 501-, German 1401-,
// Greek 1501-), so ids stay stable when a country gains a region. The German and Greek blocks lie above
// CUSTOM_ID_THRESHOLD by the spec's own numbering; they are built in, so registering one of them fails.
const entries = [
  { id: 0, key: 'unknown', countryId: UNKNOWN_ID, labels: UNKNOWN_LABELS },
  // Czech regions (kraje) in the official order of their CZ-NUTS / ISO 3166-2:CZ codes.
  {
    id: 1,
    key: 'hlavniMestoPraha',
    countryId: czechRepublic,
    labels: { cs: 'Hlavní město Praha', sk: 'Hlavné mesto Praha', en: 'Prague', de: 'Hauptstadt Prag' },
  },
  {
    id: 2,
    key: 'stredocesky',
    countryId: czechRepublic,
    labels: {
      cs: 'Středočeský kraj',
      sk: 'Stredočeský kraj',
      en: 'Central Bohemian Region',
      de: 'Mittelböhmische Region',
    },
  },
  {
    id: 3,
    key: 'jihocesky',
    countryId: czechRepublic,
    labels: {
      cs: 'Jihočeský kraj',
      sk: 'Juhočeský kraj',
      en: 'South Bohemian Region',
      de: 'Südböhmische Region',
    },
  },
  {
    id: 4,
    key: 'plzensky',
    countryId: czechRepublic,
    labels: { cs: 'Plzeňský kraj', sk: 'Plzenský kraj', en: 'Plzeň Region', de: 'Region Pilsen' },
  },
  {
    id: 5,
    key: 'karlovarsky',
    countryId: czechRepublic,
    labels: {
      cs: 'Karlovarský kraj',
      sk: 'Karlovarský kraj',
      en: 'Karlovy Vary Region',
      de: 'Karlsbader Region',
    },
  },
  {
    id: 6,
    key: 'ustecky',
    countryId: czechRepublic,
    labels: { cs: 'Ústecký kraj', sk: 'Ústecký kraj', en: 'Ústí nad Labem Region', de: 'Region Aussig' },
  },
  {
    id: 7,
    key: 'liberecky',
    countryId: czechRepublic,
    labels: { cs: 'Liberecký kraj', sk: 'Liberecký kraj', en: 'Liberec Region', de: 'Region Reichenberg' },
  },
  {
    id: 8,
    key: 'kralovehradecky',
    countryId: czechRepublic,
    labels: {
      cs: 'Královéhradecký kraj',
      sk: 'Královohradecký kraj',
      en: 'Hradec Králové Region',
      de: 'Region Königgrätz',
    },
  },
  {
    id: 9,
    key: 'pardubicky',
    countryId: czechRepublic,
    labels: { cs: 'Pardubický kraj', sk: 'Pardubický kraj', en: 'Pardubice Region', de: 'Region Pardubitz' },
  },
  {
    id: 10,
    key: 'vysocina',
    countryId: czechRepublic,
    labels: { cs: 'Kraj Vysočina', sk: 'Kraj Vysočina', en: 'Vysočina Region', de: 'Region Hochland' },
  },
  {
    id: 11,
    key: 'jihomoravsky',
    countryId: czechRepublic,
    labels: {
      cs: 'Jihomoravský kraj',
      sk: 'Juhomoravský kraj',
      en: 'South Moravian Region',
      de: 'Südmährische Region',
    },
  },
  {
    id: 12,
    key: 'olomoucky',
    countryId: czechRepublic,
    labels: { cs: 'Olomoucký kraj', sk: 'Olomoucký kraj', en: 'Olomouc Region', de: 'Region Olmütz' },
  },
  {
    id: 13,
    key: 'zlinsky',
    countryId: czechRepublic,
    labels: { cs: 'Zlínský kraj', sk: 'Zlínsky kraj', en: 'Zlín Region', de: 'Region Zlín' },
  },
  {
    id: 14,
    key: 'moravskoslezsky',
    countryId: czechRepublic,
    labels: {
      cs: 'Moravskoslezský kraj',
      sk: 'Moravskosliezsky kraj',
      en: 'Moravian-Silesian Region',
      de: 'Mährisch-Schlesische Region',
    },
  },
  // Slovak regions (kraje) in the order of their NUTS codes (SK010-SK042).
  {
    id: 201,
    key: 'bratislavsky',
    countryId: slovakia,
    labels: {
      cs: 'Bratislavský kraj',
      sk: 'Bratislavský kraj',
      en: 'Bratislava Region',
      de: 'Region Bratislava',
    },
  },
  {
    id: 202,
    key: 'trnavsky',
    countryId: slovakia,
    labels: { cs: 'Trnavský kraj', sk: 'Trnavský kraj', en: 'Trnava Region', de: 'Region Trnava' },
  },
  {
    id: 203,
    key: 'trenciansky',
    countryId: slovakia,
    labels: { cs: 'Trenčínský kraj', sk: 'Trenčiansky kraj', en: 'Trenčín Region', de: 'Region Trenčín' },
  },
  {
    id: 204,
    key: 'nitriansky',
    countryId: slovakia,
    labels: { cs: 'Nitranský kraj', sk: 'Nitriansky kraj', en: 'Nitra Region', de: 'Region Nitra' },
  },
  {
    id: 205,
    key: 'zilinsky',
    countryId: slovakia,
    labels: { cs: 'Žilinský kraj', sk: 'Žilinský kraj', en: 'Žilina Region', de: 'Region Žilina' },
  },
  {
    id: 206,
    key: 'banskobystricky',
    countryId: slovakia,
    labels: {
      cs: 'Banskobystrický kraj',
      sk: 'Banskobystrický kraj',
      en: 'Banská Bystrica Region',
      de: 'Region Banská Bystrica',
    },
  },
  {
    id: 207,
    key: 'presovsky',
    countryId: slovakia,
    labels: { cs: 'Prešovský kraj', sk: 'Prešovský kraj', en: 'Prešov Region', de: 'Region Prešov' },
  },
  {
    id: 208,
    key: 'kosicky',
    countryId: slovakia,
    labels: { cs: 'Košický kraj', sk: 'Košický kraj', en: 'Košice Region', de: 'Region Košice' },
  },
  // Austrian states (Bundesländer); id 300 + the ISO 3166-2:AT number.
  {
    id: 301,
    key: 'burgenland',
    countryId: austria,
    labels: { cs: 'Burgenland', sk: 'Burgenland', en: 'Burgenland', de: 'Burgenland' },
  },
  {
    id: 302,
    key: 'karnten',
    countryId: austria,
    labels: { cs: 'Korutany', sk: 'Korutánsko', en: 'Carinthia', de: 'Kärnten' },
  },
  {
    id: 303,
    key: 'niederosterreich',
    countryId: austria,
    labels: { cs: 'Dolní Rakousy', sk: 'Dolné Rakúsko', en: 'Lower Austria', de: 'Niederösterreich' },
  },
  {
    id: 304,
    key: 'oberosterreich',
    countryId: austria,
    labels: { cs: 'Horní Rakousy', sk: 'Horné Rakúsko', en: 'Upper Austria', de: 'Oberösterreich' },
  },
  {
    id: 305,
    key: 'salzburg',
    countryId: austria,
    labels: { cs: 'Salcbursko', sk: 'Salzbursko', en: 'Salzburg', de: 'Salzburg' },
  },
  {
    id: 306,
    key: 'steiermark',
    countryId: austria,
    labels: { cs: 'Štýrsko', sk: 'Štajersko', en: 'Styria', de: 'Steiermark' },
  },
  {
    id: 307,
    key: 'tirol',
    countryId: austria,
    labels: { cs: 'Tyrolsko', sk: 'Tirolsko', en: 'Tyrol', de: 'Tirol' },
  },
  {
    id: 308,
    key: 'vorarlberg',
    countryId: austria,
    labels: { cs: 'Vorarlbersko', sk: 'Vorarlbersko', en: 'Vorarlberg', de: 'Vorarlberg' },
  },
  {
    id: 309,
    key: 'wien',
    countryId: austria,
    labels: { cs: 'Vídeň', sk: 'Viedeň', en: 'Vienna', de: 'Wien' },
  },
  // Serbian regions: Belgrade and Vojvodina, then the two southern NUTS-2 statistical regions each
  // split into their commonly named halves (Šumadija / Western Serbia, Eastern / Southern Serbia), so every
  // id maps onto exactly one NUTS-2 region. Kosovo and Metohija is left out: its status is disputed and the
  // platform does not sell there; an organiser can add it as a custom region.
  {
    id: 501,
    key: 'beograd',
    countryId: serbia,
    labels: { cs: 'Bělehrad', sk: 'Belehrad', en: 'Belgrade', de: 'Belgrad' },
  },
  {
    id: 502,
    key: 'vojvodina',
    countryId: serbia,
    labels: { cs: 'Vojvodina', sk: 'Vojvodina', en: 'Vojvodina', de: 'Vojvodina' },
  },
  {
    id: 503,
    key: 'sumadija',
    countryId: serbia,
    labels: { cs: 'Šumadija', sk: 'Šumadija', en: 'Šumadija', de: 'Šumadija' },
  },
  {
    id: 504,
    key: 'zapadnaSrbija',
    countryId: serbia,
    labels: { cs: 'Západní Srbsko', sk: 'Západné Srbsko', en: 'Western Serbia', de: 'Westserbien' },
  },
  {
    id: 505,
    key: 'istocnaSrbija',
    countryId: serbia,
    labels: { cs: 'Východní Srbsko', sk: 'Východné Srbsko', en: 'Eastern Serbia', de: 'Ostserbien' },
  },
  {
    id: 506,
    key: 'juznaSrbija',
    countryId: serbia,
    labels: { cs: 'Jižní Srbsko', sk: 'Južné Srbsko', en: 'Southern Serbia', de: 'Südserbien' },
  },
  // German states (Länder); id 1400 + the official state key (Amtlicher Gemeindeschlüssel 01-16).
  {
    id: 1401,
    key: 'schleswigHolstein',
    countryId: germany,
    labels: {
      cs: 'Šlesvicko-Holštýnsko',
      sk: 'Šlezvicko-Holštajnsko',
      en: 'Schleswig-Holstein',
      de: 'Schleswig-Holstein',
    },
  },
  {
    id: 1402,
    key: 'hamburg',
    countryId: germany,
    labels: { cs: 'Hamburk', sk: 'Hamburg', en: 'Hamburg', de: 'Hamburg' },
  },
  {
    id: 1403,
    key: 'niedersachsen',
    countryId: germany,
    labels: { cs: 'Dolní Sasko', sk: 'Dolné Sasko', en: 'Lower Saxony', de: 'Niedersachsen' },
  },
  {
    id: 1404,
    key: 'bremen',
    countryId: germany,
    labels: { cs: 'Brémy', sk: 'Brémy', en: 'Bremen', de: 'Bremen' },
  },
  {
    id: 1405,
    key: 'nordrheinWestfalen',
    countryId: germany,
    labels: {
      cs: 'Severní Porýní-Vestfálsko',
      sk: 'Severné Porýnie-Vestfálsko',
      en: 'North Rhine-Westphalia',
      de: 'Nordrhein-Westfalen',
    },
  },
  {
    id: 1406,
    key: 'hessen',
    countryId: germany,
    labels: { cs: 'Hesensko', sk: 'Hesensko', en: 'Hesse', de: 'Hessen' },
  },
  {
    id: 1407,
    key: 'rheinlandPfalz',
    countryId: germany,
    labels: { cs: 'Porýní-Falc', sk: 'Porýnie-Falcko', en: 'Rhineland-Palatinate', de: 'Rheinland-Pfalz' },
  },
  {
    id: 1408,
    key: 'badenWurttemberg',
    countryId: germany,
    labels: {
      cs: 'Bádensko-Württembersko',
      sk: 'Bádensko-Württembersko',
      en: 'Baden-Württemberg',
      de: 'Baden-Württemberg',
    },
  },
  {
    id: 1409,
    key: 'bayern',
    countryId: germany,
    labels: { cs: 'Bavorsko', sk: 'Bavorsko', en: 'Bavaria', de: 'Bayern' },
  },
  {
    id: 1410,
    key: 'saarland',
    countryId: germany,
    labels: { cs: 'Sársko', sk: 'Sársko', en: 'Saarland', de: 'Saarland' },
  },
  {
    id: 1411,
    key: 'berlin',
    countryId: germany,
    labels: { cs: 'Berlín', sk: 'Berlín', en: 'Berlin', de: 'Berlin' },
  },
  {
    id: 1412,
    key: 'brandenburg',
    countryId: germany,
    labels: { cs: 'Braniborsko', sk: 'Brandenbursko', en: 'Brandenburg', de: 'Brandenburg' },
  },
  {
    id: 1413,
    key: 'mecklenburgVorpommern',
    countryId: germany,
    labels: {
      cs: 'Meklenbursko-Přední Pomořansko',
      sk: 'Meklenbursko-Predné Pomoransko',
      en: 'Mecklenburg-Western Pomerania',
      de: 'Mecklenburg-Vorpommern',
    },
  },
  {
    id: 1414,
    key: 'sachsen',
    countryId: germany,
    labels: { cs: 'Sasko', sk: 'Sasko', en: 'Saxony', de: 'Sachsen' },
  },
  {
    id: 1415,
    key: 'sachsenAnhalt',
    countryId: germany,
    labels: { cs: 'Sasko-Anhaltsko', sk: 'Sasko-Anhaltsko', en: 'Saxony-Anhalt', de: 'Sachsen-Anhalt' },
  },
  {
    id: 1416,
    key: 'thuringen',
    countryId: germany,
    labels: { cs: 'Durynsko', sk: 'Durínsko', en: 'Thuringia', de: 'Thüringen' },
  },
  // Greek administrative regions (periphery) in ISO 3166-2:GR order (GR-A to GR-M).
  {
    id: 1501,
    key: 'anatolikiMakedoniaThraki',
    countryId: greece,
    labels: {
      cs: 'Východní Makedonie a Thrákie',
      sk: 'Východná Macedónia a Trácia',
      en: 'Eastern Macedonia and Thrace',
      de: 'Ostmakedonien und Thrakien',
    },
  },
  {
    id: 1502,
    key: 'kentrikiMakedonia',
    countryId: greece,
    labels: {
      cs: 'Střední Makedonie',
      sk: 'Stredná Macedónia',
      en: 'Central Macedonia',
      de: 'Zentralmakedonien',
    },
  },
  {
    id: 1503,
    key: 'dytikiMakedonia',
    countryId: greece,
    labels: {
      cs: 'Západní Makedonie',
      sk: 'Západná Macedónia',
      en: 'Western Macedonia',
      de: 'Westmakedonien',
    },
  },
  {
    id: 1504,
    key: 'ipeiros',
    countryId: greece,
    labels: { cs: 'Epirus', sk: 'Epirus', en: 'Epirus', de: 'Epirus' },
  },
  {
    id: 1505,
    key: 'thessalia',
    countryId: greece,
    labels: { cs: 'Thesálie', sk: 'Tesália', en: 'Thessaly', de: 'Thessalien' },
  },
  {
    id: 1506,
    key: 'ioniaNisia',
    countryId: greece,
    labels: { cs: 'Jónské ostrovy', sk: 'Iónske ostrovy', en: 'Ionian Islands', de: 'Ionische Inseln' },
  },
  {
    id: 1507,
    key: 'dytikiEllada',
    countryId: greece,
    labels: { cs: 'Západní Řecko', sk: 'Západné Grécko', en: 'Western Greece', de: 'Westgriechenland' },
  },
  {
    id: 1508,
    key: 'stereaEllada',
    countryId: greece,
    labels: { cs: 'Střední Řecko', sk: 'Stredné Grécko', en: 'Central Greece', de: 'Mittelgriechenland' },
  },
  {
    id: 1509,
    key: 'attiki',
    countryId: greece,
    labels: { cs: 'Attika', sk: 'Atika', en: 'Attica', de: 'Attika' },
  },
  {
    id: 1510,
    key: 'peloponnisos',
    countryId: greece,
    labels: { cs: 'Peloponés', sk: 'Peloponéz', en: 'Peloponnese', de: 'Peloponnes' },
  },
  {
    id: 1511,
    key: 'voreioAigaio',
    countryId: greece,
    labels: { cs: 'Severní Egeis', sk: 'Severné Egejské ostrovy', en: 'North Aegean', de: 'Nördliche Ägäis' },
  },
  {
    id: 1512,
    key: 'notioAigaio',
    countryId: greece,
    labels: { cs: 'Jižní Egeis', sk: 'Južné Egejské ostrovy', en: 'South Aegean', de: 'Südliche Ägäis' },
  },
  {
    id: 1513,
    key: 'kriti',
    countryId: greece,
    labels: { cs: 'Kréta', sk: 'Kréta', en: 'Crete', de: 'Kreta' },
  },
] as const satisfies readonly RegionEntry[];

export const region = defineEnum<RegionEntry, typeof entries>('region', entries, {
  validate(entry) {
    if (entry.id === UNKNOWN_ID) return;
    if (entry.countryId === UNKNOWN_ID || !country.has(entry.countryId)) {
      throw new EnumDefinitionError(
        'region',
        entry.id,
        `countryId ${String(entry.countryId)} is not a known country`,
      );
    }
  },
});

/** Regions of one country in id order (built-in and custom); empty for countries without regions. */
export function listRegionsOfCountry(countryId: number): readonly RegionEntry[] {
  return region.list().filter((entry) => entry.id !== UNKNOWN_ID && entry.countryId === countryId);
}

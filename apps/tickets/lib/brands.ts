// Partner brands of the storefront: hostname -> name, logo, colours, request source, organizers, language.
import { reqSource } from '@repo/enums/req-source';
import { partnerBrandHosts } from '@repo/links/brand-hosts';
import type { StorefrontLocale } from '@repo/links/locale';

export interface Brand {
  readonly id: string;
  readonly name: string;
  /** Production host names; `<id>.localhost` is accepted too, for development and browser tests. */
  readonly hostnames: readonly string[];
  /** Root-relative path of the logo in public/. */
  readonly logo: string;
  /** Main colour (hex); the palette is derived from it so white text on 600-900 stays readable. */
  readonly color: string;
  /** reqSource id sent as the agent source of every pass call made for this brand. */
  readonly reqSourceId: number;
  /** Organizers this brand sells; null means every organizer (the platform's own storefront). */
  readonly organizerSlugs: readonly string[] | null;
  readonly defaultLocale: StorefrontLocale;
  /** The brand's main site, linked from the footer. */
  readonly website: string | null;
}

const web = reqSource.ids.WEB;

/** The platform's own storefront: every organizer, any host that is not a partner's. */
export const platformBrand: Brand = {
  id: 'platform',
  name: 'Vstupenky',
  hostnames: [],
  logo: '/brands/platform.svg',
  color: '#6a23d8',
  reqSourceId: web,
  organizerSlugs: null,
  defaultLocale: 'cs',
  website: null,
};

// Fictional partners. Organizer slugs of the demo world are listed where one fits; the others sell
// organizers that do not exist in the demo data, so their home pages are simply empty there.
export const partnerBrands = [
  {
    id: 'letopodlipami',
    name: 'Léto pod Lipami',
    hostnames: partnerBrandHosts.letopodlipami,
    logo: '/brands/letopodlipami.svg',
    color: '#2e7d32',
    reqSourceId: web,
    organizerSlugs: ['pod-lipami-production'],
    defaultLocale: 'cs',
    website: 'https://www.letopodlipami.cz',
  },
  {
    id: 'nanabrezi',
    name: 'Divadlo Na Nábřeží',
    hostnames: partnerBrandHosts.nanabrezi,
    logo: '/brands/nanabrezi.svg',
    color: '#9b1c3c',
    reqSourceId: web,
    organizerSlugs: ['divadlo-na-nabrezi'],
    defaultLocale: 'cs',
    website: 'https://www.divadlonanabrezi.cz',
  },
  {
    id: 'ukaplicky',
    name: 'Vinařství U Kapličky',
    hostnames: partnerBrandHosts.ukaplicky,
    logo: '/brands/ukaplicky.svg',
    color: '#7b2d5b',
    reqSourceId: web,
    organizerSlugs: ['vinarstvi-u-kaplicky'],
    defaultLocale: 'cs',
    website: 'https://www.ukaplicky.cz',
  },
  {
    id: 'slavoj',
    name: 'SK Slavoj Olomouc',
    hostnames: partnerBrandHosts.slavoj,
    logo: '/brands/slavoj.svg',
    color: '#1d4f91',
    reqSourceId: web,
    organizerSlugs: ['sk-slavoj-olomouc'],
    defaultLocale: 'cs',
    website: 'https://www.slavoj-olomouc.cz',
  },
  {
    id: 'bratislavalive',
    name: 'Bratislava Live',
    hostnames: partnerBrandHosts.bratislavalive,
    logo: '/brands/bratislavalive.svg',
    color: '#00707a',
    reqSourceId: web,
    organizerSlugs: ['bratislava-live'],
    defaultLocale: 'sk',
    website: 'https://www.bratislavalive.sk',
  },
  {
    id: 'spojenevstupenky',
    name: 'Spojené vstupenky',
    hostnames: partnerBrandHosts.spojenevstupenky,
    logo: '/brands/spojenevstupenky.svg',
    color: '#b34700',
    reqSourceId: reqSource.ids.WEB_UNITED_TICKETS,
    organizerSlugs: [
      'spojene-vstupenky',
      'pod-lipami-production',
      'divadlo-na-nabrezi',
      'vinarstvi-u-kaplicky',
      'sk-slavoj-olomouc',
    ],
    defaultLocale: 'cs',
    website: 'https://www.spojenevstupenky.cz',
  },
  {
    id: 'modryvlak',
    name: 'Modrý vlak',
    hostnames: partnerBrandHosts.modryvlak,
    logo: '/brands/modryvlak.svg',
    color: '#1f5fa8',
    reqSourceId: web,
    organizerSlugs: ['pod-lipami-production'],
    defaultLocale: 'cs',
    website: 'https://www.modryvlak.cz',
  },
  {
    id: 'rockovahora',
    name: 'Rocková hora',
    hostnames: partnerBrandHosts.rockovahora,
    logo: '/brands/rockovahora.svg',
    color: '#a31515',
    reqSourceId: web,
    organizerSlugs: ['rockova-hora'],
    defaultLocale: 'cs',
    website: 'https://www.rockovahora.cz',
  },
  {
    id: 'jazznavltave',
    name: 'Jazz na Vltavě',
    hostnames: partnerBrandHosts.jazznavltave,
    logo: '/brands/jazznavltave.svg',
    color: '#3c3c8c',
    reqSourceId: web,
    organizerSlugs: ['jazz-na-vltave'],
    defaultLocale: 'cs',
    website: 'https://www.jazznavltave.cz',
  },
  {
    id: 'petramala',
    name: 'Petra Malá',
    hostnames: partnerBrandHosts.petramala,
    logo: '/brands/petramala.svg',
    color: '#8e2a8e',
    reqSourceId: web,
    organizerSlugs: ['petra-mala-music'],
    defaultLocale: 'cs',
    website: 'https://www.petramala.cz',
  },
  {
    id: 'folkovejaro',
    name: 'Folkové jaro',
    hostnames: partnerBrandHosts.folkovejaro,
    logo: '/brands/folkovejaro.svg',
    color: '#5d6b1e',
    reqSourceId: web,
    organizerSlugs: ['folkove-jaro'],
    defaultLocale: 'cs',
    website: 'https://www.folkovejaro.cz',
  },
] as const satisfies readonly Brand[];

export type BrandId = (typeof partnerBrands)[number]['id'] | typeof platformBrand.id;

export const brandIds = [platformBrand.id, ...partnerBrands.map((brand) => brand.id)] as [
  BrandId,
  ...BrandId[],
];

const byId = new Map<string, Brand>([platformBrand, ...partnerBrands].map((brand) => [brand.id, brand]));
const byHostname = new Map<string, Brand>(
  partnerBrands.flatMap((brand) => brand.hostnames.map((hostname) => [hostname, brand] as const)),
);

export function brandById(id: string | null | undefined): Brand | undefined {
  return id ? byId.get(id) : undefined;
}

/**
 * The brand a Host header names: an exact partner host name, or `<brandId>.localhost` (Chromium resolves
 * every *.localhost to the loopback address, so browser tests reach brands without DNS). Ports are ignored.
 */
export function brandFromHost(host: string | null | undefined): Brand | undefined {
  if (!host) return undefined;
  const hostname = host.trim().toLowerCase().replace(/:\d+$/, '');
  const exact = byHostname.get(hostname);
  if (exact) return exact;
  const local = /^([a-z0-9-]+)\.localhost$/.exec(hostname);
  return local ? brandById(local[1]) : undefined;
}

/**
 * Which brand serves a request: the environment override first, then the Host, then a development
 * override (a `?brand=` choice remembered in a cookie, honoured outside production only), else the platform.
 */
export function resolveBrand(input: {
  envOverride?: string | undefined;
  host?: string | null | undefined;
  devOverride?: string | null | undefined;
  allowDevOverride: boolean;
}): Brand {
  return (
    brandById(input.envOverride) ??
    brandFromHost(input.host) ??
    (input.allowDevOverride ? brandById(input.devOverride) : undefined) ??
    platformBrand
  );
}

/** Whether an organizer is sold by the brand. */
export function brandSellsOrganizer(brand: Brand, organizerSlug: string): boolean {
  return brand.organizerSlugs === null || brand.organizerSlugs.includes(organizerSlug);
}

const shadeMix: Readonly<Record<number, readonly ['white' | 'black', number]>> = {
  50: ['white', 0.94],
  100: ['white', 0.88],
  200: ['white', 0.74],
  300: ['white', 0.58],
  400: ['white', 0.36],
  500: ['white', 0.16],
  600: ['white', 0],
  700: ['black', 0.18],
  800: ['black', 0.34],
  900: ['black', 0.5],
  950: ['black', 0.66],
};

function mixHex(hex: string, target: 'white' | 'black', amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channels = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  const end = target === 'white' ? 255 : 0;
  return `#${channels
    .map((channel) =>
      Math.round(channel + (end - channel) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * The `--color-brand-*` variables of a brand, as hex (browsers and accessibility checkers read them
 * directly); the platform keeps the design system's own palette.
 */
export function brandPalette(brand: Brand): Record<string, string> {
  if (brand.id === platformBrand.id) return {};
  if (!/^#[0-9a-f]{6}$/i.test(brand.color))
    throw new Error(`Brand ${brand.id} has a bad colour ${brand.color}`);
  return Object.fromEntries(
    Object.entries(shadeMix).map(([shade, [target, amount]]) => [
      `--color-brand-${shade}`,
      mixHex(brand.color, target, amount),
    ]),
  );
}

/** Request header through which proxy.ts tells pages the brand it resolved (it overwrites any sent value). */
export const brandRequestHeader = 'x-storefront-brand';

/** Cookie remembering a `?brand=` development override. */
export const brandCookie = 'storefront-brand';

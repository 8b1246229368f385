// The partner brands' storefront host names, shared by the storefront (which brand a request is for) and the pass
// service (which host the links it sends an order's buyer point to).
import { brandOrigin } from './brand-links';

/** Production host names per partner brand id; the first is the one links use. */
export const partnerBrandHosts = {
  letopodlipami: ['vstupenky.letopodlipami.cz'],
  nanabrezi: ['vstupenky.divadlonanabrezi.cz'],
  ukaplicky: ['vstupenky.ukaplicky.cz'],
  slavoj: ['vstupenky.slavoj-olomouc.cz'],
  bratislavalive: ['vstupenky.bratislavalive.sk'],
  spojenevstupenky: ['www.spojenevstupenky.cz', 'spojenevstupenky.cz'],
  modryvlak: ['vstupenky.modryvlak.cz'],
  rockovahora: ['vstupenky.rockovahora.cz'],
  jazznavltave: ['vstupenky.jazznavltave.cz'],
  petramala: ['vstupenky.petramala.cz'],
  folkovejaro: ['vstupenky.folkovejaro.cz'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

export type PartnerBrandId = keyof typeof partnerBrandHosts;

export function isPartnerBrandId(value: unknown): value is PartnerBrandId {
  return typeof value === 'string' && Object.hasOwn(partnerBrandHosts, value);
}

const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The storefront origin for a brand: the platform's own (`publicTicketsUrl`) for no or an unknown brand; for a
 * partner its first host, or `<brand>.localhost` on the platform's port when the platform itself runs on a loopback
 * address (development and browser tests, where partner hosts do not resolve).
 */
export function brandStorefrontOrigin(brandId: string | null | undefined, publicTicketsUrl: string): string {
  const platform = new URL(publicTicketsUrl);
  if (!isPartnerBrandId(brandId)) return platform.origin;
  if (loopback.has(platform.hostname)) {
    return `${platform.protocol}//${brandId}.localhost${platform.port ? `:${platform.port}` : ''}`;
  }
  return brandOrigin({ hostname: partnerBrandHosts[brandId][0] });
}

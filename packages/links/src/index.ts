// Entry point of @repo/links; every module is also importable on its own as @repo/links/<module>.
export { LinkParamError } from './link-param-error';
export { stripDiacritics } from './transliterate';
export { slugify } from './slugify';
export type { StorefrontLocale } from './locale';
export { defaultStorefrontLocale, isStorefrontLocale, localeSegment, storefrontLocales } from './locale';
export type {
  DemoCartLinkInput,
  EventCartLinkInput,
  EventCartLinkOptions,
  OrderDetailLinkInput,
  OrderDetailLinkOptions,
  OrganizerLinkInput,
  StorefrontEnvironment,
  StorefrontLinkOptions,
  TourLinkInput,
} from './storefront-links';
export {
  demoCartLink,
  eventCartLink,
  homeLink,
  orderDetailLink,
  organizerLink,
  tourLink,
} from './storefront-links';
export type { PartnerBrand } from './brand-links';
export { brandOrigin, brandUrl } from './brand-links';
export type { DeepLink, DeepLinkOptions, DeepLinkParams, DeepLinkScreen, DeepLinkStage } from './deep-links';
export {
  buildDeepLink,
  deepLinkParamSchemas,
  deepLinkSchemes,
  deepLinkScreens,
  DeepLinkParamError,
  isDeepLinkScreen,
} from './deep-links';
export type { LabelPrintPayload } from './label-print';
export { buildLabelPrintLink, deviceLabelType, labelPrintPrefix } from './label-print';

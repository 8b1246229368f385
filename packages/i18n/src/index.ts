// Public entry of @repo/i18n; subpaths such as @repo/i18n/money work as well.
export { createI18n } from './create-i18n';
export type { CreateI18nOptions, I18nLogger } from './create-i18n';
export {
  defaultLanguage,
  isSupportedLanguage,
  resolveLanguage,
  supportedLanguages,
  unsupportedLanguages,
} from './languages';
export type { Language, SupportedLanguage, UnsupportedLanguage } from './languages';
export { formatMoney, MINOR_UNIT_DIVISOR } from './money';
export { defaultNamespace, namespaces, namespaceSeparator, resources } from './resources';
export type { Namespace } from './resources';
export { parseTimeUnit } from './time-unit';
export { createZodErrorMap, zodErrorMap } from './zod-error-map';
export type { Translate } from './zod-error-map';

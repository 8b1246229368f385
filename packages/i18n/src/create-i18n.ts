// Framework-agnostic i18next set-up shared by the storefront and the hub: resources, Czech fallback, plurals, logging.
import i18next from 'i18next';
import type { i18n, PostProcessorModule, TOptions } from 'i18next';
import { defaultLanguage, resolveLanguage, supportedLanguages } from './languages';
import { defaultNamespace, namespaces, namespaceSeparator, resources } from './resources';

export interface I18nLogger {
  warn(message: string): void;
}

export interface CreateI18nOptions {
  /** Requested language; anything unsupported or unknown resolves to Czech. */
  lng?: string | null;
  /** Receives missing-key and missing-interpolation warnings; defaults to `console`. */
  logger?: I18nLogger;
}

const missingKeyPostProcessor = 'logMissingKey';

// t() runs on every render, so the same warning would otherwise flood the log.
const maxRememberedWarnings = 1000;

interface ResolvedLookup {
  res?: unknown;
  usedKey?: string;
  usedLng?: string;
  usedNS?: string;
}

function readResolved(options: TOptions): ResolvedLookup | undefined {
  const resolved: unknown = (options as { i18nResolved?: unknown }).i18nResolved;
  return typeof resolved === 'object' && resolved !== null ? (resolved as ResolvedLookup) : undefined;
}

/**
 * Returns a ready i18next instance (resources are bundled, so it initialises synchronously).
 * The instance is new on every call because the server renders requests in different languages at once.
 */
export function createI18n(options: CreateI18nOptions = {}): i18n {
  const logger = options.logger ?? console;
  const instance = i18next.createInstance();

  const warned = new Set<string>();
  const warnOnce = (message: string): void => {
    if (warned.has(message)) return;
    if (warned.size >= maxRememberedWarnings) warned.clear();
    warned.add(message);
    logger.warn(message);
  };

  // i18next treats a text found in the fallback language as found and calls no missing-key hook,
  // but the spec wants that case logged too; the resolved lookup passed to post-processors tells both apart.
  const logMissingKey: PostProcessorModule = {
    type: 'postProcessor',
    name: missingKeyPostProcessor,
    process(value, _key, tOptions) {
      const resolved = readResolved(tOptions);
      if (!resolved) return value;
      const requested = resolveLanguage(tOptions.lng ?? instance.language);
      const key = `${resolved.usedNS ?? defaultNamespace}${namespaceSeparator}${resolved.usedKey ?? String(value)}`;
      if (resolved.res === undefined) {
        const tried =
          requested === defaultLanguage ? `"${requested}"` : `"${requested}" and "${defaultLanguage}"`;
        warnOnce(`i18n: missing translation "${key}" in ${tried}; showing the key`);
      } else if (resolved.usedLng !== requested) {
        warnOnce(
          `i18n: missing translation "${key}" in "${requested}"; showing the "${defaultLanguage}" text`,
        );
      }
      return value;
    },
  };

  void instance.use(logMissingKey).init({
    lng: resolveLanguage(options.lng),
    fallbackLng: defaultLanguage,
    supportedLngs: [...supportedLanguages],
    // Each instance gets its own copy: i18next stores the object it is given and addResource() mutates it.
    resources: structuredClone(resources),
    ns: [...namespaces],
    defaultNS: defaultNamespace,
    nsSeparator: namespaceSeparator,
    initAsync: false,
    postProcess: [missingKeyPostProcessor],
    postProcessPassResolved: true,
    interpolation: {
      // React escapes rendered text itself; escaping here would show entities such as &amp; on screen.
      escapeValue: false,
    },
    // i18next passes the regex match: [0] is the whole placeholder, [1] the variable (with any format).
    missingInterpolationHandler(text: string, match: RegExpExecArray) {
      const variable = (match[1] ?? '').split(',')[0]?.trim() ?? '';
      warnOnce(`i18n: missing interpolation value "${variable}" in "${text}"; keeping the placeholder`);
      return match[0];
    },
  });

  return instance;
}

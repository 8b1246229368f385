// Bundled translation resources per language and namespace, and the namespace settings that go with them.
import { common as commonLabels, language as languageEnum } from '@repo/enums';
import type { ResourceKey } from 'i18next';
import csCommon from './locales/cs/common.json';
import csMain from './locales/cs/main.json';
import csPrivacy from './locales/cs/privacy.json';
import csStorefront from './locales/cs/storefront.json';
import deCommon from './locales/de/common.json';
import deMain from './locales/de/main.json';
import dePrivacy from './locales/de/privacy.json';
import deStorefront from './locales/de/storefront.json';
import enCommon from './locales/en/common.json';
import enMain from './locales/en/main.json';
import enPrivacy from './locales/en/privacy.json';
import enStorefront from './locales/en/storefront.json';
import skCommon from './locales/sk/common.json';
import skMain from './locales/sk/main.json';
import csAccount from './locales/cs/account.json';
import csHubCatalogue from './locales/cs/hub-catalogue.json';
import csDoor from './locales/cs/door.json';
import csBar from './locales/cs/bar.json';
import csTopUp from './locales/cs/top-up.json';
import csHubPages from './locales/cs/hub-pages.json';
import csHubWebhooks from './locales/cs/hub-webhooks.json';
import csHubPayments from './locales/cs/hub-payments.json';
import csHubReports from './locales/cs/hub-reports.json';
import csHubMailTexts from './locales/cs/hub-mail-texts.json';
import csHubPayouts from './locales/cs/hub-payouts.json';
import csHubEvents from './locales/cs/hub-events.json';
import csLegal from './locales/cs/legal.json';
import deAccount from './locales/de/account.json';
import deHubCatalogue from './locales/de/hub-catalogue.json';
import deDoor from './locales/de/door.json';
import deBar from './locales/de/bar.json';
import deTopUp from './locales/de/top-up.json';
import deHubPages from './locales/de/hub-pages.json';
import deHubWebhooks from './locales/de/hub-webhooks.json';
import deHubPayments from './locales/de/hub-payments.json';
import deHubReports from './locales/de/hub-reports.json';
import deHubMailTexts from './locales/de/hub-mail-texts.json';
import deHubPayouts from './locales/de/hub-payouts.json';
import deHubEvents from './locales/de/hub-events.json';
import deLegal from './locales/de/legal.json';
import enAccount from './locales/en/account.json';
import enHubCatalogue from './locales/en/hub-catalogue.json';
import enDoor from './locales/en/door.json';
import enBar from './locales/en/bar.json';
import enTopUp from './locales/en/top-up.json';
import enHubPages from './locales/en/hub-pages.json';
import enHubWebhooks from './locales/en/hub-webhooks.json';
import enHubPayments from './locales/en/hub-payments.json';
import enHubReports from './locales/en/hub-reports.json';
import enHubMailTexts from './locales/en/hub-mail-texts.json';
import enHubPayouts from './locales/en/hub-payouts.json';
import enHubEvents from './locales/en/hub-events.json';
import enLegal from './locales/en/legal.json';
import skAccount from './locales/sk/account.json';
import skHubCatalogue from './locales/sk/hub-catalogue.json';
import skDoor from './locales/sk/door.json';
import skBar from './locales/sk/bar.json';
import skTopUp from './locales/sk/top-up.json';
import skHubPages from './locales/sk/hub-pages.json';
import skHubWebhooks from './locales/sk/hub-webhooks.json';
import skHubPayments from './locales/sk/hub-payments.json';
import skHubReports from './locales/sk/hub-reports.json';
import skHubMailTexts from './locales/sk/hub-mail-texts.json';
import skHubPayouts from './locales/sk/hub-payouts.json';
import skHubEvents from './locales/sk/hub-events.json';
import skLegal from './locales/sk/legal.json';
import skStorefront from './locales/sk/storefront.json';
import skPrivacy from './locales/sk/privacy.json';
import type { SupportedLanguage, UnsupportedLanguage } from './languages';

export const namespaces = ['main', 'common', 'storefront'] as const;
export type Namespace = (typeof namespaces)[number];

export const defaultNamespace = 'main' satisfies Namespace;

// Two colons so that a single colon can appear in keys and texts, e.g. t('common::close').
export const namespaceSeparator = '::';

/**
 * The common labels (close, yes, no) and the language names are enumerations in @repo/enums; they are
 * read from there so each text has one source, under `common::close` and `common::language.<code>`.
 */
function enumLabels(lng: SupportedLanguage) {
  const label = (key: 'close' | 'yes' | 'no'): string => commonLabels.byKey(key).labels[lng];
  const languageNames = languageEnum
    .list()
    .flatMap((entry) => (entry.code === null ? [] : [[entry.code, entry.labels[lng]] as const]));
  return {
    close: label('close'),
    yes: label('yes'),
    no: label('no'),
    language: Object.fromEntries(languageNames),
  };
}

// common also takes privacy.json per language (cookie consent, debugger); `storefront` holds the texts of
// apps/tickets. Both live in their own files, so areas edit separate files.
export const resources = {
  // Area files (account pages, hub pages, the hub's event pages, the storefront's legal pages) live beside main.json
  // and appear under main::account, main::hubPages, main::hubEvents and main::legal; the hub's catalogue pages
  // under main::hubPages.catalogue, the webhooks, card payments, reports and e-mail texts pages under main::hubPages.webhooks, .payments,
  // .reports and .mailTexts.
  cs: {
    main: {
      ...csMain,
      account: csAccount,
      hubPages: {
        ...csHubPages,
        catalogue: csHubCatalogue,
        door: csDoor,
        webhooks: csHubWebhooks,
        payments: csHubPayments,
        reports: csHubReports,
        mailTexts: csHubMailTexts,
        payouts: csHubPayouts,
        bar: csBar,
        topUp: csTopUp,
      },
      hubEvents: csHubEvents,
      legal: csLegal,
    },
    common: { ...enumLabels('cs'), ...csCommon, ...csPrivacy },
    storefront: csStorefront,
  },
  sk: {
    main: {
      ...skMain,
      account: skAccount,
      hubPages: {
        ...skHubPages,
        catalogue: skHubCatalogue,
        door: skDoor,
        webhooks: skHubWebhooks,
        payments: skHubPayments,
        reports: skHubReports,
        mailTexts: skHubMailTexts,
        payouts: skHubPayouts,
        bar: skBar,
        topUp: skTopUp,
      },
      hubEvents: skHubEvents,
      legal: skLegal,
    },
    common: { ...enumLabels('sk'), ...skCommon, ...skPrivacy },
    storefront: skStorefront,
  },
  en: {
    main: {
      ...enMain,
      account: enAccount,
      hubPages: {
        ...enHubPages,
        catalogue: enHubCatalogue,
        door: enDoor,
        webhooks: enHubWebhooks,
        payments: enHubPayments,
        reports: enHubReports,
        mailTexts: enHubMailTexts,
        payouts: enHubPayouts,
        bar: enBar,
        topUp: enTopUp,
      },
      hubEvents: enHubEvents,
      legal: enLegal,
    },
    common: { ...enumLabels('en'), ...enCommon, ...enPrivacy },
    storefront: enStorefront,
  },
  de: {
    main: {
      ...deMain,
      account: deAccount,
      hubPages: {
        ...deHubPages,
        catalogue: deHubCatalogue,
        door: deDoor,
        webhooks: deHubWebhooks,
        payments: deHubPayments,
        reports: deHubReports,
        mailTexts: deHubMailTexts,
        payouts: deHubPayouts,
        bar: deBar,
        topUp: deTopUp,
      },
      hubEvents: deHubEvents,
      legal: deLegal,
    },
    common: { ...enumLabels('de'), ...deCommon, ...dePrivacy },
    storefront: deStorefront,
  },
  // Unsupported languages have empty sets, so every lookup falls back to Czech.
  fr: {},
  es: {},
  ru: {},
  no: {},
  sv: {},
} as const satisfies Record<SupportedLanguage, Record<Namespace, ResourceKey>> &
  Record<UnsupportedLanguage, Record<string, never>>;

// The consent and debugger texts from the common namespace, resolved on the server and handed to the client.
import type { CookieBannerTexts, CookieRow, CookieSettingsTexts } from '@repo/ui/cookie-consent';

export interface DebuggerTexts {
  title: string;
  description: string;
  close: string;
  build: string;
  version: string;
  stage: string;
  brand: string;
  locale: string;
  session: string;
  anonymous: string;
  account: string;
  email: string;
  consent: string;
  consentSet: string;
  consentUnset: string;
  consentAt: string;
  yes: string;
  no: string;
  tracking: string;
  trackingOff: string;
  loaded: string;
  notLoaded: string;
  notConfigured: string;
  noEvents: string;
  apiErrors: string;
  noApiErrors: string;
}

export interface PrivacyTexts {
  banner: CookieBannerTexts;
  settings: CookieSettingsTexts;
  cookies: { statistics: CookieRow[]; marketing: CookieRow[] };
  debugger: DebuggerTexts;
}

type Translate = (key: string) => string;

/** Looks every text up with `t` (an i18next t of the page's language); the keys live in privacy.json. */
export function buildPrivacyTexts(t: Translate): PrivacyTexts {
  const c = (key: string) => t(`common::consent.${key}`);
  const category = (name: string) => ({
    title: c(`settings.${name}.title`),
    description: c(`settings.${name}.description`),
  });
  const cookie = (name: string): CookieRow => ({
    provider: c(`cookies.${name}.provider`),
    expiration: c(`cookies.${name}.expiration`),
    description: c(`cookies.${name}.description`),
  });
  const d = (key: keyof DebuggerTexts) => t(`common::debugger.${key}`);
  return {
    banner: {
      title: c('banner.title'),
      description: c('banner.description'),
      settings: c('banner.settings'),
      acceptAll: c('banner.acceptAll'),
      declineAll: c('banner.declineAll'),
    },
    settings: {
      title: c('settings.title'),
      description: c('settings.description'),
      necessary: category('necessary'),
      statistics: category('statistics'),
      marketing: category('marketing'),
      table: {
        provider: c('settings.table.provider'),
        expiration: c('settings.table.expiration'),
        description: c('settings.table.description'),
      },
      acceptAll: c('settings.acceptAll'),
      declineAll: c('settings.declineAll'),
      close: c('settings.close'),
      debugReset: c('settings.debugReset'),
    },
    cookies: {
      statistics: [cookie('googleAnalytics'), cookie('hotjar')],
      marketing: [cookie('metaPixel'), cookie('tiktok')],
    },
    debugger: {
      title: t('common::modal/DebuggerModal.title'),
      description: t('common::modal/DebuggerModal.description'),
      close: t('common::close'),
      build: d('build'),
      version: d('version'),
      stage: d('stage'),
      brand: d('brand'),
      locale: d('locale'),
      session: d('session'),
      anonymous: d('anonymous'),
      account: d('account'),
      email: d('email'),
      consent: d('consent'),
      consentSet: d('consentSet'),
      consentUnset: d('consentUnset'),
      consentAt: d('consentAt'),
      yes: d('yes'),
      no: d('no'),
      tracking: d('tracking'),
      trackingOff: d('trackingOff'),
      loaded: d('loaded'),
      notLoaded: d('notLoaded'),
      notConfigured: d('notConfigured'),
      noEvents: d('noEvents'),
      apiErrors: d('apiErrors'),
      noApiErrors: d('noApiErrors'),
    },
  };
}

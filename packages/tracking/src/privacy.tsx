// <Privacy />: the server half of consent, tracking and the staff debugger, mounted once in each app's root layout.
import { createI18n, resolveLanguage } from '@repo/i18n';
import { connection } from 'next/server';
import type { TrackedAccount } from './identity';
import { PrivacyClient } from './privacy-client';
import { trackingConfigFromEnv } from './privacy-env';
import type { PrivacyEnv } from './privacy-env';
import { buildPrivacyTexts } from './privacy-texts';
import type { PrivacyTexts } from './privacy-texts';

export interface PrivacyProps {
  /** The page language (cs, sk, en, de); texts follow it. */
  language: string;
  /**
   * The app's settings (its env.ts reader), called after connection() so tracking ids and stub URLs are the
   * running server's, never the build's.
   */
  env: () => PrivacyEnv;
  /** The partner brand shown in the debugger. */
  brand?: string;
  /**
   * The signed-in account when the server knows it. Client session code can instead mount <SessionTracking />
   * or call setTrackingAccount() from @repo/tracking/account-store.
   */
  account?: TrackedAccount | null;
  /**
   * The layout is only ever rendered by the running server (its pages are never prerendered at build, only
   * rendered on a first visit and then cached), so its settings are the server's without connection(), which
   * would make every page under it dynamic.
   */
  renderedOnDemand?: boolean;
}

// Texts depend only on the language, so each bundled language is looked up once per server process (keyed by the
// resolved language, so arbitrary requested codes cannot grow the map).
const textsByLanguage = new Map<string, { language: string; texts: PrivacyTexts }>();

function privacyTexts(requested: string): { language: string; texts: PrivacyTexts } {
  const language = resolveLanguage(requested);
  let entry = textsByLanguage.get(language);
  if (!entry) {
    // i18next stays on the server: the browser gets the resolved texts as props, not an i18n runtime.
    const i18n = createI18n({ lng: language });
    entry = {
      language: i18n.language,
      texts: buildPrivacyTexts(i18n.t.bind(i18n) as (key: string) => string),
    };
    textsByLanguage.set(language, entry);
  }
  return entry;
}

export async function Privacy({
  language,
  env: readEnv,
  brand = 'default',
  account,
  renderedOnDemand = false,
}: PrivacyProps) {
  if (!renderedOnDemand) await connection();
  const env = readEnv();
  const { language: resolvedLanguage, texts } = privacyTexts(language);
  return (
    <PrivacyClient
      tracking={trackingConfigFromEnv(env)}
      debug={{
        hotkey: env.DEBUG_HOTKEY,
        accountIds: env.DEBUG_ACCOUNT_IDS,
        staffEmailDomain: env.STAFF_EMAIL_DOMAIN,
      }}
      texts={texts}
      account={account}
      info={{ build: env.BUILD_ID ?? 'development', brand, locale: resolvedLanguage }}
    />
  );
}

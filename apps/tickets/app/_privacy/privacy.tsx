// <Privacy />: cookie banner and settings, tracking adapters and the staff debugger, configured from the server env.
import { createI18n, resolveLanguage } from '@repo/i18n';
import type { TrackedAccount } from '@repo/tracking/identity';
import { trackingConfigFromEnv } from '@repo/tracking/privacy-env';
import { buildPrivacyTexts, type PrivacyTexts } from '@repo/tracking/privacy-texts';
import { connection } from 'next/server';
import { privacyEnv } from './env';
import { PrivacyClient } from './privacy-client';

export interface PrivacyProps {
  /** The page language (cs, sk, en, de); texts follow it. */
  language: string;
  /** The partner brand shown in the debugger. */
  brand?: string;
  /**
   * The signed-in account when the server knows it. Client session code can instead call
   * setTrackingAccount() / useReportTrackingAccount() from @repo/tracking/account-store.
   */
  account?: TrackedAccount | null;
}

// Texts depend only on the language, so each bundled language is looked up once per server process (keyed by the
// resolved language, so arbitrary requested codes cannot grow the map).
const textsByLanguage = new Map<string, { language: string; texts: PrivacyTexts }>();

function privacyTexts(requested: string): { language: string; texts: PrivacyTexts } {
  const language = resolveLanguage(requested);
  let entry = textsByLanguage.get(language);
  if (!entry) {
    const i18n = createI18n({ lng: language });
    entry = {
      language: i18n.language,
      texts: buildPrivacyTexts(i18n.t.bind(i18n) as (key: string) => string),
    };
    textsByLanguage.set(language, entry);
  }
  return entry;
}

export async function Privacy({ language, brand = 'default', account }: PrivacyProps) {
  // Settings are read per running server, never baked in at build time.
  await connection();
  const env = privacyEnv();
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

// Root layout: page language from the language cookie, global styles, client providers and the top bar.
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { createI18n } from '@repo/i18n/create-i18n';
import { Privacy } from '@repo/tracking/privacy';
import { HydrationMark } from '@repo/ui/hydration-mark';
import { hubClientTexts, LANGUAGE_COOKIE, languageFromCookie } from '@/lib/language';
import { serverEnv } from '@/lib/server-env';
import { HUB_SESSION_MARKER_COOKIE } from '@/lib/session';
import { Header } from './_components/header';
import { Providers } from './_components/providers';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const language = languageFromCookie((await cookies()).get(LANGUAGE_COOKIE)?.value);
  const i18n = createI18n({ lng: language });
  return { title: i18n.t('main::hub.title'), description: i18n.t('main::hub.tagline') };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const language = languageFromCookie((await cookies()).get(LANGUAGE_COOKIE)?.value);
  const env = serverEnv();
  return (
    <html lang={language}>
      <body className="min-h-screen bg-surface text-ink">
        <Providers
          passBaseUrl={env.PASS_API_URL}
          agentVersion={env.AGENT_VERSION}
          language={language}
          texts={hubClientTexts(language)}
          markerCookieName={HUB_SESSION_MARKER_COOKIE}
        >
          <Header />
          {children}
        </Providers>
        <Privacy language={language} env={serverEnv} />
        <HydrationMark />
      </body>
    </html>
  );
}

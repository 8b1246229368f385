'use client';
// Client-side context of every hub page: query cache, pass API client, translations and the session.
import { createPassClient } from '@repo/api-client/pass-client';
import { parsePassClientConfig } from '@repo/api-client/config';
import { createPassQueries, createQueryClient } from '@repo/api-client/query-options';
import type { PassClient } from '@repo/api-client/pass-client';
import type { PassQueries } from '@repo/api-client/query-options';
import { SessionProvider } from '@repo/auth/session-provider';
import { sessionTokenStore } from '@repo/auth/token-store';
import { getLanguageByCode } from '@repo/enums/language';
import type { SupportedLanguage } from '@repo/i18n/languages';
import { createTranslator } from '@repo/i18n/translate';
import type { TextTree, Translate } from '@repo/i18n/translate';
import { SessionTracking } from '@repo/tracking/session-tracking';
import { QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';

interface PassContextValue {
  client: PassClient;
  queries: PassQueries;
  /** Where the pass is, for pictures it serves under relative paths (/pass/image/…). */
  passBaseUrl: string;
}

interface I18nContextValue {
  language: SupportedLanguage;
  t: Translate;
}

const PassContext = createContext<PassContextValue | null>(null);
const I18nContext = createContext<I18nContextValue | null>(null);

export interface ProvidersProps {
  children: ReactNode;
  /** The pass address, read on the server at request time and handed down (never inlined at build). */
  passBaseUrl: string;
  agentVersion: string;
  language: SupportedLanguage;
  /** The client texts of `language` only (lib/language.ts), picked on the server. */
  texts: TextTree;
  markerCookieName: string;
}

export function Providers({
  children,
  passBaseUrl,
  agentVersion,
  language,
  texts,
  markerCookieName,
}: ProvidersProps) {
  const [queryClient] = useState(() => createQueryClient());
  const pass = useMemo<PassContextValue>(() => {
    const client = createPassClient(
      parsePassClientConfig(
        {
          baseUrl: passBaseUrl,
          agentVersion,
          languageId: getLanguageByCode(language).id,
          getToken: sessionTokenStore.get,
        },
        'PASS_API_URL',
      ),
    );
    return { client, queries: createPassQueries(client), passBaseUrl };
  }, [passBaseUrl, agentVersion, language]);
  const i18n = useMemo<I18nContextValue>(
    () => ({ language, t: createTranslator(language, texts, texts, (message) => console.warn(message)) }),
    [language, texts],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <PassContext.Provider value={pass}>
        <I18nContext.Provider value={i18n}>
          <SessionProvider markerCookieName={markerCookieName}>
            <SessionTracking />
            {children}
          </SessionProvider>
        </I18nContext.Provider>
      </PassContext.Provider>
    </QueryClientProvider>
  );
}

/** The pass API client and its query factories; calls carry the signed-in account's token. */
export function usePass(): PassContextValue {
  const pass = useContext(PassContext);
  if (!pass) throw new Error('usePass() needs <Providers> above it');
  return pass;
}

/** The page language and its translate function. */
export function useT(): I18nContextValue {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useT() needs <Providers> above it');
  return i18n;
}

'use client';
// The account pages' texts (main::account of @repo/i18n) in the page language, and error-to-text mapping.
import { accountErrorKey } from '@repo/auth/error-text';
import { createTranslator } from '@repo/i18n/translate';
import type { TextTree, Translate } from '@repo/i18n/translate';
import { createContext, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';

interface AccountTexts {
  t: Translate;
  /** The text explaining a failed session or pass call. */
  errorText: (error: unknown) => string;
}

const AccountTextsContext = createContext<AccountTexts | null>(null);

const ACCOUNT_PREFIX = 'main::account.';

export function AccountTextsProvider({
  children,
  locale,
  texts,
  fallback,
}: {
  children: ReactNode;
  locale: string;
  texts: TextTree;
  fallback: TextTree;
}) {
  const value = useMemo<AccountTexts>(() => {
    const t = createTranslator(locale, texts, fallback, (message) => console.warn(message));
    return { t, errorText: (error) => t(accountErrorKey(error).slice(ACCOUNT_PREFIX.length)) };
  }, [locale, texts, fallback]);
  return <AccountTextsContext.Provider value={value}>{children}</AccountTextsContext.Provider>;
}

export function useAccountTexts(): AccountTexts {
  const value = useContext(AccountTextsContext);
  if (!value) throw new Error('useAccountTexts() must be used inside the account layout');
  return value;
}

// Titles of the account pages, from the account texts of the page language.
import { resources } from '@repo/i18n/resources';
import type { Metadata } from 'next';
import { getStorefront } from './storefront-context';

export type AccountArea =
  'signIn' | 'register' | 'verify' | 'forgot' | 'setPassword' | 'overview' | 'creditRefund';

/** `{ title }` of an account page; private pages are kept out of search engines. */
export async function accountMetadata(
  params: Promise<{ locale: string }>,
  area: AccountArea,
): Promise<Metadata> {
  const { locale } = await getStorefront((await params).locale);
  return { title: resources[locale].main.account[area].title, robots: { index: false } };
}

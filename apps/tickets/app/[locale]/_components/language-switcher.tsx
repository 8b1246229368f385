'use client';
// Language switcher: links to the same page in cs, sk, en and de; remembers the choice in a cookie first,
// so paths without a segment (home, the order page) keep the chosen language.
import { storefrontLocales } from '@repo/links/locale';
import { usePathname, useRouter } from 'next/navigation';
import type { MouseEvent } from 'react';
import { localizePath, rememberLocale, splitLocale } from '../../../lib/locale';
import type { StorefrontLocale } from '../../../lib/locale';

/** Each language's name in itself, so a visitor finds their own whatever the page language. */
const endonyms: Readonly<Record<StorefrontLocale, string>> = {
  cs: 'Čeština',
  sk: 'Slovenčina',
  en: 'English',
  de: 'Deutsch',
};

export function LanguageSwitcher({ current, label }: { current: StorefrontLocale; label: string }) {
  const pathname = usePathname();
  const router = useRouter();
  const { rest } = splitLocale(pathname);
  const choose = (event: MouseEvent<HTMLAnchorElement>, locale: StorefrontLocale) => {
    // The cookie must be written before the request leaves, so the click handler sets it itself; the
    // query (e.g. ?codes=) is kept.
    rememberLocale(locale);
    event.preventDefault();
    router.push(`${event.currentTarget.pathname}${window.location.search}`);
  };
  return (
    <nav aria-label={label}>
      <ul className="flex gap-1 text-sm">
        {storefrontLocales.map((locale) => (
          <li key={locale}>
            <a
              href={localizePath(rest, locale)}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              onClick={(event) => choose(event, locale)}
              className={
                locale === current
                  ? 'rounded-md bg-brand-700 px-2 py-1 font-semibold text-white'
                  : 'rounded-md px-2 py-1 text-brand-800 hover:bg-brand-50'
              }
            >
              <abbr title={endonyms[locale]} className="no-underline">
                {locale.toUpperCase()}
              </abbr>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

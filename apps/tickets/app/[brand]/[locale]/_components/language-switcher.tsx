'use client';
// Language switcher: links to the same page in cs, sk, en and de; remembers the choice in a cookie first,
// so paths without a segment (home, the order page) keep the chosen language. Phones get one compact select
// instead of four links, so the header fits 360 px with 44 px targets.
import { storefrontLocales } from '@repo/links/locale';
import { usePathname, useRouter } from 'next/navigation';
import type { ChangeEvent, MouseEvent } from 'react';
import { localizePath, rememberLocale, splitLocale } from '../../../../lib/locale';
import type { StorefrontLocale } from '../../../../lib/locale';

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
  const select = (event: ChangeEvent<HTMLSelectElement>) => {
    const locale = event.target.value as StorefrontLocale;
    rememberLocale(locale);
    router.push(`${localizePath(rest, locale)}${window.location.search}`);
  };
  return (
    <nav aria-label={label}>
      <select
        aria-label={label}
        value={current}
        onChange={select}
        className="min-h-11 rounded-md border border-brand-200 bg-white px-2 text-sm font-semibold text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700 sm:hidden"
      >
        {storefrontLocales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {locale.toUpperCase()}
          </option>
        ))}
      </select>
      <ul className="hidden gap-1 text-sm sm:flex">
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
                  ? 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md bg-brand-700 px-2 font-semibold text-white'
                  : 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 text-brand-800 hover:bg-brand-50'
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

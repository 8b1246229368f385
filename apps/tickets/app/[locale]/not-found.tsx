// The 404 page inside the storefront layout (unknown paths, events, organizers, tours and orders); a server
// component, so it adds no JavaScript. It gets no params: proxy.ts passes the locale in a request header.
import { homeLink } from '@repo/links/storefront-links';
import { Button } from '@repo/ui/button';
import { headers } from 'next/headers';
import { defaultStorefrontLocale, isStorefrontLocale, localeRequestHeader } from '../../lib/locale';
import { getStorefront } from '../../lib/storefront-context';

export default async function NotFound() {
  const requested = (await headers()).get(localeRequestHeader);
  const { t, locale } = await getStorefront(
    isStorefrontLocale(requested) ? requested : defaultStorefrontLocale,
  );
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <p className="text-5xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold">{t('notFound.title')}</h1>
      <p className="mt-2 text-muted">{t('notFound.text')}</p>
      <Button asChild className="mt-6">
        <a href={homeLink({ locale })}>{t('notFound.back')}</a>
      </Button>
    </section>
  );
}

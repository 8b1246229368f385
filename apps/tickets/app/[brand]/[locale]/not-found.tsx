'use client';
// The 404 page inside the storefront layout (unknown paths, events, organizers, tours and orders). Language and
// texts come from the layout's providers: reading the request here would make every page under the layout
// dynamic, the cached cart page included (the not-found boundary is part of each page's tree).
import { homeLink } from '@repo/links/storefront-links';
import { Button } from '@repo/ui/button';
import { useStorefront } from './_providers/storefront-context';

export default function NotFound() {
  const { t, locale } = useStorefront();
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

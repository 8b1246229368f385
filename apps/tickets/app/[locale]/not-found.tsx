'use client';
// The 404 page inside the storefront layout (unknown paths, events, organizers, tours and orders).
import { homeLink } from '@repo/links/storefront-links';
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
      <a
        href={homeLink({ locale })}
        className="mt-6 inline-block rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
      >
        {t('notFound.back')}
      </a>
    </section>
  );
}

'use client';
// Error page inside the storefront layout: says what happened in the page language and offers a retry.
import { useEffect } from 'react';
import { useT } from './_providers/storefront-context';

export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const t = useT();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section role="alert" className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-2xl font-semibold">{t('error.title')}</h1>
      <p className="mt-2 text-muted">{t('error.text')}</p>
      <button
        type="button"
        onClick={reset}
        className="mt-6 rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
      >
        {t('error.retry')}
      </button>
    </section>
  );
}

'use client';
// Error page inside the storefront layout: says what happened in the page language and offers a retry.
import { Button } from '@repo/ui/button';
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
      <Button onClick={reset} className="mt-6">
        {t('error.retry')}
      </Button>
    </section>
  );
}

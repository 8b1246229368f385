'use client';
// Loading state of client-side parts (availability, order status). Pages have no route-level loading.tsx:
// its Suspense boundary would send 200 before a page could answer 404 for an unknown event or order.
import { useT } from '../_providers/storefront-context';

export function LoadingState({ label }: { label?: string }) {
  const t = useT();
  return (
    <div role="status" aria-live="polite" className="flex items-center gap-3 py-6 text-muted">
      <span
        className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
        aria-hidden="true"
      />
      {label ?? t('site.loading')}
    </div>
  );
}

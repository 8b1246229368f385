// POST /api/catalogue-changed: the pass service says an organiser changed the catalogue, so the cached cart pages
// and the short catalogue cache of this process are stale. Needs the shared STOREFRONT_REVALIDATE_SECRET.
import { revalidatePath } from 'next/cache';
import { serverEnv } from '../../../lib/env';
import { clearCatalogueCache } from '../../../lib/pass-server';
import { revalidationAuthorized } from '../../../lib/revalidation-secret';

export const dynamic = 'force-dynamic';

export function POST(request: Request): Response {
  const secret = serverEnv().STOREFRONT_REVALIDATE_SECRET;
  // Without a secret the endpoint does not exist: pages then follow the pass within their revalidate seconds.
  if (!secret) return new Response(null, { status: 404 });
  if (!revalidationAuthorized(request.headers.get('authorization'), secret)) {
    return new Response(null, { status: 401 });
  }
  clearCatalogueCache();
  // Every cart page (all brands, languages and events): the next visit of each renders it again.
  revalidatePath('/[brand]/[locale]/event/[organizerSlug]/[eventSlug]/cart', 'page');
  return new Response(null, { status: 204 });
}

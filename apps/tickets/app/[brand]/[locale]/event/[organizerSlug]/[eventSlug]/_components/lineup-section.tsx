// The event's line-up: band and performer cards with photos, headliners marked, each with a favourite toggle.
import type { EventContent } from '../../../../../../../lib/event-page';
import type { StorefrontContext } from '../../../../../../../lib/storefront-context';
import { PassImage } from '../../../../_components/pass-image';
import { FavouriteToggle } from './favourite-toggle';
import { FavouritesNote } from './favourites-note';

interface Artist {
  id: string;
  name: string;
  detail: string | null;
  description: string | null;
  imageUrl: string | null;
  isMain: boolean;
}

export function LineupSection({
  content,
  eventId,
  pagePath,
  ctx,
}: {
  content: EventContent;
  eventId: string;
  pagePath: string;
  ctx: StorefrontContext;
}) {
  const { t } = ctx;
  const { bands, performers } = content;
  if (bands.length === 0 && performers.length === 0) return null;
  const groups = [
    {
      kind: 'band' as const,
      title: t('event.bands'),
      artists: bands.map((band) => ({
        id: band.bandId,
        name: band.name,
        detail: band.genre,
        description: band.descriptionPub,
        imageUrl: band.imageUrl,
        isMain: band.isMain,
      })),
    },
    {
      kind: 'performer' as const,
      title: t('event.performers'),
      artists: performers.map((performer) => ({
        id: performer.performerId,
        name: performer.name,
        detail: performer.rolePub,
        description: performer.descriptionPub,
        imageUrl: performer.imageUrl,
        isMain: performer.isMain,
      })),
    },
  ].filter((group) => group.artists.length > 0);

  return (
    <section aria-labelledby="lineup-heading" className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <h2 id="lineup-heading" className="text-xl font-semibold sm:text-2xl">
          {t('event.lineup')}
        </h2>
        <FavouritesNote pagePath={pagePath} />
      </div>
      {groups.map((group) => (
        <div key={group.kind} className="mt-5">
          <h3 className="text-sm font-semibold tracking-wide text-muted uppercase">{group.title}</h3>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {group.artists.map((artist) => (
              <li key={artist.id} data-testid={`lineup-${group.kind}`}>
                <ArtistCard artist={artist} kind={group.kind} eventId={eventId} ctx={ctx} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function ArtistCard({
  artist,
  kind,
  eventId,
  ctx,
}: {
  artist: Artist;
  kind: 'band' | 'performer';
  eventId: string;
  ctx: StorefrontContext;
}) {
  // A row with a small square photo on phones, a card with a wide photo from the small breakpoint up.
  return (
    <article className="flex h-full overflow-hidden rounded-xl border border-brand-100 bg-white sm:flex-col">
      <div className="relative aspect-square w-28 shrink-0 bg-gradient-to-br from-brand-200 via-brand-500 to-brand-900 sm:aspect-[4/3] sm:w-full">
        {artist.imageUrl ? (
          <PassImage
            src={artist.imageUrl}
            alt=""
            fill
            sizes="(min-width: 1280px) 240px, (min-width: 640px) 45vw, 112px"
            className="object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="absolute inset-0 flex items-center justify-center text-3xl font-bold text-white/90 sm:text-4xl"
          >
            {initials(artist.name)}
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col items-start gap-1 p-3">
        {artist.isMain ? (
          <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
            {ctx.t('event.headliner')}
          </span>
        ) : null}
        <h4 className="font-semibold break-words text-brand-950">{artist.name}</h4>
        {artist.detail ? <p className="text-sm text-muted">{artist.detail}</p> : null}
        {artist.description ? (
          <p className="line-clamp-2 text-sm text-muted sm:line-clamp-3">{artist.description}</p>
        ) : null}
        <div className="mt-auto pt-1">
          <FavouriteToggle kind={kind} id={artist.id} name={artist.name} eventId={eventId} />
        </div>
      </div>
    </article>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

'use client';
// The heart button of a band or performer on the event page: pressed when it is among the signed-in visitor's
// favourites; shown only to signed-in visitors (the line-up offers the others a sign-in).
import { useSession } from '@repo/auth/session-provider';
import { Button } from '@repo/ui/button';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStorefront } from '../../../../_providers/storefront-context';
import { HeartIcon } from './event-icons';

export interface FavouriteToggleProps {
  kind: 'band' | 'performer';
  id: string;
  name: string;
  eventId: string;
}

export function FavouriteToggle(props: FavouriteToggleProps) {
  // Most visitors of a line-up are not signed in: for them no query or mutation observer is set up per artist
  // (a festival's line-up has dozens, and their effects ran in the page's hydration task).
  return useSession().status === 'authenticated' ? <SignedInFavouriteToggle {...props} /> : null;
}

function SignedInFavouriteToggle({ kind, id, name, eventId }: FavouriteToggleProps) {
  const { t, passQueries, loadPass } = useStorefront();
  const queryClient = useQueryClient();
  const input = { params: { eventId } };
  // Every toggle of the page shares these two queries (same keys), so the page asks the pass once per kind.
  const bands = useQuery({ ...passQueries.bandFavoritesByEvent(input), enabled: kind === 'band' });
  const performers = useQuery({
    ...passQueries.performerFavoritesByEvent(input),
    enabled: kind === 'performer',
  });
  const favouriteIds =
    kind === 'band'
      ? bands.data?.bands.map((band) => band.bandId)
      : performers.data?.performers.map((performer) => performer.performerId);
  const pressed = favouriteIds?.includes(id) ?? false;

  const toggle = useMutation({
    mutationFn: async (favourite: boolean) => {
      const { pass } = await loadPass();
      if (kind === 'band') {
        return favourite
          ? pass.bandFavoriteAdd({ body: { bandId: id } })
          : pass.bandFavoriteRemove({ query: { bandId: id } });
      }
      return favourite
        ? pass.performerFavoriteAdd({ body: { performerId: id } })
        : pass.performerFavoriteRemove({ query: { performerId: id } });
    },
    // The button changes once the pass's list says so; the account page's lists are refreshed with it.
    onSuccess: () =>
      Promise.all(
        (kind === 'band'
          ? [passQueries.bandFavoritesByEvent(input), passQueries.bandFavorites()]
          : [passQueries.performerFavoritesByEvent(input), passQueries.performerFavorites()]
        ).map((query) => queryClient.invalidateQueries({ queryKey: query.queryKey })),
      ),
  });

  if (favouriteIds === undefined) return null;
  const busy = toggle.isPending;
  return (
    <div className="flex flex-col items-start gap-1">
      <Button
        variant={pressed ? 'primary' : 'outlined'}
        size="sm"
        className="min-h-11"
        aria-pressed={pressed}
        aria-label={t('event.favourites.toggleLabel', { name })}
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) toggle.mutate(!pressed);
        }}
      >
        <HeartIcon filled={pressed} className="size-4" />
        {t('event.favourites.toggle')}
      </Button>
      {toggle.isError ? (
        <p role="alert" className="text-xs text-red-800">
          {t('event.favourites.failed')}
        </p>
      ) : null}
    </div>
  );
}

'use client';
// Favourite bands and performers, each removable.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@repo/ui/button';
import { usePass, useStorefront } from '../../_providers/storefront-context';
import { useAccountTexts } from './account-texts';
import { Section } from './section';

interface Favourite {
  id: string;
  name: string;
}

export function FavouritesSection() {
  const { t } = useAccountTexts();
  const { passQueries } = useStorefront();
  const { pass } = usePass();
  const queryClient = useQueryClient();
  const bands = useQuery(passQueries.bandFavorites());
  const performers = useQuery(passQueries.performerFavorites());
  const removeBand = useMutation({
    mutationFn: (bandId: string) => pass.bandFavoriteRemove({ query: { bandId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passQueries.bandFavorites().queryKey }),
  });
  const removePerformer = useMutation({
    mutationFn: (performerId: string) => pass.performerFavoriteRemove({ query: { performerId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passQueries.performerFavorites().queryKey }),
  });

  return (
    <Section title={t('overview.favourites')}>
      <div className="grid gap-6 sm:grid-cols-2">
        <FavouriteList
          title={t('overview.favouriteBands')}
          items={bands.data?.bands.map((band) => ({ id: band.bandId, name: band.name }))}
          onRemove={(id) => removeBand.mutate(id)}
        />
        <FavouriteList
          title={t('overview.favouritePerformers')}
          items={performers.data?.performers.map((performer) => ({
            id: performer.performerId,
            name: performer.name,
          }))}
          onRemove={(id) => removePerformer.mutate(id)}
        />
      </div>
    </Section>
  );
}

function FavouriteList({
  title,
  items,
  onRemove,
}: {
  title: string;
  items: Favourite[] | undefined;
  onRemove: (id: string) => void;
}) {
  const { t } = useAccountTexts();
  return (
    <div className="grid gap-2">
      <h3 className="font-medium">{title}</h3>
      {items === undefined ? (
        <p className="text-sm text-muted">{t('loading')}</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted">{t('overview.noFavourites')}</p>
      ) : (
        <ul className="grid gap-1">
          {items.map((item) => (
            <li key={item.id} className="flex items-center justify-between gap-2">
              <span>{item.name}</span>
              <Button variant="ghost" size="xs" onClick={() => onRemove(item.id)}>
                {t('overview.remove', { name: item.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

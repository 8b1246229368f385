'use client';
// The event's programme as the hub holds it: the query, and a way to put a write's answer in its place.
import type { HubProgramme } from '@repo/contract/hub-programme';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePass } from '@/app/_components/providers';
import { useSignedIn } from '../../_components/use-signed-in';

export function useProgramme(eventId: string) {
  const { queries } = usePass();
  const queryClient = useQueryClient();
  const query = queries.hubProgramme({ params: { eventId } });
  const programme = useQuery({ ...query, enabled: useSignedIn() });
  /** Every programme write answers with the whole programme, so no refetch is needed. */
  const replace = (next: HubProgramme) =>
    queryClient.setQueryData(query.queryKey, { errorText: 'OK' as const, programme: next });
  return { programme, replace };
}

/** The artist's name as lists show it, with what the artist is. */
export function artistName(programme: HubProgramme, kind: string, artistId: string): string {
  return (
    programme.artists.find((artist) => artist.kind === kind && artist.artistId === artistId)?.name ?? '—'
  );
}

'use client';
// An event's programme: entries by day with their stage, times and artists; the stages; the line-up; and the
// organiser's artists with their photos.
import type { HubArtist, HubProgramme } from '@repo/contract/hub-programme';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { Card, CardDescription, CardHeader } from '@repo/ui/card';
import { useState } from 'react';
import { ConfirmDialog } from '@/app/_components/confirm-dialog';
import { ImagePicker } from '@/app/_components/image-picker';
import { Badge, EmptyState, FailureState, LoadingState } from '@/app/_components/page-states';
import { usePass, useT } from '@/app/_components/providers';
import { useFormatters } from '@/app/_components/use-formatters';
import { CatalogueFrame } from '../../_components/catalogue-frame';
import { ArtistDialog } from './artist-dialog';
import { EntryDialog } from './entry-dialog';
import { LineUpCard } from './line-up-card';
import { StageDialog } from './stage-dialog';
import { artistName, useProgramme } from './use-programme';

export function ProgrammePage({ eventId }: { eventId: string }) {
  const { t } = useT();
  const { programme } = useProgramme(eventId);
  const [notice, setNotice] = useState<string | null>(null);
  const text = (key: string, values?: Record<string, string | number>) =>
    t(`main::hubPages.catalogue.programme.${key}`, values);
  const saved = (name: string) => setNotice(text('saved', { name }));
  const data = programme.data?.programme;

  return (
    <CatalogueFrame eventId={eventId} current="programme" event={data?.event}>
      {programme.isPending ? (
        <LoadingState />
      ) : programme.isError || !data ? (
        <FailureState error={programme.error} onRetry={() => void programme.refetch()} />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="grid min-w-0 gap-4">
            <div aria-live="polite" className="empty:hidden">
              {notice ? <Alert variant="success">{notice}</Alert> : null}
            </div>
            <EntriesCard programme={data} onSaved={saved} />
            <StagesCard programme={data} onSaved={saved} />
          </div>
          <div className="grid min-w-0 gap-4">
            <LineUpCard programme={data} />
            <ArtistsCard programme={data} onSaved={saved} />
          </div>
        </div>
      )}
    </CatalogueFrame>
  );
}

function EntriesCard({ programme, onSaved }: { programme: HubProgramme; onSaved: (name: string) => void }) {
  const { t } = useT();
  const { client } = usePass();
  const { replace } = useProgramme(programme.event.eventId);
  const formatters = useFormatters();
  const text = (key: string, values?: Record<string, string>) =>
    t(`main::hubPages.catalogue.programme.${key}`, values);
  const days = [...new Set(programme.entries.map((entry) => entry.startsAt.slice(0, 10)))];
  const stageName = (stageId: string) =>
    programme.stages.find((stage) => stage.stageId === stageId)?.namePub ?? '—';

  return (
    <Card className="gap-2 p-4 sm:p-6">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 className="text-lg leading-tight font-semibold">{text('entries')}</h2>
          <CardDescription>{text('entriesIntro', { zone: programme.event.timeZone })}</CardDescription>
        </div>
        {programme.stages.length === 0 ? null : (
          <EntryDialog
            programme={programme}
            onSaved={onSaved}
            trigger={<Button>{text('addEntry')}</Button>}
          />
        )}
      </CardHeader>
      {programme.stages.length === 0 ? (
        <EmptyState>{text('stageFirst')}</EmptyState>
      ) : programme.entries.length === 0 ? (
        <EmptyState>{text('entriesEmpty')}</EmptyState>
      ) : (
        days.map((day) => (
          <section key={day} className="grid gap-1" aria-labelledby={`day-${day}`}>
            <h3 id={`day-${day}`} className="pt-2 text-sm font-semibold text-brand-900">
              {formatters.day(`${day}T00:00:00Z`)}
            </h3>
            <ul className="divide-y divide-brand-100">
              {programme.entries
                .filter((entry) => entry.startsAt.startsWith(day))
                .map((entry) => (
                  <li key={entry.entryId} className="grid gap-2 py-3" data-testid="programme-entry">
                    <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                      <span className="font-mono text-sm tabular-nums">
                        {entry.startsAt.slice(11)}–{entry.endsAt.slice(11)}
                        {entry.endsAt.slice(0, 10) === day ? '' : ' (+1)'}
                      </span>
                      <span className="font-medium break-words">{entry.namePub}</span>
                      <Badge tone="brand">{stageName(entry.stageId)}</Badge>
                    </div>
                    {entry.artists.length === 0 ? null : (
                      <p className="text-sm text-muted">
                        {entry.artists
                          .map((artist) => artistName(programme, artist.kind, artist.artistId))
                          .join(', ')}
                      </p>
                    )}
                    <div className="flex flex-wrap gap-2">
                      <EntryDialog
                        programme={programme}
                        entry={entry}
                        onSaved={onSaved}
                        trigger={
                          <Button
                            variant="outlined"
                            size="sm"
                            aria-label={text('editNamed', { name: entry.namePub })}
                          >
                            {text('edit')}
                          </Button>
                        }
                      />
                      <ConfirmDialog
                        trigger={
                          <Button
                            variant="outlined"
                            size="sm"
                            aria-label={text('removeNamed', { name: entry.namePub })}
                          >
                            {text('remove')}
                          </Button>
                        }
                        title={text('entryRemoveTitle', { name: entry.namePub })}
                        description={text('entryRemoveText')}
                        confirmLabel={text('remove')}
                        onConfirm={async () =>
                          replace(
                            (
                              await client.hubProgrammeEntryDelete({
                                params: { eventId: programme.event.eventId, entryId: entry.entryId },
                              })
                            ).programme,
                          )
                        }
                      />
                    </div>
                  </li>
                ))}
            </ul>
          </section>
        ))
      )}
    </Card>
  );
}

function StagesCard({ programme, onSaved }: { programme: HubProgramme; onSaved: (name: string) => void }) {
  const { t } = useT();
  const { client } = usePass();
  const eventId = programme.event.eventId;
  const { replace } = useProgramme(eventId);
  const text = (key: string, values?: Record<string, string | number>) =>
    t(`main::hubPages.catalogue.programme.${key}`, values);
  return (
    <Card className="gap-3 p-4 sm:p-6">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 className="text-lg leading-tight font-semibold">{text('stages')}</h2>
          <CardDescription>{text('stagesIntro')}</CardDescription>
        </div>
        <StageDialog
          eventId={eventId}
          onSaved={onSaved}
          trigger={<Button variant="secondary">{text('addStage')}</Button>}
        />
      </CardHeader>
      {programme.stages.length === 0 ? (
        <EmptyState>{text('stagesEmpty')}</EmptyState>
      ) : (
        <ul className="grid gap-2">
          {programme.stages.map((stage) => (
            <li
              key={stage.stageId}
              className="flex flex-wrap items-center gap-2 rounded-lg border border-brand-100 px-3 py-2"
              data-testid="stage"
            >
              <span className="me-auto font-medium break-words">{stage.namePub}</span>
              <span className="text-sm text-muted">{text('entryCount', { count: stage.entryCount })}</span>
              <StageDialog
                eventId={eventId}
                stage={stage}
                onSaved={onSaved}
                trigger={
                  <Button
                    variant="outlined"
                    size="sm"
                    aria-label={text('editNamed', { name: stage.namePub })}
                  >
                    {text('edit')}
                  </Button>
                }
              />
              <ConfirmDialog
                trigger={
                  <Button
                    variant="outlined"
                    size="sm"
                    aria-label={text('removeNamed', { name: stage.namePub })}
                  >
                    {text('remove')}
                  </Button>
                }
                title={text('stageRemoveTitle', { name: stage.namePub })}
                description={text('stageRemoveText')}
                confirmLabel={text('remove')}
                onConfirm={async () =>
                  replace(
                    (await client.hubStageDelete({ params: { eventId, stageId: stage.stageId } })).programme,
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function ArtistsCard({ programme, onSaved }: { programme: HubProgramme; onSaved: (name: string) => void }) {
  const { t } = useT();
  const eventId = programme.event.eventId;
  const text = (key: string, values?: Record<string, string>) =>
    t(`main::hubPages.catalogue.programme.${key}`, values);
  return (
    <Card className="gap-3 p-4 sm:p-6">
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{text('artists')}</h2>
        <CardDescription>{text('artistsIntro')}</CardDescription>
      </CardHeader>
      {programme.artists.length === 0 ? (
        <EmptyState>{text('artistsEmpty')}</EmptyState>
      ) : (
        <ul className="grid gap-2">
          {programme.artists.map((artist) => (
            <ArtistRow
              key={`${artist.kind}:${artist.artistId}`}
              artist={artist}
              eventId={eventId}
              onSaved={onSaved}
            />
          ))}
        </ul>
      )}
      <ArtistDialog
        eventId={eventId}
        onSaved={onSaved}
        trigger={
          <Button variant="secondary" className="justify-self-start">
            {text('addArtist')}
          </Button>
        }
      />
    </Card>
  );
}

function ArtistRow({
  artist,
  eventId,
  onSaved,
}: {
  artist: HubArtist;
  eventId: string;
  onSaved: (name: string) => void;
}) {
  const { t } = useT();
  const { client, passBaseUrl } = usePass();
  const { replace } = useProgramme(eventId);
  const text = (key: string, values?: Record<string, string>) =>
    t(`main::hubPages.catalogue.programme.${key}`, values);
  const src = artist.imageUrl?.startsWith('/') ? `${passBaseUrl}${artist.imageUrl}` : artist.imageUrl;
  return (
    <li className="grid gap-2 rounded-lg border border-brand-100 p-3" data-testid="artist">
      <div className="flex items-center gap-3">
        <div className="grid size-12 shrink-0 place-items-center overflow-hidden rounded-lg bg-brand-100 text-sm font-semibold text-brand-900">
          {src ? (
            // eslint-disable-next-line @next/next/no-img-element -- a pass picture, already in the right size
            <img src={src} alt="" className="size-full object-cover" />
          ) : (
            artist.name.slice(0, 2).toUpperCase()
          )}
        </div>
        <div className="grid min-w-0 gap-0.5">
          <span className="font-medium break-words">{artist.name}</span>
          <span className="text-xs text-muted">
            {text(`kinds.${artist.kind}`)}
            {artist.editable ? '' : ` · ${text('shared')}`}
          </span>
        </div>
      </div>
      {artist.editable ? (
        <>
          <ArtistDialog
            eventId={eventId}
            artist={artist}
            onSaved={onSaved}
            trigger={
              <Button
                variant="outlined"
                size="sm"
                className="justify-self-start"
                aria-label={text('editNamed', { name: artist.name })}
              >
                {text('edit')}
              </Button>
            }
          />
          <ImagePicker
            label={text('photo', { name: artist.name })}
            onPicked={async (imageBase64) => {
              const answer = await client.hubArtistImageUpload({
                params: { eventId, kind: artist.kind, artistId: artist.artistId },
                body: { imageBase64 },
              });
              replace(answer.programme);
              onSaved(artist.name);
            }}
          />
        </>
      ) : null}
    </li>
  );
}

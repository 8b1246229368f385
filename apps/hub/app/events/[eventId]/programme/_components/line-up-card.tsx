'use client';
// The event's line-up: artists in display order, headliners marked; moved up and down, added and removed with
// buttons (keyboard and touch alike). Each change is saved at once.
import type { HubProgramme } from '@repo/contract/hub-programme';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { Card, CardDescription, CardHeader } from '@repo/ui/card';
import { FormField } from '@repo/ui/field';
import { useState } from 'react';
import { EmptyState } from '@/app/_components/page-states';
import { NativeSelect } from '@/app/_components/native-select';
import { usePass, useT } from '@/app/_components/providers';
import { passErrorKey } from '@/lib/pass-error-text';
import { artistName, useProgramme } from './use-programme';

type LineUp = HubProgramme['lineUp'];

export function LineUpCard({ programme }: { programme: HubProgramme }) {
  const { t } = useT();
  const { client } = usePass();
  const eventId = programme.event.eventId;
  const { replace } = useProgramme(eventId);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [chosen, setChosen] = useState('');
  // Shown while a change is saved, so a ticked box or a moved artist answers at once; the pass's answer (or,
  // after a failure, the last saved line-up) replaces it.
  const [optimistic, setOptimistic] = useState<LineUp | null>(null);
  const text = (key: string, vars?: Record<string, string>) =>
    t(`main::hubPages.catalogue.programme.${key}`, vars);
  const lineUp = optimistic ?? programme.lineUp;
  const available = programme.artists.filter(
    (artist) => !lineUp.some((row) => row.kind === artist.kind && row.artistId === artist.artistId),
  );

  async function save(next: LineUp) {
    setPending(true);
    setFailure(null);
    setOptimistic(next);
    try {
      replace((await client.hubLineUpUpdate({ params: { eventId }, body: { artists: next } })).programme);
    } catch (caught) {
      setFailure(caught);
    } finally {
      setOptimistic(null);
      setPending(false);
    }
  }

  function move(index: number, by: -1 | 1) {
    const next = [...lineUp];
    const [row] = next.splice(index, 1);
    if (!row) return;
    next.splice(index + by, 0, row);
    void save(next);
  }

  return (
    <Card className="gap-3 p-4 sm:p-6">
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">{text('lineUp')}</h2>
        <CardDescription>{text('lineUpIntro')}</CardDescription>
      </CardHeader>
      {failure ? <Alert variant="error">{t(passErrorKey(failure))}</Alert> : null}
      {lineUp.length === 0 ? (
        <EmptyState>{text('lineUpEmpty')}</EmptyState>
      ) : (
        <ol className="grid gap-2" aria-busy={pending}>
          {lineUp.map((row, index) => {
            const name = artistName(programme, row.kind, row.artistId);
            return (
              <li
                key={`${row.kind}:${row.artistId}`}
                className="grid gap-2 rounded-lg border border-brand-100 px-3 py-2"
                data-testid="line-up-artist"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-x-2">
                  <span className="font-medium break-words">{name}</span>
                  <span className="text-xs text-muted">{text(`kinds.${row.kind}`)}</span>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <label className="me-auto flex min-h-9 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-700"
                      checked={row.isMain}
                      disabled={pending}
                      onChange={(event) =>
                        void save(
                          lineUp.map((other, at) =>
                            at === index ? { ...other, isMain: event.target.checked } : other,
                          ),
                        )
                      }
                    />
                    {text('headliner')}
                  </label>
                  <Button
                    variant="outlined"
                    size="sm"
                    disabled={pending || index === 0}
                    aria-label={text('moveUp', { name })}
                    onClick={() => move(index, -1)}
                  >
                    ↑
                  </Button>
                  <Button
                    variant="outlined"
                    size="sm"
                    disabled={pending || index === lineUp.length - 1}
                    aria-label={text('moveDown', { name })}
                    onClick={() => move(index, 1)}
                  >
                    ↓
                  </Button>
                  <Button
                    variant="outlined"
                    size="sm"
                    disabled={pending}
                    aria-label={text('removeNamed', { name })}
                    onClick={() => void save(lineUp.filter((_, at) => at !== index))}
                  >
                    {text('remove')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {available.length === 0 ? null : (
        <form
          className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            const artist = available.find((entry) => `${entry.kind}:${entry.artistId}` === chosen);
            if (!artist) return;
            setChosen('');
            void save([...lineUp, { kind: artist.kind, artistId: artist.artistId, isMain: false }]);
          }}
        >
          <FormField label={text('addToLineUp')}>
            <NativeSelect
              value={chosen}
              disabled={pending}
              onChange={(event) => setChosen(event.target.value)}
            >
              <option value="">{text('chooseArtist')}</option>
              {available.map((artist) => (
                <option key={`${artist.kind}:${artist.artistId}`} value={`${artist.kind}:${artist.artistId}`}>
                  {artist.name} ({text(`kinds.${artist.kind}`)})
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <Button type="submit" variant="secondary" disabled={pending || chosen === ''}>
            {text('add')}
          </Button>
        </form>
      )}
    </Card>
  );
}

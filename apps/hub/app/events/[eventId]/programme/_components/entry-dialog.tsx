'use client';
// Adding or changing a programme entry: its stage, name in four languages, start and end as wall time of the
// event's zone, and the artists who play it.
import { programmeEntryBody } from '@repo/contract/hub-programme';
import type { ArtistRef, HubProgramme, HubProgrammeEntry } from '@repo/contract/hub-programme';
import { FormField } from '@repo/ui/field';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { NativeSelect } from '@/app/_components/native-select';
import { usePass, useT } from '@/app/_components/providers';
import { CheckField } from '../../_components/check-field';
import { FormDialog } from '../../_components/form-dialog';
import { TextField } from '../../_components/text-field';
import { TranslatedFields } from '../../_components/translated-fields';
import type { TranslatedValues } from '../../_components/translated-fields';
import { useCheckedSave } from '../../_components/use-checked-save';
import { useProgramme } from './use-programme';

interface EntryForm {
  stageId: string;
  name: TranslatedValues;
  startsAt: string;
  endsAt: string;
  artists: ArtistRef[];
}

function formOf(programme: HubProgramme, entry: HubProgrammeEntry | undefined): EntryForm {
  return {
    stageId: entry?.stageId ?? programme.stages[0]?.stageId ?? '',
    name: {
      cs: entry?.name.cs ?? '',
      sk: entry?.name.sk ?? '',
      en: entry?.name.en ?? '',
      de: entry?.name.de ?? '',
    },
    startsAt: entry?.startsAt ?? '',
    endsAt: entry?.endsAt ?? '',
    artists: entry?.artists ?? [],
  };
}

const sameArtist = (a: ArtistRef, b: ArtistRef) => a.kind === b.kind && a.artistId === b.artistId;

export function EntryDialog({
  programme,
  entry,
  trigger,
  onSaved,
}: {
  programme: HubProgramme;
  entry?: HubProgrammeEntry;
  trigger: ReactElement;
  onSaved: (name: string) => void;
}) {
  const { t } = useT();
  const { client } = usePass();
  const eventId = programme.event.eventId;
  const { replace } = useProgramme(eventId);
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(() => formOf(programme, entry));
  const form = useCheckedSave({
    schema: programmeEntryBody,
    fieldOf: (path) => (path.startsWith('artists') ? 'artists' : path),
    save: async (body) => {
      const answer = entry
        ? await client.hubProgrammeEntryUpdate({ params: { eventId, entryId: entry.entryId }, body })
        : await client.hubProgrammeEntryCreate({ params: { eventId }, body });
      replace(answer.programme);
    },
  });
  const text = (key: string, vars?: Record<string, string>) =>
    t(`main::hubPages.catalogue.programme.${key}`, vars);
  const set = (patch: Partial<EntryForm>) => setValues((current) => ({ ...current, ...patch }));

  return (
    <FormDialog
      wide
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setValues(formOf(programme, entry));
          form.reset();
        }
      }}
      trigger={trigger}
      title={entry ? text('entryEditTitle', { name: entry.namePub }) : text('entryAddTitle')}
      description={text('entryIntro', { zone: programme.event.timeZone })}
      pending={form.pending}
      failure={form.failure}
      submitLabel={text('save')}
      onSubmit={(element) =>
        void form.submit({ ...values, description: entry?.description ?? null }, element).then((saved) => {
          if (!saved) return;
          setOpen(false);
          onSaved(values.name.cs.trim());
        })
      }
    >
      <FormField
        label={text('stage')}
        required
        error={form.failed('stageId') ? text('errors.stageId') : undefined}
      >
        <NativeSelect
          data-field="stageId"
          value={values.stageId}
          disabled={form.pending}
          onChange={(event) => set({ stageId: event.target.value })}
        >
          {programme.stages.map((stage) => (
            <option key={stage.stageId} value={stage.stageId}>
              {stage.namePub}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <TranslatedFields
        label={text('entryName')}
        values={values.name}
        disabled={form.pending}
        error={form.failed('name.cs') ? text('errors.name') : undefined}
        onChange={(name) => set({ name })}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          type="datetime-local"
          label={text('startsAt')}
          required
          data-field="startsAt"
          error={form.failed('startsAt') ? text('errors.startsAt') : undefined}
          value={values.startsAt}
          disabled={form.pending}
          onChange={(startsAt) => set({ startsAt })}
        />
        <TextField
          type="datetime-local"
          label={text('endsAt')}
          required
          data-field="endsAt"
          error={form.failed('endsAt') ? text('errors.endsAt') : undefined}
          value={values.endsAt}
          disabled={form.pending}
          onChange={(endsAt) => set({ endsAt })}
        />
      </div>
      <fieldset className="grid gap-1" data-field="artists">
        <legend className="mb-1 text-sm font-medium">{text('entryArtists')}</legend>
        {programme.artists.length === 0 ? (
          <p className="text-sm text-muted">{text('noArtistsYet')}</p>
        ) : (
          <div className="grid max-h-56 gap-x-4 overflow-y-auto rounded-lg border border-brand-100 px-3 py-1 sm:grid-cols-2">
            {programme.artists.map((artist) => {
              const ref = { kind: artist.kind, artistId: artist.artistId };
              const checked = values.artists.some((chosen) => sameArtist(chosen, ref));
              return (
                <CheckField
                  key={`${artist.kind}:${artist.artistId}`}
                  label={artist.name}
                  hint={text(`kinds.${artist.kind}`)}
                  checked={checked}
                  disabled={form.pending}
                  onChange={(on) =>
                    set({
                      artists: on
                        ? [...values.artists, ref]
                        : values.artists.filter((chosen) => !sameArtist(chosen, ref)),
                    })
                  }
                />
              );
            })}
          </div>
        )}
        {form.failed('artists') ? <p className="text-sm text-red-700">{text('errors.artists')}</p> : null}
      </fieldset>
    </FormDialog>
  );
}

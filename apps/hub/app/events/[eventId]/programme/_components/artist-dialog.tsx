'use client';
// Adding or changing one of the organiser's artists: a band (with its genre) or a performer (with what they do),
// and the profile text the line-up shows, in four languages.
import { artistBody } from '@repo/contract/hub-programme';
import type { ArtistKind, HubArtist } from '@repo/contract/hub-programme';
import { FormField } from '@repo/ui/field';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { NativeSelect } from '@/app/_components/native-select';
import { usePass, useT } from '@/app/_components/providers';
import { FormDialog } from '../../_components/form-dialog';
import { TextField } from '../../_components/text-field';
import { TranslatedFields } from '../../_components/translated-fields';
import type { TranslatedValues } from '../../_components/translated-fields';
import { useCheckedSave } from '../../_components/use-checked-save';
import { useProgramme } from './use-programme';

function valuesOf(text: HubArtist['role']): TranslatedValues {
  return { cs: text?.cs ?? '', sk: text?.sk ?? '', en: text?.en ?? '', de: text?.de ?? '' };
}

/** A translated text the form may leave empty: all four empty means none. */
function optional(values: TranslatedValues): TranslatedValues | null {
  return Object.values(values).every((value) => value.trim() === '') ? null : values;
}

export function ArtistDialog({
  eventId,
  artist,
  trigger,
  onSaved,
}: {
  eventId: string;
  artist?: HubArtist;
  trigger: ReactElement;
  onSaved: (name: string) => void;
}) {
  const { t } = useT();
  const { client } = usePass();
  const { replace } = useProgramme(eventId);
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<ArtistKind>(artist?.kind ?? 'band');
  const [name, setName] = useState(artist?.name ?? '');
  const [genre, setGenre] = useState(artist?.genre ?? '');
  const [role, setRole] = useState(valuesOf(artist?.role ?? null));
  const [description, setDescription] = useState(valuesOf(artist?.description ?? null));
  const form = useCheckedSave({
    schema: artistBody,
    save: async (body) => {
      const answer = artist
        ? await client.hubArtistUpdate({
            params: { eventId, kind: artist.kind, artistId: artist.artistId },
            body: { name: body.name, genre: body.genre, role: body.role, description: body.description },
          })
        : await client.hubArtistCreate({ params: { eventId }, body });
      replace(answer.programme);
    },
  });
  const text = (key: string, vars?: Record<string, string>) =>
    t(`main::hubPages.catalogue.programme.${key}`, vars);

  return (
    <FormDialog
      wide
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setKind(artist?.kind ?? 'band');
          setName(artist?.name ?? '');
          setGenre(artist?.genre ?? '');
          setRole(valuesOf(artist?.role ?? null));
          setDescription(valuesOf(artist?.description ?? null));
          form.reset();
        }
      }}
      trigger={trigger}
      title={artist ? text('artistEditTitle', { name: artist.name }) : text('artistAddTitle')}
      description={text('artistIntro')}
      pending={form.pending}
      failure={form.failure}
      submitLabel={text('save')}
      onSubmit={(element) =>
        void form
          .submit(
            {
              kind,
              name,
              genre: kind === 'band' ? genre : null,
              role: kind === 'performer' ? optional(role) : null,
              description: optional(description),
            },
            element,
          )
          .then((saved) => {
            if (!saved) return;
            setOpen(false);
            onSaved(name.trim());
          })
      }
    >
      {artist ? null : (
        <FormField label={text('artistKind')} required>
          <NativeSelect
            value={kind}
            disabled={form.pending}
            onChange={(event) => setKind(event.target.value as ArtistKind)}
          >
            <option value="band">{text('kinds.band')}</option>
            <option value="performer">{text('kinds.performer')}</option>
          </NativeSelect>
        </FormField>
      )}
      <TextField
        label={text('artistName')}
        required
        maxLength={120}
        data-field="name"
        error={form.failed('name') ? text('errors.artistName') : undefined}
        value={name}
        disabled={form.pending}
        onChange={setName}
      />
      {kind === 'band' ? (
        <TextField
          label={text('genre')}
          hint={text('genreHint')}
          maxLength={60}
          data-field="genre"
          value={genre}
          disabled={form.pending}
          onChange={setGenre}
        />
      ) : (
        <TranslatedFields
          label={text('role')}
          field="role"
          maxLength={80}
          values={role}
          disabled={form.pending}
          error={form.failed('role.cs') ? text('errors.translatedCs') : undefined}
          onChange={setRole}
        />
      )}
      <TranslatedFields
        label={text('description')}
        field="description"
        maxLength={2000}
        values={description}
        disabled={form.pending}
        error={form.failed('description.cs') ? text('errors.translatedCs') : undefined}
        onChange={setDescription}
      />
    </FormDialog>
  );
}

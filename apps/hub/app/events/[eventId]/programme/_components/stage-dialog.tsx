'use client';
// Adding or renaming a stage, its name in four languages.
import { stageBody } from '@repo/contract/hub-programme';
import type { HubStage } from '@repo/contract/hub-programme';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { usePass, useT } from '@/app/_components/providers';
import { FormDialog } from '../../_components/form-dialog';
import { TranslatedFields } from '../../_components/translated-fields';
import type { TranslatedValues } from '../../_components/translated-fields';
import { useCheckedSave } from '../../_components/use-checked-save';
import { useProgramme } from './use-programme';

function namesOf(stage: HubStage | undefined): TranslatedValues {
  return {
    cs: stage?.name.cs ?? '',
    sk: stage?.name.sk ?? '',
    en: stage?.name.en ?? '',
    de: stage?.name.de ?? '',
  };
}

export function StageDialog({
  eventId,
  stage,
  trigger,
  onSaved,
}: {
  eventId: string;
  stage?: HubStage;
  trigger: ReactElement;
  onSaved: (name: string) => void;
}) {
  const { t } = useT();
  const { client } = usePass();
  const { replace } = useProgramme(eventId);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(namesOf(stage));
  const form = useCheckedSave({
    schema: stageBody,
    save: async (body) => {
      const answer = stage
        ? await client.hubStageUpdate({ params: { eventId, stageId: stage.stageId }, body })
        : await client.hubStageCreate({ params: { eventId }, body });
      replace(answer.programme);
    },
  });
  const text = (key: string, values?: Record<string, string>) =>
    t(`main::hubPages.catalogue.programme.${key}`, values);

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setName(namesOf(stage));
          form.reset();
        }
      }}
      trigger={trigger}
      title={stage ? text('stageEditTitle', { name: stage.namePub }) : text('stageAddTitle')}
      description={text('stageIntro')}
      pending={form.pending}
      failure={form.failure}
      submitLabel={text('save')}
      onSubmit={(element) =>
        void form.submit({ name }, element).then((saved) => {
          if (!saved) return;
          setOpen(false);
          onSaved(name.cs.trim());
        })
      }
    >
      <TranslatedFields
        label={text('stageName')}
        values={name}
        disabled={form.pending}
        error={form.failed('name.cs') ? text('errors.name') : undefined}
        onChange={setName}
      />
    </FormDialog>
  );
}

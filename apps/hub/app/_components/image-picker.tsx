'use client';
// Choosing a picture to upload: JPEG, PNG or WebP up to 8 MB, checked before sending; shows progress and why a
// picture was refused.
import { IMAGE_UPLOAD_MAX_BYTES } from '@repo/contract/hub-fields';
import { Alert } from '@repo/ui/alert';
import { Label } from '@repo/ui/label';
import { Spinner } from '@repo/ui/spinner';
import { useId, useState } from 'react';
import { fileToBase64 } from '@/lib/file-base64';
import { passErrorKey } from '@/lib/pass-error-text';
import { useT } from './providers';

const accepted = ['image/jpeg', 'image/png', 'image/webp'];

export function ImagePicker({
  label,
  onPicked,
}: {
  label: string;
  /** Uploads the picture; a rejection is shown under the picker. */
  onPicked: (imageBase64: string) => Promise<void>;
}) {
  const { t } = useT();
  const id = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pick(file: File | undefined) {
    if (!file) return;
    setError(null);
    if (!accepted.includes(file.type)) return setError(t('main::hubEvents.image.wrongType'));
    if (file.size > IMAGE_UPLOAD_MAX_BYTES) return setError(t('main::hubEvents.image.tooLarge'));
    setPending(true);
    try {
      await onPicked(await fileToBase64(file));
    } catch (caught) {
      setError(t(passErrorKey(caught)));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <input
        id={id}
        type="file"
        accept={accepted.join(',')}
        disabled={pending}
        aria-describedby={`${id}-hint`}
        className="block w-full min-w-0 text-sm text-ink file:mr-3 file:h-10 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:font-medium file:text-brand-900 hover:file:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500"
        onChange={(event) => {
          void pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        {t('main::hubEvents.image.hint')}
      </p>
      {pending ? <Spinner label={t('main::hubEvents.image.uploading')} /> : null}
      {error ? <Alert variant="error">{error}</Alert> : null}
    </div>
  );
}

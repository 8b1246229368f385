'use client';
// How the till gets the visitor's chip UID: Web NFC where the browser has it (the tag's serial number), a USB
// reader that types the UID and Enter like a keyboard, or the UID typed by hand, all into the same field.
import { Button } from '@repo/ui/button';
import { FormField } from '@repo/ui/field';
import { Input } from '@repo/ui/input';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useT } from '@/app/_components/providers';

/** The part of Web NFC the till uses (Chrome on Android); not in TypeScript's DOM library yet. */
interface NdefReadingEvent extends Event {
  serialNumber: string;
}
interface NdefReader extends EventTarget {
  scan(options?: { signal?: AbortSignal }): Promise<void>;
  onreading: ((event: NdefReadingEvent) => void) | null;
  onreadingerror: ((event: Event) => void) | null;
}
type NdefReaderConstructor = new () => NdefReader;

function ndefReader(): NdefReaderConstructor | null {
  const candidate = (window as unknown as { NDEFReader?: NdefReaderConstructor }).NDEFReader;
  return typeof candidate === 'function' ? candidate : null;
}

const noSubscription = () => () => undefined;

export interface ChipReaderProps {
  value: string;
  onChange: (value: string) => void;
  /** Enter in the field (a USB reader sends it after the UID) or a tag read by NFC. */
  onSubmit: (uid: string) => void;
  error: string | null;
  disabled: boolean;
}

export function ChipReader({ value, onChange, onSubmit, error, disabled }: ChipReaderProps) {
  const { t } = useT();
  const field = useRef<HTMLInputElement>(null);
  // Whether the browser has Web NFC never changes while the page is open; false while rendering on the server.
  const hasNfc = useSyncExternalStore(
    noSubscription,
    () => ndefReader() !== null,
    () => false,
  );
  const [listening, setListening] = useState<'idle' | 'listening' | 'failed'>('idle');
  const nfc = hasNfc ? (listening === 'idle' ? 'ready' : listening) : 'none';
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  async function listen() {
    const Reader = ndefReader();
    if (!Reader) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    try {
      const reader = new Reader();
      reader.onreading = (event) => {
        onChange(event.serialNumber);
        onSubmit(event.serialNumber);
      };
      reader.onreadingerror = () => setListening('failed');
      await reader.scan({ signal: controller.signal });
      setListening('listening');
    } catch {
      setListening('failed');
    }
  }

  return (
    <form
      noValidate
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(value);
      }}
    >
      <FormField
        label={t('main::hubPages.bar.till.chip')}
        hint={t('main::hubPages.bar.till.chipHint')}
        error={error}
      >
        <Input
          ref={field}
          name="chipUid"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          maxLength={40}
          disabled={disabled}
          className="h-12 font-mono"
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={disabled}>
          {t('main::hubPages.bar.till.payByChip')}
        </Button>
        {nfc !== 'none' ? (
          <Button type="button" variant="outlined" disabled={disabled} onClick={() => void listen()}>
            {nfc === 'listening'
              ? t('main::hubPages.bar.till.nfcListening')
              : t('main::hubPages.bar.till.nfcRead')}
          </Button>
        ) : null}
      </div>
      {nfc === 'failed' ? (
        <p className="text-sm text-red-700">{t('main::hubPages.bar.till.nfcFailed')}</p>
      ) : null}
    </form>
  );
}

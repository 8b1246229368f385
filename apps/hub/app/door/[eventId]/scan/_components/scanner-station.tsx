'use client';
// One gate's scanning screen: the connection and queue state, the big result, the camera, and the code field
// that manual entry and keyboard-like hardware scanners both type into (Enter scans).
import type { PassClient } from '@repo/api-client/pass-client';
import { doorCode } from '@repo/contract/door';
import type { DoorDirection } from '@repo/contract/door';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { Card } from '@repo/ui/card';
import { FormField } from '@repo/ui/field';
import { Input } from '@repo/ui/input';
import { useRef, useState } from 'react';
import { Badge, FailureState } from '@/app/_components/page-states';
import { useT } from '@/app/_components/providers';
import { CameraScanner } from './camera-scanner';
import { signalResult } from './feedback';
import { ScanResult } from './scan-result';
import { useDoorScanner } from './use-door-scanner';

export interface ScannerStationProps {
  client: PassClient;
  eventId: string;
  gate: string;
}

export function ScannerStation({ client, eventId, gate }: ScannerStationProps) {
  const { t } = useT();
  const door = useDoorScanner(client, eventId);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [direction, setDirection] = useState<DoorDirection>('in');
  const [failure, setFailure] = useState<unknown>(null);
  const field = useRef<HTMLInputElement>(null);
  const reentry = door.reentryAllowed;

  async function submit(raw: string) {
    const parsed = doorCode.safeParse(raw);
    if (!parsed.success) {
      setCodeError(t('main::hubPages.door.scan.codeInvalid'));
      return;
    }
    setCodeError(null);
    setFailure(null);
    try {
      const shown = await door.scan(parsed.data, reentry ? direction : 'in', gate);
      signalResult(shown.result, shown.checkId);
      setCode('');
    } catch (error) {
      setFailure(error);
    }
    field.current?.focus();
  }

  if (door.accessError) return <FailureState error={door.accessError} />;

  return (
    <div className="grid gap-4">
      <div className="grid gap-1">
        <h1 className="text-2xl leading-tight font-semibold text-brand-900">
          {door.event?.namePub ?? t('main::hubPages.door.scan.title')}
        </h1>
        <p className="text-sm text-muted">{t('main::hubPages.door.scan.gate', { gate })}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2" data-testid="door-status">
        {door.online ? (
          <Badge tone="success">{t('main::hubPages.door.scan.online')}</Badge>
        ) : (
          <Badge tone="warning">{t('main::hubPages.door.scan.offline')}</Badge>
        )}
        <Badge tone={door.queued > 0 ? 'warning' : 'neutral'}>
          <span data-testid="door-queued" data-count={door.queued}>
            {t('main::hubPages.door.scan.queued', { count: door.queued })}
          </span>
        </Badge>
        <Badge tone="neutral">
          <span data-testid="door-list" data-state={door.listState}>
            {door.listState === 'ready'
              ? t('main::hubPages.door.scan.listReady', { count: door.ticketCount })
              : door.listState === 'loading'
                ? t('main::hubPages.door.scan.listLoading')
                : t('main::hubPages.door.scan.listMissing')}
          </span>
        </Badge>
      </div>

      <ScanResult shown={door.last} timeZone={door.event?.timeZone} />
      {failure ? <FailureState error={failure} /> : null}

      {reentry ? (
        <div
          role="radiogroup"
          aria-label={t('main::hubPages.door.scan.direction')}
          className="grid grid-cols-2 gap-2"
        >
          {(['in', 'out'] as const).map((value) => (
            <Button
              key={value}
              role="radio"
              aria-checked={direction === value}
              variant={direction === value ? 'primary' : 'outlined'}
              onClick={() => setDirection(value)}
            >
              {t(`main::hubPages.door.scan.${value}`)}
            </Button>
          ))}
        </div>
      ) : null}

      <Card className="grid gap-4 p-4">
        <CameraScanner onCode={(scanned) => void submit(scanned)} />
        <form
          noValidate
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            void submit(code);
          }}
        >
          <FormField
            label={t('main::hubPages.door.scan.code')}
            hint={t('main::hubPages.door.scan.codeHint')}
            error={codeError}
          >
            <Input
              ref={field}
              name="code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoFocus
              autoComplete="off"
              autoCapitalize="characters"
              autoCorrect="off"
              spellCheck={false}
              maxLength={200}
              className="h-12 font-mono"
            />
          </FormField>
          <Button type="submit" variant="outlined">
            {t('main::hubPages.door.scan.check')}
          </Button>
        </form>
      </Card>
      {door.queued > 0 && door.online ? (
        <Alert variant="info">{t('main::hubPages.door.scan.syncing')}</Alert>
      ) : null}
    </div>
  );
}

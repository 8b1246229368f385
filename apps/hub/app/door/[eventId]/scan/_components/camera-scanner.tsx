'use client';
// The phone's camera as a QR reader (ZXing): started by a tap (browsers ask for the camera then), stopped when
// the page goes; a code held in view is reported once, not once a frame.
import { BrowserQRCodeReader } from '@zxing/browser';
import type { IScannerControls } from '@zxing/browser';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/app/_components/providers';

const SAME_CODE_PAUSE_MS = 3000;

export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useT();
  const video = useRef<HTMLVideoElement>(null);
  const controls = useRef<IScannerControls | null>(null);
  const lastSeen = useRef({ code: '', at: 0 });
  const report = useRef(onCode);
  useEffect(() => {
    report.current = onCode;
  }, [onCode]);
  const [state, setState] = useState<'off' | 'starting' | 'on' | 'failed'>('off');

  useEffect(() => () => controls.current?.stop(), []);

  async function start() {
    if (!video.current) return;
    setState('starting');
    try {
      const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 150 });
      controls.current = await reader.decodeFromConstraints(
        { video: { facingMode: 'environment' } },
        video.current,
        (result) => {
          if (!result) return;
          const code = result.getText();
          const now = Date.now();
          if (code === lastSeen.current.code && now - lastSeen.current.at < SAME_CODE_PAUSE_MS) return;
          lastSeen.current = { code, at: now };
          report.current(code);
        },
      );
      setState('on');
    } catch {
      setState('failed');
    }
  }

  function stop() {
    controls.current?.stop();
    controls.current = null;
    setState('off');
  }

  return (
    <div className="grid gap-3">
      <div
        className={`relative overflow-hidden rounded-2xl bg-brand-950 ${state === 'on' || state === 'starting' ? 'aspect-[4/3]' : 'hidden'}`}
      >
        <video
          ref={video}
          className="h-full w-full object-cover"
          muted
          playsInline
          aria-label={t('main::hubPages.door.scan.cameraView')}
        />
        <div
          aria-hidden
          className="pointer-events-none absolute inset-[15%] rounded-xl border-4 border-white/80"
        />
      </div>
      {state === 'failed' ? (
        <Alert variant="error">{t('main::hubPages.door.scan.cameraFailed')}</Alert>
      ) : null}
      {state === 'on' ? (
        <Button variant="outlined" onClick={stop}>
          {t('main::hubPages.door.scan.cameraStop')}
        </Button>
      ) : (
        <Button size="lg" onClick={() => void start()} disabled={state === 'starting'}>
          {t('main::hubPages.door.scan.cameraStart')}
        </Button>
      )}
    </div>
  );
}

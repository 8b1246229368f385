'use client';
// The phone's camera as a QR reader (ZXing): started by a tap (browsers ask for the camera then), stopped when
// the page goes; a code held in view is reported once, not once a frame.
import { BrowserQRCodeReader } from '@zxing/browser';
import type { IScannerControls } from '@zxing/browser';
import { ChecksumException, FormatException, NotFoundException } from '@zxing/library';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/app/_components/providers';

const SAME_CODE_PAUSE_MS = 3000;
const VIDEO_READY_TIMEOUT_MS = 10_000;
const RESTART_DELAY_MS = 300;

/** A frame without a readable code: ZXing tries the next one. Any other error ends its scan loop. */
function isScanMiss(error: unknown): boolean {
  return (
    error instanceof NotFoundException ||
    error instanceof ChecksumException ||
    error instanceof FormatException
  );
}

/**
 * Resolves once the video shows frames with a size: ZXing sizes its capture canvas once, when its loop starts,
 * and a 0 × 0 canvas (a camera slow to deliver its first frame, as on a busy phone) throws on the first read and
 * ends the loop with the camera still shown.
 */
function videoReady(element: HTMLVideoElement): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (element.videoWidth > 0 && element.videoHeight > 0) {
        cleanup();
        resolve();
      }
    };
    const timer = window.setTimeout(() => {
      cleanup();
      reject(new Error('the camera showed no picture'));
    }, VIDEO_READY_TIMEOUT_MS);
    const events = ['loadedmetadata', 'resize', 'playing', 'timeupdate'] as const;
    const cleanup = () => {
      window.clearTimeout(timer);
      for (const name of events) element.removeEventListener(name, check);
    };
    for (const name of events) element.addEventListener(name, check);
    check();
  });
}

export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useT();
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const controls = useRef<IScannerControls | null>(null);
  const lastSeen = useRef({ code: '', at: 0 });
  const report = useRef(onCode);
  useEffect(() => {
    report.current = onCode;
  }, [onCode]);
  const [state, setState] = useState<'off' | 'starting' | 'on' | 'failed'>('off');

  function release() {
    controls.current?.stop();
    controls.current = null;
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    if (video.current) video.current.srcObject = null;
  }

  useEffect(() => release, []);

  async function scan(element: HTMLVideoElement) {
    const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 150 });
    controls.current = await reader.decodeFromVideoElement(element, (result, error) => {
      if (error && !isScanMiss(error)) {
        // ZXing's loop has ended on a frame it could not read; the camera is still ours, so read on.
        controls.current = null;
        window.setTimeout(() => {
          if (stream.current && video.current === element) void scan(element);
        }, RESTART_DELAY_MS);
        return;
      }
      if (!result) return;
      const code = result.getText();
      const now = Date.now();
      if (code === lastSeen.current.code && now - lastSeen.current.at < SAME_CODE_PAUSE_MS) return;
      lastSeen.current = { code, at: now };
      report.current(code);
    });
  }

  async function start() {
    const element = video.current;
    if (!element) return;
    setState('starting');
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
      element.srcObject = stream.current;
      await element.play();
      await videoReady(element);
      await scan(element);
      setState('on');
    } catch {
      release();
      setState('failed');
    }
  }

  function stop() {
    release();
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

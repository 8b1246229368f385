'use client';
// The phone's camera as a QR reader (ZXing-C++ in WebAssembly): started by a tap (browsers ask for the camera then),
// stopped when the page goes; a code held in view is reported once, not once a frame.
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/app/_components/providers';
import { prepareQrDecoder, readQrCode } from '@/lib/door/qr-reader';
import { keepForOffline } from '@/lib/keep-offline';

const SAME_CODE_PAUSE_MS = 3000;
const VIDEO_READY_TIMEOUT_MS = 10_000;
const SCAN_INTERVAL_MS = 120;
// Frames are read at most this wide or high: a 1080p camera's frame takes several times as long to read and a
// ticket held at arm's length still spans well over a hundred pixels at this size.
const MAX_FRAME_SIDE = 1280;

// Bundled with the build (a hashed /_next/static file), so the device apps' service worker keeps it for offline use.
const decoderWasmUrl = new URL('zxing-wasm/reader/zxing_reader.wasm', import.meta.url).href;

/**
 * Resolves once the video shows frames with a size: a camera slow to deliver its first frame (as on a busy phone)
 * has none yet when play() resolves.
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
  // Each camera start gets a new number; a scan loop runs only while its number is the current one.
  const run = useRef(0);
  const lastSeen = useRef({ code: '', at: 0 });
  const report = useRef(onCode);
  useEffect(() => {
    report.current = onCode;
  }, [onCode]);
  const [state, setState] = useState<'off' | 'starting' | 'on' | 'failed'>('off');

  function release() {
    run.current += 1;
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    if (video.current) video.current.srcObject = null;
  }

  useEffect(() => {
    // The decoder is fetched with the page, while the network is there, so the camera reads codes offline too.
    // The service worker keeps it too, for a later start without a network.
    prepareQrDecoder({ wasmUrl: decoderWasmUrl })
      .then(() => keepForOffline([decoderWasmUrl]))
      .catch(() => {
        // Tried again when the camera starts.
      });
    return release;
  }, []);

  /**
   * Reads a frame every SCAN_INTERVAL_MS until the camera stops. A frame that cannot be read (no picture yet, a
   * decoder error) is skipped, never the end of the loop: a camera left on keeps reading.
   */
  function scanLoop(element: HTMLVideoElement, runNumber: number) {
    const canvas = document.createElement('canvas');
    const graphics = canvas.getContext('2d', { willReadFrequently: true });
    const next = () => {
      if (run.current === runNumber) window.setTimeout(() => void readFrame(), SCAN_INTERVAL_MS);
    };
    const readFrame = async () => {
      if (run.current !== runNumber || !graphics) return;
      try {
        const scale = Math.min(1, MAX_FRAME_SIDE / Math.max(element.videoWidth, element.videoHeight));
        const width = Math.round(element.videoWidth * scale);
        const height = Math.round(element.videoHeight * scale);
        if (width > 0 && height > 0 && !document.hidden) {
          if (canvas.width !== width || canvas.height !== height)
            [canvas.width, canvas.height] = [width, height];
          graphics.drawImage(element, 0, 0, width, height);
          const code = await readQrCode(graphics.getImageData(0, 0, width, height));
          const now = Date.now();
          const repeated = code === lastSeen.current.code && now - lastSeen.current.at < SAME_CODE_PAUSE_MS;
          if (code && run.current === runNumber && !repeated) {
            lastSeen.current = { code, at: now };
            report.current(code);
          }
        }
      } catch {
        // This frame is lost; the next one is read.
      }
      next();
    };
    void readFrame();
  }

  async function start() {
    const element = video.current;
    if (!element) return;
    release();
    const runNumber = run.current;
    setState('starting');
    try {
      await prepareQrDecoder({ wasmUrl: decoderWasmUrl });
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
      element.srcObject = stream.current;
      await element.play();
      await videoReady(element);
      if (run.current !== runNumber) return;
      scanLoop(element, runNumber);
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

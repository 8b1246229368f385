// /device/pair?code=…: public page opened on the phone or tablet being paired (from the hub's QR code or typed),
// which trades the one-time code for the device's credential and keeps it in this browser.
import { serverEnv } from '@/lib/server-env';
import { DevicePairing } from './_components/device-pairing';

export default async function DevicePairPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { code } = await searchParams;
  const env = serverEnv();
  return (
    <main className="mx-auto max-w-md px-4 py-8 sm:py-12">
      <DevicePairing
        initialCode={typeof code === 'string' ? code.slice(0, 32) : ''}
        passBaseUrl={env.PASS_API_URL}
        agentVersion={env.AGENT_VERSION}
      />
    </main>
  );
}

// /till/<event>: the bar's till for one event (a paired till or a signed-in bar member): products, the chip,
// the sale and its receipt, storno, and the shift with its Z-report.
import { notFound } from 'next/navigation';
import { uuid } from '@repo/contract/common';
import { serverEnv } from '@/lib/server-env';
import { OfflineServiceWorker } from '@/app/_components/offline-service-worker';
import { TillApp } from './_components/till-app';

export default async function Till({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  if (!uuid.safeParse(eventId).success) notFound();
  const env = serverEnv();
  return (
    <main className="mx-auto grid max-w-6xl gap-4 px-3 py-4 sm:px-6 sm:py-6">
      <OfflineServiceWorker section="till" />
      <TillApp eventId={eventId} passBaseUrl={env.PASS_API_URL} agentVersion={env.AGENT_VERSION} />
    </main>
  );
}

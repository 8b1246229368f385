// /door/<event>/scan: the steward's scanner for one event (a paired scanner or a signed-in door member); it keeps
// working offline from its stored door list and queue.
import { notFound } from 'next/navigation';
import { uuid } from '@repo/contract/common';
import { serverEnv } from '@/lib/server-env';
import { DoorScanner } from './_components/door-scanner';
import { OfflineServiceWorker } from '@/app/_components/offline-service-worker';

export default async function DoorScan({ params }: { params: Promise<{ eventId: string }> }) {
  const { eventId } = await params;
  if (!uuid.safeParse(eventId).success) notFound();
  const env = serverEnv();
  return (
    <main className="mx-auto grid max-w-xl gap-4 px-4 py-6">
      <OfflineServiceWorker section="door" />
      <DoorScanner eventId={eventId} passBaseUrl={env.PASS_API_URL} agentVersion={env.AGENT_VERSION} />
    </main>
  );
}

// The cart's live catalogue reads (lib/live-catalogue.ts: axios, zod and the catalogue's schemas) in a worker, so a
// page's fresh availability is fetched and validated off the page's main thread (see lib/live-catalogue-loader.ts).
import { createLiveCatalogue } from './live-catalogue';
import type { LiveCatalogue } from './live-catalogue';
import { postedErrorOf } from './live-catalogue-messages';
import type { LiveReply, LiveRequest } from './live-catalogue-messages';

type LooseCall = (input: unknown, options: { signal: AbortSignal }) => Promise<unknown>;

let live: LiveCatalogue | undefined;
// The session's token as the page last sent it: every call in flight belongs to the same session.
let token: string | null = null;
const inFlight = new Map<number, AbortController>();

const reply = (message: LiveReply) => self.postMessage(message);

self.addEventListener('message', (event: MessageEvent<LiveRequest>) => {
  const message = event.data;
  if (message.kind === 'config') {
    live = createLiveCatalogue({ ...message.config, getToken: () => token });
    return;
  }
  if (message.kind === 'abort') {
    inFlight.get(message.id)?.abort();
    return;
  }
  const { id, endpointId, input } = message;
  token = message.token;
  const controller = new AbortController();
  inFlight.set(id, controller);
  void (async () => {
    try {
      if (!live) throw new Error('the live catalogue worker got a call before its settings');
      const call = live.client[endpointId] as unknown as LooseCall;
      reply({ id, ok: true, data: await call(input, { signal: controller.signal }) });
    } catch (error) {
      reply({ id, ok: false, error: postedErrorOf(error) });
    } finally {
      inFlight.delete(id);
    }
  })();
});

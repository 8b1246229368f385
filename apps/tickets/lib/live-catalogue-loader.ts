// The cart's live catalogue (ticket types, those codes unlock, extras) through a worker: lib/live-catalogue.worker.ts
// fetches and validates the answers, the page gets plain data. A cart page older than its stale time asks for fresh
// availability as it hydrates, and evaluating zod, axios and the catalogue's schemas on the page was one 190-230 ms
// task at Lighthouse's 4x CPU slowdown (profiled 2026-12-02), long enough to keep a phone from answering a tap; the
// 30 s polls then parsed on the page too. A browser without workers loads the client on the page instead.
import type { PassClientConfigInput } from '@repo/api-client/config';
import type { ApiError } from '@repo/api-client/api-error';
import type { LiveCatalogue } from './live-catalogue';
import { LIVE_CATALOGUE_IDS } from './live-catalogue-ids';
import type { LiveId, LiveReply, LiveRequest, PostedError } from './live-catalogue-messages';

type RetryRule = LiveCatalogue['shouldRetryQuery'];

type CallOptions = { signal?: AbortSignal | undefined };
type LooseCall = (input: unknown, options?: CallOptions) => Promise<unknown>;

interface Pending {
  endpointId: LiveId;
  input: unknown;
  options: CallOptions | undefined;
  resolve: (data: unknown) => void;
  reject: (error: unknown) => void;
}

/** The client on the page itself: for a browser without workers, or when the worker could not start. */
async function pageCatalogue(config: PassClientConfigInput): Promise<LiveCatalogue> {
  const { createLiveCatalogue } = await import('./live-catalogue');
  return createLiveCatalogue(config);
}

/**
 * A failure becomes an ApiError again, with the api-client's retry rule: both are loaded with the first failure (they
 * bring zod and axios), so a page whose reads succeed never evaluates them.
 */
async function apiErrorOf(posted: PostedError): Promise<{ error: ApiError; retry: RetryRule }> {
  const [{ ApiError }, { shouldRetryQuery }] = await Promise.all([
    import('@repo/api-client/api-error'),
    import('@repo/api-client/query-retry'),
  ]);
  return { error: new ApiError(posted), retry: shouldRetryQuery };
}

function workerCatalogue(config: PassClientConfigInput): LiveCatalogue {
  const worker = new Worker(new URL('./live-catalogue.worker.ts', import.meta.url), { type: 'module' });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let retryRule: RetryRule | undefined;
  const post = (message: LiveRequest) => worker.postMessage(message);

  worker.addEventListener('message', (event: MessageEvent<LiveReply>) => {
    const message = event.data;
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.ok) {
      waiting.resolve(message.data);
      return;
    }
    void apiErrorOf(message.error).then(({ error, retry }) => {
      retryRule = retry;
      waiting.reject(error);
    }, waiting.reject);
  });
  // A worker that cannot start (its script failed to load) hands its calls, those waiting and all later ones, to the
  // client on the page; the page then parses as it did before the worker, and its queries never wait on a dead one.
  let onPage: Promise<LiveCatalogue> | undefined;
  const callOnPage = (waiting: Pending) => {
    onPage ??= pageCatalogue(config).then((catalogue) => {
      retryRule = catalogue.shouldRetryQuery;
      return catalogue;
    });
    onPage
      .then(({ client }) =>
        (client[waiting.endpointId] as unknown as LooseCall)(waiting.input, waiting.options),
      )
      .then(waiting.resolve, waiting.reject);
  };
  worker.addEventListener('error', () => {
    const waiting = [...pending.values()];
    pending.clear();
    waiting.forEach(callOnPage);
  });

  const { getToken, ...settings } = config;
  post({ kind: 'config', config: settings });

  const call =
    (endpointId: LiveId): LooseCall =>
    (input, options) =>
      new Promise((resolve, reject) => {
        const waiting: Pending = { endpointId, input, options, resolve, reject };
        if (onPage) {
          callOnPage(waiting);
          return;
        }
        const id = nextId++;
        pending.set(id, waiting);
        options?.signal?.addEventListener('abort', () => post({ kind: 'abort', id }), { once: true });
        post({ kind: 'call', id, endpointId, input, token: getToken?.() ?? null });
      });
  return {
    // The same functions as the client's own (input, options) -> answer; the worker's client checks the answers.
    client: Object.fromEntries(
      LIVE_CATALOGUE_IDS.map((id) => [id, call(id)]),
    ) as unknown as LiveCatalogue['client'],
    // Until a failure has loaded the api-client's rule, no query has failed: the rule is only asked after one.
    shouldRetryQuery: (failureCount, error) =>
      retryRule ? retryRule(failureCount, error) : failureCount < 3,
  };
}

/** Resolves once the page has loaded (its pictures included). */
function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * The live client, once the page has loaded: its code (zod, axios, the schemas; 60 KB compressed) then does not share
 * a phone's connection with the page's own pictures and scripts, and the cached copy shows until its answers come.
 */
export async function loadLiveCatalogue(config: PassClientConfigInput): Promise<LiveCatalogue> {
  await pageLoaded();
  return typeof Worker === 'undefined' ? pageCatalogue(config) : workerCatalogue(config);
}

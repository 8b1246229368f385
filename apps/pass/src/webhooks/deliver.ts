// The outbox handler that sends one webhook event to one endpoint, signed per Standard Webhooks, and records the try.
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { Db } from '../db/database';
import { eventDelivered, insertWebhookAttempt } from '../db/queries/webhooks';
import { webhookEndpoints } from '../db/schema';
import type { OutboxHandler } from '../outbox/worker';
import { assertPublicTarget, parseWebhookUrl } from './endpoint-url';
import type { UrlPolicy } from './endpoint-url';
import type { SecretBox } from '../secrets/secret-box';
import { WEBHOOK_DELIVERY } from './webhook-events';
import type { WebhookDeliveryPayload } from './webhook-events';

/** A receiver slower than this has failed; Standard Webhooks receivers are told to answer quickly. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** How much of an answer the hub shows. */
const RESPONSE_KEPT_CHARS = 2_000;

export interface WebhookDeliveryOptions {
  policy: UrlPolicy;
  /** Opens the endpoints' sealed signing secrets. */
  box: SecretBox;
  /** A receiver slower than this counts as failed (and is retried). */
  timeoutMs: number;
}

/** Signed request headers for the event body (what a receiver checks with its endpoint's secret). */
export function signedHeaders(
  secret: string,
  eventId: string,
  body: string,
  now: Date,
): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'ticketing-platform-webhooks/1',
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(eventId, now, body),
  };
}

/** The start of the answer, without reading a large one whole. */
async function answerStart(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (text.length < RESPONSE_KEPT_CHARS) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  await reader.cancel().catch(() => undefined);
  return text.slice(0, RESPONSE_KEPT_CHARS);
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.name === 'TimeoutError' ? 'timed out' : error.message}${cause}`.slice(0, 500);
  }
  return String(error).slice(0, 500);
}

export function webhookHandlers(db: Db, options: WebhookDeliveryOptions): Record<string, OutboxHandler> {
  const deliver: OutboxHandler = async (payload, ctx) => {
    const { endpointId, event } = payload as WebhookDeliveryPayload;
    const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
    // Deleted or paused: the organizer asked for nothing more to be sent there.
    if (!endpoint || endpoint.deletedAt || !endpoint.active) return;
    // A try that reached the receiver but crashed before the outbox noted it: the receiver has the event.
    if (await eventDelivered(db, endpointId, event.id)) return;

    const started = Date.now();
    const body = JSON.stringify(event);
    let statusCode: number | null = null;
    let responseBody: string | null = null;
    let failure: string | null = null;
    try {
      const url = parseWebhookUrl(endpoint.url, options.policy);
      await assertPublicTarget(url, options.policy);
      const response = await fetch(url, {
        method: 'POST',
        body,
        headers: signedHeaders(options.box.open(endpoint.secret), event.id, body, new Date()),
        // A redirect could point anywhere, including inside our network: it counts as a failed delivery.
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      statusCode = response.status;
      responseBody = await answerStart(response).catch(() => null);
      if (response.status < 200 || response.status > 299) failure = `answered HTTP ${response.status}`;
    } catch (error) {
      failure = describe(error);
    }
    await insertWebhookAttempt(db, {
      endpointId,
      eventId: event.id,
      eventType: event.type,
      attempt: ctx.attempt,
      statusCode,
      ok: failure === null,
      responseBody,
      error: failure,
      durationMs: Date.now() - started,
    });
    // The outbox retries with backoff, and gives up (status failed) after its attempt limit.
    if (failure !== null) throw new Error(`webhook ${event.id} to ${endpointId}: ${failure}`);
  };
  return { [WEBHOOK_DELIVERY]: deliver };
}

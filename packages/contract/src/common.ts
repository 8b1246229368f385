// Schemas shared by many endpoints: ids, slugs, the OK envelope, the error body, money and translated texts.
import { z } from 'zod';

export const uuid = z.uuid({ error: 'must be a UUID' });
export const slug = z
  .string()
  .min(1, { error: 'must not be empty' })
  .max(200)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
    error: 'must be a slug: lowercase letters, digits and single hyphens',
  });
export const isoDateTime = z.iso.datetime({ offset: true });
/** Integer amount in minor units (haléř, cent); the currency travels beside it as currencyId. */
export const minorUnits = z.int();
export const enumId = z.int().nonnegative();

/** Every success body carries errorText "OK" beside its data. */
export function ok<S extends z.ZodRawShape>(shape: S) {
  return z.object({ errorText: z.literal('OK'), ...shape });
}

export const errorBody = z.object({
  errorText: z.string().regex(/^ERROR_[A-Z0-9_]+$/),
  type: z.string(),
  message: z.string(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** A query parameter given as `1` or `true`. */
export const queryBoolean = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');
/**
 * `demo=true` on the reads the demo cart needs: the event is found by id even when unpublished (the demo
 * link's secret is the event id). Such reads are never cached by clients.
 */
export const demoQuery = z.object({ demo: queryBoolean.optional() });
export const queryInt = (name: string) =>
  z.coerce.number({ error: `${name} must be a number` }).int({ error: `${name} must be an integer` });

/** The body of a non-JSON answer (see EndpointDefinition.produces). */
export const binary = z.custom<Uint8Array | string>(
  (value) => typeof value === 'string' || value instanceof Uint8Array,
  { error: 'must be bytes or text' },
);

/**
 * The body of a large non-JSON answer the service streams (an export): bytes or text on the client, a stream of
 * chunks in the handler, so a 100,000-row file is never held in memory.
 */
export const streamedBinary = z.custom<Uint8Array | string | AsyncIterable<Uint8Array | string>>(
  (value) =>
    typeof value === 'string' ||
    value instanceof Uint8Array ||
    (typeof value === 'object' && value !== null && Symbol.asyncIterator in value),
  { error: 'must be bytes, text or a stream' },
);

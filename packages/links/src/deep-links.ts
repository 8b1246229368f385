// Nebula mobile-app deep links (spec sections 2, 5, 7): parameters are validated with zod before a link exists.
import { z } from 'zod';
import { LinkParamError } from './link-param-error';

/** A deep link was not built; `screen` is the requested screen and `param` the offending parameter. */
export class DeepLinkParamError extends LinkParamError {
  override readonly name: string = 'DeepLinkParamError';
  readonly screen: string;

  constructor(screen: string, param: string, message: string) {
    super(param, message);
    this.screen = screen;
  }
}

// Blank strings are refused like empty ones: the app would treat "chipId=%20" as a real id.
const text = z.string().refine((value) => value.trim() !== '', 'Must not be empty or blank');
const uuid = z.uuid();
const orderNumber = z.number().int().nonnegative();
// Codes travel as one comma-separated value, so a code containing a comma would be split in two.
const codes = z.array(
  z
    .string()
    .refine((value) => value.trim() !== '', 'Codes must not be empty or blank')
    .refine((value) => !value.includes(','), 'Codes must not contain a comma'),
);

/**
 * One schema per screen. Key order here is the order of the query parameters in the link.
 * Objects are strict: an unknown (e.g. misspelled) parameter is an error, not silently dropped.
 */
export const deepLinkParamSchemas = {
  chipDetail: z.strictObject({ chipId: text }),
  eventDetail: z.strictObject({ eventId: uuid }),
  eventGroupDetail: z.strictObject({ eventGroupId: uuid, codes: codes.optional() }),
  ticketCart: z.strictObject({ eventId: uuid, codes: codes.optional() }),
  orderDetail: z.strictObject({ orderId: uuid, orderNumber }),
  plantOrderDetail: z.strictObject({ plantOrderId: uuid, orderNumber }),
  setPassword: z.strictObject({ accessCode: text, email: text }),
  login: z.strictObject({ email: text }),
  oAuth: z.strictObject({ token: text, ok: z.boolean() }),
  openUrl: z.strictObject({ url: text }),
} as const;

export type DeepLinkScreen = keyof typeof deepLinkParamSchemas;

export const deepLinkScreens = Object.keys(deepLinkParamSchemas) as readonly DeepLinkScreen[];

/** The parameters a screen takes, e.g. `DeepLinkParams<'orderDetail'>` is `{ orderId: string; orderNumber: number }`. */
export type DeepLinkParams<S extends DeepLinkScreen> = z.input<(typeof deepLinkParamSchemas)[S]>;

/** A screen together with its parameters, discriminated by `screen`. */
export type DeepLink = { [S in DeepLinkScreen]: { screen: S; params: DeepLinkParams<S> } }[DeepLinkScreen];

/** The URL scheme of each app build; each build registers only its own, so links never open the wrong app. */
export const deepLinkSchemes = {
  production: 'nebula://',
  beta: 'nebula-beta://',
  dev: 'nebula-dev://',
} as const;

export type DeepLinkStage = keyof typeof deepLinkSchemes;

export interface DeepLinkOptions {
  readonly stage: DeepLinkStage;
}

/**
 * Builds `{scheme}{screen}?{params}`, e.g. `nebula://orderDetail?orderId=…&orderNumber=1042`.
 *
 * Parameters are serialized with `URLSearchParams` in the schema's key order: numbers in decimal, booleans as
 * `true`/`false`, codes joined with commas (which URLSearchParams writes as `%2C`) and left out when the list
 * is empty or absent. Throws `DeepLinkParamError` for an unknown screen (param `screen`), an unknown stage
 * (param `stage`), a non-object `params` (param `params`) or any invalid or unknown parameter.
 */
export function buildDeepLink<S extends DeepLinkScreen>(
  screen: S,
  params: DeepLinkParams<S>,
  options: DeepLinkOptions,
): string {
  const screenName = String(screen);
  if (!isDeepLinkScreen(screen)) {
    throw new DeepLinkParamError(screenName, 'screen', `Unknown deep link screen "${screenName}"`);
  }
  const stage: unknown = options?.stage;
  if (!isDeepLinkStage(stage)) {
    throw new DeepLinkParamError(
      screenName,
      'stage',
      `Deep link stage must be one of ${Object.keys(deepLinkSchemes).join(', ')}, received ${JSON.stringify(stage)}`,
    );
  }

  const schema: z.ZodObject = deepLinkParamSchemas[screen];
  const result = schema.safeParse(params);
  if (!result.success) {
    const issue = result.error.issues[0];
    const param = issue === undefined ? 'params' : issueParam(issue);
    const reason = issue?.message ?? 'Invalid input';
    throw new DeepLinkParamError(
      screenName,
      param,
      `Invalid deep link parameter "${param}" for screen "${screenName}": ${reason}`,
    );
  }

  const query = new URLSearchParams();
  const data: Record<string, unknown> = result.data;
  for (const key of Object.keys(schema.shape)) {
    const value = data[key];
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) query.set(key, value.join(','));
    } else {
      query.set(key, String(value));
    }
  }
  const search = query.toString();
  return `${deepLinkSchemes[stage]}${screen}${search === '' ? '' : `?${search}`}`;
}

export function isDeepLinkScreen(value: unknown): value is DeepLinkScreen {
  return typeof value === 'string' && Object.hasOwn(deepLinkParamSchemas, value);
}

function isDeepLinkStage(value: unknown): value is DeepLinkStage {
  return typeof value === 'string' && Object.hasOwn(deepLinkSchemes, value);
}

function issueParam(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys' && issue.keys[0] !== undefined) return issue.keys[0];
  const first = issue.path[0];
  return typeof first === 'string' ? first : 'params';
}

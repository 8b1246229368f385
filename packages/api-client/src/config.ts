// Configuration of the pass API client, validated with zod once when an app creates its client.
import { language, reqSource } from '@repo/enums';
import { z } from 'zod';

/** Reads the current bearer token; called on every request so a sign-in or sign-out applies at once. */
export type TokenGetter = () => string | null | undefined;

/** Agent version sent when an app gives none; apps should pass their own release version. */
export const DEFAULT_AGENT_VERSION = '0.0.0';
/** Agent source of the storefront and hub; a partner brand passes its own reqSource id. */
export const DEFAULT_AGENT_SOURCE: number = reqSource.ids.WEB;
/** Czech, the product's default language (spec section 9). */
export const DEFAULT_LANGUAGE_ID: number = language.ids.czech;
/** Name used in error messages when the caller does not say which setting holds the base URL. */
export const DEFAULT_BASE_URL_SETTING = 'baseUrl';

/** What an app passes; everything but `baseUrl` has a default. */
export interface PassClientConfigInput {
  /** Base address of the pass API, e.g. `http://localhost:4000`; usually read from an environment setting. */
  baseUrl?: string | null | undefined;
  agentVersion?: string | undefined;
  /** reqSource id (WEB by default). */
  agentSource?: number | undefined;
  /** language id (Czech by default); picks the language of texts in responses. */
  languageId?: number | undefined;
  getToken?: TokenGetter | undefined;
}

/** A validated configuration, as `createHttp` and `createPassClient` take it. */
export interface PassClientConfig {
  readonly baseUrl: string;
  readonly agentVersion: string;
  readonly agentSource: number;
  readonly languageId: number;
  readonly getToken?: TokenGetter | undefined;
}

// Empty or blank environment values count as absent: `NEXT_PUBLIC_PASS_API_URL=` must fail like a missing one.
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

// The header schema on the server accepts ids of at most five digits (`agentHeaderValues` in the contract).
const headerId = z.int().min(0).max(99_999);

const passClientConfigSchema = z.object({
  baseUrl: z.preprocess(
    blankToUndefined,
    z
      .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') })
      .trim()
      .pipe(
        z.url({
          protocol: /^https?$/,
          error: (issue) => `must be an absolute http(s) URL (got ${JSON.stringify(issue.input)})`,
        }),
      ),
  ),
  agentVersion: z.preprocess(blankToUndefined, z.string().trim().max(64).default(DEFAULT_AGENT_VERSION)),
  agentSource: headerId
    .refine((id) => reqSource.has(id), { error: 'must be a reqSource id' })
    .default(DEFAULT_AGENT_SOURCE),
  languageId: headerId
    .refine((id) => language.has(id), { error: 'must be a language id' })
    .default(DEFAULT_LANGUAGE_ID),
  getToken: z
    .custom<TokenGetter>((value) => typeof value === 'function', { error: 'must be a function' })
    .optional(),
});

/**
 * Validates the client configuration. A missing or invalid base URL throws an Error naming
 * `baseUrlSetting` (e.g. `NEXT_PUBLIC_PASS_API_URL is required`), so each app reports its own variable.
 */
export function parsePassClientConfig(
  input: PassClientConfigInput,
  baseUrlSetting: string = DEFAULT_BASE_URL_SETTING,
): PassClientConfig {
  const parsed = passClientConfigSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    const name = field === 'baseUrl' ? baseUrlSetting : field === '' ? 'pass client configuration' : field;
    return `${name} ${issue.message}`;
  });
  throw new Error(problems.join('; '));
}

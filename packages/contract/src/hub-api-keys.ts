// Organizer API keys under /pass/hub/...: created with a role as scope, shown once, revocable, last use kept.
import { z } from 'zod';
import { organizerAccess } from './access';
import { isoDateTime, ok, uuid } from './common';
import type { EndpointDefinition } from './endpoint';
import { defineEndpoint } from './endpoint';
import { roleKey } from './hub';

/** An organizer API key as a Bearer credential: `ok_` and 43 base64url characters (32 random bytes). */
export const API_KEY_PREFIX = 'ok_';

export const apiKey = z.object({
  apiKeyId: uuid,
  name: z.string(),
  /** The role whose permissions the key has (never the team permission). */
  scope: roleKey,
  /** The first characters of the key, so a person can tell keys apart without the secret. */
  prefix: z.string(),
  createdAt: isoDateTime,
  lastUsedAt: isoDateTime.nullable(),
  revokedAt: isoDateTime.nullable(),
});
export type ApiKey = z.infer<typeof apiKey>;

const organizerParams = z.object({ organizerId: uuid });

export const hubApiKeyEndpoints = {
  hubApiKeys: defineEndpoint({
    id: 'hubApiKeys',
    method: 'GET',
    path: '/pass/hub/organizer/{organizerId}/api-keys',
    tag: 'hub',
    summary: "The organizer's API keys, newest first (never the secrets)",
    access: organizerAccess('team', 'params.organizerId'),
    params: organizerParams,
    response: ok({ apiKeys: z.array(apiKey) }),
    errors: [403, 404],
  }),
  hubApiKeyCreate: defineEndpoint({
    id: 'hubApiKeyCreate',
    method: 'POST',
    path: '/pass/hub/organizer/{organizerId}/api-key-create',
    tag: 'hub',
    summary: 'Create an API key with a role as scope; the answer carries the key, shown this once only',
    access: organizerAccess('team', 'params.organizerId'),
    params: organizerParams,
    body: z.object({ name: z.string().trim().min(1).max(80), scope: roleKey }),
    response: ok({ apiKey, secret: z.string() }),
    errors: [403, 404],
  }),
  hubApiKeyRevoke: defineEndpoint({
    id: 'hubApiKeyRevoke',
    method: 'POST',
    path: '/pass/hub/organizer/{organizerId}/api-key/{apiKeyId}/revoke',
    tag: 'hub',
    summary: 'Revoke an API key; requests with it answer 401 from now on',
    access: organizerAccess('team', 'params.organizerId'),
    params: z.object({ organizerId: uuid, apiKeyId: uuid }),
    response: ok({ apiKey }),
    errors: [403, 404],
  }),
} as const satisfies Record<string, EndpointDefinition>;

// Handlers of the organizer API key endpoints: list, create (the secret answered once), revoke.
import type { ApiKey, hubApiKeyEndpoints } from '@repo/contract/hub-api-keys';
import { organizerRoleKey } from '@repo/enums/organizer-role';
import type { ApiKeyRow } from '../db/queries/access';
import { listApiKeys } from '../db/queries/api-keys';
import type { HandlersOf } from '../http/register-endpoint';
import { createApiKey, revokeOrganizerApiKey } from '../organizers/api-keys';

function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    apiKeyId: row.id,
    name: row.name,
    scope: organizerRoleKey(row.roleId),
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export const hubApiKeyHandlers: HandlersOf<typeof hubApiKeyEndpoints> = {
  hubApiKeys: async ({ db, params }) => ({
    errorText: 'OK',
    apiKeys: (await listApiKeys(db, params.organizerId)).map(toApiKey),
  }),
  hubApiKeyCreate: async ({ db, params, body, principal, audit }) => {
    const { row, secret } = await createApiKey(db, {
      organizerId: params.organizerId,
      name: body.name,
      scope: body.scope,
      createdBy: principal.kind === 'member' ? principal.account.accountId : null,
    });
    audit.resource('apiKey', row.id);
    audit.detail({ name: row.name, scope: body.scope });
    return { errorText: 'OK', apiKey: toApiKey(row), secret };
  },
  hubApiKeyRevoke: async ({ db, params, audit }) => {
    const row = await revokeOrganizerApiKey(db, params.organizerId, params.apiKeyId);
    audit.resource('apiKey', row.id);
    audit.detail({ name: row.name });
    return { errorText: 'OK', apiKey: toApiKey(row) };
  },
};

// Organizer API keys: a random secret shown once, stored as its SHA-256, scoped to a role, revocable.
import { API_KEY_PREFIX } from '@repo/contract/hub-api-keys';
import type { OrganizerRoleKey } from '@repo/enums/organizer-role';
import { organizerRole } from '@repo/enums/organizer-role';
import { newToken, sha256 } from '../accounts/secrets';
import type { Db } from '../db/database';
import type { ApiKeyRow } from '../db/queries/access';
import { insertApiKey, revokeApiKey } from '../db/queries/api-keys';
import { DomainError } from '../domain/domain-error';

/** Enough of the secret to tell keys apart in a list (9 of 46 characters; the rest stays unguessable). */
const SHOWN_PREFIX_LENGTH = 9;

export async function createApiKey(
  tx: Db,
  input: { organizerId: string; name: string; scope: OrganizerRoleKey; createdBy: string | null },
): Promise<{ row: ApiKeyRow; secret: string }> {
  const secret = `${API_KEY_PREFIX}${newToken()}`;
  const row = await insertApiKey(tx, {
    organizerId: input.organizerId,
    name: input.name,
    roleId: organizerRole.ids[input.scope],
    secretHash: sha256(secret),
    prefix: secret.slice(0, SHOWN_PREFIX_LENGTH),
    createdBy: input.createdBy,
  });
  return { row, secret };
}

export async function revokeOrganizerApiKey(
  tx: Db,
  organizerId: string,
  apiKeyId: string,
): Promise<ApiKeyRow> {
  const row = await revokeApiKey(tx, organizerId, apiKeyId);
  if (!row) throw new DomainError('API_KEY_NOT_FOUND', `No API key with id ${apiKeyId}`);
  return row;
}

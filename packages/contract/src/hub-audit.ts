// The organizer's audit log: every write by a member, API key or device, newest first, paged by a cursor.
import { z } from 'zod';
import { organizerAccess } from './access';
import { isoDateTime, ok, uuid } from './common';
import type { EndpointDefinition } from './endpoint';
import { defineEndpoint } from './endpoint';

export const auditActorKinds = ['account', 'apiKey', 'device'] as const;

export const auditEntry = z.object({
  auditId: z.int().positive(),
  at: isoDateTime,
  actorKind: z.enum(auditActorKinds),
  /** The account, API key or device that acted. */
  actorId: uuid,
  /** A readable name of the actor: the account's e-mail, the key's or device's name. */
  actorName: z.string(),
  /** The contract endpoint id of the write, e.g. hubMemberInvite. */
  action: z.string(),
  resourceType: z.string(),
  resourceId: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const hubAuditEndpoints = {
  hubAuditLog: defineEndpoint({
    id: 'hubAuditLog',
    method: 'GET',
    path: '/pass/hub/organizer/{organizerId}/audit-log',
    tag: 'hub',
    summary: 'Who changed what, newest first; pass nextBefore as before for the next page',
    access: organizerAccess('audit', 'params.organizerId'),
    params: z.object({ organizerId: uuid }),
    query: z.object({
      before: z.coerce.number().int().positive().optional(),
      limit: z.coerce.number().int().min(1).max(200).default(50),
    }),
    response: ok({ entries: z.array(auditEntry), nextBefore: z.int().positive().nullable() }),
    errors: [403, 404],
  }),
} as const satisfies Record<string, EndpointDefinition>;

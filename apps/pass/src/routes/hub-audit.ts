// Handler of the audit log endpoint: a page of who changed what, newest first.
import type { hubAuditEndpoints } from '@repo/contract/hub-audit';
import { listAuditRows } from '../db/queries/audit-log';
import type { HandlersOf } from '../http/register-endpoint';

export const hubAuditHandlers: HandlersOf<typeof hubAuditEndpoints> = {
  hubAuditLog: async ({ db, params, query }) => {
    const rows = await listAuditRows(db, params.organizerId, {
      before: query.before,
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    return {
      errorText: 'OK',
      entries: page.map((row) => ({
        auditId: row.id,
        at: row.createdAt.toISOString(),
        actorKind: row.actorKind,
        actorId: row.actorId,
        actorName: row.actorName,
        action: row.action,
        resourceType: row.resourceType,
        resourceId: row.resourceId,
        detail: row.detail,
      })),
      nextBefore: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
    };
  },
};

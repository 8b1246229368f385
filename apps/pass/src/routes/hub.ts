// Handlers of the organizer hub endpoints: create an organizer, list the account's organizers, their events' sales.
import type { AmountInCurrency, HubOrganizer, hubEndpoints } from '@repo/contract/hub';
import type { LabelLanguage } from '@repo/enums';
import { permissionRoles, roleHasPermission } from '@repo/contract/access';
import type { Permission } from '@repo/contract/access';
import { organizerRole, organizerRoleKey } from '@repo/enums/organizer-role';
import { slugify } from '@repo/links/slugify';
import { createOrganizerWithOwner, listAccountOrganizers, listOrganizerEventSales } from '../db/queries/hub';
import type { OrganizerRow } from '../db/queries/hub';
import { toOrganizer } from '../db/queries/organizers';
import { HttpError } from '../http/http-error';
import type { HandlersOf } from '../http/register-endpoint';

function toHubOrganizer(row: OrganizerRow, roleId: number, language: LabelLanguage): HubOrganizer {
  const role = organizerRoleKey(roleId);
  const permissions = (Object.keys(permissionRoles) as Permission[]).filter((permission) =>
    roleHasPermission(role, permission),
  );
  return { ...toOrganizer(row, language), roleId, role, permissions };
}

function sumByCurrency(lines: readonly AmountInCurrency[]): AmountInCurrency[] {
  const totals = new Map<number, number>();
  for (const line of lines) totals.set(line.currencyId, (totals.get(line.currencyId) ?? 0) + line.amount);
  return [...totals].sort(([a], [b]) => a - b).map(([currencyId, amount]) => ({ currencyId, amount }));
}

export const hubHandlers: HandlersOf<typeof hubEndpoints> = {
  hubOrganizerCreate: async ({ db, body, ctx, principal }) => {
    const { accountId } = principal.account;
    const slug = body.slug ?? slugify(body.name);
    if (slug === '') {
      throw new HttpError(400, 'INVALID_INPUT', 'body.slug: the name gives no slug; send one (a-z, 0-9, -)');
    }
    const row = await createOrganizerWithOwner(
      db,
      { name: body.name, slug, countryId: body.countryId, currencyId: body.currencyId },
      accountId,
    );
    if (!row) throw new HttpError(409, 'SLUG_TAKEN', `The slug "${slug}" is taken; choose another`, { slug });
    return { errorText: 'OK', organizer: toHubOrganizer(row, organizerRole.ids.owner, ctx.language) };
  },
  hubOrganizers: async ({ db, ctx, principal }) => {
    const { accountId } = principal.account;
    const rows = await listAccountOrganizers(db, accountId);
    return {
      errorText: 'OK',
      organizers: rows.map((row) => toHubOrganizer(row.organizer, row.roleId, ctx.language)),
    };
  },
  hubOrganizerEvents: async ({ db, params, ctx }) => {
    const events = await listOrganizerEventSales(db, params.organizerId, ctx.language);
    return {
      errorText: 'OK',
      organizerId: params.organizerId,
      events,
      revenue: sumByCurrency(events.flatMap((event) => event.revenue)),
      chipCredit: sumByCurrency(events.flatMap((event) => event.chipCredit)),
      ticketsSold: events.reduce((sum, event) => sum + event.ticketsSold, 0),
    };
  },
};

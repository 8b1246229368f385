'use client';
// Role select with a line on what the role may do, and for door and bar the events they work at.
import type { HubEvent } from '@repo/contract/hub';
import type { OrganizerRoleKey } from '@repo/enums/organizer-role';
import { organizerRoleKeys } from '@repo/enums/organizer-role';
import { FormField } from '@repo/ui/field';
import { NativeSelect } from '@/app/_components/native-select';
import { LoadingState } from '@/app/_components/page-states';
import { useT } from '@/app/_components/providers';
import { useFormatters } from '@/app/_components/use-formatters';
import { roleHasEvents, roleOptions } from '@/lib/role-label';

export interface RoleFieldsProps {
  role: OrganizerRoleKey;
  onRoleChange: (role: OrganizerRoleKey) => void;
  /** Chosen events of a door or bar member; empty means every event. */
  eventIds: readonly string[];
  onEventIdsChange: (eventIds: string[]) => void;
  /** The organizer's events (hubOrganizerEvents), undefined while loading. */
  events: readonly HubEvent[] | undefined;
  disabled?: boolean;
}

export function RoleFields({
  role,
  onRoleChange,
  eventIds,
  onEventIdsChange,
  events,
  disabled,
}: RoleFieldsProps) {
  const { t, language } = useT();
  const { date } = useFormatters();

  return (
    <>
      <FormField label={t('main::hubPages.team.role')} hint={t(`main::hubPages.roles.${role}`)} required>
        <NativeSelect
          value={role}
          disabled={disabled}
          onChange={(event) => {
            const next = organizerRoleKeys.find((key) => key === event.target.value);
            if (next) onRoleChange(next);
          }}
        >
          {roleOptions(language).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {roleHasEvents(role) ? (
        <fieldset className="grid gap-2" disabled={disabled}>
          <legend className="text-sm font-medium">{t('main::hubPages.team.events')}</legend>
          <p className="text-xs text-muted">{t('main::hubPages.team.eventsHint')}</p>
          {events === undefined ? (
            <LoadingState className="py-2" />
          ) : events.length === 0 ? (
            <p className="text-sm text-muted">{t('main::hubPages.team.noEvents')}</p>
          ) : (
            <ul className="grid max-h-56 gap-1 overflow-y-auto rounded-lg border border-brand-100 p-2">
              {events.map((event) => {
                const checked = eventIds.includes(event.eventId);
                return (
                  <li key={event.eventId}>
                    <label className="flex cursor-pointer items-start gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-brand-50">
                      <input
                        type="checkbox"
                        className="mt-0.5 size-4 accent-brand-700"
                        checked={checked}
                        onChange={() =>
                          onEventIdsChange(
                            checked
                              ? eventIds.filter((id) => id !== event.eventId)
                              : [...eventIds, event.eventId],
                          )
                        }
                      />
                      <span className="grid">
                        <span className="font-medium">{event.namePub}</span>
                        <span className="text-xs text-muted">{date(event.startsAt)}</span>
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        </fieldset>
      ) : null}
    </>
  );
}

'use client';
// Inviting a person: e-mail, role and (door, bar) events; the pass e-mails the link.
import type { HubEvent, HubOrganizer } from '@repo/contract/hub';
import type { OrganizerRoleKey } from '@repo/enums/organizer-role';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { FormField } from '@repo/ui/field';
import { Input } from '@repo/ui/input';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePass, useT } from '@/app/_components/providers';
import { passErrorKey } from '@/lib/pass-error-text';
import { roleHasEvents } from '@/lib/role-label';
import { RoleFields } from './role-fields';

export interface InviteFormProps {
  organizer: HubOrganizer;
  events: readonly HubEvent[] | undefined;
  onNotice: (notice: string) => void;
}

export function InviteForm({ organizer, events, onNotice }: InviteFormProps) {
  const { t } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OrganizerRoleKey>('manager');
  const [eventIds, setEventIds] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function invite() {
    setPending(true);
    setError(null);
    try {
      const params = { organizerId: organizer.organizerId };
      const answer = await client.hubMemberInvite({
        params,
        body: { email, role, eventIds: roleHasEvents(role) && eventIds.length > 0 ? eventIds : null },
      });
      await queryClient.invalidateQueries({ queryKey: queries.hubTeam({ params }).queryKey });
      onNotice(t('main::hubPages.team.invited', { email: answer.invitation.email }));
      setEmail('');
      setEventIds([]);
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      aria-labelledby="invite-title"
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void invite();
      }}
    >
      <FormField label={t('main::account.form.email')} required>
        <Input
          type="email"
          name="email"
          autoComplete="off"
          required
          value={email}
          disabled={pending}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      <RoleFields
        role={role}
        onRoleChange={setRole}
        eventIds={eventIds}
        onEventIdsChange={setEventIds}
        events={events}
        disabled={pending}
      />
      {error ? <Alert variant="error">{t(passErrorKey(error))}</Alert> : null}
      <Button type="submit" disabled={pending}>
        {pending ? t('main::hubPages.common.working') : t('main::hubPages.team.inviteSubmit')}
      </Button>
    </form>
  );
}

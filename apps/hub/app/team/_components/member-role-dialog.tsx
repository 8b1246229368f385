'use client';
// Changing a member's role (and, for door and bar, their events) in a dialog; the last owner's refusal shows here.
import type { HubEvent, HubOrganizer } from '@repo/contract/hub';
import type { TeamMember } from '@repo/contract/hub-team';
import type { OrganizerRoleKey } from '@repo/enums/organizer-role';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@repo/ui/dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePass, useT } from '@/app/_components/providers';
import { passErrorKey } from '@/lib/pass-error-text';
import { roleHasEvents } from '@/lib/role-label';
import { RoleFields } from './role-fields';

export interface MemberRoleDialogProps {
  organizer: HubOrganizer;
  member: TeamMember;
  events: readonly HubEvent[] | undefined;
  onChanged: (member: TeamMember) => void;
}

export function MemberRoleDialog({ organizer, member, events, onChanged }: MemberRoleDialogProps) {
  const { t } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [role, setRole] = useState<OrganizerRoleKey>(member.role);
  const [eventIds, setEventIds] = useState<string[]>(member.eventIds ?? []);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function save() {
    setPending(true);
    setError(null);
    try {
      const params = { organizerId: organizer.organizerId };
      const answer = await client.hubMemberUpdate({
        params: { ...params, accountId: member.accountId },
        body: { role, eventIds: roleHasEvents(role) && eventIds.length > 0 ? eventIds : null },
      });
      await queryClient.invalidateQueries({ queryKey: queries.hubTeam({ params }).queryKey });
      // Your own role decides what the hub offers you.
      if (member.isSelf) await queryClient.invalidateQueries({ queryKey: queries.hubOrganizers().queryKey });
      setOpen(false);
      onChanged(answer.member);
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        setOpen(next);
        if (next) {
          // Each opening starts from the member as they are now.
          setRole(member.role);
          setEventIds(member.eventIds ?? []);
          setError(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outlined" size="sm">
          {t('main::hubPages.team.changeRole')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('main::hubPages.common.close')}>
        <DialogHeader>
          <DialogTitle>{t('main::hubPages.team.roleTitle', { email: member.email })}</DialogTitle>
          <DialogDescription>{t('main::hubPages.team.roleIntro')}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <RoleFields
            role={role}
            onRoleChange={setRole}
            eventIds={eventIds}
            onEventIdsChange={setEventIds}
            events={events}
            disabled={pending}
          />
          {error ? <Alert variant="error">{t(passErrorKey(error))}</Alert> : null}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outlined" disabled={pending}>
                {t('main::hubPages.common.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending ? t('main::hubPages.common.working') : t('main::hubPages.team.saveRole')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

'use client';
// Creating an API key: a name and a role as scope (what the key may do; never the team).
import type { HubOrganizer } from '@repo/contract/hub';
import type { ApiKey } from '@repo/contract/hub-api-keys';
import type { OrganizerRoleKey } from '@repo/enums/organizer-role';
import { organizerRoleKeys } from '@repo/enums/organizer-role';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { FormField } from '@repo/ui/field';
import { Input } from '@repo/ui/input';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { NativeSelect } from '@/app/_components/native-select';
import { usePass, useT } from '@/app/_components/providers';
import { passErrorKey } from '@/lib/pass-error-text';
import { roleOptions } from '@/lib/role-label';

export function ApiKeyCreateForm({
  organizer,
  onCreated,
}: {
  organizer: HubOrganizer;
  onCreated: (created: { apiKey: ApiKey; secret: string }) => void;
}) {
  const { t, language } = useT();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<OrganizerRoleKey>('accountant');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function create() {
    setPending(true);
    setError(null);
    try {
      const params = { organizerId: organizer.organizerId };
      const answer = await client.hubApiKeyCreate({ params, body: { name, scope } });
      await queryClient.invalidateQueries({ queryKey: queries.hubApiKeys({ params }).queryKey });
      setName('');
      onCreated({ apiKey: answer.apiKey, secret: answer.secret });
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      aria-labelledby="api-key-create-title"
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void create();
      }}
    >
      <FormField
        label={t('main::hubPages.apiKeys.name')}
        hint={t('main::hubPages.apiKeys.nameHint')}
        required
      >
        <Input
          name="name"
          required
          maxLength={80}
          autoComplete="off"
          value={name}
          disabled={pending}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <FormField
        label={t('main::hubPages.apiKeys.scope')}
        hint={t(`main::hubPages.apiKeys.scopeHint.${scope}`)}
        required
      >
        <NativeSelect
          value={scope}
          disabled={pending}
          onChange={(event) => {
            const next = organizerRoleKeys.find((key) => key === event.target.value);
            if (next) setScope(next);
          }}
        >
          {roleOptions(language).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {error ? <Alert variant="error">{t(passErrorKey(error))}</Alert> : null}
      <Button type="submit" disabled={pending}>
        {pending ? t('main::hubPages.common.working') : t('main::hubPages.apiKeys.createSubmit')}
      </Button>
    </form>
  );
}

'use client';
// Changing the password (or setting one on an account made at checkout). The pass ends every session of the
// account and answers a new one, which this browser signs in with so the visitor stays signed in here.
import type { SessionAccount } from '@repo/contract/accounts';
import { useSession } from '@repo/auth/session-provider';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { FormField } from '@repo/ui/field';
import { Input } from '@repo/ui/input';
import { useState } from 'react';
import { usePass } from '../../_providers/storefront-context';
import { useAccountTexts } from './account-texts';
import { Section } from './section';
import { field, useFormAction } from './use-form-action';

export function PasswordForm({ account }: { account: SessionAccount }) {
  const { t } = useAccountTexts();
  const { pass } = usePass();
  const session = useSession();
  const [mismatch, setMismatch] = useState(false);
  const [changed, setChanged] = useState(false);
  const hasPassword = account.hasPassword;

  const change = useFormAction(async (form: FormData) => {
    const newPassword = field(form, 'newPassword');
    if (newPassword !== field(form, 'confirmPassword')) {
      setMismatch(true);
      return false;
    }
    setMismatch(false);
    const { account: renewed } = await pass.accountChangePassword({
      body: {
        ...(hasPassword ? { currentPassword: field(form, 'currentPassword') } : {}),
        newPassword,
      },
    });
    await session.signIn('token', { token: renewed.token });
    setChanged(true);
    return true;
  });

  return (
    <Section title={hasPassword ? t('password.title') : t('password.setTitle')}>
      {/* POST: sent before the page has hydrated, the password goes in the body, never into the address. */}
      <form
        method="post"
        className="grid gap-4 sm:max-w-md"
        onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          setChanged(false);
          void change.run(new FormData(form)).then((done) => {
            if (done) form.reset();
          });
        }}
      >
        {hasPassword ? null : <p className="text-sm text-muted">{t('password.setHint')}</p>}
        {hasPassword ? (
          <FormField label={t('password.current')} required>
            <Input name="currentPassword" type="password" autoComplete="current-password" required />
          </FormField>
        ) : null}
        <FormField label={t('password.new')} hint={t('form.passwordHint')} required>
          <Input name="newPassword" type="password" autoComplete="new-password" minLength={8} required />
        </FormField>
        <FormField
          label={t('password.confirm')}
          error={mismatch ? t('password.mismatch') : undefined}
          required
        >
          <Input name="confirmPassword" type="password" autoComplete="new-password" minLength={8} required />
        </FormField>
        {change.error ? <Alert variant="error">{change.error}</Alert> : null}
        {changed ? <Alert variant="success">{t('password.changed')}</Alert> : null}
        <Button type="submit" className="justify-self-start" disabled={change.pending}>
          {change.pending ? t('form.sending') : hasPassword ? t('password.submit') : t('password.submitSet')}
        </Button>
      </form>
    </Section>
  );
}

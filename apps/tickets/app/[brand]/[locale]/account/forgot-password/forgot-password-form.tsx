'use client';
// Asks the pass to e-mail a set-password link; the answer is the same whether or not the e-mail has an account.
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { FormField } from '@repo/ui/field';
import { Input } from '@repo/ui/input';
import { useState } from 'react';
import { usePass } from '../../_providers/storefront-context';
import { useAccountTexts } from '../_components/account-texts';
import { AuthCard } from '../_components/auth-card';
import { field, useFormAction } from '../_components/use-form-action';

export function ForgotPasswordForm() {
  const { t } = useAccountTexts();
  const { pass } = usePass();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useFormAction(async (form) => {
    const email = field(form, 'email');
    await pass.accountSendResetEmail({ body: { email, purpose: 'resetPassword' } });
    setSentTo(email);
  });

  return (
    <AuthCard title={t('forgot.title')} intro={t('forgot.intro')}>
      {sentTo ? (
        <Alert variant="success">{t('forgot.sent', { email: sentTo })}</Alert>
      ) : (
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void send.run(new FormData(event.currentTarget));
          }}
        >
          <FormField label={t('form.email')} required>
            <Input name="email" type="email" autoComplete="email" required />
          </FormField>
          {send.error ? <Alert variant="error">{send.error}</Alert> : null}
          <Button type="submit" disabled={send.pending}>
            {send.pending ? t('form.sending') : t('forgot.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}

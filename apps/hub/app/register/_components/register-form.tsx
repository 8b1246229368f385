'use client';
// Registration: the account (through /api/auth/register, which signs in) and then its organizer in the pass.
import { accountErrorKey } from '@repo/auth/error-text';
import { useSession } from '@repo/auth/session-provider';
import { country } from '@repo/enums/country';
import { currency } from '@repo/enums/currency';
import { getLanguageByCode } from '@repo/enums/language';
import { slugify } from '@repo/links/slugify';
import { organizerLink } from '@repo/links/storefront-links';
import { Alert } from '@repo/ui/alert';
import { Button } from '@repo/ui/button';
import { FormField } from '@repo/ui/field';
import { Input } from '@repo/ui/input';
import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { NativeSelect } from '@/app/_components/native-select';
import { usePass, useT } from '@/app/_components/providers';

const CZECH_REPUBLIC = country.ids.czechRepublic;
const CZK = currency.ids.czk;

export function RegisterForm({ storefrontOrigin }: { storefrontOrigin: string }) {
  const { t, language } = useT();
  const session = useSession();
  const { client, queries } = usePass();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [name, setName] = useState('');
  const [slugInput, setSlugInput] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  // The slug follows the name until the person edits it; either way it is shown as slugify makes it.
  const slug = slugify(slugInput ?? name);
  const preview = slug === '' ? null : organizerLink({ organizerSlug: slug }, { origin: storefrontOrigin });
  const countries = useMemo(
    () =>
      country
        .list()
        .filter((entry) => entry.id !== 0)
        .map((entry) => ({ id: entry.id, label: entry.labels[language] }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    [language],
  );
  const currencies = currency.list().filter((entry) => entry.id !== 0);
  const signedIn = session.account !== null;

  async function submit(form: FormData) {
    setPending(true);
    setError(null);
    try {
      if (!session.account) {
        await session.register({
          email: String(form.get('email') ?? ''),
          password: String(form.get('password') ?? ''),
          languageId: getLanguageByCode(language).id,
        });
      }
      await client.hubOrganizerCreate({
        body: {
          name,
          slug: slug === '' ? undefined : slug,
          countryId: Number(form.get('countryId')),
          currencyId: Number(form.get('currencyId')),
        },
      });
      await queryClient.invalidateQueries({ queryKey: queries.hubOrganizers().queryKey });
      router.replace('/');
      router.refresh();
    } catch (caught) {
      setError(t(accountErrorKey(caught)));
      setPending(false);
    }
  }

  return (
    <section className="grid gap-6" aria-labelledby="register-title">
      <div className="grid gap-2">
        <h1 id="register-title" className="text-2xl font-semibold text-brand-900">
          {t('main::hubPages.register.title')}
        </h1>
        <p className="text-muted">{t('main::hubPages.register.intro')}</p>
      </div>
      {/* POST: sent before the page has hydrated, the password goes in the body, never into the address. */}
      <form
        method="post"
        className="grid gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          void submit(new FormData(event.currentTarget));
        }}
      >
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-lg font-medium">{t('main::hubPages.register.accountSection')}</legend>
          {signedIn ? (
            <Alert variant="info">
              {t('main::hubPages.register.signedInNote', { email: session.account?.email ?? '' })}
            </Alert>
          ) : (
            <>
              <FormField label={t('main::account.form.email')} required>
                <Input name="email" type="email" autoComplete="email" required />
              </FormField>
              <FormField
                label={t('main::account.form.password')}
                hint={t('main::account.form.passwordHint')}
                required
              >
                <Input name="password" type="password" autoComplete="new-password" minLength={8} required />
              </FormField>
            </>
          )}
        </fieldset>
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-lg font-medium">
            {t('main::hubPages.register.organizerSection')}
          </legend>
          <FormField label={t('main::hubPages.register.organizerName')} required>
            <Input
              name="organizerName"
              value={name}
              onChange={(event) => setName(event.target.value)}
              minLength={2}
              maxLength={120}
              required
            />
          </FormField>
          <FormField
            label={t('main::hubPages.register.slug')}
            hint={
              <span data-testid="slug-preview">
                {preview
                  ? t('main::hubPages.register.slugPreview', { url: preview })
                  : t('main::hubPages.register.slugEmpty')}
              </span>
            }
          >
            <Input
              name="slug"
              value={slugInput ?? slug}
              onChange={(event) => setSlugInput(event.target.value)}
              onBlur={() => setSlugInput((current) => (current === null ? null : slugify(current)))}
              maxLength={200}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('main::hubPages.register.country')} required>
              <NativeSelect name="countryId" defaultValue={String(CZECH_REPUBLIC)} required>
                {countries.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.label}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label={t('main::hubPages.register.currency')} required>
              <NativeSelect name="currencyId" defaultValue={String(CZK)} required>
                {currencies.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.isoChar ?? entry.key}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
        </fieldset>
        {error ? <Alert variant="error">{error}</Alert> : null}
        <Button type="submit" size="lg" disabled={pending || session.status === 'loading'}>
          {pending
            ? t('main::account.form.sending')
            : signedIn
              ? t('main::hubPages.register.createOrganizer')
              : t('main::hubPages.register.submit')}
        </Button>
      </form>
      {signedIn ? null : (
        <p className="text-sm">
          {t('main::hubPages.register.haveAccount')}{' '}
          <Link href="/login" className="font-medium text-brand-800 underline">
            {t('main::hubPages.register.loginLink')}
          </Link>
        </p>
      )}
    </section>
  );
}

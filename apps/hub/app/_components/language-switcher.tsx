'use client';
// Language switcher: stores the choice in a cookie and re-renders the page in that language.
import { supportedLanguages } from '@repo/i18n/languages';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useId, useTransition } from 'react';
import { LANGUAGE_COOKIE } from '@/lib/language';
import { useT } from './providers';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function LanguageSwitcher() {
  const { language, t } = useT();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [pending, startTransition] = useTransition();
  const id = useId();

  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-muted">
        {t('main::hubPages.nav.language')}
      </label>
      <select
        id={id}
        value={language}
        disabled={pending}
        className="h-8 rounded-md border border-brand-200 bg-white px-2 text-sm text-ink"
        onChange={(event) => {
          document.cookie = `${LANGUAGE_COOKIE}=${event.target.value}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
          startTransition(() => {
            // Texts from the pass (event names) come in the request language, so cached answers are stale now.
            void queryClient.invalidateQueries();
            router.refresh();
          });
        }}
      >
        {supportedLanguages.map((code) => (
          <option key={code} value={code}>
            {t(`common::language.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

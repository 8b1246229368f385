'use client';
// The hub's top bar: name, language switcher, and the signed-in account with a sign-out button.
import { useSession } from '@repo/auth/session-provider';
import { Button } from '@repo/ui/button';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { LanguageSwitcher } from './language-switcher';
import { useT } from './providers';

export function Header() {
  const { t } = useT();
  const session = useSession();
  const router = useRouter();

  return (
    <header className="border-b border-brand-100 bg-white">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-4 px-6 py-3">
        <Link href="/" className="text-lg font-semibold text-brand-800">
          {t('main::hub.title')}
        </Link>
        <nav aria-label={t('main::hubPages.nav.main')} className="flex flex-wrap items-center gap-4">
          <LanguageSwitcher />
          {session.account ? (
            <>
              <span className="text-sm text-muted" data-testid="signed-in-as">
                {t('main::hubPages.nav.signedInAs', { email: session.account.email })}
              </span>
              <Button
                variant="outlined"
                size="sm"
                onClick={async () => {
                  await session.signOut();
                  router.replace('/login');
                  router.refresh();
                }}
              >
                {t('main::hubPages.nav.signOut')}
              </Button>
            </>
          ) : null}
        </nav>
      </div>
    </header>
  );
}

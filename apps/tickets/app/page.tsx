// Home page; its content grows with the later issues.
import { t, textKeys } from './i18n';

export default function HomePage() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-12">
      <h1 className="mb-2 text-3xl font-semibold text-brand-700">{t(textKeys.title)}</h1>
      <p className="text-muted">{t(textKeys.tagline)}</p>
    </main>
  );
}

// Home page; its content grows with the later issues.
import { t, textKeys } from './i18n';

export default function HomePage() {
  return (
    <main>
      <h1>{t(textKeys.title)}</h1>
      <p>{t(textKeys.tagline)}</p>
    </main>
  );
}

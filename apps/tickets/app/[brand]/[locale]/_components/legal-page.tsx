// A legal page (terms of sale, privacy): title, introduction and sections from the main::legal texts of the page
// language, read on the server so the browser gets HTML and no texts bundle.
import { resources } from '@repo/i18n/resources';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getStorefront } from '../../../../lib/storefront-context';

type LegalPageKey = 'terms' | 'privacy';
type LegalTexts = (typeof resources)['cs']['main']['legal'][LegalPageKey];

async function legalTexts(localeParam: string, page: LegalPageKey): Promise<LegalTexts> {
  const { locale } = await getStorefront(localeParam);
  return resources[locale].main.legal[page];
}

export async function legalMetadata(localeParam: string, page: LegalPageKey): Promise<Metadata> {
  const texts = await legalTexts(localeParam, page);
  return { title: texts.title, description: texts.intro };
}

export async function LegalPage({
  localeParam,
  page,
  children,
}: {
  localeParam: string;
  page: LegalPageKey;
  /** Shown after the sections, e.g. the button that reopens the cookie settings. */
  children?: ReactNode;
}) {
  const texts = await legalTexts(localeParam, page);
  return (
    <article className="mx-auto max-w-3xl rounded-2xl bg-white p-6 shadow-sm sm:p-10">
      <h1 className="text-2xl font-bold sm:text-3xl">{texts.title}</h1>
      <p className="mt-3 text-lg text-muted">{texts.intro}</p>
      {Object.entries(texts.sections).map(([key, section]) => (
        <section key={key} aria-labelledby={`legal-${key}`} className="mt-8">
          <h2 id={`legal-${key}`} className="text-xl font-semibold">
            {section.title}
          </h2>
          <p className="mt-2 leading-relaxed">{section.text}</p>
        </section>
      ))}
      {children}
    </article>
  );
}

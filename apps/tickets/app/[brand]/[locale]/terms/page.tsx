// /terms: the terms of sale, linked from every page's footer.
import type { Metadata } from 'next';
import { LegalPage, legalMetadata } from '../_components/legal-page';

export async function generateMetadata({ params }: PageProps<'/[brand]/[locale]/terms'>): Promise<Metadata> {
  return legalMetadata((await params).locale, 'terms');
}

export default async function TermsPage({ params }: PageProps<'/[brand]/[locale]/terms'>) {
  return <LegalPage localeParam={(await params).locale} page="terms" />;
}

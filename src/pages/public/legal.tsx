/** The legal pages: /terms, /privacy, /cookies. The copy lives in src/content/legal.ts. */
import { paths } from '@/lib/paths.ts';
import { ContentPage } from '@/components/layout/content-page.tsx';
import { Seo } from '@/components/seo/seo.tsx';
import { cookiesPage, privacyPage, termsPage } from '@/content/legal.ts';
import type { TextPage } from '@/content/text-page.ts';

function LegalPage({ page, path }: { page: TextPage; path: string }) {
  return (
    <>
      <Seo title={page.title} description={page.description} path={path} />
      <ContentPage eyebrow="Legal" title={page.title} intro={page.intro} updated={page.updated} sections={page.sections} />
    </>
  );
}

export function TermsPage() {
  return <LegalPage page={termsPage} path={paths.terms()} />;
}

export function PrivacyPage() {
  return <LegalPage page={privacyPage} path={paths.privacy()} />;
}

export function CookiesPage() {
  return <LegalPage page={cookiesPage} path={paths.cookies()} />;
}

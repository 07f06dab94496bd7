/** The shape of the site's text pages' copy (legal.ts, resources.ts), rendered by `ContentPage` (src/components/layout/content-page.tsx). */
export interface ContentLink {
  label: string;
  to: string;
}

export interface ContentSection {
  /** Anchor id, so a section can be linked to (e.g. /docs#onboarding). */
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  /** Label/value pairs shown as a small fact sheet (client, timeline, results…). */
  facts?: readonly { label: string; value: string }[];
  /** Questions and answers, shown as disclosure widgets. */
  faqs?: readonly { question: string; answer: string }[];
  /** Links to pages of this site. */
  links?: readonly ContentLink[];
}

export interface TextPage {
  title: string;
  /** Meta description for search results. */
  description: string;
  intro: string;
  updated?: string;
  sections: readonly ContentSection[];
}

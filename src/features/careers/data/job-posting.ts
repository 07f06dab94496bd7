/**
 * The `JobPosting` structured data an open opening's page carries for search engines' job listings
 * (Google for Jobs: https://developers.google.com/search/docs/appearance/structured-data/job-posting).
 * Apart from ./openings.ts so that only the opening's page loads the Markdown parser it needs.
 */
import { Marked } from 'marked';
import { escapeHtml } from '@/lib/mail-render.ts';
import type { JobOpening } from './openings.ts';

/**
 * The description's Markdown as HTML for the `JobPosting` (never shown on a page: the page renders the
 * Markdown as elements, src/components/markdown/markdown.tsx). HTML written in it shows as its
 * text, a link as its words, an image as its alt text: nothing in it points anywhere.
 */
const postingMarkdown = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }) => escapeHtml(text),
    link({ tokens }) {
      return this.parser.parseInline(tokens);
    },
    image: ({ text }) => escapeHtml(text),
  },
});

const markdownHtml = (markdown: string) => (postingMarkdown.parse(markdown, { async: false }) as string).trim();

/** The whole posting as the HTML Google asks `description` to be: the description, requirements and benefits. */
function postingHtml(opening: JobOpening): string {
  const list = (title: string, items: readonly string[]) =>
    items.length ? `<p><strong>${title}</strong></p><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '';
  return [
    markdownHtml(opening.description),
    ...(opening.experience ? [`<p>Experience: ${escapeHtml(opening.experience)}</p>`] : []),
    list('Requirements', opening.requirements),
    list('Benefits', opening.benefits),
  ].join('');
}

/**
 * The opening's `JobPosting` (without `hiringOrganization`, which the page's metadata adds from the
 * site's settings): Google's required properties (title, description, datePosted, hiringOrganization,
 * jobLocation, or jobLocationType TELECOMMUTE with applicantLocationRequirements for a remote job) and
 * its recommended ones (baseSalary, employmentType, validThrough when there is a last day, identifier,
 * directApply). Only an open opening has one.
 */
export function jobPostingOf(opening: JobOpening, pageUrl: string): Record<string, unknown> {
  const place = opening.office && {
    '@type': 'Place',
    address: {
      '@type': 'PostalAddress',
      addressLocality: opening.office.locality,
      addressRegion: opening.office.region,
      addressCountry: opening.office.country,
    },
  };
  const remote = opening.workplace === 'remote';
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: opening.title,
    description: postingHtml(opening),
    identifier: { '@type': 'PropertyValue', name: 'Opening', value: opening.slug },
    datePosted: opening.datePosted,
    ...(opening.validThrough ? { validThrough: `${opening.validThrough}T23:59:59` } : {}),
    employmentType: opening.employmentType,
    ...(place ? { jobLocation: place } : {}),
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: opening.remoteCountries.map((code) => ({ '@type': 'Country', name: code })),
        }
      : {}),
    ...(opening.salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: opening.salary.currency,
            value: { '@type': 'QuantitativeValue', minValue: opening.salary.min, maxValue: opening.salary.max, unitText: opening.salary.period },
          },
        }
      : {}),
    occupationalCategory: opening.department,
    experienceRequirements: opening.experience,
    directApply: true,
    url: pageUrl,
  };
}

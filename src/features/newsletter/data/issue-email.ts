/**
 * A newsletter issue as the e-mail every subscriber gets: the Trigger Email extension's template
 * `mail_templates/newsletter-{issueId}` (subject, HTML, plain text), made from the issue's subject and
 * Markdown when the admin saves it, stored with the issue and installed from it (the rules compare
 * the two). Each message fills in only who it is for (`subscriberId`, `token`: their unsubscribe link),
 * so a message document stays small however long the issue.
 *
 * The HTML is the Markdown as HTML (src/components/markdown renders it on the site): HTML written in
 * it shows as its text; links and images keep only https addresses and the site's own (made absolute).
 * The plain text is the Markdown itself, which reads as text. Braces the admin wrote are escaped, so
 * nothing in their words is taken for a template's placeholder.
 */
import { Marked } from 'marked';
import { site, siteUrl } from '@/content/site.ts';
import { escapeHtml } from '@/lib/mail-render.ts';
import { paths } from '@/lib/paths.ts';

export interface IssueEmail {
  subject: string;
  html: string;
  text: string;
}

/** The site's URL; outside Vite (Node scripts) the built-in one. */
const baseUrl = () => (import.meta.env === undefined ? site.defaultUrl : siteUrl());

/** An address the e-mail may point to: https, or the site's own path (made absolute); else null. */
function absolute(href: string, base: string): string | null {
  if (/^https:\/\//i.test(href)) return href;
  if (href.startsWith('/') && !href.startsWith('//')) return `${base}${href}`;
  return null;
}

const markdownFor = (base: string) =>
  new Marked({
    gfm: true,
    renderer: {
      html: ({ text }) => escapeHtml(text),
      link({ href, tokens }) {
        const words = this.parser.parseInline(tokens);
        const target = absolute(href, base);
        return target ? `<a href="${escapeHtml(target)}" style="color: #2451e6;">${words}</a>` : words;
      },
      image({ href, text }) {
        const source = absolute(href, base);
        return source ? `<img src="${escapeHtml(source)}" alt="${escapeHtml(text)}" style="max-width: 100%; height: auto; border-radius: 8px;">` : escapeHtml(text);
      },
    },
  });

/** Two braces in the admin's words stay two braces (Handlebars' escape). */
const keepBraces = (text: string) => text.replace(/\{\{/g, '\\{{');

/** The issue's e-mail template: `{{subscriberId}}` and `{{token}}` make each subscriber's unsubscribe link. */
export function issueEmail(subject: string, markdown: string, base: string = baseUrl()): IssueEmail {
  const body = (markdownFor(base).parse(markdown, { async: false }) as string).trim();
  const unsubscribe = `${base}${paths.newsletterUnsubscribe()}?id={{subscriberId}}&token={{token}}`;
  const archive = `${base}${paths.newsletterArchive()}`;
  const small = 'font-size: 12px; color: #64748b;';
  return {
    subject: keepBraces(subject),
    html:
      '<!doctype html><html><body style="font-family: Arial, Helvetica, sans-serif; color: #0f172a; line-height: 1.6; max-width: 640px; margin: 0 auto; padding: 16px;">' +
      `<h1 style="font-size: 22px;">${keepBraces(escapeHtml(subject))}</h1>` +
      keepBraces(body) +
      '<hr style="border: none; border-top: 1px solid #e2e8f0; margin: 24px 0;">' +
      `<p style="${small}">You receive this because you subscribed to the ${escapeHtml(site.name)} newsletter. ` +
      `<a href="${unsubscribe.replace(/&/g, '&amp;')}">Unsubscribe</a> · <a href="${archive}">Past issues</a></p>` +
      '</body></html>',
    text: [
      keepBraces(subject),
      '',
      keepBraces(markdown.trim()),
      '',
      '—',
      `You receive this because you subscribed to the ${site.name} newsletter.`,
      `Unsubscribe: ${unsubscribe}`,
      `Past issues: ${archive}`,
    ].join('\n'),
  };
}

/** The unsubscribe link of one subscriber, as the `List-Unsubscribe` header gives it. */
export const listUnsubscribeHeader = (subscriberId: string, token: string, base: string = baseUrl()) =>
  `<${base}${paths.newsletterUnsubscribe()}?id=${subscriberId}&token=${token}>`;

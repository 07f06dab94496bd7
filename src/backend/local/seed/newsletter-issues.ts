/**
 * The demo's seeded newsletter issues (`newsletter_issues/<id>`), as an admin would have left them:
 * two sent (the public archive, /newsletter, lists them newest first, each with its page) and one
 * draft (only admins see it). Dates are counted back from now, so the archive never looks abandoned.
 *
 * Each issue stores the e-mail template it went out with. The app makes it from the subject and the
 * Markdown (`issueEmail`, src/features/newsletter/data/issue-email.ts), which the backend may not
 * import (it reaches only content/ and lib/): here it is written out in the same frame, the Markdown
 * as HTML by hand, with the site's built-in address (what was mailed does not follow a later setting).
 */
import { site } from '@/content/site.ts';
import { escapeHtml } from '@/lib/mail-render.ts';
import { paths } from '@/lib/paths.ts';
import type { LocalDoc } from '../db.ts';
import { seedNewsletter } from './newsletter.ts';
import { daysAgo, DAY } from './shared.ts';

interface SeedIssue {
  id: string;
  subject: string;
  /** The words, in Markdown (`#` is the page's h2: the subject is its h1). */
  body: string;
  /** The body as the e-mail's HTML (what `issueEmail` makes of it). */
  html: string;
  createdDaysAgo: number;
  /** When sending ended; null: a draft. */
  sentDaysAgo: number | null;
}

const ISSUES: readonly SeedIssue[] = [
  {
    id: 'what-we-learned-rebuilding-our-website',
    subject: 'What we learned rebuilding our own website',
    body: [
      'Our own site now arrives as plain HTML and starts its app only when you use it: pages paint in well under a second on a mid-range phone.',
      '# Three lessons',
      '1. Measure on a real phone, not a laptop\n2. Send less JavaScript before making it faster\n3. Keep the words editable by the people who write them',
      'Would you like the same for your site? [Tell us about it](/contact).',
    ].join('\n\n'),
    html: [
      '<p>Our own site now arrives as plain HTML and starts its app only when you use it: pages paint in well under a second on a mid-range phone.</p>',
      '<h1>Three lessons</h1>',
      '<ol>\n<li>Measure on a real phone, not a laptop</li>\n<li>Send less JavaScript before making it faster</li>\n<li>Keep the words editable by the people who write them</li>\n</ol>',
      `<p>Would you like the same for your site? <a href="${site.defaultUrl}/contact" style="color: #2451e6;">Tell us about it</a>.</p>`,
    ].join('\n'),
    createdDaysAgo: 9,
    sentDaysAgo: 7,
  },
  {
    id: 'what-we-shipped-a-faster-checkout',
    subject: 'What we shipped: a faster checkout for a retail client',
    body: [
      'This month we rebuilt the checkout of an online shop for organic produce boxes, and cut the time from basket to paid order by **40%**.',
      '# What we changed',
      '- One page instead of four, the delivery slot picked beside the address\n- Card details kept by the payment provider, so returning customers pay in one tap\n- Every step measured, to see where people gave up',
      'Most of the gain came from asking fewer questions, not from faster servers. More on [our blog](/blog).',
    ].join('\n\n'),
    html: [
      '<p>This month we rebuilt the checkout of an online shop for organic produce boxes, and cut the time from basket to paid order by <strong>40%</strong>.</p>',
      '<h1>What we changed</h1>',
      '<ul>\n<li>One page instead of four, the delivery slot picked beside the address</li>\n<li>Card details kept by the payment provider, so returning customers pay in one tap</li>\n<li>Every step measured, to see where people gave up</li>\n</ul>',
      `<p>Most of the gain came from asking fewer questions, not from faster servers. More on <a href="${site.defaultUrl}/blog" style="color: #2451e6;">our blog</a>.</p>`,
    ].join('\n'),
    createdDaysAgo: 40,
    sentDaysAgo: 38,
  },
  {
    id: 'our-year-in-review',
    subject: 'Our year in review',
    body: 'The projects we are proudest of this year, what they taught us, and what comes next.',
    html: '<p>The projects we are proudest of this year, what they taught us, and what comes next.</p>',
    createdDaysAgo: 2,
    sentDaysAgo: null,
  },
];

/** The issue's template, framed as `issueEmail` frames it: each message fills in its subscriber's unsubscribe link. */
function emailOf({ subject, body, html }: SeedIssue) {
  const base = site.defaultUrl;
  const unsubscribe = `${base}${paths.newsletterUnsubscribe()}?id={{subscriberId}}&token={{token}}`;
  const archive = `${base}${paths.newsletterArchive()}`;
  const small = 'font-size: 12px; color: #64748b;';
  return {
    subject,
    html:
      '<!doctype html><html><body style="font-family: Arial, Helvetica, sans-serif; color: #0f172a; line-height: 1.6; max-width: 640px; margin: 0 auto; padding: 16px;">' +
      `<h1 style="font-size: 22px;">${escapeHtml(subject)}</h1>` +
      html +
      '<hr style="border: none; border-top: 1px solid #e2e8f0; margin: 24px 0;">' +
      `<p style="${small}">You receive this because you subscribed to the ${escapeHtml(site.name)} newsletter. ` +
      `<a href="${unsubscribe.replace(/&/g, '&amp;')}">Unsubscribe</a> · <a href="${archive}">Past issues</a></p>` +
      '</body></html>',
    text: [
      subject,
      '',
      body,
      '',
      '—',
      `You receive this because you subscribed to the ${site.name} newsletter.`,
      `Unsubscribe: ${unsubscribe}`,
      `Past issues: ${archive}`,
    ].join('\n'),
  };
}

/**
 * How far sending got, as `sendNextBatch` and `finishWrite` leave a sent issue: every subscriber
 * confirmed by the time it was sent (the seeded ones, ./newsletter.ts) counted; who was reached last
 * is forgotten once it is sent (a sent issue is public).
 */
function progressOf(sentAt: Date, subscribers: Record<string, LocalDoc>) {
  const reached = Object.values(subscribers).filter((subscriber) => subscriber.status === 'confirmed' && (subscriber.updatedAt as Date) <= sentAt);
  return { queued: reached.length, afterId: null, afterTime: null };
}

export function seedNewsletterIssues(now: Date): Record<string, Record<string, LocalDoc>> {
  const subscribers = seedNewsletter(now).newsletter_subscribers;
  const issues: Record<string, LocalDoc> = {};
  for (const issue of ISSUES) {
    const createdAt = daysAgo(now, issue.createdDaysAgo, 9);
    const sentAt = issue.sentDaysAgo === null ? null : daysAgo(now, issue.sentDaysAgo, 10);
    issues[issue.id] = {
      subject: issue.subject,
      body: issue.body,
      postId: null,
      status: sentAt ? 'sent' : 'draft',
      email: emailOf(issue),
      createdAt,
      // A draft was last edited a few hours after it was written; a sent issue, when sending ended.
      updatedAt: sentAt ?? new Date(createdAt.getTime() + DAY / 8),
      sentAt,
      progress: sentAt ? progressOf(sentAt, subscribers) : { queued: 0, afterId: null, afterTime: null },
    };
  }
  return { newsletter_issues: issues };
}

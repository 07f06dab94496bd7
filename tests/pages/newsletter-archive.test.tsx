/**
 * The newsletter's public archive on the demo backend: /newsletter lists the sent issues newest first
 * (never a draft), each linking to its page, which shows its Markdown; an unknown or unsent issue's
 * address says "Issue not found" and asks not to be indexed. The build prerenders the archive and
 * each sent issue, lists them in the sitemap and the site search, and keeps what only admins should
 * see (the e-mail template, how far sending got) out of the pages.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/routes.tsx';
import { decode, encode, memoryStorage, STORAGE_KEY } from '@/backend/local/db.ts';
import { createLocalBackend } from '@/backend/local/index.ts';
import {
  loadInitialData,
  loadOpenings,
  loadPublishedPosts,
  loadSentIssues,
  pageSearchDocument,
  prerenderedPages,
  prerenderFrom,
  renderPage,
  serializeInitialData,
} from '@/entry-server.tsx';
import { renderApp } from '../render.tsx';

/** The seeded issues (src/backend/local/seed/newsletter-issues.ts): two sent, newest first, and a draft. */
const SENT = [
  { id: 'what-we-learned-rebuilding-our-website', subject: 'What we learned rebuilding our own website' },
  { id: 'what-we-shipped-a-faster-checkout', subject: 'What we shipped: a faster checkout for a retail client' },
];
const DRAFT = { id: 'our-year-in-review', subject: 'Our year in review' };

const CALENDAR_DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/;
const robots = () => document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '';

describe('The newsletter archive', () => {
  it('lists the sent issues newest first, each with the day it was sent, and not the draft', async () => {
    await renderApp('/newsletter');
    expect(await screen.findByRole('heading', { level: 1, name: 'Newsletter' })).toBeInTheDocument();
    expect(screen.getByText(/^Once a month: what we shipped, what we learned/)).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Past issues' });
    const links = await within(section).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(SENT.map((issue) => issue.subject));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(SENT.map((issue) => `/newsletter/${issue.id}`));
    for (const item of within(section).getAllByRole('listitem')) {
      const time = item.querySelector('time');
      expect(time?.textContent).toMatch(CALENDAR_DATE);
      expect(time?.getAttribute('dateTime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
    expect(screen.queryByText(DRAFT.subject)).not.toBeInTheDocument();
    // The subscribe box, the page's own beside the footer's.
    expect(screen.getByRole('heading', { level: 2, name: 'Get the next issue' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Subscribe to our newsletter' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Newsletter | NovaForge Digital'));
    expect(robots()).not.toMatch(/noindex/);
  });

  it('says "No issues yet" before the first one is sent, and invites to subscribe', async () => {
    await renderApp('/newsletter', {
      prepare: async (backend) => {
        // The first read writes the seed into this browser's storage; then the sent issues are taken out.
        await backend.store.get('newsletter_issues', SENT[0].id);
        const data = decode(localStorage.getItem(STORAGE_KEY)!);
        data.collections.newsletter_issues = { [DRAFT.id]: data.collections.newsletter_issues[DRAFT.id] };
        localStorage.setItem(STORAGE_KEY, encode(data));
      },
    });
    const section = await screen.findByRole('region', { name: 'Past issues' });
    expect(await within(section).findByRole('heading', { level: 3, name: 'No issues yet' })).toBeInTheDocument();
    expect(within(section).getByText(/subscribe above/)).toBeInTheDocument();
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
  });

  it('leads to an issue’s page: its subject, the day it was sent, its Markdown, and the way back', async () => {
    const { user } = await renderApp('/newsletter');
    const section = await screen.findByRole('region', { name: 'Past issues' });
    await user.click(await within(section).findByRole('link', { name: SENT[1].subject }));

    const article = (await screen.findByRole('heading', { level: 1, name: SENT[1].subject })).closest('article')!;
    expect(within(article).getByText(/^Sent/)).toHaveTextContent(/^Sent [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    // `#` is the page's h2 (the subject is its h1); bold, a list and a link of the site's own.
    expect(within(article).getByRole('heading', { level: 2, name: 'What we changed' })).toBeInTheDocument();
    expect(within(article).getByText('40%').tagName).toBe('STRONG');
    expect(within(article).getAllByRole('listitem')).toHaveLength(3);
    expect(within(article).getByRole('link', { name: 'our blog' })).toHaveAttribute('href', '/blog');
    expect(article).not.toHaveTextContent('**');

    expect(screen.getByRole('link', { name: 'All issues' })).toHaveAttribute('href', '/newsletter');
    expect(screen.getByRole('heading', { level: 2, name: 'Get the next issue' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Subscribe to our newsletter' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${SENT[1].subject} · Newsletter | NovaForge Digital`));
    expect(robots()).not.toMatch(/noindex/);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(new RegExp(`/newsletter/${SENT[1].id}$`));
  });

  it.each([
    ['an unknown issue', 'no-such-issue'],
    ['the draft', DRAFT.id],
  ])('%s says "Issue not found", and is not to be indexed', async (_what, id) => {
    await renderApp(`/newsletter/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Issue not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all issues' })).toHaveAttribute('href', '/newsletter');
    expect(screen.queryByText(DRAFT.subject)).not.toBeInTheDocument();
    await waitFor(() => expect(robots()).toMatch(/noindex/));
  });

  it('keeps /newsletter/confirm and /newsletter/unsubscribe their own pages', () => {
    for (const path of ['/newsletter/confirm', '/newsletter/unsubscribe']) {
      expect(matchRoutes(routes, path)?.at(-1)?.route.path).toBe(path);
    }
    expect(matchRoutes(routes, `/newsletter/${SENT[0].id}`)?.at(-1)?.route.path).toBe('/newsletter/:id');
  });
});

/** The page as the build renders it (without a DOM, as scripts/prerender.mjs does), and its data. */
async function built(path: string) {
  const data = await loadInitialData(path, new Date());
  vi.stubGlobal('document', undefined);
  const { html, status } = await renderPage(path, data).finally(() => vi.unstubAllGlobals());
  expect(status).toBe(200);
  const start = html.indexOf('<div');
  return { head: html.slice(0, start), body: html.slice(start), data: serializeInitialData(data) };
}

describe('The archive in the build', () => {
  beforeAll(() => prerenderFrom(createLocalBackend(memoryStorage())));

  it('writes the archive and one page per sent issue, all in the sitemap, dated by the issues', async () => {
    const issues = await loadSentIssues();
    const builtAt = new Date();
    const pages = prerenderedPages(await loadPublishedPosts(), await loadOpenings(), builtAt, issues);
    const newsletter = pages.filter((page) => page.path.startsWith('/newsletter'));
    expect(newsletter.map((page) => page.path)).toEqual(['/newsletter', ...SENT.map((issue) => `/newsletter/${issue.id}`)]);
    expect(newsletter.every((page) => page.listed)).toBe(true);
    const lastmod = Object.fromEntries(newsletter.map((page) => [page.path, page.lastmod]));
    expect(lastmod['/newsletter']).toEqual(issues[0].updatedAt);
    expect(lastmod[`/newsletter/${SENT[1].id}`]).toEqual(issues[1].updatedAt);
    expect(lastmod['/newsletter'].getTime()).toBeLessThan(builtAt.getTime());
  });

  it('renders the list into the archive’s HTML, newest first, and indexes it for the site search', async () => {
    const { head, body, data } = await built('/newsletter');
    const at = SENT.map((issue) => body.indexOf(`href="/newsletter/${issue.id}"`));
    expect(at[0]).toBeGreaterThan(0);
    expect(at[1]).toBeGreaterThan(at[0]);
    expect(body).not.toContain(DRAFT.subject);
    // Only what the list shows travels with the page: no template, no subscriber reached.
    expect(data).toContain('"newsletter:issues"');
    expect(data).not.toMatch(/progress|Unsubscribe|our-year-in-review/);
    const document = pageSearchDocument('/newsletter', head, body);
    expect(document).toMatchObject({ kind: 'page', title: 'Newsletter', path: '/newsletter' });
    expect(document?.body).toContain(SENT[0].subject);
  });

  it('renders an issue’s Markdown into its page, which the site search finds', async () => {
    const path = `/newsletter/${SENT[1].id}`;
    const { head, body, data } = await built(path);
    expect(body).toContain(SENT[1].subject);
    expect(body).toMatch(/<h2[^>]*>What we changed<\/h2>/);
    expect(body).toContain('<strong>40%</strong>');
    expect(data).toContain(`"newsletter:issue:${SENT[1].id}"`);
    expect(data).not.toMatch(/progress|Unsubscribe/);
    const document = pageSearchDocument(path, head, body);
    expect(document).toMatchObject({ kind: 'page', title: `${SENT[1].subject} · Newsletter`, path });
    expect(document?.body).toContain('organic produce boxes');
  });
});

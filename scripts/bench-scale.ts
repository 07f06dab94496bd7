/**
 * The scale benchmark's work (scripts/bench-scale.mjs runs it): a demo backend seeded through the
 * data modules with N posts, enquiries, users and job openings (of which a few stay open, as at a
 * company hiring: the history grows, the open ones do not), then each screen's loads — the same data
 * functions the screens call — timed and their document reads counted as Firestore bills them.
 */
import { setBackendForTests } from '@/backend/index.ts';
import { memoryStorage } from '@/backend/local/db.ts';
import { createLocalBackend, DEMO_ACCOUNTS } from '@/backend/local/index.ts';
import type { Backend, SessionUser } from '@/backend/types.ts';
import { serializeInitialData } from '@/context/initial-data.tsx';
import { prerenderData } from '@/app/routes.tsx';
import {
  BLOG_CATEGORIES,
  countBlogPosts,
  createBlog,
  getBlog,
  listBlogPage,
  listPostsChangedSince,
  listPublishedBlogs,
  listRelatedBlogs,
  publicBlogStats,
  recordBlogView,
} from '@/features/blog/data/blogs.ts';
import { SINCE_BUILD_LIMIT } from '@/features/search/data/site-search.ts';
import { addContactMessage, countInboxMessages, countMessageStats, countUnreadMessages, listMessagesPage, listMyMessages } from '@/features/enquiries/data/contact-messages.ts';
import { DASHBOARD_LOADERS } from '@/data/dashboard.ts';
import { signOut, signUp } from '@/features/accounts/data/session.ts';
import { countUsers, getUserProfile, listUsersPage } from '@/features/accounts/data/users.ts';
import { emptyOpeningInput } from '@/features/careers/data/opening-input.ts';
import { applicationCounts, createOpening, listOpeningsPage, listOpenOpenings, openingStats, setOpeningClosed } from '@/features/careers/data/opening-store.ts';
import { dayOf } from '@/features/careers/data/openings.ts';
import { countSubscribers } from '@/features/newsletter/data/newsletter.ts';
import { getIssue, issueDelivery, issuesView } from '@/features/newsletter/data/issues.ts';
import { listSentIssues } from '@/features/newsletter/data/issue-archive.ts';
import { issueEmail } from '@/features/newsletter/data/issue-email.ts';
import { sha256Hex } from '@/lib/sha256.ts';
import { readTrafficReport } from '@/features/traffic/data/traffic-report.ts';
import { TRAFFIC_SHARDS, trafficDay, trafficDocId } from '@/lib/traffic.ts';
import type { LocalData } from '@/backend/local/db.ts';
import { renderPage, searchIndexJson } from '@/entry-server.tsx';
import { gzipSync } from 'node:zlib';

export interface ScreenFigure {
  screen: string;
  /** Documents read (one per document a get or query returns, at least one per request). */
  documentReads: number;
  /** Reads billed for counts and sums: one per 1,000 index entries counted. */
  aggregationReads: number;
  /** The median of the timed runs, in milliseconds. */
  ms: number;
}

export interface ScaleResult {
  n: number;
  seedSeconds: number;
  screens: ScreenFigure[];
  /** The prerendered /blog page: its markup, its data and the page shell around them, in bytes. */
  blogHtmlBytes: number;
  /** The site search's index file the build writes (every published post, no pages), gzip bytes. */
  searchIndexGzipBytes: number;
}

/** A word only one post, one enquiry holds: what the searches look for. */
const NEEDLE = 'quokkametrics';
const PAGE = 9;
/** How many openings take applications at once, at any N. */
const OPEN_OPENINGS = 6;
/** Which post and enquiry hold the needle: mid-way, and a published post (every fifth is a draft). */
const needleAt = (n: number) => Math.ceil(n / 2) + 1;

const paragraph = (n: number) =>
  `Post ${n} looks at delivery, budgets and the small decisions that keep software projects on track. ` +
  'Teams that ship often learn faster, and the habits behind that are easy to copy. '.repeat(4);

/**
 * The newsletter at N: N confirmed subscribers and N sent issues, each with a message to one of them,
 * written straight into the demo's data (subscribing takes an e-mail link; sending is measured by the
 * tests, one message per subscriber).
 */
function seedNewsletter(storage: { read(): LocalData | null; write(data: LocalData): void }, n: number) {
  const data = storage.read()!;
  const at = (i: number) => new Date(Date.UTC(2025, 0, 1) + i * 3600_000);
  data.collections.newsletter_subscribers ??= {};
  data.collections.newsletter_issues ??= {};
  for (let i = 1; i <= n; i += 1) {
    const email = `reader${i}@example.org`;
    data.collections.newsletter_subscribers[sha256Hex(email)] = { email, status: 'confirmed', token: `token${i}`.padEnd(43, 'x'), createdAt: at(i), updatedAt: at(i) };
    const subject = `Issue ${i}`;
    data.collections.newsletter_issues[`issue-${i}`] = {
      subject,
      body: `What we shipped in issue ${i}.`,
      postId: null,
      status: 'sent',
      email: issueEmail(subject, `What we shipped in issue ${i}.`),
      createdAt: at(i),
      updatedAt: at(i),
      sentAt: at(i),
      progress: { queued: n, afterId: null, afterTime: null },
    };
    data.collections.mail[`newsletter-issue-${i}-${sha256Hex(email)}`] = {
      to: email,
      template: { name: `newsletter-issue-${i}`, data: { issueId: `issue-${i}`, subscriberId: sha256Hex(email), token: `token${i}` } },
      createdAt: at(i),
    };
  }
  storage.write(data);
}

/**
 * Traffic counters: the last 90 days full (every shard of every day, a busy site), and `n` days of
 * older history before them. The Analytics screen's reads must not grow with that history.
 */
function seedTraffic(storage: { read(): LocalData | null; write(data: LocalData): void }, n: number) {
  const data = storage.read()!;
  const traffic = (data.collections.traffic = {} as Record<string, Record<string, unknown>>);
  const counters = (day: string) => ({
    day,
    hit: 'view /',
    pages: { '/': 40, '/blog': 12, '/services': 9 },
    visits: 30,
    referrers: { 'google.com': 20, '(direct)': 10 },
    devices: { mobile: 18, desktop: 12 },
    vitals: { 'home:lcp:3': 25, 'home:inp:2': 10, 'home:cls:1': 25 },
  });
  const now = Date.now();
  for (let ago = 0; ago < 90; ago += 1) {
    const day = trafficDay(new Date(now - ago * 86_400_000));
    for (let shard = 0; shard < TRAFFIC_SHARDS; shard += 1) traffic[trafficDocId(day, shard)] = counters(day);
  }
  for (let ago = 90; ago < 90 + n; ago += 1) {
    const day = trafficDay(new Date(now - ago * 86_400_000));
    traffic[trafficDocId(day, 0)] = counters(day);
  }
  storage.write(data);
}

async function seed(backend: Backend, n: number): Promise<void> {
  await backend.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  for (let i = 1; i <= n; i += 1) {
    await createBlog(
      {
        title: `Field notes ${i}: shipping every other week`,
        excerpt: i % 3 ? `What release ${i} taught us.` : '',
        content: i === needleAt(n) ? `${paragraph(i)} The ${NEEDLE} dashboard says so.` : paragraph(i),
        category: BLOG_CATEGORIES[i % BLOG_CATEGORIES.length],
        tags: ['Delivery', `Team ${i % 7}`],
        isFeatured: i % 10 === 0,
        isPublished: i % 5 !== 0,
      },
      `Author ${i % 4}`,
    );
  }
  // Openings: six open, the rest closed (two in three) or past their last day.
  const posted = new Date(Date.now() - 400 * 24 * 3600 * 1000);
  for (let i = 1; i <= n; i += 1) {
    const slug = `opening-${i}`;
    const open = i > n - OPEN_OPENINGS;
    await createOpening({
      ...emptyOpeningInput(posted),
      slug,
      title: `Role ${i}`,
      department: 'Engineering',
      office: { locality: 'San Francisco', region: 'CA', country: 'US' },
      description: `What role ${i} does.`,
      salary: { min: 60_000, max: 90_000, currency: 'USD', period: 'YEAR' },
      validThrough: open || i % 3 ? null : dayOf(new Date(posted.getTime() + 30 * 24 * 3600 * 1000)),
    });
    if (!open && i % 3) await setOpeningClosed(slug, true, `Role ${i}`);
  }
  await backend.auth.signOut();
  // Each enquiry from a visitor of its own (the rules allow one a minute per sender).
  for (let i = 1; i <= n; i += 1) {
    await addContactMessage(
      {
        name: `Client ${i}`,
        email: `client${i}@example.org`,
        phone: '',
        company: i === needleAt(n) ? `${NEEDLE} Ltd` : `Company ${i % 50}`,
        service: 'Web Development',
        message: `Enquiry number ${i}: we would like a quote.`,
      },
      null,
    );
    await backend.auth.signOut();
  }
  for (let i = 1; i <= n; i += 1) {
    await signUp(`Member ${i}`, `member${i}@example.com`, 'member-secret');
    await signOut();
  }
}

/** Each screen's loads, in the order a visitor or admin would meet them. */
function screens(admin: () => Promise<SessionUser>): [string, () => Promise<unknown>][] {
  const first = { category: '', sort: 'latest' as const, search: '', pageSize: PAGE };
  let pageFourEnd: Awaited<ReturnType<typeof listBlogPage>>['next'] = null;
  let articleId = '';
  return [
    ['blog page 1', () => Promise.all([listBlogPage(first), countBlogPosts('', ''), publicBlogStats()])],
    [
      'blog page 5',
      async () => {
        // The cursor of page 4's last post is in page 5's address: one query, as the link costs.
        if (!pageFourEnd) {
          let page = await listBlogPage(first);
          for (let i = 2; i <= 4; i += 1) page = await listBlogPage({ ...first, after: page.next! });
          pageFourEnd = page.next;
          return null;
        }
        return Promise.all([listBlogPage({ ...first, after: pageFourEnd }), countBlogPosts('', '')]);
      },
    ],
    ['blog search', () => Promise.all([listBlogPage({ ...first, search: NEEDLE }), countBlogPosts('', NEEDLE)])],
    // Opening the site search: the build's index is a file; the posts changed since the build, one query.
    ['site search: open', () => listPostsChangedSince(new Date(Date.now() - 3_600_000), SINCE_BUILD_LIMIT)],
    [
      'article',
      async () => {
        articleId ||= (await listBlogPage({ ...first, search: NEEDLE })).posts[0].id;
        const post = await getBlog(articleId);
        await Promise.all([listRelatedBlogs(post!, 3), recordBlogView(articleId)]);
      },
    ],
    [
      'session start (admin, unread badge)',
      async () => {
        const user = await admin();
        await getUserProfile(user.uid);
        await Promise.all([listMyMessages(user), countUnreadMessages()]);
      },
    ],
    ['admin dashboard', () => Promise.all(Object.values(DASHBOARD_LOADERS).map((load) => load(new Date(), { activity: true })))],
    [
      'inbox page 1',
      () => Promise.all([listMessagesPage({ status: 'all', search: '' }), countMessageStats(), countInboxMessages('all', '')]),
    ],
    ['inbox search', () => Promise.all([listMessagesPage({ status: 'all', search: NEEDLE }), countInboxMessages('all', NEEDLE)])],
    ['users page 1', () => Promise.all([listUsersPage('all', null), countUsers()])],
    ['careers (open openings)', () => listOpenOpenings(new Date())],
    [
      'admin openings page 1',
      async () => {
        const [page] = await Promise.all([listOpeningsPage('all', {}, new Date()), openingStats(new Date())]);
        await applicationCounts(page.openings.map((opening) => opening.slug));
      },
    ],
    ['newsletter archive', () => listSentIssues()],
    ['admin newsletter page 1', () => issuesView('all', {})],
    ['admin newsletter issue', () => Promise.all([getIssue('issue-1'), issueDelivery('issue-1'), countSubscribers()])],
    ['admin analytics traffic 7 days', () => readTrafficReport(7)],
    ['admin analytics traffic 90 days', () => readTrafficReport(90)],
  ];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Seeds a fresh demo backend with `n` of each, then runs each screen `runs` times after one untimed
 * run (which builds the demo store's in-memory indexes, as Firestore's exist before any query): the
 * reads of one run, and the median time.
 */
export async function measure(n: number, runs: number, shell: string): Promise<ScaleResult> {
  const storage = memoryStorage();
  const backend = createLocalBackend(storage);
  setBackendForTests(backend);
  const seeding = performance.now();
  await seed(backend, n);
  seedNewsletter(storage, n);
  seedTraffic(storage, n);
  const seedSeconds = (performance.now() - seeding) / 1000;
  const meter = backend.meter!;
  const admin = async () => {
    const current = backend.auth.currentUser();
    return current?.uid === DEMO_ACCOUNTS.admin.uid ? current : backend.auth.signIn(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
  };

  const figures: ScreenFigure[] = [];
  for (const [screen, load] of screens(admin)) {
    const visitorScreen = !screen.startsWith('session') && !screen.startsWith('admin') && !screen.startsWith('inbox') && !screen.startsWith('users');
    if (visitorScreen) await backend.auth.signOut();
    else await admin();
    await load();
    const times: number[] = [];
    let documentReads = 0;
    let aggregationReads = 0;
    for (let run = 0; run < runs; run += 1) {
      // A visitor's view counts once: each article run is a new visitor.
      if (screen === 'article') await backend.auth.signOut();
      meter.reset();
      const start = performance.now();
      await load();
      times.push(performance.now() - start);
      documentReads = meter.reads - meter.aggregationReads;
      aggregationReads = meter.aggregationReads;
    }
    figures.push({ screen, documentReads, aggregationReads, ms: median(times) });
  }

  await backend.auth.signOut();
  const data = { ...(await prerenderData('/blog')), renderedAt: new Date() };
  const { html } = await renderPage('/blog', data);
  const blogHtmlBytes = Buffer.byteLength(shell) + Buffer.byteLength(html) + Buffer.byteLength(serializeInitialData(data));
  const searchIndexGzipBytes = gzipSync(searchIndexJson([], await listPublishedBlogs(), new Date())).length;
  return { n, seedSeconds, screens: figures, blogHtmlBytes, searchIndexGzipBytes };
}

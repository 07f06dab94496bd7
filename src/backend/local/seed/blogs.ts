/** Seeds the blog: the posts (blogs) and each post's readable address (slugs). */
import type { LocalDoc } from '../db.ts';
import { TEAM } from '@/content/team.ts';
import { markdownToPlainText } from '@/lib/markdown-text.ts';
import { seededCover } from '@/content/images.ts';
import { postSearchTerms } from '@/lib/search-terms.ts';
import { slugify } from '@/lib/slugs.ts';
import { daysAgo } from './shared.ts';

/** Spec §9: words / 200, rounded up (the words a reader sees, for a Markdown post). */
const readTime = (content: string, format?: 'markdown') =>
  Math.ceil((format === 'markdown' ? markdownToPlainText(content) : content).split(/\s+/).filter(Boolean).length / 200);

/** The posts are written by the people on the About page's team: their names, by team member id. */
function teamMember(id: string): string {
  const member = TEAM.find((candidate) => candidate.id === id);
  if (!member) throw new Error(`No team member ${id}`);
  return member.name;
}

interface SeedPost {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  authorName: string;
  daysAgo: number;
  /** Addresses it had while public before it moved (they lead to it still). */
  formerSlugs?: string[];
  views: number;
  likes: number;
  isFeatured: boolean;
  isPublished: boolean;
  /** 'markdown': the blocks below are Markdown; left out for a plain-text post (kept as one, docs/decisions/0015). */
  format?: 'markdown';
  /** The body's blocks, joined by blank lines. */
  paragraphs: string[];
}

const POSTS: SeedPost[] = [
  {
    id: 'choosing-a-tech-stack-2026',
    title: 'How to Choose a Tech Stack Your Team Can Live With',
    excerpt: 'A practical checklist for picking languages, frameworks and hosting that still make sense three years from now.',
    category: 'Software Development',
    tags: ['Architecture', 'Planning', 'TypeScript', 'Cloud'],
    authorName: teamMember('maya-chen'),
    daysAgo: 3,
    views: 412,
    likes: 38,
    isFeatured: true,
    isPublished: true,
    format: 'markdown',
    paragraphs: [
      'Every project starts with the same question: what do we build it with? The honest answer is rarely "the newest thing". It is the stack your team can hire for, debug at two in the morning, and still upgrade in three years.',
      '# Start from the problem',
      'Start from the problem, not the tools. A content-heavy marketing site, a real-time dashboard and a data pipeline have very different needs. Write down the three things the product must do well, and judge every option against them:',
      `1. **What must it do fast?** Page loads, reports, imports.
2. **What must never break?** Payments, sign-in, the data itself.
3. **What will change most?** That part needs the tools your team knows best.`,
      '# Count the people',
      'Next, count the people. A small team is faster with one language across front end and back end. TypeScript on both sides removes a whole class of integration bugs and lets everyone review everyone else.',
      '> The best stack is the one the people you already have can run at two in the morning.',
      '# Buy what is not your product',
      'Prefer managed services for anything that is not your product. Authentication, databases and hosting are solved problems; the hours you save go into the features your customers pay for.',
      '# Keep the choice reversible',
      'Finally, make the choice reversible where you can. Keep vendor SDKs behind a thin layer of your own, so that moving later is a refactor and not a rewrite:',
      `\`\`\`ts
// The app talks to this, never to the vendor's SDK.
export interface Storage {
  get(id: string): Promise<Doc | null>;
  save(id: string, doc: Doc): Promise<void>;
}
\`\`\``,
      'Not sure where to start? [Tell us about your project](/contact) and we will help you weigh the options.',
    ],
  },
  {
    id: 'local-seo-checklist',
    title: 'The Local SEO Checklist for Service Businesses',
    excerpt: 'Twelve changes that help nearby customers find you, from your business profile to page speed.',
    category: 'Digital Marketing',
    tags: ['SEO', 'Marketing', 'Small Business'],
    authorName: teamMember('sofia-alvarez'),
    daysAgo: 9,
    views: 287,
    likes: 21,
    isFeatured: true,
    isPublished: true,
    paragraphs: [
      'Most service businesses win or lose customers within a few miles of their office. Local search is where those customers start, and a handful of changes make a measurable difference.',
      'Claim and complete your business profile: categories, opening hours, photos and a description written for people rather than for search engines. Keep your name, address and phone number identical everywhere they appear.',
      'Give each service its own page with a clear heading, a short answer to the question a customer is asking, and a way to get in touch. Thin pages that list every service at once rarely rank for any of them.',
      'Ask happy clients for reviews, and answer every review, good or bad. Search engines read them, and so do the people deciding whether to call you.',
      'Last, measure. Track calls, form submissions and direction requests each month, so you know which change actually moved the numbers.',
    ],
  },
  {
    id: 'mobile-app-mvp',
    title: 'Shipping a Mobile MVP in Twelve Weeks',
    excerpt: 'What we cut, what we kept, and how a clear scope got a fitness start-up into both app stores on time.',
    category: 'Mobile Development',
    tags: ['Mobile', 'MVP', 'Product'],
    authorName: teamMember('marcus-johnson'),
    daysAgo: 16,
    views: 356,
    likes: 30,
    isFeatured: true,
    isPublished: true,
    format: 'markdown',
    paragraphs: [
      'Twelve weeks is enough time to ship a mobile app that people love, if you are ruthless about what goes into the first version.',
      '# Weeks 1–2: one job for day one',
      'We began with a one-day workshop to agree the single job the app must do on day one. Everything else went onto a "later" list that the founders could see and reorder at any time.',
      '# Weeks 3–9: one code base, two stores',
      'One shared code base for iOS and Android let a team of three move quickly, while native modules covered the two places where performance really mattered:',
      `- the **workout timer**, which has to keep time with the screen off;
- **offline sync**, because gyms are where the signal goes to die.`,
      '# Weeks 10–12: real users, every week',
      'Weekly builds in the hands of twenty real users caught more problems than any amount of internal testing. By week ten the feedback had shifted from bugs to feature requests, which is exactly where you want it.',
      'See how we approach [mobile app development](/services) from workshop to store listing.',
    ],
  },
  {
    id: 'web-performance-budget',
    title: 'Why Every Website Needs a Performance Budget',
    excerpt: 'Slow pages cost sales. A performance budget turns "make it fast" into numbers your team can check on every change.',
    category: 'Web Development',
    tags: ['Performance', 'Web Vitals', 'Frontend'],
    authorName: teamMember('priya-raman'),
    daysAgo: 24,
    views: 198,
    likes: 17,
    isFeatured: false,
    isPublished: true,
    format: 'markdown',
    paragraphs: [
      'Visitors on a phone decide within a couple of seconds whether to stay. A performance budget is a short list of limits that your site must stay within: how much JavaScript, how long until the main content appears, how much the layout may move.',
      '# Pick numbers a machine can check',
      'Pick numbers you can measure automatically, and check them in your build so a regression fails before it reaches customers. A budget can be as short as this:',
      `| Measure | Budget |
| --- | --- |
| JavaScript on first load | 100 KB (compressed) |
| Largest Contentful Paint | 2.5 s on a mid-range phone |
| Cumulative Layout Shift | 0.1 |`,
      'Google documents what each measure means in its guide to [Core Web Vitals](https://web.dev/articles/vitals).',
      '# Where the wins are',
      'The biggest wins are usually boring:',
      `- send less JavaScript, and load the rest later;
- size your images, and give them \`width\` and \`height\`;
- render the first view as plain HTML.`,
    ],
  },
  {
    id: 'ai-customer-support',
    title: 'Putting AI to Work in Customer Support, Responsibly',
    excerpt: 'Where language models help support teams today, where they do not, and how to keep customers in control.',
    category: 'AI & Machine Learning',
    tags: ['AI', 'Customer Experience', 'Automation', 'Privacy'],
    authorName: teamMember('daniel-brooks'),
    daysAgo: 38,
    views: 245,
    likes: 19,
    isFeatured: false,
    isPublished: true,
    format: 'markdown',
    paragraphs: [
      'AI assistants can draft answers, summarise long threads and route tickets to the right person. Used well, they give support teams hours back every week.',
      '# Where it goes wrong',
      'Used badly, they invent answers. Keep a person in the loop for anything that affects **money, accounts or safety**, and make it easy for customers to reach that person.',
      '> A confident wrong answer costs more than a slow right one.',
      '# A safe way to start',
      'Start with internal tools: summaries and suggested replies that an agent approves. Measure accuracy before you let anything answer customers directly.',
      `1. Summarise long threads for the agent who picks them up.
2. Suggest replies that an agent edits and sends.
3. Only then, answer simple questions directly, with a clear way to reach a person.`,
    ],
  },
  {
    id: 'security-basics-for-smes',
    // Published first as /blog/five-security-basics, then moved: the old address leads here.
    formerSlugs: ['five-security-basics'],
    title: 'Five Security Basics Every Growing Company Should Have',
    excerpt: 'Most breaches exploit the basics. These five habits close the doors attackers try first.',
    category: 'Cybersecurity',
    tags: ['Security', 'Best Practices'],
    authorName: teamMember('james-oconnor'),
    daysAgo: 52,
    views: 174,
    likes: 12,
    isFeatured: false,
    isPublished: true,
    format: 'markdown',
    paragraphs: [
      'Attackers rarely need anything clever. Reused passwords, unpatched servers and over-generous permissions do the work for them.',
      '# The five basics',
      `1. **Turn on multi-factor authentication** everywhere.
2. **Keep software updated** automatically.
3. **Give people only the access their job needs.**
4. **Back up what matters**, and test the restore.
5. **Write down who to call** when something goes wrong.`,
      'None of these cost much. All of them make you a far harder target than the company next door.',
      'Want a second pair of eyes? Our [cybersecurity reviews](/services) start with exactly this list, or e-mail us at <hello@novaforge.example.com>.',
    ],
  },
  {
    id: 'draft-cloud-cost-review',
    title: 'A Cloud Cost Review in One Afternoon',
    excerpt: 'A step-by-step review that usually finds savings of 20 to 30 percent.',
    category: 'Technology',
    tags: ['Cloud', 'Costs'],
    authorName: teamMember('daniel-brooks'),
    daysAgo: 1,
    views: 0,
    likes: 0,
    isFeatured: false,
    isPublished: false,
    format: 'markdown',
    paragraphs: [
      'Cloud bills grow quietly. Once a quarter, set aside an afternoon to look at what you are paying for and why.',
      '# The afternoon, step by step',
      `- Start with the largest line items.
- Look for idle resources: stopped machines still paying for disks, load balancers with no traffic.
- Check that storage has a lifecycle policy.`,
      'Most teams find savings in the first hour.',
    ],
  },
];

/** The posts (blogs) and their addresses (slugs), dated from now. */
export function seedBlogs(now: Date): { blogs: Record<string, LocalDoc>; slugs: Record<string, LocalDoc> } {
  const blogs: Record<string, LocalDoc> = {};
  for (const post of POSTS) {
    const created = daysAgo(now, post.daysAgo, 9);
    const content = post.paragraphs.join('\n\n');
    blogs[post.id] = {
      title: post.title,
      excerpt: post.excerpt,
      content,
      category: post.category,
      tags: post.tags,
      image: seededCover(post.id),
      authorName: post.authorName,
      readTime: readTime(content, post.format),
      ...(post.format ? { format: post.format } : {}),
      views: post.views,
      likes: post.likes,
      isFeatured: post.isFeatured,
      isPublished: post.isPublished,
      createdAt: created,
      publishAt: created,
      updatedAt: created,
      searchTerms: postSearchTerms({ ...post, content }),
    };
  }

  // Each post's readable address (/blog/<slug>) and who holds it (slugs/{slug}). The seeded posts'
  // ids were chosen readable, so their slug is their id: every link to them stays as it was.
  const slugs: Record<string, LocalDoc> = {};
  for (const [id, post] of Object.entries(blogs)) {
    const slug = slugify(id);
    if (slug !== id || slugs[slug]) throw new Error(`A seeded post's id is not a unique address: ${id}`);
    post.slug = slug;
    slugs[slug] = { postId: id };
  }
  for (const post of POSTS) {
    if (!post.formerSlugs) continue;
    blogs[post.id].formerSlugs = post.formerSlugs;
    for (const former of post.formerSlugs) slugs[former] = { postId: post.id };
  }

  return { blogs, slugs };
}

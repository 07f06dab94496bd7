/**
 * Every URL of the app is built here, so a route can move in one place: `routePatterns` are the
 * route table's paths (src/app/routes.tsx matches them; the prerender's page list comes from that
 * table, src/entry-server.tsx), `paths` builds the links to them.
 */
export const routePatterns = {
  home: '/',
  services: '/services',
  blog: '/blog',
  article: '/blog/:id',
  about: '/about',
  contact: '/contact',
  careers: '/careers',
  /** One opening's own page. */
  opening: '/careers/:slug',
  login: '/login',
  forgotPassword: '/forgot-password',
  terms: '/terms',
  privacy: '/privacy',
  cookies: '/cookies',
  caseStudies: '/case-studies',
  docs: '/docs',
  support: '/support',
  /** The site search's results (`?q=…`); without a query, what there is to find. */
  search: '/search',
  /** A draft's private preview link (an unguessable token). */
  preview: '/preview/:token',
  profile: '/profile',
  /** The newsletter's confirmation and unsubscribe links land here (`?id=…&token=…`). */
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  /** The newsletter's past issues, newest first, and each at its own address. */
  newsletterArchive: '/newsletter',
  newsletterIssue: '/newsletter/:id',
  admin: {
    dashboard: '/admin',
    analytics: '/admin/analytics',
    messages: '/admin/messages',
    users: '/admin/users',
    blogs: '/admin/blogs',
    createBlog: '/admin/blogs/create',
    editBlog: '/admin/blogs/edit/:id',
    services: '/admin/services',
    settings: '/admin/settings',
    applications: '/admin/applications',
    /** The job openings Careers lists (`?status=open|expired|closed`). */
    openings: '/admin/openings',
    subscribers: '/admin/subscribers',
    /** The newsletter's issues: written, previewed, tested and sent from here. */
    newsletter: '/admin/newsletter',
    newsletterIssue: '/admin/newsletter/:id',
    outbox: '/admin/outbox',
    /** The audit log: every change staff made (`?area=&by=&from=&to=` filter it). */
    activity: '/admin/activity',
  },
} as const;

const route = routePatterns;
const admin = routePatterns.admin;
/** A pattern with its one `:id` filled in. */
const withId = (pattern: string, id: string) => pattern.replace(':id', () => encodeURIComponent(id));

export const paths = {
  home: () => route.home,
  services: (hash?: string) => (hash ? `${route.services}#${hash}` : route.services),
  blog: () => route.blog,
  article: (id: string) => withId(route.article, id),
  about: (hash?: string) => (hash ? `${route.about}#${hash}` : route.about),
  /** `service`: the enquiry form opens with it chosen (one of its options, matched by name). */
  contact: (service?: string) => (service ? `${route.contact}?service=${encodeURIComponent(service)}` : route.contact),
  careers: (hash?: string) => (hash ? `${route.careers}#${hash}` : route.careers),
  opening: (slug: string) => route.opening.replace(':slug', () => encodeURIComponent(slug)),
  login: (redirectTo?: string) =>
    redirectTo && redirectTo !== '/' ? `${route.login}?redirect=${encodeURIComponent(redirectTo)}` : route.login,
  forgotPassword: () => route.forgotPassword,
  terms: () => route.terms,
  privacy: () => route.privacy,
  cookies: () => route.cookies,
  caseStudies: () => route.caseStudies,
  docs: () => route.docs,
  support: () => route.support,
  search: (query?: string) => (query?.trim() ? `${route.search}?q=${encodeURIComponent(query.trim())}` : route.search),
  preview: (token: string) => route.preview.replace(':token', () => encodeURIComponent(token)),
  profile: (tab?: 'messages') => (tab ? `${route.profile}?tab=${tab}` : route.profile),
  newsletterUnsubscribe: () => route.newsletterUnsubscribe,
  newsletterArchive: () => route.newsletterArchive,
  newsletterIssue: (id: string) => withId(route.newsletterIssue, id),
  admin: {
    dashboard: () => admin.dashboard,
    analytics: () => admin.analytics,
    messages: () => admin.messages,
    users: () => admin.users,
    blogs: () => admin.blogs,
    createBlog: () => admin.createBlog,
    editBlog: (id: string) => withId(admin.editBlog, id),
    services: () => admin.services,
    settings: () => admin.settings,
    /** `opening`: only the applications for that opening (its slug). */
    applications: (opening?: string) => (opening ? `${admin.applications}?opening=${encodeURIComponent(opening)}` : admin.applications),
    openings: () => admin.openings,
    subscribers: () => admin.subscribers,
    newsletter: () => admin.newsletter,
    newsletterIssue: (id: string) => withId(admin.newsletterIssue, id),
    outbox: () => admin.outbox,
    activity: () => admin.activity,
  },
} as const;

/** Only same-site paths are followed after sign-in, so `?redirect=` cannot send anyone elsewhere. */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  if (target.startsWith(route.login)) return '/';
  return target;
}

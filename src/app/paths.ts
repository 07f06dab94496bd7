/** Every URL of the app is built here, so a route can move in one place. */
export const paths = {
  home: () => '/',
  services: (hash?: string) => (hash ? `/services#${hash}` : '/services'),
  blog: () => '/blog',
  article: (id: string) => `/blog/${encodeURIComponent(id)}`,
  about: (hash?: string) => (hash ? `/about#${hash}` : '/about'),
  /** `service`: the enquiry form opens with it chosen (one of its options, matched by name). */
  contact: (service?: string) => (service ? `/contact?service=${encodeURIComponent(service)}` : '/contact'),
  careers: () => '/careers',
  login: (redirectTo?: string) =>
    redirectTo && redirectTo !== '/' ? `/login?redirect=${encodeURIComponent(redirectTo)}` : '/login',
  forgotPassword: () => '/forgot-password',
  terms: () => '/terms',
  privacy: () => '/privacy',
  cookies: () => '/cookies',
  caseStudies: () => '/case-studies',
  docs: () => '/docs',
  support: () => '/support',
  profile: (tab?: 'messages') => (tab ? `/profile?tab=${tab}` : '/profile'),
  admin: {
    dashboard: () => '/admin',
    analytics: () => '/admin/analytics',
    messages: () => '/admin/messages',
    users: () => '/admin/users',
    blogs: () => '/admin/blogs',
    createBlog: () => '/admin/blogs/create',
    editBlog: (id: string) => `/admin/blogs/edit/${encodeURIComponent(id)}`,
    services: () => '/admin/services',
    settings: () => '/admin/settings',
  },
} as const;

/** Only same-site paths are followed after sign-in, so `?redirect=` cannot send anyone elsewhere. */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  if (target.startsWith('/login')) return '/';
  return target;
}

/**
 * The one route table. Every page is a lazy chunk (the admin area its own chunks), loaded when its
 * route is first shown, or beforehand with `preloadRoutes`. A prerendered page hydrates without its
 * chunk preloaded: React hydrates the layout first and the page once its chunk has arrived, keeping
 * the page's server HTML as it is meanwhile (src/main.tsx).
 */
import { useEffect, useState, type ComponentType } from 'react';
import { lazyUntilLoaded } from '@/hooks/lazy-until-loaded.ts';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { RootLayout } from '@/app/root-layout.tsx';
import { pressHeldClick } from '@/lib/held-click.ts';
import { routePatterns } from '@/lib/paths.ts';
import { RequireAdmin, RequireAuth, RequireStaff } from './guards.tsx';
import type { InitialData } from '../context/initial-data.tsx';
import type { PagePrerender } from '../context/page-prerender.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { PAGE_LIVE } from '@/lib/page-contract.ts';

interface LazyRoute {
  preload: () => Promise<unknown>;
  prerender: PagePrerender;
  /** The build writes this page's HTML (`prerenderedPaths`). */
  prerendered: boolean;
  /**
   * The page's module, as the build's manifest names it (`src/…`): a prerendered page's HTML lists its
   * chunks with the app's, so that its first use fetches them in one flat set of requests
   * (`pageModules`, scripts/prerender.mjs).
   */
  source?: string;
  /**
   * The page does something on every visit, whether or not the visitor uses it (an article counts a
   * view): its prerendered HTML does it without the app while waiting for the visitor's first use
   * (src/view-count.ts), or, in a build with App Check, starts the app once painted (`pageStart` in
   * src/entry-server.tsx; docs/decisions/0023-app-on-first-use.md, 0026-views-without-the-app.md).
   */
  liveOnLoad: boolean;
}

/** A prerendered page, and its module (the same as the route's `import()`: tests/unit/routes-source.test.ts). */
const prerendered = (source: string) => ({ prerendered: true, source });

/**
 * A route whose page comes from `load()`: rendered through React.lazy (the layout's Suspense shows
 * the fallback meanwhile), or straight away once preloaded, so that hydration finds the page itself.
 */
function page<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  { prerendered = false, liveOnLoad = false, source }: { prerendered?: boolean; liveOnLoad?: boolean; source?: string } = {},
): Pick<RouteObject, 'element' | 'handle'> {
  const { preload, current } = lazyUntilLoaded(() => load().then(pick));
  function Page() {
    const [Component] = useState(current);
    useEffect(pageIsLive, []);
    return <Component />;
  }
  const prerender: PagePrerender = async (params) => ((await load()) as { prerender?: PagePrerender }).prerender?.(params) ?? {};
  return { element: <Page />, handle: { preload, prerender, prerendered, liveOnLoad, source } satisfies LazyRoute };
}

/**
 * The first page is live (its chunk arrived, its part hydrated): `data-page-live` on <html>, and a
 * press the boot script kept because React could not answer it yet (the page's code was on its way) is
 * pressed again (scripts/page-boot.browser.js).
 */
function pageIsLive() {
  const root = document.documentElement;
  if (root.hasAttribute(PAGE_LIVE)) return;
  root.setAttribute(PAGE_LIVE, '');
  // In a task of its own: a press that made React hydrate the page just now has passed by then (the boot
  // script has let it go), and is not pressed twice.
  setTimeout(pressHeldClick);
}

/** Loads the page chunks of `pathname` (its layout and page), so that they render without suspending. */
export async function preloadRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as LazyRoute | undefined)?.preload()));
}

/** The modules of the pages at `pathname` (their layout's and their own: `LazyRoute.source`). */
export function pageModules(pathname: string): string[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => (route.handle as LazyRoute | undefined)?.source ?? []);
}

/** Whether the page at `pathname` does something on every visit (`LazyRoute.liveOnLoad`). */
export function isLiveOnLoad(pathname: string): boolean {
  return (matchRoutes(routes, pathname) ?? []).some(({ route }) => (route.handle as LazyRoute | undefined)?.liveOnLoad === true);
}

/** The initial data of `pathname`: each matched route's page module's `prerender`, merged. */
export async function prerenderData(pathname: string): Promise<InitialData> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const parts = await Promise.all(matches.map(({ route, params }) => (route.handle as LazyRoute | undefined)?.prerender(params)));
  return Object.assign({}, ...parts) as InitialData;
}

/**
 * Starts loading a page's chunks when a link to it is pointed at, touched or focused, so that the click
 * usually finds them loaded. (Lazy chunks get no modulepreload hints for their own imports, see
 * vite.config.ts: those are fetched when the chunk arrives.)
 */
function usePreloadOnIntent() {
  useEffect(() => {
    const started = new Set<string>();
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      if (started.has(link.pathname)) return;
      started.add(link.pathname);
      // A chunk that fails to load here fails again on the click, where the error page explains it.
      preloadRoutes(link.pathname).catch(() => started.delete(link.pathname));
    };
    const types = ['pointerover', 'touchstart', 'focusin'] as const;
    for (const type of types) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      for (const type of types) document.removeEventListener(type, onIntent);
    };
  }, []);
}

/** The page of the current location, in the site's layout (which catches its pages' errors itself). */
export function AppRoutes() {
  const { pathname } = useLocation();
  usePreloadOnIntent();
  return <RouteErrorBoundary pathname={pathname}>{useRoutes(routes)}</RouteErrorBoundary>;
}

const route = routePatterns;

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      // The prerendered pages first, in the sitemap's order (`prerenderedPaths`).
      { index: true, ...page(() => import('@/pages/public/home.tsx'), (m) => m.HomePage, prerendered('src/pages/public/home.tsx')) },
      { path: route.services, ...page(() => import('@/features/site/pages/services.tsx'), (m) => m.ServicesPage, prerendered('src/features/site/pages/services.tsx')) },
      { path: route.about, ...page(() => import('@/pages/public/about.tsx'), (m) => m.AboutPage, prerendered('src/pages/public/about.tsx')) },
      { path: route.careers, ...page(() => import('@/features/careers/pages/careers.tsx'), (m) => m.CareersPage, prerendered('src/features/careers/pages/careers.tsx')) },
      // One page per opening, closed ones too (src/entry-server.tsx lists them).
      { path: route.opening, ...page(() => import('@/features/careers/pages/opening.tsx'), (m) => m.OpeningPage, prerendered('src/features/careers/pages/opening.tsx')) },
      { path: route.contact, ...page(() => import('@/features/enquiries/pages/contact.tsx'), (m) => m.ContactPage, prerendered('src/features/enquiries/pages/contact.tsx')) },
      { path: route.terms, ...page(() => import('@/pages/public/legal.tsx'), (m) => m.TermsPage, prerendered('src/pages/public/legal.tsx')) },
      { path: route.privacy, ...page(() => import('@/pages/public/legal.tsx'), (m) => m.PrivacyPage, prerendered('src/pages/public/legal.tsx')) },
      { path: route.cookies, ...page(() => import('@/pages/public/legal.tsx'), (m) => m.CookiesPage, prerendered('src/pages/public/legal.tsx')) },
      {
        path: route.caseStudies,
        ...page(() => import('@/pages/public/resources.tsx'), (m) => m.CaseStudiesPage, prerendered('src/pages/public/resources.tsx')),
      },
      { path: route.docs, ...page(() => import('@/pages/public/resources.tsx'), (m) => m.DocsPage, prerendered('src/pages/public/resources.tsx')) },
      { path: route.support, ...page(() => import('@/pages/public/resources.tsx'), (m) => m.SupportPage, prerendered('src/pages/public/resources.tsx')) },
      { path: route.blog, ...page(() => import('@/features/blog/pages/blog-list.tsx'), (m) => m.BlogListPage, prerendered('src/features/blog/pages/blog-list.tsx')) },
      {
        path: route.newsletterArchive,
        ...page(() => import('@/features/newsletter/pages/archive.tsx'), (m) => m.NewsletterArchivePage, prerendered('src/features/newsletter/pages/archive.tsx')),
      },
      // One page per sent issue (src/entry-server.tsx lists them); /newsletter/confirm and /unsubscribe,
      // static paths, outrank it.
      {
        path: route.newsletterIssue,
        ...page(() => import('@/features/newsletter/pages/archive.tsx'), (m) => m.NewsletterIssuePage, prerendered('src/features/newsletter/pages/archive.tsx')),
      },
      { path: route.search, ...page(() => import('@/features/search/pages/search.tsx'), (m) => m.SearchPage, prerendered('src/features/search/pages/search.tsx')) },
      // One page per published post (src/entry-server.tsx lists them). Each visit counts a view (spec §4).
      {
        path: route.article,
        ...page(() => import('@/features/blog/pages/article.tsx'), (m) => m.ArticlePage, {
          ...prerendered('src/features/blog/pages/article.tsx'),
          liveOnLoad: true,
        }),
      },
      { path: route.preview, ...page(() => import('@/features/blog/pages/preview.tsx'), (m) => m.PreviewPage) },
      { path: route.login, ...page(() => import('@/features/accounts/pages/login.tsx'), (m) => m.LoginPage) },
      {
        path: route.forgotPassword,
        ...page(() => import('@/features/accounts/pages/forgot-password.tsx'), (m) => m.ForgotPasswordPage),
      },
      {
        path: route.profile,
        element: <RequireAuth />,
        children: [
          { index: true, ...page(() => import('@/pages/profile/profile.tsx'), (m) => m.ProfilePage) },
        ],
      },
      {
        path: route.admin.dashboard,
        element: <RequireStaff />,
        children: [
          {
            ...page(() => import('@/components/layout/admin-layout.tsx'), (m) => m.AdminLayout),
            children: [
              // The posts: admins and editors.
              { path: route.admin.blogs, ...page(() => import('@/features/blog/admin/blogs.tsx'), (m) => m.BlogsPage) },
              {
                path: route.admin.createBlog,
                ...page(() => import('@/features/blog/admin/blog-editor.tsx'), (m) => m.CreateBlogPage),
              },
              {
                path: route.admin.editBlog,
                ...page(() => import('@/features/blog/admin/blog-editor.tsx'), (m) => m.EditBlogPage),
              },
              {
                // The rest: admins only.
                element: <RequireAdmin />,
                children: [
                  { index: true, ...page(() => import('@/pages/admin/dashboard.tsx'), (m) => m.DashboardPage) },
                  {
                    path: route.admin.analytics,
                    ...page(() => import('@/pages/admin/analytics.tsx'), (m) => m.AnalyticsPage),
                  },
                  {
                    path: route.admin.messages,
                    ...page(() => import('@/features/enquiries/admin/messages.tsx'), (m) => m.MessagesPage),
                  },
                  { path: route.admin.users, ...page(() => import('@/features/accounts/admin/users.tsx'), (m) => m.UsersPage) },
                  {
                    path: route.admin.services,
                    ...page(() => import('@/features/site/admin/services.tsx'), (m) => m.ServicesManagerPage),
                  },
                  {
                    path: route.admin.openings,
                    ...page(() => import('@/features/careers/admin/openings.tsx'), (m) => m.OpeningsManagerPage),
                  },
                  {
                    path: route.admin.settings,
                    ...page(() => import('@/features/site/admin/settings.tsx'), (m) => m.SettingsPage),
                  },
                  {
                    path: route.admin.applications,
                    ...page(() => import('@/features/careers/admin/applications.tsx'), (m) => m.ApplicationsPage),
                  },
                  {
                    path: route.admin.subscribers,
                    ...page(() => import('@/features/newsletter/admin/subscribers.tsx'), (m) => m.SubscribersPage),
                  },
                  { path: route.admin.newsletter, ...page(() => import('@/features/newsletter/admin/issues.tsx'), (m) => m.IssuesPage) },
                  {
                    path: route.admin.newsletterIssue,
                    ...page(() => import('@/features/newsletter/admin/issue.tsx'), (m) => m.IssuePage),
                  },
                  { path: route.admin.outbox, ...page(() => import('@/features/mail/admin/outbox.tsx'), (m) => m.OutboxPage) },
                  {
                    path: route.admin.activity,
                    ...page(() => import('@/features/activity/admin/activity.tsx'), (m) => m.ActivityPage),
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        path: route.newsletterConfirm,
        ...page(() => import('@/features/newsletter/pages/newsletter.tsx'), (m) => m.NewsletterConfirmPage),
      },
      {
        path: route.newsletterUnsubscribe,
        ...page(() => import('@/features/newsletter/pages/newsletter.tsx'), (m) => m.NewsletterUnsubscribePage),
      },
      { path: '*', ...page(() => import('@/pages/public/not-found.tsx'), (m) => m.NotFoundPage) },
    ],
  },
];

/**
 * The paths the build prerenders (scripts/prerender.mjs, through src/entry-server.tsx), from the
 * table above: every route marked `prerendered`, in its order, a route with a `:param` once per value
 * `valuesOf` gives for it (the published posts' ids for an article).
 */
export function prerenderedPaths(valuesOf: (pattern: string) => readonly string[]): string[] {
  const found: string[] = [];
  const visit = (list: readonly RouteObject[], parent: string) => {
    for (const entry of list) {
      const pattern = entry.index ? parent || '/' : (entry.path ?? parent);
      if ((entry.handle as LazyRoute | undefined)?.prerendered) {
        if (pattern.includes(':')) found.push(...valuesOf(pattern));
        else found.push(pattern);
      }
      if (entry.children) visit(entry.children, pattern);
    }
  };
  visit(routes, '');
  return found;
}

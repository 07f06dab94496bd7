/**
 * The shared frame of every page: skip link, header, the page, footer, demo notice. The admin area
 * is a workspace, not a page of the site: it has no footer (nor its newsletter box), and its own
 * menu takes the header's menu button's place (`HeaderMenuSlotProvider`).
 */
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useScrollRestoration } from '@/context/history-router.tsx';
import { paths } from '@/lib/paths.ts';
import { RouteErrorBoundary } from '@/app/route-error-boundary.tsx';
import { useSession } from '@/context/session.tsx';
import { useSessionRecheck } from '@/context/use-session-recheck.ts';
import { useTrafficCount } from '@/app/use-traffic-count.ts';
import { Analytics } from '@/components/seo/analytics.tsx';
import { HydrationChunk } from '@/components/ui/hydration-chunk.tsx';
import { DemoBanner } from '../components/layout/demo-banner.tsx';
import { Footer } from '../components/layout/footer.tsx';
import { Header, HeaderMenuSlotProvider } from '../components/layout/header.tsx';
import { ServiceUnavailable } from '../components/layout/service-unavailable.tsx';

/** Links like /services#web scroll to their section once the (lazy) page has rendered it. */
function useScrollToHash() {
  const { hash, pathname } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    const timer = window.setInterval(() => {
      const target = document.getElementById(id);
      if (target || ++tries > 20) {
        window.clearInterval(timer);
        target?.scrollIntoView();
      }
    }, 100);
    return () => window.clearInterval(timer);
  }, [hash, pathname]);
}

/** /admin and every path under it. */
export function isAdminPath(pathname: string): boolean {
  const admin = paths.admin.dashboard();
  return pathname === admin || pathname.startsWith(`${admin}/`);
}

export function RootLayout() {
  const { pathname } = useLocation();
  useScrollRestoration();
  useScrollToHash();
  // A deactivated, disabled or expired account is signed out on its next navigation, with a toast.
  useSessionRecheck();
  // This site's own traffic figures (Admin → Analytics): counted without a cookie.
  useTrafficCount(pathname);
  const { status } = useSession();
  return (
    <HeaderMenuSlotProvider>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
        >
          Skip to content
        </a>
        <Analytics />
        <DemoBanner />
        <Header />
        <main id="main" className="flex-1">
          {status === 'unavailable' ? (
            <ServiceUnavailable />
          ) : (
            <RouteErrorBoundary pathname={pathname}>
              {/* Shown while a page's chunk loads on a first visit; later navigations keep the old page
                  meanwhile. (The admin area has a boundary of its own: RequireStaff, src/app/guards.tsx.) */}
              <Suspense fallback={<div className="min-h-screen" aria-hidden="true" />}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          )}
        </main>
        {!isAdminPath(pathname) && (
          <HydrationChunk>
            <Footer />
          </HydrationChunk>
        )}
      </div>
    </HeaderMenuSlotProvider>
  );
}

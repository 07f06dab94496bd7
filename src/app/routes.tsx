/** The one route table. Every page is a lazy route; the admin area is its own chunks. */
import type { RouteObject } from 'react-router-dom';
import { RootLayout } from '@/components/layout/root-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { RequireAdmin, RequireAuth } from './guards.tsx';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    // Shown while the first page's lazy chunk loads.
    hydrateFallbackElement: <div className="min-h-screen" aria-hidden="true" />,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, lazy: () => import('@/pages/public/home.tsx').then((m) => ({ Component: m.HomePage })) },
          { path: 'services', lazy: () => import('@/pages/public/services.tsx').then((m) => ({ Component: m.ServicesPage })) },
          { path: 'blog', lazy: () => import('@/pages/public/blog-list.tsx').then((m) => ({ Component: m.BlogListPage })) },
          { path: 'blog/:id', lazy: () => import('@/pages/public/article.tsx').then((m) => ({ Component: m.ArticlePage })) },
          { path: 'about', lazy: () => import('@/pages/public/about.tsx').then((m) => ({ Component: m.AboutPage })) },
          { path: 'contact', lazy: () => import('@/pages/public/contact.tsx').then((m) => ({ Component: m.ContactPage })) },
          { path: 'careers', lazy: () => import('@/pages/public/careers.tsx').then((m) => ({ Component: m.CareersPage })) },
          { path: 'login', lazy: () => import('@/pages/public/login.tsx').then((m) => ({ Component: m.LoginPage })) },
          {
            path: 'forgot-password',
            lazy: () => import('@/pages/public/forgot-password.tsx').then((m) => ({ Component: m.ForgotPasswordPage })),
          },
          { path: 'terms', lazy: () => import('@/pages/public/legal.tsx').then((m) => ({ Component: m.TermsPage })) },
          { path: 'privacy', lazy: () => import('@/pages/public/legal.tsx').then((m) => ({ Component: m.PrivacyPage })) },
          { path: 'cookies', lazy: () => import('@/pages/public/legal.tsx').then((m) => ({ Component: m.CookiesPage })) },
          {
            path: 'case-studies',
            lazy: () => import('@/pages/public/resources.tsx').then((m) => ({ Component: m.CaseStudiesPage })),
          },
          { path: 'docs', lazy: () => import('@/pages/public/resources.tsx').then((m) => ({ Component: m.DocsPage })) },
          { path: 'support', lazy: () => import('@/pages/public/resources.tsx').then((m) => ({ Component: m.SupportPage })) },
          {
            path: 'profile',
            element: <RequireAuth />,
            children: [
              { index: true, lazy: () => import('@/pages/profile/profile.tsx').then((m) => ({ Component: m.ProfilePage })) },
            ],
          },
          {
            path: 'admin',
            element: <RequireAdmin />,
            children: [
              {
                lazy: () => import('@/components/layout/admin-layout.tsx').then((m) => ({ Component: m.AdminLayout })),
                children: [
                  { index: true, lazy: () => import('@/pages/admin/dashboard.tsx').then((m) => ({ Component: m.DashboardPage })) },
                  {
                    path: 'analytics',
                    lazy: () => import('@/pages/admin/analytics.tsx').then((m) => ({ Component: m.AnalyticsPage })),
                  },
                  {
                    path: 'messages',
                    lazy: () => import('@/pages/admin/messages.tsx').then((m) => ({ Component: m.MessagesPage })),
                  },
                  { path: 'users', lazy: () => import('@/pages/admin/users.tsx').then((m) => ({ Component: m.UsersPage })) },
                  { path: 'blogs', lazy: () => import('@/pages/admin/blogs.tsx').then((m) => ({ Component: m.BlogsPage })) },
                  {
                    path: 'blogs/create',
                    lazy: () => import('@/pages/admin/blog-editor.tsx').then((m) => ({ Component: m.CreateBlogPage })),
                  },
                  {
                    path: 'blogs/edit/:id',
                    lazy: () => import('@/pages/admin/blog-editor.tsx').then((m) => ({ Component: m.EditBlogPage })),
                  },
                  {
                    path: 'services',
                    lazy: () => import('@/pages/admin/services.tsx').then((m) => ({ Component: m.ServicesManagerPage })),
                  },
                  {
                    path: 'settings',
                    lazy: () => import('@/pages/admin/settings.tsx').then((m) => ({ Component: m.SettingsPage })),
                  },
                ],
              },
            ],
          },
          { path: '*', lazy: () => import('@/pages/public/not-found.tsx').then((m) => ({ Component: m.NotFoundPage })) },
        ],
      },
    ],
  },
];

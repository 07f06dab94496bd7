/** Any unknown path (spec §2 "404"). */
import { ArrowLeft, BookOpen, Briefcase, Home, Mail } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/lib/paths.ts';
import { Seo } from '@/components/seo/seo.tsx';
import { buttonStyles, containerStyles, linkStyles } from '@/components/ui/styles.ts';

const POPULAR_PAGES = [
  { label: 'Home', to: paths.home(), description: 'Start from the beginning', icon: Home },
  { label: 'Services', to: paths.services(), description: 'What we build and how', icon: Briefcase },
  { label: 'Blog', to: paths.blog(), description: 'Insights and guides', icon: BookOpen },
  { label: 'Contact', to: paths.contact(), description: 'Talk to our team', icon: Mail },
] as const;

export function NotFoundPage() {
  const navigate = useNavigate();
  const location = useLocation();
  // The router gives the first page of a visit the key "default": with no page to go back to, go home.
  const goBack = () => (location.key === 'default' ? navigate(paths.home()) : navigate(-1));

  return (
    <>
      <Seo
        title="Page Not Found"
        description="The page you are looking for does not exist or has moved."
        path={location.pathname}
        noindex
      />
      <div className={`${containerStyles} flex flex-col items-center py-20 text-center sm:py-28`}>
        <p className="text-6xl font-extrabold tracking-tight text-brand-700 sm:text-7xl" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Oops! Page Not Found</h1>
        <p className="mt-4 max-w-xl text-lg text-slate-700">
          The page you are looking for does not exist, has been moved, or the link you followed is out of date.
        </p>

        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <button type="button" onClick={() => void goBack()} className={buttonStyles.secondary}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Go Back
          </button>
          <Link to={paths.home()} className={linkStyles.primary}>
            <Home aria-hidden="true" className="h-4 w-4" />
            Go Home
          </Link>
        </div>

        <nav aria-labelledby="popular-pages" className="mt-14 w-full max-w-3xl">
          <h2 id="popular-pages" className="text-lg font-semibold text-slate-900">
            Popular pages
          </h2>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2">
            {POPULAR_PAGES.map(({ label, to, description, icon: Icon }) => (
              <li
                key={to}
                className="relative flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm transition focus-within:ring-2 focus-within:ring-brand-600 hover:border-brand-200 hover:shadow-md"
              >
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <span>
                  {/* The link covers the whole card; its name stays the page name. */}
                  <Link to={to} className="block font-semibold text-slate-900 outline-none after:absolute after:inset-0">
                    {label}
                  </Link>
                  <span className="block text-sm text-slate-600">{description}</span>
                </span>
              </li>
            ))}
          </ul>
        </nav>

        <p className="mt-12 text-slate-700">
          Think something is broken?{' '}
          <Link to={paths.contact()} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
            Let us know
          </Link>{' '}
          and we will fix it.
        </p>
      </div>
    </>
  );
}

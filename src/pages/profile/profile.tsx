/**
 * /profile (spec §2 "Profile"): two tabs. Profile shows the account (§5: only the display name is
 * editable); Messages shows the person's enquiries and our replies. `?tab=messages` opens Messages,
 * and the chosen tab is kept in the URL.
 */
import { MessageSquare, User as UserIcon, type LucideIcon } from 'lucide-react';
import { useId, useRef, type KeyboardEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/lib/paths.ts';
import { useSession } from '@/context/session.tsx';
import { AccountSecurity } from '@/features/accounts/components/account-security.tsx';
import { MyMessages } from '@/features/enquiries/components/my-messages.tsx';
import { MyApplications } from '@/features/careers/components/my-applications.tsx';
import { Seo } from '@/components/seo/seo.tsx';
import { containerStyles, linkStyles } from '@/components/ui/styles.ts';
import { AccountDetails } from './account-details.tsx';

type Tab = 'profile' | 'messages';

const TABS: { value: Tab; label: string; icon: LucideIcon }[] = [
  { value: 'profile', label: 'Profile', icon: UserIcon },
  { value: 'messages', label: 'Messages', icon: MessageSquare },
];

export function ProfilePage() {
  const { user } = useSession();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'messages' ? 'messages' : 'profile';
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  if (!user) {
    return (
      <>
        <Seo title="My Profile" path={paths.profile()} noindex />
        <div className={`${containerStyles} py-20 text-center`}>
          <h1 className="text-2xl font-bold text-slate-900">Please log in</h1>
          <p className="mt-3 text-slate-700">You need to be logged in to see your profile.</p>
          <Link to={paths.login()} state={{ from: paths.profile() }} className={`${linkStyles.primary} mt-6`}>
            Log In
          </Link>
        </div>
      </>
    );
  }

  /** The tab lives in the URL: Profile is plain /profile, Messages is /profile?tab=messages. */
  const select = (next: Tab, focus = false) => {
    if (next !== tab) {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'messages') updated.set('tab', 'messages');
          else updated.delete('tab');
          return updated;
        },
        { replace: true },
      );
    }
    if (focus) tabRefs.current[next]?.focus();
  };

  // WAI-ARIA tabs: arrows move between tabs (and select them), Home and End jump to the ends.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.findIndex((t) => t.value === tab);
    let next: number | null = null;
    if (event.key === 'ArrowRight') next = (index + 1) % TABS.length;
    else if (event.key === 'ArrowLeft') next = (index - 1 + TABS.length) % TABS.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = TABS.length - 1;
    if (next === null) return;
    event.preventDefault();
    select(TABS[next].value, true);
  };

  const tabId = (value: Tab) => `${id}-tab-${value}`;
  const panelId = (value: Tab) => `${id}-panel-${value}`;

  return (
    <>
      <Seo title={tab === 'messages' ? 'My Messages' : 'My Profile'} path={paths.profile()} noindex />
      <div className="bg-slate-50">
        <div className={`${containerStyles} py-10 sm:py-14`}>
          <div className="mx-auto max-w-4xl">
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">My Profile</h1>
            <p className="mt-2 text-slate-700">Your account details, and the messages you have sent us.</p>

            <div role="tablist" aria-label="Profile sections" className="mt-8 flex gap-1 border-b border-slate-200">
              {TABS.map(({ value, label, icon: Icon }) => {
                const selected = value === tab;
                return (
                  <button
                    key={value}
                    ref={(element) => {
                      tabRefs.current[value] = element;
                    }}
                    type="button"
                    role="tab"
                    id={tabId(value)}
                    aria-selected={selected}
                    aria-controls={panelId(value)}
                    tabIndex={selected ? 0 : -1}
                    onClick={() => select(value)}
                    onKeyDown={onTabKey}
                    className={`-mb-px inline-flex min-h-11 items-center gap-2 border-b-2 px-4 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                      selected ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900'
                    }`}
                  >
                    <Icon aria-hidden="true" className="h-4 w-4" />
                    {label}
                  </button>
                );
              })}
            </div>

            <div role="tabpanel" id={panelId('profile')} aria-labelledby={tabId('profile')} hidden={tab !== 'profile'} className="mt-6">
              {tab === 'profile' && (
                <>
                  <AccountDetails />
                  <MyApplications />
                  <AccountSecurity />
                </>
              )}
            </div>
            <div role="tabpanel" id={panelId('messages')} aria-labelledby={tabId('messages')} hidden={tab !== 'messages'} className="mt-6">
              {tab === 'messages' && <MyMessages />}
            </div>
          </div>
        </div>
      </div>
    </>
  );
}

/**
 * Where the newsletter's links land: the confirmation link Firebase Auth mails
 * (`/newsletter/confirm?email=…&mode=signIn&oobCode=…`, a one-time sign-in link for that address) and
 * `/newsletter/unsubscribe?id=…&token=…`. Each asks for one click rather than acting on load, so a
 * mail scanner that opens links does not confirm or unsubscribe anyone. Without a link, the
 * unsubscribe page lets a signed-in person with a verified address unsubscribe it, and tells
 * everyone else how.
 */
import { useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useHydrated } from '@/context/initial-data.tsx';
import { useSession } from '@/context/session.tsx';
import { Seo } from '@/components/seo/seo.tsx';
import { buttonStyles, containerStyles } from '@/components/ui/styles.ts';
import { errorCode } from '@/backend/types.ts';
import {
  confirmationLinkIn,
  confirmSubscription,
  NEWSLETTER_ERRORS,
  unsubscribeMyAddress,
  unsubscribeWithLink,
} from '@/features/newsletter/data/newsletter.ts';
import { paths, routePatterns } from '@/lib/paths.ts';

export const NEWSLETTER_PAGE_TEXT = {
  /** The heading once confirmed (it replaces "Confirm your subscription": one heading for the state). */
  confirmedTitle: 'Your subscription is confirmed',
  confirmed: 'Thank you! The next issue will arrive in your inbox.',
  unsubscribed: 'You are unsubscribed. You will not receive the newsletter any more.',
  invalidLink:
    'This link is not valid: it may be incomplete (copy the whole address from the e-mail), used already, or out of date. ' +
    'Subscribe again from the box at the bottom of any page to get a new link.',
  notSubscribed: 'Your address is not on our newsletter list, so there is nothing to unsubscribe.',
  failed: 'Something went wrong. Please try again in a moment.',
  noLink:
    'To unsubscribe, open the unsubscribe link at the bottom of any newsletter or confirmation e-mail from us. ' +
    'Or log in with the address you subscribed with (once it is verified) and unsubscribe it here.',
  unverified: 'Verify your e-mail address first (see your profile): then you can unsubscribe it here.',
} as const;

type Outcome = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; text: string } | { kind: 'error'; text: string };

function messageFor(error: unknown): string {
  const code = errorCode(error);
  if (code === NEWSLETTER_ERRORS.invalidLink) return NEWSLETTER_PAGE_TEXT.invalidLink;
  if (code === NEWSLETTER_ERRORS.notSubscribed) return NEWSLETTER_PAGE_TEXT.notSubscribed;
  console.error('Newsletter link failed', error);
  return NEWSLETTER_PAGE_TEXT.failed;
}

/** Runs `action` once, and shows how it went in a live region that takes the focus. */
function useOutcome() {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const region = useRef<HTMLParagraphElement>(null);
  async function run(action: () => Promise<void>, success: string) {
    if (outcome.kind === 'busy') return;
    setOutcome({ kind: 'busy' });
    try {
      await action();
      setOutcome({ kind: 'done', text: success });
    } catch (error) {
      setOutcome({ kind: 'error', text: messageFor(error) });
    }
    requestAnimationFrame(() => region.current?.focus());
  }
  const message =
    outcome.kind === 'done' || outcome.kind === 'error' ? (
      <p
        ref={region}
        tabIndex={-1}
        role={outcome.kind === 'error' ? 'alert' : 'status'}
        className={`mt-6 rounded-lg border px-4 py-3 text-base focus:outline-none focus:ring-2 focus:ring-brand-500 ${
          outcome.kind === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-emerald-200 bg-emerald-50 text-emerald-900'
        }`}
      >
        {outcome.text}
      </p>
    ) : null;
  return { outcome, run, message };
}

function NewsletterShell({ title, path, children }: { title: string; path: string; children: ReactNode }) {
  return (
    <>
      <Seo title={title} description="Manage your subscription to our newsletter." path={path} noindex />
      <div className={`${containerStyles} py-16 sm:py-24`}>
        <div className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {children}
        </div>
      </div>
    </>
  );
}

/** `?id=` and `?token=`, when both are there. */
function useLink(): { id: string; token: string } | null {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  return id && token ? { id, token } : null;
}

export function NewsletterConfirmPage() {
  const hydrated = useHydrated();
  const { pathname, search } = useLocation();
  const link = confirmationLinkIn(search);
  const { outcome, run, message } = useOutcome();
  const [unsubscribeHref, setUnsubscribeHref] = useState<string | null>(null);
  const busy = outcome.kind === 'busy';
  const done = outcome.kind === 'done';

  const confirm = async () => {
    if (!link) return;
    // The address this page was opened at: the link as mailed, once Firebase's handler has passed it on.
    setUnsubscribeHref(await confirmSubscription(link.email, new URL(`${pathname}${search}`, window.location.origin).href));
  };

  return (
    <NewsletterShell title={done ? NEWSLETTER_PAGE_TEXT.confirmedTitle : 'Confirm your subscription'} path={routePatterns.newsletterConfirm}>
      {link ? (
        <>
          {!done && (
            <p className="mt-4 text-slate-700">
              You (or someone with your address) asked for our newsletter at{' '}
              <strong className="font-semibold text-slate-900">{link.email}</strong>: practical articles on software, the web
              and marketing, once a month. Confirm to start receiving it.
            </p>
          )}
          {!done && (
            <button
              type="button"
              className={`${buttonStyles.primary} mt-6`}
              disabled={!hydrated}
              aria-disabled={busy}
              onClick={() => void run(confirm, NEWSLETTER_PAGE_TEXT.confirmed)}
            >
              {busy ? 'Confirming…' : 'Confirm subscription'}
            </button>
          )}
          {message}
          {done && unsubscribeHref && (
            <p className="mt-4 text-sm text-slate-700">
              Changed your mind?{' '}
              <Link className="font-semibold text-brand-700 underline" to={unsubscribeHref}>
                Unsubscribe
              </Link>
              . Every issue has the same link at the bottom.
            </p>
          )}
        </>
      ) : (
        <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          {NEWSLETTER_PAGE_TEXT.invalidLink}
        </p>
      )}
      <p className="mt-8 text-sm">
        <Link to={paths.blog()} className="font-semibold text-brand-700 underline">
          Read the blog
        </Link>
      </p>
    </NewsletterShell>
  );
}

export function NewsletterUnsubscribePage() {
  const hydrated = useHydrated();
  const link = useLink();
  const { user, status } = useSession();
  const { outcome, run, message } = useOutcome();
  const busy = outcome.kind === 'busy';
  const account = user && !user.isAnonymous ? user : null;

  const unsubscribeButton = (label: string, action: () => Promise<void>) =>
    outcome.kind !== 'done' && (
      <button
        type="button"
        className={`${buttonStyles.primary} mt-6`}
        disabled={!hydrated}
        aria-disabled={busy}
        onClick={() => void run(action, NEWSLETTER_PAGE_TEXT.unsubscribed)}
      >
        {busy ? 'Unsubscribing…' : label}
      </button>
    );

  let body: ReactNode;
  if (link) {
    body = (
      <>
        <p className="mt-4 text-slate-700">Unsubscribe from our newsletter? You will receive no further issues.</p>
        {unsubscribeButton('Unsubscribe', () => unsubscribeWithLink(link.id, link.token))}
      </>
    );
  } else if (account?.emailVerified) {
    body = (
      <>
        <p className="mt-4 text-slate-700">
          You are logged in as <strong className="font-semibold text-slate-900">{account.email}</strong>. Unsubscribe this
          address from our newsletter?
        </p>
        {unsubscribeButton(`Unsubscribe ${account.email}`, () => unsubscribeMyAddress(account))}
      </>
    );
  } else {
    body = (
      <>
        <p className="mt-4 text-slate-700">{NEWSLETTER_PAGE_TEXT.noLink}</p>
        {account ? (
          <p className="mt-4 text-slate-700">{NEWSLETTER_PAGE_TEXT.unverified}</p>
        ) : (
          status !== 'loading' && (
            <p className="mt-6">
              <Link
                to={paths.login(routePatterns.newsletterUnsubscribe)}
                className={buttonStyles.secondary}
              >
                Log in to unsubscribe
              </Link>
            </p>
          )
        )}
      </>
    );
  }

  return (
    <NewsletterShell title="Unsubscribe from the newsletter" path={routePatterns.newsletterUnsubscribe}>
      {body}
      {message}
    </NewsletterShell>
  );
}

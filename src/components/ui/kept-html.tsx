/**
 * A part of a prerendered page that the app takes over as it is, without building it again
 * (docs/decisions/0024-kept-html.md). While React hydrates the page, this element keeps the HTML the
 * server put inside it: React neither renders its children nor checks them, so the text, pictures and
 * links that make up most of a page cost nothing to take over. For parts that never change in the
 * browser: no state, no handlers inside (a link inside still navigates within the app: the element
 * catches its click).
 *
 * `version`: what the inside is made from (a post's text, say). While it is what it was when the
 * page was hydrated, the server's HTML stays; when it changes (fresher data, a filter), the children
 * render and replace it for good. A page rendered in the browser (client-side navigation, no HTML to
 * keep) renders its children as any element would. The element is a `<div>`.
 */
import { useState, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

const subscribeToNothing = () => () => {};
/** True only while React hydrates this element (its server snapshot), in the browser; never on the server. */
const hydratingSnapshot = () => typeof document !== 'undefined';
const notHydrating = () => false;

/** React sets nothing inside an element whose inner HTML it is given, and never checks that HTML while hydrating. */
const KEEP = { __html: '' };

export function KeptHtml({ version = '', className, children }: { version?: string; className?: string; children: ReactNode }) {
  const navigate = useNavigate();
  const hydrating = useSyncExternalStore(subscribeToNothing, notHydrating, hydratingSnapshot);
  // What the kept HTML was made from, from the first render; null once nothing is kept (or never was).
  const [keptVersion, setKeptVersion] = useState(() => (hydrating ? version : null));
  // Once the children have replaced the HTML they stay, even if the version comes back to the kept one
  // (a filter set and cleared): the server's HTML is gone by then.
  if (keptVersion !== null && keptVersion !== version) setKeptVersion(null);

  if (keptVersion === null || keptVersion !== version) return <div className={className}>{children}</div>;

  // The links inside are plain HTML now: a plain click on one to a page of this site navigates as the
  // app's own links do, instead of loading the page again.
  function followLink(event: MouseEvent<HTMLElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
    if ((link.target && link.target !== '_self') || link.hasAttribute('download') || link.origin !== window.location.origin) return;
    // A jump within this page (#section) is the browser's, as it always was.
    if (link.hash && link.pathname === window.location.pathname && link.search === window.location.search) return;
    event.preventDefault();
    navigate(`${link.pathname}${link.search}${link.hash}`);
  }

  // Not a control of its own: the click handler only routes the clicks of the links inside, which
  // keep their own keyboard activation (Enter on a link is a click).
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  return <div className={className} onClick={followLink} dangerouslySetInnerHTML={KEEP} suppressHydrationWarning />;
}

/**
 * Whether someone has signed in on this browser and not signed out since: a flag in localStorage the
 * session keeps (set when it sees a signed-in account, removed when it sees nobody). A prerendered page
 * starts the session machinery — the backend and, on Firebase, the Auth SDK — only when it is set: a
 * visitor who never signed in reads the public pages without them (docs/decisions/0022-page-content-after-idle.md).
 */
export const SESSION_MARKER_KEY = 'nf:signed-in';

export function hasSessionMarker(): boolean {
  try {
    return window.localStorage.getItem(SESSION_MARKER_KEY) === '1';
  } catch {
    // Storage blocked: we cannot know, so the session starts as it always did.
    return true;
  }
}

export function setSessionMarker(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(SESSION_MARKER_KEY, '1');
    else window.localStorage.removeItem(SESSION_MARKER_KEY);
  } catch {
    // Storage blocked: every page then starts the session (hasSessionMarker says true).
  }
  // What the boot script said from the marker (scripts/page-boot.browser.js) follows what the session saw.
  document.documentElement.toggleAttribute('data-signed-in', signedIn);
}

/**
 * Web addresses people type in (a post's cover image, the site's social profiles): one rule for the
 * whole site, the one firestore.rules enforce (`isHttpsUrl`: "https://", no white space, at most 2,000
 * characters; `HTTPS_URL` in src/backend/local/policy/shapes.ts), made stricter only where a form can tell
 * the person more: the address must parse, with a dotted host name and no user name or password.
 * Surrounding spaces are ignored (the forms trim before saving).
 */

/** The longest address the rules store. */
export const URL_MAX = 2_000;

/** True for an absolute `https://` address with a real host name, of at most `max` characters. */
export function isHttpsUrl(value: string, max: number = URL_MAX): boolean {
  const url = value.trim();
  if (url.length > max || !url.startsWith('https://') || /\s/.test(url)) return false;
  try {
    const parsed = new URL(url);
    return parsed.hostname.includes('.') && !parsed.username && !parsed.password;
  } catch {
    return false;
  }
}

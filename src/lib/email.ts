/**
 * E-mail addresses, one rule for the whole site: the forms, the demo backend's policy and — in the
 * rules language's own syntax — firestore.rules (`isEmailAddress`). Stored addresses are lower case
 * (Firebase Auth's own form), so the same person is matched however they typed it. A `mailto:` link
 * is built from its parts, encoded, so an address can never add a Bcc or a body to the draft.
 */

/**
 * An address as people have them: letters, digits and `. _ + ' -` before the "@" (a subset of what
 * `<input type="email">` accepts: none of the `? & = % / #` that would mean something in a `mailto:`
 * link or a URL), and a domain of letters, digits and hyphens with a dot in it. So nothing like
 * `a?cc=x@b.co` or `a@b.co?bcc=…` gets through.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9._+'-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** The longest address anything stores (RFC 5321's path limit). */
export const EMAIL_MAX = 254;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
}

/**
 * An address as stored: valid and already in lower case (firestore.rules' `isEmailAddress`, whose
 * pattern is this one without capitals).
 */
export function isStoredEmail(value: string): boolean {
  return value === value.toLowerCase() && EMAIL_PATTERN.test(value);
}

/** How an address is stored and compared: trimmed, lower case. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * A `mailto:` link to `address`, with an optional subject and body. Each side of the address is
 * encoded on its own (so "@" stays readable to mail programs, and a "?" or "&" in it stays part of it).
 */
export function mailtoHref(address: string, fields: { subject?: string; body?: string } = {}): string {
  const at = address.lastIndexOf('@');
  const to = at < 0 ? encodeURIComponent(address) : `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
  const query = Object.entries(fields)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value as string)}`)
    .join('&');
  return `mailto:${to}${query ? `?${query}` : ''}`;
}

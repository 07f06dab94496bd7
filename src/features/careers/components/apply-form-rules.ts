/** What the apply form (./apply-form.tsx) checks and says: its bounds, texts and validation, without React. */
import { site } from '@/content/site.ts';
import { isEmail } from '@/lib/email.ts';
import { APPLICATION_RETENTION_TEXT } from '@/lib/retention.ts';

/** The same bounds as firestore.rules (src/features/careers/data/applications.ts APPLICATION_LIMITS; repeated here to keep the data code off the page). */
export const APPLY_LIMITS = { name: 100, email: 254, links: 5, link: 2000, coverNote: 5000 } as const;

/** How long we keep an application: the consent says it, and so does the privacy page. */
export const RETENTION = APPLICATION_RETENTION_TEXT;

export const CONSENT_TEXT = `I agree that ${site.name} keeps this application and the details in it for ${RETENTION} to consider me for open roles, and deletes it after that.`;

/** A person needs a few seconds to fill the form: a sooner submit is held until then (as the contact form). */
export const MIN_FILL_MS = 3000;

export const APPLY_ERROR_TEXT = 'Sorry, your application could not be sent. Please try again: what you typed is still here.';
export const APPLY_RATE_LIMITED_TEXT =
  'You sent an application less than a minute ago. Please wait a minute, then send this one: what you typed is still here.';

export interface ApplyValues {
  name: string;
  email: string;
  /** The chosen opening's slug. */
  position: string;
  links: string[];
  coverNote: string;
  consent: boolean;
}

export type ApplyFieldName = 'name' | 'email' | 'position' | 'links' | 'coverNote' | 'consent';
export type ApplyErrors = Partial<Record<ApplyFieldName, string>> & { linkAt?: Record<number, string> };

/**
 * A link as typed, with `https://` put in front when it has no scheme ("linkedin.com/in/jordan" is
 * taken as https://linkedin.com/in/jordan); one that names another (http:, mailto:) is left as it is,
 * for the check to refuse. A colon before a digit is a port, not a scheme.
 */
export function withScheme(link: string): string {
  const value = link.trim();
  if (!value || /^[a-z][a-z\d+.-]*:(?!\d)/i.test(value)) return value;
  return `https://${value.replace(/^\/\//, '')}`;
}

const isHttpsLink = (value: string) => value.length >= 9 && value.length <= APPLY_LIMITS.link && /^https:\/\/\S+$/.test(value);

export function validateApplication(values: ApplyValues): ApplyErrors {
  const errors: ApplyErrors = {};
  if (!values.name.trim()) errors.name = 'Please enter your full name.';
  const email = values.email.trim();
  if (!email) errors.email = 'Please enter your email address.';
  else if (!isEmail(email)) errors.email = 'Please enter a valid email address.';
  if (!values.position) errors.position = 'Please choose a position.';
  const linkAt: Record<number, string> = {};
  values.links.forEach((link, index) => {
    const value = withScheme(link);
    if (value && !isHttpsLink(value)) linkAt[index] = 'Please enter a link that starts with https://';
  });
  if (Object.keys(linkAt).length) errors.linkAt = linkAt;
  else if (!values.links.some((link) => link.trim())) errors.links = 'Please add at least one link to your CV or portfolio.';
  if (values.coverNote.trim().length > APPLY_LIMITS.coverNote) errors.coverNote = `At most ${APPLY_LIMITS.coverNote} characters, please.`;
  if (!values.consent) errors.consent = 'Please agree to how we keep your application, or we cannot consider it.';
  return errors;
}

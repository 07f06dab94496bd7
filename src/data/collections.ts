/** Firestore collection names, as `firestore.rules` knows them. */
import type { BatchWrite, ServerTime } from '@/backend/types.ts';

export const COLLECTIONS = {
  users: 'users',
  blogs: 'blogs',
  contactMessages: 'contact_messages',
  /** `enquiry_limits/{uid}`: when each sender last sent an enquiry (the rules allow one a minute). */
  enquiryLimits: 'enquiry_limits',
  services: 'services',
  settings: 'settings',
  /** `slugs/{slug}`: `{ postId }`, the one post holding each readable address (`/blog/<slug>`). */
  slugs: 'slugs',
  /** `openings/{slug}`: the company's job openings, each at /careers/<slug> (src/features/careers/data/opening-store.ts). */
  openings: 'openings',
  /** `applications/{id}`: careers applications. */
  applications: 'applications',
  /** `application_notes/{id}`: the admins' notes on application `id`, which only admins read. */
  applicationNotes: 'application_notes',
  /** `application_limits/{uid}`: when each sender last applied (one a minute, as enquiries). */
  applicationLimits: 'application_limits',
  /** `applicant_acknowledgements/{SHA-256 of an address}`: when the address was last sent an application's acknowledgement (one a day). */
  applicantAcknowledgements: 'applicant_acknowledgements',
  /** `newsletter_subscribers/{id}`: an address, unconfirmed until its link is followed. */
  newsletterSubscribers: 'newsletter_subscribers',
  /**
   * `newsletter_issues/{id}`: the newsletter's issues, drafts to sent (src/features/newsletter/data/issues.ts);
   * the id is the issue's address in the archive, /newsletter/<id>.
   */
  newsletterIssues: 'newsletter_issues',
  /** `newsletter_limits/{uid}`: when each sender identity last subscribed an address. */
  newsletterLimits: 'newsletter_limits',
  /** `mail/{id}`: messages for the Trigger Email extension (firestore-send-email); the admin's Outbox. */
  mail: 'mail',
  /** `mail_templates/{name}`: the extension's templates (subject, text, html). */
  mailTemplates: 'mail_templates',
  /** `mail_recipients/{id}`: the extension's "users collection"; `staff` holds the notifications address. */
  mailRecipients: 'mail_recipients',
  /** `previews/{token}`: a copy of a draft for its private preview link (src/features/blog/data/previews.ts). */
  previews: 'previews',
  /** `preview_links/{postId}`: `{ token, expiresAt }`, the post's current preview link, for admins. */
  previewLinks: 'preview_links',
  /**
   * `meta/content`: `{ updatedAt, publishTimes? }`, when what the public pages show last changed, and
   * when scheduled posts become public (src/data/content-version.ts).
   */
  meta: 'meta',
  /** `activity/{id}`: the audit log, an entry per staff write (src/features/activity/data/activity.ts). */
  activity: 'activity',
  /** `activity_heads/{uid}`: `{ last }`, the entry a person's last logged batch wrote. */
  activityHeads: 'activity_heads',
} as const;

/** `blogs/{id}/viewers/{uid}`: who has counted a view of a post (once each). */
export const viewersOf = (postId: string) => `${COLLECTIONS.blogs}/${postId}/viewers`;

/** `meta/content`: the content version's id (meta/ holds nothing else). */
export const CONTENT_VERSION_ID = 'content';

/**
 * The write that moves the content version, `meta/content` (src/data/content-version.ts), to the
 * server's time (`SERVER_TIME`, given by the caller): one more entry in the batch of each admin change
 * to what public pages show. (Here, with only a type imported, rather than in content-version.ts:
 * every page loads the site settings' module, and a new import shared with the lazy chunks split the
 * first load into more files.)
 */
export const contentChanged = (serverTime: ServerTime, publishTimes?: Date[]): BatchWrite => ({
  op: 'set',
  collection: COLLECTIONS.meta,
  id: CONTENT_VERSION_ID,
  data: { updatedAt: serverTime, ...(publishTimes ? { publishTimes } : {}) },
  // The coming publication times stay unless this write gives them anew.
  merge: true,
});

/** How many coming publication times the content version keeps (the rules' bound). */
export const PUBLISH_TIMES_KEPT = 20;

/**
 * The coming publication times once a post is scheduled for `time`: the stored ones still to come, and
 * `time`, earliest first, at most `PUBLISH_TIMES_KEPT` (a page built before one of them starts to show
 * the post when its time has come: scripts/page-boot.browser.js).
 */
export function comingPublishTimes(stored: unknown, time: Date, now: Date): Date[] {
  const times = (Array.isArray(stored) ? stored : []).filter((value): value is Date => value instanceof Date && value.getTime() > now.getTime());
  const unique = new Map([...times, time].map((value) => [value.getTime(), value]));
  return [...unique.values()].sort((a, b) => a.getTime() - b.getTime()).slice(0, PUBLISH_TIMES_KEPT);
}

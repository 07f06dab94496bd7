/**
 * The demo backend's access policy: the same table as `firestore.rules` (see
 * `shared/access-rules.md` and the rows added in `tests/access-matrix.ts`), written as functions
 * named like the rules' helpers, with the same bounds. The demo store consults it on every read and
 * write and refuses with `permission-denied`, as Firestore does. The access table runs the same rows
 * against both; change them together.
 *
 * The sections live in policy/, one module per collection section of firestore.rules, in its order
 * (shapes.ts and context.ts hold what they share); this file picks a collection's policy, and is
 * what the rest of the app imports.
 */
import { activityHeadsPolicy, activityPolicy } from './policy/activity.ts';
import { applicantAcknowledgementsPolicy, applicationNotesPolicy, applicationsPolicy } from './policy/applications.ts';
import { blogsPolicy, revisionsPolicy, slugsPolicy, viewersPolicy } from './policy/blogs.ts';
import { contactMessagesPolicy, senderLimitPolicy, threadPolicy } from './policy/contact-messages.ts';
import { Context, type AuthToken, type DocumentLookup, type Request } from './policy/context.ts';
import { mailPolicy, mailRecipientsPolicy, mailTemplatesPolicy } from './policy/mail.ts';
import { newsletterSubscribersPolicy } from './policy/newsletter.ts';
import { newsletterIssuesPolicy } from './policy/newsletter-issues.ts';
import { previewLinksPolicy, previewsPolicy } from './policy/previews.ts';
import { servicesPolicy } from './policy/services.ts';
import { openingsPolicy } from './policy/openings.ts';
import { trafficPolicy } from './policy/traffic.ts';
import { metaPolicy, settingsPolicy } from './policy/settings.ts';
import { usersPolicy } from './policy/users.ts';

export type { AuthToken, DocumentLookup, Request } from './policy/context.ts';
export { changedKeys, ENQUIRY_INTERVAL_MS, isMailShape, isTo, isToStaff, LIMITS } from './policy/shapes.ts';
export { MAIL_TEMPLATE_LIMITS, MAIL_TEMPLATE_NAMES } from './policy/mail.ts';

const POLICIES: Record<string, (ctx: Context, request: Request) => boolean> = {
  users: usersPolicy,
  blogs: blogsPolicy,
  slugs: slugsPolicy,
  previews: previewsPolicy,
  preview_links: previewLinksPolicy,
  contact_messages: contactMessagesPolicy,
  enquiry_limits: senderLimitPolicy,
  services: servicesPolicy,
  openings: openingsPolicy,
  settings: settingsPolicy,
  meta: metaPolicy,
  mail: mailPolicy,
  mail_templates: mailTemplatesPolicy,
  mail_recipients: mailRecipientsPolicy,
  newsletter_subscribers: newsletterSubscribersPolicy,
  newsletter_limits: senderLimitPolicy,
  newsletter_issues: newsletterIssuesPolicy,
  applications: applicationsPolicy,
  application_notes: applicationNotesPolicy,
  application_limits: senderLimitPolicy,
  applicant_acknowledgements: applicantAcknowledgementsPolicy,
  activity: activityPolicy,
  activity_heads: activityHeadsPolicy,
  traffic: trafficPolicy,
};

/** The policy for a collection path, if any: top-level collections by name, blogs/{id}/viewers and /revisions, and contact_messages/{id}/replies. */
function policyFor(collection: string): ((ctx: Context, request: Request) => boolean) | undefined {
  const viewers = /^blogs\/([^/]+)\/viewers$/.exec(collection);
  if (viewers) return (ctx, request) => viewersPolicy(ctx, request, viewers[1]);
  const revisions = /^blogs\/([^/]+)\/revisions$/.exec(collection);
  if (revisions) return (ctx, request) => revisionsPolicy(ctx, request, revisions[1]);
  const thread = /^contact_messages\/([^/]+)\/replies$/.exec(collection);
  if (thread) return (ctx, request) => threadPolicy(ctx, request, thread[1]);
  return Object.hasOwn(POLICIES, collection) ? POLICIES[collection] : undefined;
}

/**
 * True when `auth` may make `request`; anything not named above (other sub-collections included)
 * is denied. `lookup.get` reads documents as they are, `lookup.getAfter` as the request leaves them.
 */
export function isAllowed(
  auth: AuthToken | null,
  request: Request,
  lookup: { get: DocumentLookup; getAfter: DocumentLookup },
): boolean {
  const policy = policyFor(request.collection);
  if (!policy) return false;
  return policy(new Context(auth, lookup.get, lookup.getAfter), request);
}

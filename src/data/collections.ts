/** Firestore collection names, as `firestore.rules` knows them. */
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
  /** `applications/{id}`: careers applications (issue #17). */
  applications: 'applications',
  /** `application_limits/{uid}`: when each sender last applied (one a minute, as enquiries). */
  applicationLimits: 'application_limits',
  /** `newsletter_subscribers/{id}`: an address, unconfirmed until its link is followed (issue #17). */
  newsletterSubscribers: 'newsletter_subscribers',
  /** `newsletter_limits/{uid}`: when each sender identity last asked for a confirmation message. */
  newsletterLimits: 'newsletter_limits',
  /** `mail/{id}`: messages for the Trigger Email extension (firestore-send-email); the admin's Outbox. */
  mail: 'mail',
  /** `mail_templates/{name}`: the extension's templates (subject, text, html). */
  mailTemplates: 'mail_templates',
  /** `mail_recipients/{id}`: the extension's "users collection"; `staff` holds the notifications address. */
  mailRecipients: 'mail_recipients',
} as const;

/** `blogs/{id}/viewers/{uid}`: who has counted a view of a post (once each). */
export const viewersOf = (postId: string) => `${COLLECTIONS.blogs}/${postId}/viewers`;

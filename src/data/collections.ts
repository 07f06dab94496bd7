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
} as const;

/** `blogs/{id}/viewers/{uid}`: who has counted a view of a post (once each). */
export const viewersOf = (postId: string) => `${COLLECTIONS.blogs}/${postId}/viewers`;
